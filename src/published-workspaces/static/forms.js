// Forms on the published page, enhanced (loaded only where a page shows a form; each works without it): what is
// typed is saved as a draft a moment after typing stops, and when the page is left, so a reload loses nothing; a
// file is uploaded as soon as it is picked, and appears in the answer without leaving the page.
(function () {
  'use strict';
  if (!window.fetch || !window.URLSearchParams || !window.FormData) return;
  var SAVE_AFTER_MS = 1500;

  document.querySelectorAll('form.answer-form[data-draft]').forEach(function (form) {
    var url = form.dataset.draft;
    var status = form.querySelector('[data-draft-status]');
    var timer = null;
    var dirty = false;
    var saving = Promise.resolve();
    var uploading = false;

    function say(text) {
      if (status) status.textContent = text;
    }

    // The form's own fields only: a file picker placed inside it belongs to its upload form (form="…").
    function fields() {
      return new URLSearchParams(new window.FormData(form));
    }

    function save() {
      timer = null;
      if (!dirty || uploading) return saving;
      dirty = false;
      say('Saving draft…');
      saving = window
        .fetch(url, { method: 'POST', body: fields(), credentials: 'same-origin' })
        .then(function (res) {
          if (!res.ok) throw new Error(String(res.status));
          var at = new Date();
          say('Draft saved at ' + at.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }) + '.');
        })
        .catch(function () {
          dirty = true;
          say('Your draft could not be saved just now; it will be tried again.');
        });
      return saving;
    }

    function changed(event) {
      if (event.target && event.target.form !== form) return;
      dirty = true;
      if (timer !== null) window.clearTimeout(timer);
      timer = window.setTimeout(save, SAVE_AFTER_MS);
    }
    form.addEventListener('input', changed);
    form.addEventListener('change', changed);

    // Leaving the page (a reload, a link, a closed tab) with unsaved typing: sent as the page goes.
    function flush() {
      if (!dirty || !navigator.sendBeacon) return;
      if (navigator.sendBeacon(url, fields())) dirty = false;
    }
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', function () {
      if (document.visibilityState === 'hidden') flush();
    });
    form.addEventListener('submit', function () {
      if (timer !== null) window.clearTimeout(timer);
      dirty = false;
    });

    form.querySelectorAll('[data-file-question]').forEach(function (question) {
      var input = question.querySelector('input[data-upload]');
      var button = question.querySelector('[data-upload-button]');
      var hint = question.querySelector('[data-nojs-hint]');
      var told = question.querySelector('[data-upload-status]');
      var list = question.querySelector('[data-file-list]');
      if (!input || !input.form || !list) return;
      if (button) button.hidden = true;
      if (hint) hint.hidden = true;
      var upload = input.form;

      input.addEventListener('change', function () {
        if (!input.files || input.files.length === 0) return;
        // What was typed goes first: the upload adds the file to the draft as it was last saved.
        dirty = true;
        if (timer !== null) window.clearTimeout(timer);
        save()
          .then(function () {
            uploading = true;
            told.textContent = 'Uploading ' + input.files[0].name + '…';
            return window.fetch(upload.action, {
              method: 'POST',
              body: new window.FormData(upload),
              credentials: 'same-origin',
            });
          })
          .then(function (res) {
            return res.text().then(function (html) {
              var doc = new window.DOMParser().parseFromString(html, 'text/html');
              if (!res.ok) {
                var why = doc.querySelector('main p');
                throw new Error(why ? why.textContent : 'The file could not be uploaded.');
              }
              var fresh = doc.getElementById(list.closest('fieldset').id);
              var freshList = fresh && fresh.querySelector('[data-file-list]');
              if (freshList)
                list.replaceChildren.apply(
                  list,
                  Array.prototype.map.call(freshList.childNodes, function (n) {
                    return document.importNode(n, true);
                  }),
                );
              told.textContent = 'Uploaded ' + input.files[0].name + '.';
              input.value = '';
            });
          })
          .catch(function (error) {
            told.textContent = error.message || 'The file could not be uploaded.';
            input.value = '';
          })
          .then(function () {
            uploading = false;
          });
      });
    });
  });
})();
