// The shell page's one script tag. The page arrives prerendered and readable; the shell's entry (the
// federation runtime, then React taking over the HTML) is only preloaded, and this starts it once the
// browser reports the first contentful paint, so no script work ever stands between the response
// and the text on screen. A browser without paint timing starts it after the next frame instead.
(function () {
  var script = document.currentScript;
  var src = script && script.getAttribute('data-main');
  if (!src) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var entry = document.createElement('script');
    entry.src = src;
    document.head.appendChild(entry);
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') === -1) {
    requestAnimationFrame(function () { setTimeout(start, 0); });
    return;
  }
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(start, 0);
  }).observe({ type: 'paint', buffered: true });
  // A page that is shown paints; one that never reports a paint still starts, later.
  setTimeout(start, 4000);
})();
