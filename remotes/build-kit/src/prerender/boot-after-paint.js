// The shell page's one script tag. The page arrives prerendered and readable; this starts the shell's
// entry (the federation runtime, then React taking over the HTML) once the browser reports the first
// contentful paint, so no script work stands between the response and the text on screen. No script
// is even asked for before then: on a fast link, downloading and compiling it on the browser's other
// threads would take a few-core phone's processor from the first layout. The cost, on a slow link, is
// one round trip more before the page is live. A browser without paint timing starts it after the
// next frame instead.
(function () {
  // Controls the page disables for a browser without script (nothing could send them) take typing
  // now, before the page's code arrives; that code takes over what was typed.
  // Not while a draft of them waits in this tab (the attribute names its storage key): the page's
  // code fills them in first, so that nothing typed meanwhile is mixed with the draft.
  var early = document.querySelectorAll('[data-enable-with-script]');
  function draftOf(element) {
    var key = element.getAttribute('data-enable-with-script');
    try {
      return key ? window.sessionStorage.getItem(key) : null;
    } catch (_blocked) {
      return null; // storage blocked: there is no draft to wait for
    }
  }
  for (var i = 0; i < early.length; i++) {
    if (!draftOf(early[i])) early[i].removeAttribute('disabled');
  }
  // Such a form is sent by its code, never by the browser: a press of its button (or Enter) before
  // the code is here must not send it off as a plain GET, typing and all. The press is noted on the
  // form (data-submit-wanted), and the form's code, once here, acts on it.
  document.addEventListener(
    'submit',
    function (event) {
      var form = event.target;
      if (!form || !form.querySelector || !form.querySelector('[data-enable-with-script]')) return;
      event.preventDefault();
      if (!form.hasAttribute('data-ready')) form.setAttribute('data-submit-wanted', '');
    },
    true,
  );
  var script = document.currentScript;
  // The start-up scripts, space-separated: each runs in a task of its own, in any order (the entry
  // waits for the others).
  var sources = ((script && script.getAttribute('data-main')) || '').split(' ');
  if (!sources[0]) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < sources.length; i++) {
      var entry = document.createElement('script');
      entry.src = sources[i];
      document.head.appendChild(entry);
    }
    // The route's code, hinted in inert templates (data-after-paint): asked for now, beside the
    // entry, so that the federation runtime finds it on its way rather than asking for it after.
    var later = document.querySelectorAll('template[data-after-paint]');
    for (var j = 0; j < later.length; j++) {
      if (later[j].content) document.head.appendChild(later[j].content.cloneNode(true));
    }
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') === -1) {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
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
