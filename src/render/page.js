// The walk-through's script: shows one frame at a time (see src/render/html.rs).
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("data").textContent);
  var n = data.side, steps = data.steps, last = steps.length;
  var NEVER = last + 1;
  // When each candidate goes and each value comes: frame k shows what happened before step k.
  var removedAt = new Array(n * n * n).fill(NEVER);
  var placedAt = new Array(n * n).fill(NEVER);
  var placedValue = data.givens.slice();
  steps.forEach(function (s, k) {
    s.e.forEach(function (x) { if (removedAt[x] === NEVER) removedAt[x] = k; });
    s.p.forEach(function (x) {
      var cell = Math.floor(x / n);
      placedAt[cell] = k;
      placedValue[cell] = (x % n) + 1;
    });
  });
  var glyphs = [];
  document.querySelectorAll("svg.grid text.c").forEach(function (t) {
    var parts = t.id.slice(1).split("-");
    glyphs.push([t, Number(parts[0]) * n + Number(parts[1]) - 1]);
  });
  var values = [];
  for (var c = 0; c < n * n; c++) values.push(document.getElementById("v" + c));
  var frames = {};
  document.querySelectorAll("svg.grid g.frame").forEach(function (g) {
    var k = g.getAttribute("data-frame");
    (frames[k] = frames[k] || []).push(g);
  });
  var items = document.querySelectorAll("#steps li");
  var select = document.getElementById("house");
  var graph = document.getElementById("graph");
  var current = -1, shownHouse = 0;

  function show(k) {
    k = Math.max(0, Math.min(last, k));
    if (k === current) return;
    (frames[current] || []).forEach(function (g) { g.setAttribute("display", "none"); });
    (frames[k] || []).forEach(function (g) { g.removeAttribute("display"); });
    glyphs.forEach(function (g) {
      var cell = Math.floor(g[1] / n);
      var hidden = removedAt[g[1]] < k || placedAt[cell] < k;
      g[0].setAttribute("display", hidden ? "none" : "inline");
    });
    values.forEach(function (v, cell) {
      if (data.givens[cell]) return;
      v.textContent = placedAt[cell] < k ? data.symbols[placedValue[cell] - 1] : "";
    });
    if (items[current]) items[current].classList.remove("current");
    items[k].classList.add("current");
    items[k].scrollIntoView({ block: "nearest" });
    current = k;
    document.body.setAttribute("data-frame", String(k));
    document.getElementById("at").textContent =
      k < last ? "Step " + (k + 1) + " of " + last : "End (after " + last + " steps)";
    drawGraph();
  }

  function name(cell) {
    return "r" + (Math.floor(cell / n) + 1) + "c" + ((cell % n) + 1);
  }

  function has(cell, d) {
    if (data.givens[cell]) return data.givens[cell] === d + 1;
    if (placedAt[cell] < current) return placedValue[cell] === d + 1;
    return removedAt[cell * n + d] >= current &&
      document.getElementById("c" + cell + "-" + (d + 1)) !== null;
  }

  // The selected house's two maps as a bipartite graph: cells left, numbers right.
  function drawGraph() {
    var step = steps[current];
    var h = Number(select.value);
    if (h < 0) h = step && step.h.length ? step.h[0] : shownHouse;
    shownHouse = h;
    var cells = data.houses[h], row = 20, width = 240;
    var height = Math.max(cells.length, n) * row + 10;
    var ns = "http://www.w3.org/2000/svg";
    while (graph.firstChild) graph.removeChild(graph.firstChild);
    graph.setAttribute("height", height);
    graph.setAttribute("viewBox", "0 0 " + width + " " + height);
    function el(tag, attrs, text) {
      var e = document.createElementNS(ns, tag);
      Object.keys(attrs).forEach(function (a) { e.setAttribute(a, attrs[a]); });
      if (text !== undefined) e.textContent = text;
      graph.appendChild(e);
      return e;
    }
    var removed = {}, put = {}, key = {};
    if (step) {
      step.e.forEach(function (x) { removed[x] = true; });
      step.p.forEach(function (x) { put[x] = true; });
      step.c.forEach(function (cell) { step.d.forEach(function (d) { key[cell * n + d] = true; }); });
    }
    var y = function (i) { return 15 + i * row; };
    cells.forEach(function (cell, i) {
      for (var d = 0; d < n; d++) {
        if (!has(cell, d)) continue;
        var x = cell * n + d;
        var settled = data.givens[cell] || placedAt[cell] < current;
        var cls = removed[x] ? "gone" : put[x] ? "put" : key[x] ? "key" : settled ? "val" : "cand";
        el("line", { "class": cls, x1: 52, y1: y(i), x2: width - 40, y2: y(d) });
      }
      el("text", { x: 4, y: y(i) }, name(cell));
    });
    for (var d = 0; d < n; d++) el("text", { x: width - 30, y: y(d) }, "#" + data.symbols[d]);
  }

  function copy() {
    var input = document.getElementById("puzzle");
    input.select();
    try {
      if (navigator.clipboard) navigator.clipboard.writeText(input.value).catch(function () {});
      else document.execCommand("copy");
    } catch (e) { /* selecting it is enough to copy by hand */ }
  }

  document.addEventListener("keydown", function (ev) {
    if (ev.target === select) return;
    var to = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: last }[ev.key];
    if (to === undefined) return;
    ev.preventDefault();
    show(to);
  });
  items.forEach(function (li) {
    li.addEventListener("click", function () { show(Number(li.getAttribute("data-frame"))); });
  });
  document.getElementById("first").addEventListener("click", function () { show(0); });
  document.getElementById("prev").addEventListener("click", function () { show(current - 1); });
  document.getElementById("next").addEventListener("click", function () { show(current + 1); });
  document.getElementById("last").addEventListener("click", function () { show(last); });
  document.getElementById("copy").addEventListener("click", copy);
  select.addEventListener("change", drawGraph);
  // A link to a step: page.html#12 opens on step 12 (#end on the end).
  var wanted = /^#(\d+|end)$/.exec(location.hash);
  show(wanted ? (wanted[1] === "end" ? last : Number(wanted[1]) - 1) : 0);
})();
