extension HTMLIndex {
    /// The page's style sheet (the drawings' own is ``SVGRenderer/styleSheet``).
    ///
    /// A fixture's `<section>` is a card in the grid (its primary drawing as a thumbnail, its
    /// failures) until it is the page's target (`#fixture=NAME`, or class `open` set by the
    /// script): then it covers the window, drawings on the left and text on the right.
    static let pageStyle = """
        * { box-sizing: border-box; }
        body { font: 14px/1.4 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; margin: 0; color: #222; background: #f4f5f7; }
        header { padding: 12px 20px 4px; background: #fff; border-bottom: 1px solid #ddd; }
        h1 { font-size: 20px; margin: 0 0 4px; }
        .totals { margin: 0 0 8px; color: #555; }
        .folders { list-style: none; padding: 0; margin: 0 0 8px; display: flex; flex-wrap: wrap; gap: 4px; }
        .folders a { display: block; padding: 1px 8px; border-radius: 10px; background: #eef3ee; color: #222; text-decoration: none; font-size: 12px; }
        .folders .fail a { background: #fde8e8; }
        .folders a:hover { outline: 1px solid #888; }
        .passed { color: #2a7a2a; } .failed { color: #c01f1f; font-weight: 600; }
        .filters { display: none; position: sticky; top: 0; z-index: 5; gap: 8px; align-items: center; padding: 8px 20px; background: #fff; border-bottom: 1px solid #ddd; }
        .js .filters { display: flex; }
        #filter { flex: 0 1 28em; padding: 4px 8px; font: inherit; }
        #count { color: #555; }
        #grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(250px, 1fr)); gap: 12px; padding: 12px 20px 40px; }
        .fixture { position: relative; display: flex; flex-direction: column; gap: 4px; min-width: 0; padding: 8px; background: #fff; border: 1px solid #d8dbe0; border-radius: 6px; content-visibility: auto; contain-intrinsic-size: auto 230px; }
        .fixture.fail { border-color: #e06666; box-shadow: 0 0 0 1px #e06666; }
        .fixture[hidden] { display: none; }
        .fixture h2 { font-size: 13px; margin: 0; overflow-wrap: anywhere; }
        .fixture h2 a { color: inherit; text-decoration: none; }
        .badge { font-size: 10px; padding: 1px 5px; border-radius: 3px; color: #fff; vertical-align: 1px; }
        .pass .badge { background: #2ca02c; } .fail .badge { background: #d62728; }
        .fixture .drawings { order: 1; } .fixture .side { order: 2; min-width: 0; }
        .fixture figure { margin: 0; }
        .fixture svg { display: block; width: 100%; height: 140px; background: #fafbfc; }
        .file, .description, .note { margin: 0 0 6px; color: #555; }
        .file { font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: 12px; overflow-wrap: anywhere; }
        pre.failures { margin: 0 0 6px; padding: 4px 6px; background: #fff4f4; color: #8a1414; font-size: 11px; white-space: pre-wrap; overflow-wrap: anywhere; }
        .checks { list-style: none; padding: 0; margin: 0 0 8px; font-size: 12px; }
        .checks li { padding: 2px 6px; margin: 1px 0; border-left: 3px solid #2ca02c; overflow-wrap: anywhere; }
        .checks li.fail { border-left-color: #d62728; background: #fff4f4; }
        .checks li[data-check] { cursor: pointer; } .checks li.selected { background: #e8f0fb; font-weight: 600; }
        figcaption { font-size: 12px; color: #555; margin: 4px 0; }
        .close { display: none; }
        .anchor { position: absolute; top: -60px; }
        /* A card in the grid: the whole card opens it; only the primary drawing, no labels. */
        .fixture:not(:target):not(.open) .open-link::after { content: ""; position: absolute; inset: 0; }
        .fixture:not(:target):not(.open) pre.failures { position: relative; z-index: 1; max-height: 6.2em; overflow: auto; }
        .fixture:not(:target):not(.open) .side > :not(.failures) { display: none; }
        .fixture:not(:target):not(.open) figure:not(.primary), .fixture:not(:target):not(.open) figcaption { display: none; }
        .fixture:not(:target):not(.open) .drawing .label { display: none; }
        .fixture.pass .expected-frames, .fixture.fail.hide-expected .expected-frames { display: none; }
        .fixture.pass.show-expected .expected-frames { display: inline; }
        /* The open fixture covers the window. */
        body:has(.fixture:target), body:has(.fixture.open) { overflow: hidden; }
        .fixture:target, .fixture.open { position: fixed; inset: 0; z-index: 10; display: grid; grid-template-columns: minmax(0, 1fr) minmax(18em, 26em); grid-template-rows: auto minmax(0, 1fr); gap: 8px 16px; padding: 12px 16px; border: 0; border-radius: 0; box-shadow: none; content-visibility: visible; }
        .fixture:target h2, .fixture.open h2 { grid-column: 1; grid-row: 1; font-size: 18px; }
        .fixture:target .close, .fixture.open .close { display: block; grid-column: 2; grid-row: 1; justify-self: end; font-size: 24px; line-height: 1; color: #555; text-decoration: none; padding: 0 6px; }
        .fixture:target .drawings, .fixture.open .drawings { grid-column: 1; grid-row: 2; overflow: auto; }
        .fixture:target .side, .fixture.open .side { grid-column: 2; grid-row: 2; overflow: auto; }
        .fixture:target svg, .fixture.open svg { height: calc(100vh - 90px); border: 1px solid #e3e5e8; }
        .js .fixture:target figure:not(.selected), .js .fixture.open figure:not(.selected) { display: none; }
        .tools { display: flex; flex-wrap: wrap; gap: 6px 12px; align-items: center; margin: 0 0 8px; font-size: 13px; }
        .tools button { font: inherit; padding: 2px 8px; }
        .info { font-size: 12px; border: 1px solid #e3e5e8; border-radius: 4px; padding: 6px 8px; background: #fafbfc; min-height: 8em; }
        .info dl { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 2px 8px; margin: 0; }
        .info dt { color: #666; } .info dd { margin: 0; font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; overflow-wrap: anywhere; white-space: pre-wrap; }
        .info .mismatch { color: #c01f1f; font-weight: 600; }
        .drawing .expected.hl { stroke-width: 4px; }

        """

    /// The page's script: filter, open and close, choose a check, toggle expected frames, and the
    /// hover panel. It reads fixture data from the page's attributes and writes it with
    /// `textContent` only, so fixture text never becomes markup or code.
    static let script = """
        (function () {
          "use strict";
          document.documentElement.classList.add("js");
          var cards = Array.prototype.slice.call(document.querySelectorAll("#grid > section.fixture"));
          var filter = document.getElementById("filter");
          var status = document.getElementById("status");
          var count = document.getElementById("count");
          var haystacks = cards.map(function (card) {
            var d = card.dataset;
            return (d.name + " " + d.file + " " + d.types.split(" ").map(function (t) { return "type:" + t + " " + t; }).join(" ")).toLowerCase();
          });
          var current = null;
          var highlighted = [];

          function applyFilter() {
            var terms = filter.value.toLowerCase().split(/\\s+/).filter(Boolean);
            var want = status.value;
            var shown = 0;
            cards.forEach(function (card, i) {
              var words = " " + haystacks[i] + " ";
              var ok = (!want || card.dataset.status === want) && terms.every(function (term) {
                return term.indexOf("type:") === 0 ? words.indexOf(" " + term + " ") >= 0 : haystacks[i].indexOf(term) >= 0;
              });
              card.hidden = !ok;
              if (ok) shown += 1;
            });
            count.textContent = shown + " of " + cards.length + " shown";
          }
          filter.addEventListener("input", applyFilter);
          status.addEventListener("change", applyFilter);

          function decode(text) {
            try { return decodeURIComponent(text); } catch (error) { return text; }
          }

          // `#fixture=NAME`, with optional `&check=K` (a layout check), `&expected=1` or `0` and
          // `&element=ID` (inspect that element, as when hovered); or `#folder=PATH`.
          function parse(hash) {
            var parts = hash.replace(/^#/, "").split("&");
            var match = /^(fixture|folder)=(.*)$/.exec(parts[0]);
            var options = {};
            parts.slice(1).forEach(function (part) {
              var pair = part.split("=");
              options[decode(pair[0])] = decode(pair.slice(1).join("="));
            });
            return match ? { kind: match[1], key: decode(match[2]), options: options } : null;
          }

          function cardFor(target) {
            if (!target) return null;
            var key = target.key;
            if (target.kind === "folder") {
              filter.value = key === "." ? "" : key + "/";
              applyFilter();
              return null;
            }
            return document.getElementById("fixture=" + key) || cards.filter(function (card) {
              var d = card.dataset;
              return d.name === key || d.file === key || d.file === key + ".json";
            })[0] || null;
          }

          function route() {
            var target = parse(location.hash);
            var card = cardFor(target);
            if (current && current !== card) current.classList.remove("open");
            current = card;
            clear();
            if (!card) return;
            card.hidden = false;
            card.classList.add("open");
            setUp(card);
            var options = target.options;
            if (options.check !== undefined) select(card, options.check);
            if (options.expected !== undefined) showExpected(card, options.expected !== "0");
            if (options.element !== undefined) {
              var figure = card.querySelector("figure.selected") || card;
              var group = Array.prototype.filter.call(figure.querySelectorAll("g.el"), function (g) {
                return g.dataset.id === options.element;
              })[0];
              if (group) inspect(card.querySelector(".info"), group);
            }
          }

          function showExpected(card, shown) {
            card.classList.toggle("show-expected", shown);
            card.classList.toggle("hide-expected", !shown);
            var box = card.querySelector(".tools input");
            if (box) box.checked = shown;
          }

          function element(tag, className, text) {
            var node = document.createElement(tag);
            if (className) node.className = className;
            if (text !== undefined) node.textContent = text;
            return node;
          }

          function setUp(card) {
            if (card.dataset.ready) return;
            card.dataset.ready = "1";
            var side = card.querySelector(".side");
            var tools = element("div", "tools");
            var toggle = element("label");
            var box = element("input");
            box.type = "checkbox";
            box.checked = card.dataset.status === "fail";
            box.addEventListener("change", function () { showExpected(card, box.checked); });
            toggle.appendChild(box);
            toggle.appendChild(document.createTextNode(" expected frames (dashed)"));
            tools.appendChild(toggle);
            [["previous", -1], ["next", 1]].forEach(function (pair) {
              var button = element("button", "", pair[1] < 0 ? "\\u2190 previous" : "next \\u2192");
              button.type = "button";
              button.addEventListener("click", function () { step(pair[1]); });
              tools.appendChild(button);
            });
            side.insertBefore(tools, side.firstChild);
            var info = element("div", "info", "Hover an element of the drawing for its path, type, id, frame and traits.");
            side.appendChild(info);
            Array.prototype.forEach.call(card.querySelectorAll(".checks li[data-check]"), function (item) {
              item.title = "Show this layout check";
              item.addEventListener("click", function () { select(card, item.dataset.check); });
            });
            Array.prototype.forEach.call(card.querySelectorAll(".el > title"), function (title) { title.remove(); });
            var drawings = card.querySelector(".drawings");
            drawings.addEventListener("mouseover", function (event) {
              var group = event.target.closest && event.target.closest("g.el");
              if (group) inspect(info, group);
            });
            drawings.addEventListener("mouseleave", function () { clear(); });
            var primary = card.querySelector("figure.primary");
            select(card, primary ? primary.dataset.check : undefined);
          }

          function select(card, check) {
            Array.prototype.forEach.call(card.querySelectorAll("figure.check"), function (figure) {
              figure.classList.toggle("selected", check === undefined ? figure.classList.contains("primary") : figure.dataset.check === check);
            });
            Array.prototype.forEach.call(card.querySelectorAll(".checks li[data-check]"), function (item) {
              item.classList.toggle("selected", item.dataset.check === check);
            });
          }

          function clear() {
            highlighted.forEach(function (node) { node.classList.remove("hl"); });
            highlighted = [];
          }

          function describe(group) {
            var d = group.dataset;
            return (d.id ? d.id + " (" + d.type + ")" : d.type);
          }

          function inspect(info, group) {
            clear();
            var svg = group.ownerSVGElement;
            var groups = svg.groups || (svg.groups = Array.prototype.slice.call(svg.querySelectorAll("g.el")));
            var path = [];
            for (var node = group, guard = 0; node && guard < 100000; guard += 1) {
              path.unshift(describe(node));
              node = node.dataset.parent === undefined ? null : groups[Number(node.dataset.parent)];
            }
            group.classList.add("hl");
            highlighted.push(group);
            var d = group.dataset;
            var rows = [["path", path.join(" \\u203a ")], ["type", d.type]];
            if (d.id) rows.push(["id", d.id]);
            if (d.key) rows.push(["key", d.key]);
            rows.push(["frame", d.frame]);
            if (d.id) {
              Array.prototype.forEach.call(svg.querySelectorAll("rect.expected"), function (rect) {
                if (rect.dataset.id !== d.id) return;
                var mismatch = rect.classList.contains("mismatch");
                rows.push(["expected", rect.dataset.frame + (mismatch ? "  (differs)" : ""), mismatch]);
                rect.classList.add("hl");
                highlighted.push(rect);
              });
            }
            rows.push(["traits", d.traits || (d.id ? "none" : "(shown for elements with an id)")]);
            if (d.attrs) rows.push(["attributes", d.attrs]);
            var lines = Array.prototype.map.call(group.querySelectorAll("text.line"), function (line) { return line.textContent; });
            if (lines.length) rows.push(["text", lines.join("\\n")]);
            var list = element("dl");
            rows.forEach(function (row) {
              list.appendChild(element("dt", "", row[0]));
              list.appendChild(element("dd", row[2] ? "mismatch" : "", row[1]));
            });
            info.textContent = "";
            info.appendChild(list);
          }

          function visibleCards() {
            return cards.filter(function (card) { return !card.hidden || card === current; });
          }

          function step(offset) {
            var list = visibleCards();
            var index = list.indexOf(current);
            if (index < 0 || !list.length) return;
            var next = list[(index + offset + list.length) % list.length];
            location.hash = next.querySelector(".open-link").getAttribute("href");
          }

          document.addEventListener("keydown", function (event) {
            if (!current || event.target === filter) return;
            if (event.key === "Escape") location.hash = current.querySelector(".close").getAttribute("href");
            else if (event.key === "ArrowRight") step(1);
            else if (event.key === "ArrowLeft") step(-1);
          });
          window.addEventListener("hashchange", route);
          applyFilter();
          route();
        })();

        """
}
