/* Page views for our own analytics: see /privacy-policy. No cookies, no storage. */
;(function (w, n, h) {
  if (n.globalPrivacyControl || n.doNotTrack == '1' || !n.sendBeacon) return
  var referrer = document.referrer
  var path
  function send(event) {
    var l = location
    n.sendBeacon(
      '/insights/event',
      JSON.stringify({ e: event, u: l.pathname + l.search, r: referrer, w: screen.width }),
    )
    referrer = undefined
  }
  // One view per page, client-side navigations (pushState, back) included.
  function view() {
    if (location.pathname != path) {
      path = location.pathname
      send('view')
    }
  }
  var push = h.pushState
  h.pushState = function () {
    var result = push.apply(h, arguments)
    view()
    return result
  }
  w.addEventListener('popstate', view)
  // Booking events queued before this script came, then later ones.
  var queued = w.veInsights || []
  w.veInsights = { push: send }
  view()
  queued.forEach(send)
})(window, navigator, history)
