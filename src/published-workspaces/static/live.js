// The page, live (loaded only where the body carries data-live): when something it shows changes, fetch the page
// again and put the new content of each live region (data-live-region, by id) in place. Without JavaScript, or while
// the stream is down, the page is as it was served and a reload shows what changed.
(function () {
  'use strict';
  var url = document.body.dataset.live;
  if (!url || !window.EventSource || !window.fetch || !window.DOMParser) return;
  var DEBOUNCE_MS = 250;
  var timer = null;
  var fetching = false;
  var again = false;
  // A refresh happened while the tab was hidden: one more when it is shown tells the server it was read.
  var missed = false;

  // A region holding the focus (a checkbox being ticked, a field being typed in) is left as it is this time.
  function busy(region) {
    var active = document.activeElement;
    return active && active !== document.body && region.contains(active);
  }

  // The region node stays (its aria-live is what screen readers listen to): only its attributes and content change.
  function update(region, fresh) {
    if (region.innerHTML === fresh.innerHTML || busy(region)) return;
    region.className = fresh.className;
    region.replaceChildren.apply(region, Array.prototype.map.call(fresh.childNodes, adopt));
  }

  function adopt(node) {
    return document.importNode(node, true);
  }

  // A region new on the server side goes after the nearest earlier sibling this page has, else at its parent's end.
  function insert(fresh) {
    var anchor = fresh.previousElementSibling;
    while (anchor && !(anchor.id && document.getElementById(anchor.id))) anchor = anchor.previousElementSibling;
    if (anchor) return document.getElementById(anchor.id).after(adopt(fresh));
    var parent = fresh.parentElement;
    var target = parent && parent.id && document.getElementById(parent.id);
    if (target) target.append(adopt(fresh));
  }

  function apply(html) {
    var doc = new window.DOMParser().parseFromString(html, 'text/html');
    doc.querySelectorAll('[data-live-region][id]').forEach(function (fresh) {
      var region = document.getElementById(fresh.id);
      if (region) update(region, fresh);
      else insert(fresh);
    });
    document.body.dispatchEvent(new window.CustomEvent('live:updated'));
  }

  function refresh() {
    timer = null;
    if (fetching) {
      again = true;
      return;
    }
    fetching = true;
    // A tab in the background is kept up to date, but nobody read what it brought: the server is told, so that what
    // came in is still e-mailed, and the tab refreshes once more when it is looked at again.
    var hidden = document.visibilityState === 'hidden';
    if (hidden) missed = true;
    window
      .fetch(window.location.href, {
        credentials: 'same-origin',
        headers: { 'X-Live-Refresh': hidden ? 'hidden' : '1' },
      })
      .then(function (res) {
        return res.ok ? res.text().then(apply) : null;
      })
      .catch(function () {})
      .then(function () {
        fetching = false;
        if (again) {
          again = false;
          schedule();
        }
      });
  }

  function schedule() {
    if (timer === null) timer = window.setTimeout(refresh, DEBOUNCE_MS);
  }

  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'visible' && missed) {
      missed = false;
      schedule();
    }
  });

  var stream = new window.EventSource(url);
  stream.addEventListener('change', schedule);
  document.body.dataset.liveState = 'connecting';
  stream.addEventListener('open', function () {
    document.body.dataset.liveState = 'open';
  });
  stream.addEventListener('error', function () {
    document.body.dataset.liveState = stream.readyState === window.EventSource.CLOSED ? 'closed' : 'connecting';
  });
  window.addEventListener('pagehide', function () {
    stream.close();
  });
})();
