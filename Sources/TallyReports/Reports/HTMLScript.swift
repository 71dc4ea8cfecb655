import TallyModel

/// The pages' one script: it only sorts tables and filters rows, so a page is
/// whole with JavaScript off.
extension HTML {
    static let script = HTMLText(
        raw: """
            (function () {
              'use strict';
              document.documentElement.classList.add('js');
              var fold = function (s) {
                return s.normalize('NFD').replace(/[\\u0300-\\u036f]/g, '').toLowerCase();
              };
              // Sortable tables: a header with data-sort sorts by its cells' data-v (or their text).
              document.querySelectorAll('table.sortable').forEach(function (table) {
                var heads = table.querySelectorAll('thead th');
                heads.forEach(function (th, column) {
                  if (!th.dataset.sort) { return; }
                  th.querySelector('button').addEventListener('click', function () {
                    var descending = th.getAttribute('aria-sort') === 'ascending';
                    heads.forEach(function (h) { h.removeAttribute('aria-sort'); });
                    th.setAttribute('aria-sort', descending ? 'descending' : 'ascending');
                    var body = table.tBodies[0];
                    var rows = Array.prototype.slice.call(body.rows);
                    var key = function (row) {
                      var cell = row.cells[column];
                      var v = cell.dataset.v !== undefined ? cell.dataset.v : cell.textContent;
                      if (th.dataset.sort === 'numeric') { var x = parseFloat(v); return isNaN(x) ? -Infinity : x; }
                      return fold(v);
                    };
                    rows.sort(function (a, b) {
                      var x = key(a), y = key(b);
                      var c = x < y ? -1 : x > y ? 1 : 0;
                      return descending ? -c : c;
                    });
                    rows.forEach(function (row) { body.appendChild(row); });
                  });
                });
              });
              // The failure explorer: every filter must hold.
              var explorer = document.getElementById('explorer');
              if (explorer) {
                var controls = document.querySelectorAll('[data-filter]');
                var count = document.getElementById('explorer-count');
                var rows = Array.prototype.slice.call(explorer.tBodies[0].rows);
                var texts = rows.map(function (row) { return fold(row.textContent); });
                var apply = function () {
                  var wanted = {};
                  controls.forEach(function (c) { wanted[c.dataset.filter] = c.value; });
                  var query = fold((wanted.text || '').trim());
                  var shown = 0;
                  rows.forEach(function (row, i) {
                    var ok = true;
                    ['tags', 'fields'].forEach(function (k) {
                      if (wanted[k] && row.dataset[k].split(' ').indexOf(wanted[k]) < 0) { ok = false; }
                    });
                    ['locale', 'intent', 'layer'].forEach(function (k) {
                      if (wanted[k] && row.dataset[k] !== wanted[k]) { ok = false; }
                    });
                    if (query && texts[i].indexOf(query) < 0) { ok = false; }
                    row.hidden = !ok;
                    if (ok) { shown += 1; }
                  });
                  var n = function (x) { return x.toLocaleString('en-US'); };
                  count.textContent = shown === rows.length
                    ? n(rows.length) + ' failing turns'
                    : n(shown) + ' of ' + n(rows.length) + ' failing turns';
                };
                controls.forEach(function (c) { c.addEventListener('input', apply); });
                var reset = document.getElementById('explorer-reset');
                reset.addEventListener('click', function () {
                  controls.forEach(function (c) { c.value = ''; });
                  apply();
                });
                apply();
              }
            })();

            """)
}
