import http from 'node:http'

/**
 * A local stand-in for the scheduling provider (unreachable here). It serves a widget script with
 * the same global API as the real one (`Calendly.initPopupWidget({ url })`), its stylesheet, and
 * the booking page itself, and counts requests so tests can check the script loads once.
 */
import { STAND_IN_ORIGIN } from '../build-env.mjs'

export { STAND_IN_ORIGIN }
export const STAND_IN_PORT = Number(new URL(STAND_IN_ORIGIN).port)
export const BOOKING_PATH = '/vantage-edge/30min'
export const SCRIPT_PATH = '/assets/external/widget.js'

const WIDGET_JS = `
window.Calendly = {
  initPopupWidget: function (options) {
    var overlay = document.createElement('div');
    overlay.className = 'calendly-overlay';
    overlay.setAttribute('data-testid', 'scheduling-popup');
    overlay.setAttribute('data-url', options.url);
    var frame = document.createElement('iframe');
    frame.src = options.url + (options.url.indexOf('?') === -1 ? '?' : '&') + 'embed_type=PopupWidget';
    frame.title = 'Stand-in booking page';
    var close = document.createElement('button');
    close.className = 'calendly-popup-close';
    close.textContent = 'Close';
    close.onclick = function () { overlay.remove(); };
    overlay.appendChild(frame);
    overlay.appendChild(close);
    document.body.appendChild(overlay);
  }
};
`
const WIDGET_CSS = `.calendly-overlay{position:fixed;inset:0;z-index:9999;background:rgba(0,0,0,.6);display:flex;align-items:center;justify-content:center}
.calendly-overlay iframe{width:min(1000px,95vw);min-width:min(900px,95vw);height:630px;background:#fff;border:0}
.calendly-popup-close{position:absolute;top:16px;right:16px}`

/**
 * The booking page. Its button does what the provider's page does once a time is booked: it
 * tells the page that embeds it, with the provider's own message.
 */
const BOOKING_PAGE = `<!doctype html><title>Book a 30-minute consultation</title><h1>30 Minute Meeting</h1>
<button onclick="parent.postMessage({ event: 'calendly.event_scheduled', payload: {} }, '*')">Schedule Event</button>`

/** Started once for the whole run by tests/global-setup.ts; tests count requests with page.on('request'). */
export async function startStandIn(): Promise<() => Promise<void>> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!
    if (path === SCRIPT_PATH) res.writeHead(200, { 'content-type': 'text/javascript' }).end(WIDGET_JS)
    else if (path === SCRIPT_PATH.replace('.js', '.css'))
      res.writeHead(200, { 'content-type': 'text/css' }).end(WIDGET_CSS)
    else if (path === BOOKING_PATH) res.writeHead(200, { 'content-type': 'text/html' }).end(BOOKING_PAGE)
    else res.writeHead(404).end()
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(STAND_IN_PORT, '127.0.0.1', () => resolve())
  })
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
}
