// The published workspace's only script (the page works without it): ticking a task saves it at once, a logo that
// does not load is hidden, and a visibility-aware beat reports the seconds the page was actually in view.
(function () {
  'use strict';
  document.querySelectorAll('form.plan-form').forEach(function (form) {
    var save = form.querySelector('.save');
    if (save) save.hidden = true;
    form.addEventListener('change', function (event) {
      if (event.target && event.target.type === 'checkbox') form.requestSubmit();
    });
  });

  // An account's logo is an address on the web: when it does not load, no broken-image frame in the header.
  // decode() settles once the image has loaded (or had already): it fails only for an image that cannot be shown.
  document.querySelectorAll('img.logo').forEach(function (img) {
    img.decode().catch(function () {
      img.hidden = true;
    });
  });

  var beat = document.body.dataset.beat;
  var csrf = document.body.dataset.csrf;
  if (!beat || !navigator.sendBeacon) return;
  var BEAT_MS = 15000;
  var visibleSince = document.visibilityState === 'visible' ? Date.now() : null;
  var carried = 0;

  function send() {
    if (visibleSince !== null) {
      carried += (Date.now() - visibleSince) / 1000;
      visibleSince = document.visibilityState === 'visible' ? Date.now() : null;
    }
    var seconds = Math.floor(carried);
    if (seconds < 1) return;
    carried -= seconds;
    navigator.sendBeacon(beat, new URLSearchParams({ csrf: csrf, seconds: String(seconds) }));
  }

  setInterval(function () {
    if (document.visibilityState === 'visible') send();
  }, BEAT_MS);
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'hidden') send();
    else visibleSince = Date.now();
  });
  window.addEventListener('pagehide', send);
})();
