import { applyTheme, DARK_QUERY, DEFAULT_THEME, THEME_STORAGE_KEY } from '@/components/layout/theme'

const themeArgs = JSON.stringify([THEME_STORAGE_KEY, DEFAULT_THEME, DARK_QUERY]).slice(1, -1)

/**
 * The layout's inline script. It runs before the first paint, long before React: it applies the
 * stored theme (and follows it when another tab changes it, or the system preference under
 * `system`), marks the page as scripted (CSS then hides `[data-reveal]` sections until they scroll
 * into view) and defines `window.revealSections`, which reveals each such section as it comes into
 * view. The script calls it for the first page, so the reveal never waits for hydration;
 * ScrollEffects calls it again for each page reached by client navigation.
 */
export const EARLY_SCRIPT = `(function () {
  var theme = function () { (${applyTheme.toString()})(${themeArgs}) };
  theme();
  matchMedia(${JSON.stringify(DARK_QUERY)}).addEventListener('change', theme);
  addEventListener('storage', function (e) { if (e.key === ${JSON.stringify(THEME_STORAGE_KEY)}) theme() });
})();
document.documentElement.classList.add('js');
window.revealSections = function () {
  var targets = document.querySelectorAll('[data-reveal]:not([data-revealed])');
  var show = function (el) { el.setAttribute('data-revealed', '') };
  if (!window.IntersectionObserver) { targets.forEach(show); return function () {} }
  var observer = new IntersectionObserver(function (entries) {
    entries.forEach(function (e) { if (e.isIntersecting) { show(e.target); observer.unobserve(e.target) } });
  }, { rootMargin: '0px 0px -8% 0px' });
  targets.forEach(function (el) { observer.observe(el) });
  return function () { observer.disconnect() };
};
addEventListener('DOMContentLoaded', function () { window.revealSections() });`

declare global {
  interface Window {
    /** Reveals the unrevealed `[data-reveal]` sections as they scroll into view; returns a stop function. */
    revealSections?: () => () => void
  }
}
