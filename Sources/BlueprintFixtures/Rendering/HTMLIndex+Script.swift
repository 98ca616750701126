extension HTMLIndex {
    /// The page's script: the filter and folder selection, routing by the URL's fragment, and
    /// the open drawing's viewer (zoom, pan, labels, selection, details).
    ///
    /// It reads fixture data from the page's attributes and writes it with `textContent` only,
    /// so fixture text never becomes markup or code. Navigation inside the page uses the history
    /// API, so that the fragment always names what is shown: `#folder=PATH`, `#all-folders`,
    /// `#card=NAME` (the list, scrolled to a card) or `#fixture=NAME&check=K&element=ID`
    /// (`&expected=0` or `1` when the expected frames are not shown as by default).
    static let script = #"""
        (function () {
          "use strict";
          var root = document.documentElement;
          root.classList.add("js");
          var SVG = "http://www.w3.org/2000/svg";
          function $(id) { return document.getElementById(id); }
          function all(node, selector) { return Array.prototype.slice.call(node.querySelectorAll(selector)); }
          function element(tag, className, text) {
            var node = document.createElement(tag);
            if (className) node.className = className;
            if (text !== undefined) node.textContent = text;
            return node;
          }
          function svgElement(tag, attributes) {
            var node = document.createElementNS(SVG, tag);
            Object.keys(attributes || {}).forEach(function (name) { node.setAttribute(name, attributes[name]); });
            return node;
          }

          var cards = all(document, "#grid > section.fixture");
          var chips = all(document, ".folders .chip[data-folder]");
          var allChip = document.querySelector(".folders .chip.all");
          var filter = $("filter"), status = $("status"), folderSelect = $("folder-select"), count = $("count");
          var notice = $("notice"), legend = $("legend");
          var legendHome = legend.parentNode, legendNext = legend.nextSibling;
          var folders = {};
          chips.forEach(function (chip) { folders[chip.dataset.folder] = chip; });
          var state = { folder: null, current: null, routed: null };

          // MARK: - The list: filter, status and folder

          var haystacks = cards.map(function (card) {
            var d = card.dataset;
            var failures = card.querySelector("pre.failures, .decode-error");
            var text = [d.name, d.file, d.folder, d.status, d.types, d.ids, failures ? failures.textContent : ""];
            var exact = {};
            (d.types || "").split(" ").forEach(function (word) { if (word) exact["type:" + word.toLowerCase()] = true; });
            (d.ids || "").split(" ").forEach(function (word) { if (word) exact["id:" + word.toLowerCase()] = true; });
            exact["folder:" + d.folder.toLowerCase()] = true;
            return { text: text.join(" ").toLowerCase(), exact: exact };
          });

          function folderLabel(folder) { return folder === "." ? "top level" : folder; }

          function matches(card, index, terms) {
            var d = card.dataset, want = status.value;
            if (want === "failing" ? d.status === "pass" : want && d.status !== want) return false;
            if (state.folder !== null && d.folder !== state.folder) return false;
            var haystack = haystacks[index];
            return terms.every(function (term) {
              return /^(type|id|folder):./.test(term) ? haystack.exact[term] === true : haystack.text.indexOf(term) >= 0;
            });
          }

          function applyFilter() {
            var terms = filter.value.toLowerCase().split(/\s+/).filter(Boolean);
            var shown = 0;
            cards.forEach(function (card, index) {
              var ok = matches(card, index, terms);
              card.hidden = !ok;
              if (ok) shown += 1;
            });
            count.textContent = shown + " of " + cards.length + " shown" +
              (state.folder === null ? "" : " in " + folderLabel(state.folder));
            chips.concat([allChip]).forEach(function (chip) {
              var on = chip === allChip ? state.folder === null : chip.dataset.folder === state.folder;
              chip.classList.toggle("selected", on);
              var link = chip.querySelector("a");
              if (on) link.setAttribute("aria-current", "true"); else link.removeAttribute("aria-current");
            });
            folderSelect.value = state.folder === null ? "" : state.folder;
          }

          function setFolder(folder) {
            state.folder = folder;
            applyFilter();
          }

          filter.addEventListener("input", applyFilter);
          status.addEventListener("change", applyFilter);
          folderSelect.addEventListener("change", function () {
            navigate(folderSelect.value ? "#folder=" + encode(folderSelect.value) : "#all-folders");
          });

          // MARK: - Routing

          function encode(text) { return encodeURIComponent(text).replace(/%2F/g, "/"); }
          function decode(text) { try { return decodeURIComponent(text); } catch (error) { return text; } }
          function keyOf(card) { return card.id.slice("fixture=".length); }

          function parse(hash) {
            var text = hash.replace(/^#/, "");
            var parts = text.split("&");
            var first = /^(fixture|folder|card)=(.*)$/.exec(parts[0]);
            var options = {};
            parts.slice(1).forEach(function (part) {
              var at = part.indexOf("=");
              if (at < 0) options[decode(part)] = "";
              else options[decode(part.slice(0, at))] = decode(part.slice(at + 1));
            });
            if (first) return { kind: first[1], key: decode(first[2]), options: options };
            return { kind: text === "all-folders" ? "all" : "other", key: text, options: options };
          }

          function findCard(key) {
            var byID = document.getElementById("fixture=" + key);
            if (byID && cards.indexOf(byID) >= 0) return byID;
            return cards.filter(function (card) {
              var d = card.dataset;
              return d.name === key || d.file === key || d.file === key + ".json";
            })[0] || null;
          }

          function navigate(hash) {
            if (location.hash !== hash) history.pushState(null, "", hash);
            route();
          }

          // Names what is shown without a new history entry.
          function setHash(hash) {
            if (location.hash !== hash) history.replaceState(null, "", hash);
            state.routed = location.hash;
          }

          function say(text) {
            notice.querySelector(".text").textContent = text;
            notice.hidden = false;
          }
          notice.querySelector(".dismiss").addEventListener("click", function () { notice.hidden = true; });

          function route() {
            state.routed = location.hash;
            notice.hidden = true;
            var target = parse(location.hash);
            var card = target.kind === "fixture" || target.kind === "card" ? findCard(target.key) : null;
            if (target.kind === "fixture" && card) {
              open(card, target.options);
              return;
            }
            close();
            if (target.kind === "fixture") {
              say("No fixture \u201c" + target.key + "\u201d on this page (" + cards.length +
                " fixtures): the link may be out of date, or the fixture renamed or removed.");
            } else if (target.kind === "folder") {
              if (Object.prototype.hasOwnProperty.call(folders, target.key)) {
                setFolder(target.key);
              } else {
                setFolder(null);
                say("No folder \u201c" + target.key + "\u201d on this page; showing all folders.");
              }
            } else if (target.kind === "all") {
              setFolder(null);
            } else if (target.kind === "card") {
              if (card) reveal(card); else say("No fixture \u201c" + target.key + "\u201d on this page.");
            }
          }

          function reveal(card) {
            if (!card.hidden) card.scrollIntoView({ block: "nearest" });
          }

          function leave(card) {
            navigate(state.folder !== null ? "#folder=" + encode(state.folder) : "#card=" + encode(keyOf(card)));
            reveal(card);
          }

          function step(offset) {
            var card = state.current;
            if (!card) return;
            var list = cards.filter(function (other) { return !other.hidden || other === card; });
            var index = list.indexOf(card);
            var next = list[(index + offset + list.length) % list.length];
            if (next && next !== card) navigate("#fixture=" + encode(keyOf(next)));
          }

          document.addEventListener("click", function (event) {
            if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey ||
                event.altKey) return;
            var link = event.target.closest && event.target.closest("a[href^='#']");
            if (!link) return;
            event.preventDefault();
            if (link.classList.contains("close") && state.current) leave(state.current);
            else navigate(link.getAttribute("href"));
          });
          window.addEventListener("popstate", route);
          window.addEventListener("hashchange", function () { if (location.hash !== state.routed) route(); });

          // MARK: - An open fixture

          function open(card, options) {
            if (state.current && state.current !== card) close();
            var first = state.current !== card;
            state.current = card;
            card.classList.add("open");
            root.classList.add("viewing");
            setUp(card);
            if (first && card.dataset.status !== "error") {
              card.querySelector(".side").appendChild(legend);
              legend.open = window.innerWidth >= 700;
            }
            if (card.dataset.status === "error") {
              setHash("#fixture=" + encode(keyOf(card)));
              return;
            }
            var check = options.check, wanted = options.element;
            if (check !== undefined && !figureFor(card, check)) {
              say(card.dataset.name + " has no drawn layout check \u201c" + check + "\u201d; showing " +
                (wanted === undefined ? "the first failing one." : "the one where \u201c" + wanted + "\u201d fails."));
              check = undefined;
            }
            if (check === undefined && wanted !== undefined) check = failingCheck(card, wanted);
            if (options.expected !== undefined) showExpected(card, options.expected !== "0");
            select(card, check, wanted === undefined);
            if (wanted !== undefined) {
              var group = groupFor(card, wanted);
              if (group) {
                choose(card, group);
                fit(card, elementRects(card, wanted), 60);
              } else {
                fitFailures(card);
                say("No element \u201c" + wanted + "\u201d in " + checkName(card) + " of " + card.dataset.name + ".");
              }
            }
            updateHash(card);
          }

          function close() {
            var card = state.current;
            if (!card) return;
            card.classList.remove("open");
            root.classList.remove("viewing");
            if (legend.parentNode !== legendHome) {
              legendHome.insertBefore(legend, legendNext);
              legend.open = false;
            }
            all(card, "figure.check").forEach(function (figure) { if (figure.view) figure.view.reset(); });
            unchoose(card);
            state.current = null;
          }

          function figures(card) { return all(card, "figure.check"); }
          function figureFor(card, check) {
            return figures(card).filter(function (figure) { return figure.dataset.check === String(check); })[0] || null;
          }
          function shownFigure(card) { return card.querySelector("figure.check.selected"); }
          function checkName(card) {
            var figure = shownFigure(card);
            return figure && figure.dataset.check !== undefined ? "layouts[" + figure.dataset.check + "]" : "the drawing";
          }

          // The first layout check in which `id` fails, else the primary one.
          function failingCheck(card, id) {
            var item = all(card, ".checks > li[data-check]").filter(function (check) {
              return all(check, ".mismatches li[data-id]").some(function (line) { return line.dataset.id === id; });
            })[0];
            if (item) return item.dataset.check;
            var primary = card.querySelector("figure.primary");
            return primary ? primary.dataset.check : undefined;
          }

          function groupFor(card, id) {
            var figure = shownFigure(card);
            if (!figure) return null;
            return all(figure, "g.el").filter(function (group) { return group.dataset.id === id; })[0] || null;
          }

          function updateHash(card) {
            var hash = "#fixture=" + encode(keyOf(card));
            var figure = shownFigure(card);
            if (figure && figure.dataset.check !== undefined) hash += "&check=" + figure.dataset.check;
            if (card.chosen && card.chosen.dataset.id !== undefined) hash += "&element=" + encode(card.chosen.dataset.id);
            var expected = card.classList.contains("show-expected") || (card.dataset.status === "fail" &&
              !card.classList.contains("hide-expected"));
            if (expected !== (card.dataset.status === "fail")) hash += "&expected=" + (expected ? "1" : "0");
            setHash(hash);
          }

          function showExpected(card, shown) {
            card.classList.toggle("show-expected", shown);
            card.classList.toggle("hide-expected", !shown);
            var box = card.querySelector(".tools .expected-toggle");
            if (box) box.checked = shown;
          }

          function select(card, check, fitting) {
            var list = figures(card);
            var chosen = (check === undefined ? null : figureFor(card, check)) || card.querySelector("figure.primary") ||
              list[0];
            var previous = card.chosen && card.chosen.dataset.id;
            unchoose(card);
            list.forEach(function (figure) { figure.classList.toggle("selected", figure === chosen); });
            all(card, ".checks > li[data-check]").forEach(function (item) {
              item.classList.toggle("selected", !!chosen && item.dataset.check === chosen.dataset.check);
            });
            var menu = card.querySelector(".tools .check-select");
            if (menu && chosen) menu.value = chosen.dataset.check;
            if (!chosen) return;
            var view = viewOf(card, chosen);
            if (fitting || !view.fitted) fitFailures(card);
            if (previous !== undefined) {
              var again = groupFor(card, previous);
              if (again) choose(card, again);
            }
          }

          function setUp(card) {
            if (card.ready) return;
            card.ready = true;
            var head = card.querySelector(".head");
            var closer = head.querySelector(".close");
            [["\u2039", -1, "Previous fixture (\u2190)"], ["\u203a", 1, "Next fixture (\u2192)"]].forEach(function (spec) {
              var button = element("button", "nav", spec[0]);
              button.type = "button";
              button.title = spec[2];
              button.setAttribute("aria-label", spec[2]);
              button.addEventListener("click", function () { step(spec[1]); });
              head.insertBefore(button, closer);
            });
            if (card.dataset.status === "error") return;
            var side = card.querySelector(".side");
            var tools = element("div", "tools");
            var drawn = all(card, "figure.check[data-check]");
            if (drawn.length > 1) {
              card.classList.add("many-checks");
              var menu = element("select", "check-select");
              menu.setAttribute("aria-label", "Layout check");
              drawn.forEach(function (figure) {
                var option = element("option", "", figure.querySelector("figcaption").textContent);
                option.value = figure.dataset.check;
                menu.appendChild(option);
              });
              menu.addEventListener("change", function () {
                select(card, menu.value, true);
                updateHash(card);
              });
              tools.appendChild(menu);
            }
            var zoom = element("span", "zoom");
            [["\u2212", "Zoom out (\u2212)", function () { zoomBy(card, 1 / 1.6); }],
             ["+", "Zoom in (+)", function () { zoomBy(card, 1.6); }],
             ["fit failures", "Fit the failing elements (F)", function () { fitFailures(card); }],
             ["fit all", "Fit the whole drawing (0)", function () { fitAll(card); }]].forEach(function (spec) {
              var button = element("button", "", spec[0]);
              button.type = "button";
              button.title = spec[1];
              button.addEventListener("click", spec[2]);
              zoom.appendChild(button);
            });
            tools.appendChild(zoom);
            if (card.querySelector(".expected-frames")) {
              var toggle = element("label");
              var box = element("input", "expected-toggle");
              box.type = "checkbox";
              box.checked = card.classList.contains("show-expected") ||
                (card.dataset.status === "fail" && !card.classList.contains("hide-expected"));
              box.addEventListener("change", function () {
                showExpected(card, box.checked);
                updateHash(card);
              });
              toggle.appendChild(box);
              toggle.appendChild(document.createTextNode(" expected frames"));
              tools.appendChild(toggle);
            }
            tools.appendChild(element("span", "scale"));
            card.insertBefore(tools, card.querySelector(".drawings"));
            var info = element("div", "info");
            info.appendChild(element("p", "hint", "Tap or hover an element for its path, type, id, frame and traits. " +
              "Drag to pan; wheel, pinch, + and \u2212 to zoom; F fits the failures, 0 the whole drawing."));
            card.info = info;
            side.insertBefore(info, side.querySelector(".checks") || side.querySelector(".note"));
            all(card, ".checks > li[data-check]").forEach(function (item) {
              item.title = "Show this layout check";
              item.addEventListener("click", function () {
                select(card, item.dataset.check, true);
                updateHash(card);
              });
            });
            all(card, ".checks .mismatches li[data-id]").forEach(function (line) {
              line.title = "Show this element";
              line.addEventListener("click", function (event) {
                event.stopPropagation();
                var item = line.closest("li[data-check]");
                if (item) select(card, item.dataset.check, false);
                var group = groupFor(card, line.dataset.id);
                if (group) choose(card, group); else unchoose(card);
                fit(card, elementRects(card, line.dataset.id), 60);
                updateHash(card);
              });
            });
          }

          // MARK: - Selection and details

          function unchoose(card) {
            all(card, "figure .sel").forEach(function (node) { node.classList.remove("sel"); });
            card.chosen = null;
            if (card.info) describe(card, null);
          }

          function choose(card, group) {
            unchoose(card);
            card.chosen = group;
            group.classList.add("sel");
            var svg = group.ownerSVGElement;
            if (group.dataset.id !== undefined) {
              all(svg, "rect.expected").forEach(function (rect) {
                if (rect.dataset.id === group.dataset.id) rect.classList.add("sel");
              });
            }
            describe(card, group);
          }

          function label(group) {
            var d = group.dataset;
            return d.id !== undefined ? d.id + " (" + d.type + ")" : d.type;
          }

          function describe(card, group) {
            var info = card.info;
            if (!info) return;
            if (!group) group = card.chosen;
            info.textContent = "";
            if (!group) {
              info.appendChild(element("p", "hint", "Tap or hover an element for its path, type, id, frame and traits. " +
                "Drag to pan; wheel, pinch, + and \u2212 to zoom; F fits the failures, 0 the whole drawing."));
              return;
            }
            var svg = group.ownerSVGElement;
            var groups = svg.groups || (svg.groups = all(svg, "g.el"));
            var path = [];
            for (var node = group, guard = 0; node && guard < 100000; guard += 1) {
              path.unshift(label(node));
              node = node.dataset.parent === undefined ? null : groups[Number(node.dataset.parent)];
            }
            var d = group.dataset;
            var rows = [["path", path.join(" \u203a ")], ["type", d.type]];
            if (d.id !== undefined) rows.push(["id", d.id]);
            if (d.key !== undefined) rows.push(["key", d.key]);
            rows.push(["frame", d.frame]);
            if (d.id !== undefined) {
              all(svg, "rect.expected").forEach(function (rect) {
                if (rect.dataset.id !== d.id) return;
                var mismatch = rect.classList.contains("mismatch");
                rows.push(["expected", rect.dataset.frame + (mismatch ? "  (" + (rect.dataset.note || "differs") + ")" : ""),
                  mismatch]);
              });
            }
            rows.push(["traits", d.traits || (d.id !== undefined ? "none" : "(shown for elements with an id)")]);
            if (d.attrs) rows.push(["attributes", d.attrs]);
            var lines = all(group, "text.line").map(function (line) { return line.textContent; });
            if (lines.length) rows.push(["text", lines.join("\n")]);
            var list = element("dl");
            rows.forEach(function (row) {
              list.appendChild(element("dt", "", row[0]));
              list.appendChild(element("dd", row[2] ? "mismatch" : "", row[1]));
            });
            info.appendChild(list);
          }

          // MARK: - The viewer: zoom, pan and labels

          function frameOf(text) {
            var numbers = String(text || "").replace(/[\[\]]/g, "").split(",").map(Number);
            if (numbers.length !== 4 || !numbers.every(isFinite)) return null;
            var x = numbers[0], y = numbers[1], w = numbers[2], h = numbers[3];
            if (w < 0) { x += w; w = -w; }
            if (h < 0) { y += h; h = -h; }
            return { x: x, y: y, w: w, h: h };
          }
          function union(a, b) {
            if (!a) return b;
            if (!b) return a;
            var x = Math.min(a.x, b.x), y = Math.min(a.y, b.y);
            return { x: x, y: y, w: Math.max(a.x + a.w, b.x + b.w) - x, h: Math.max(a.y + a.h, b.y + b.h) - y };
          }
          function overlaps(a, b) { return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h; }

          var measuring = document.createElement("canvas").getContext("2d");
          var widths = {};
          function textWidth(text, font) {
            var key = font + "\u0000" + text;
            if (widths[key] === undefined) {
              measuring.font = font;
              widths[key] = measuring.measureText(text).width;
            }
            return widths[key];
          }

          function viewOf(card, figure) {
            if (!figure.view) figure.view = new View(card, figure);
            return figure.view;
          }
          function currentView(card) {
            var figure = shownFigure(card);
            return figure ? viewOf(card, figure) : null;
          }

          // Failing elements: the expected frames that differ, with their elements' actual frames.
          function failureRects(card) {
            var figure = shownFigure(card);
            if (!figure) return [];
            var rects = [];
            all(figure, "rect.expected.mismatch").forEach(function (rect) {
              rects = rects.concat(elementRects(card, rect.dataset.id));
            });
            return rects;
          }
          function elementRects(card, id) {
            var figure = shownFigure(card);
            if (!figure) return [];
            var rects = [];
            all(figure, "g.el, rect.expected").forEach(function (node) {
              if (node.dataset.id === id) rects.push(frameOf(node.dataset.frame));
            });
            return rects.filter(Boolean);
          }

          function fit(card, rects, margin) {
            var view = currentView(card);
            if (!view) return;
            var box = rects.reduce(union, null);
            if (box) view.fit(box, margin, true); else view.fit(view.full, 6, false);
          }
          function fitFailures(card) {
            var rects = failureRects(card);
            var view = currentView(card);
            if (!view) return;
            if (rects.length) fit(card, rects, 64); else view.fit(view.full, 6, false);
          }
          function fitAll(card) {
            var view = currentView(card);
            if (view) view.fit(view.full, 6, false);
          }
          function zoomBy(card, factor) {
            var view = currentView(card);
            if (view) view.zoomAt(factor, view.svg.clientWidth / 2, view.svg.clientHeight / 2);
          }

          function View(card, figure) {
            var view = this;
            var svg = figure.querySelector("svg.drawing");
            view.svg = svg;
            view.card = card;
            view.original = svg.getAttribute("viewBox");
            var box = view.original.split(/[\s,]+/).map(Number);
            view.full = { x: box[0], y: box[1], w: Math.max(box[2], 1e-6), h: Math.max(box[3], 1e-6) };
            view.scale = 1;
            view.cx = view.full.x + view.full.w / 2;
            view.cy = view.full.y + view.full.h / 2;
            view.fitted = false;
            view.items = null;
            view.pending = false;
            attachGestures(view);
          }

          View.prototype.size = function () {
            return { w: Math.max(this.svg.clientWidth, 1), h: Math.max(this.svg.clientHeight, 1) };
          };
          View.prototype.limits = function () {
            var size = this.size();
            var whole = Math.min(size.w / this.full.w, size.h / this.full.h);
            return { low: whole / 4, high: Math.max(whole * 4, 96) };
          };
          // Fits `box` with `margin` pixels around it; with `context`, some of the drawing around
          // it stays in view too.
          View.prototype.fit = function (box, margin, context) {
            var size = this.size(), around = context ? 0.15 : 0;
            var room = { w: size.w - 2 * Math.max(margin, size.w * around), h: size.h - 2 * Math.max(margin, size.h * around) };
            var scale = Math.min(room.w / Math.max(box.w, 1e-6), room.h / Math.max(box.h, 1e-6));
            var limits = this.limits();
            this.scale = Math.min(Math.max(scale, limits.low), limits.high);
            this.cx = box.x + box.w / 2;
            this.cy = box.y + box.h / 2;
            this.fitted = true;
            this.apply();
          };
          View.prototype.zoomAt = function (factor, px, py) {
            var size = this.size(), limits = this.limits();
            var scale = Math.min(Math.max(this.scale * factor, limits.low), limits.high);
            var ux = this.cx + (px - size.w / 2) / this.scale, uy = this.cy + (py - size.h / 2) / this.scale;
            this.cx = ux - (px - size.w / 2) / scale;
            this.cy = uy - (py - size.h / 2) / scale;
            this.scale = scale;
            this.apply();
          };
          View.prototype.panBy = function (dx, dy) {
            this.cx -= dx / this.scale;
            this.cy -= dy / this.scale;
            this.apply();
          };
          View.prototype.box = function () {
            var size = this.size();
            return { x: this.cx - size.w / 2 / this.scale, y: this.cy - size.h / 2 / this.scale,
              w: size.w / this.scale, h: size.h / this.scale };
          };
          View.prototype.apply = function () {
            var box = this.box();
            this.svg.setAttribute("viewBox", [box.x, box.y, box.w, box.h].join(" "));
            this.svg.setAttribute("font-size", String(11 / this.scale));
            var view = this;
            if (!view.pending) {
              view.pending = true;
              window.requestAnimationFrame(function () { view.pending = false; view.place(); });
            }
          };
          View.prototype.reset = function () {
            this.svg.setAttribute("viewBox", this.original);
            this.svg.removeAttribute("font-size");
            if (this.layer) this.layer.remove();
            if (this.hover) this.hover.remove();
            this.layer = this.hover = null;
            this.fitted = false;
          };

          // What the labels need of each element, read once.
          View.prototype.read = function () {
            if (this.items) return this.items;
            var svg = this.svg;
            var font = window.getComputedStyle(svg).fontFamily;
            this.font = font;
            this.items = all(svg, "g.el").map(function (group) {
              var depth = /\bd(\d)\b/.exec(group.getAttribute("class"));
              var lines = all(group, "text.line");
              var text = null;
              lines.forEach(function (line) {
                var b = line.getBBox();
                text = union(text, { x: b.x, y: b.y, w: b.width, h: b.height });
              });
              return { group: group, frame: frameOf(group.dataset.frame), depth: depth ? depth[1] : "0",
                text: text, label: label(group) };
            });
            this.failures = [];
            var seen = {};
            var byID = {};
            this.items.forEach(function (item) {
              var id = item.group.dataset.id;
              if (id !== undefined && !byID[id]) byID[id] = item;
            });
            var view = this;
            all(svg, "rect.expected.mismatch").forEach(function (rect) {
              var id = rect.dataset.id;
              if (seen[id]) return;
              seen[id] = true;
              var item = byID[id];
              view.failures.push({ id: id, text: id + (rect.dataset.note ? " " + rect.dataset.note : ""),
                anchor: union(frameOf(rect.dataset.frame), item ? item.frame : null) });
            });
            return this.items;
          };

          // Places every label in screen space so that none overlaps another or a text leaf's
          // text: the failing elements' labels first (beside the element with a leader line
          // when its corner is taken), then the others where they fit.
          View.prototype.place = function () {
            var svg = this.svg;
            if (!this.card.classList.contains("open") || !svg.clientWidth) return;
            var items = this.read();
            if (this.layer) this.layer.remove();
            var layer = svgElement("g", { "class": "overlay" });
            this.layer = layer;
            svg.appendChild(layer);
            var size = this.size(), box = this.box(), scale = this.scale;
            function toScreen(r) { return { x: (r.x - box.x) * scale, y: (r.y - box.y) * scale, w: r.w * scale, h: r.h * scale }; }
            function onScreen(r) { return r.x < size.w && r.y < size.h && r.x + r.w > 0 && r.y + r.h > 0; }
            var taken = [];
            function free(r) {
              if (r.x < 1 || r.y < 1 || r.x + r.w > size.w - 1 || r.y + r.h > size.h - 1) return false;
              for (var i = 0; i < taken.length; i += 1) if (overlaps(r, taken[i])) return false;
              return true;
            }
            items.forEach(function (item) {
              if (!item.text) return;
              var r = toScreen(item.text);
              if (onScreen(r)) taken.push(r);
            });
            var font = this.font;
            var missed = 0;
            var failing = {};
            var placed = 0;
            this.failures.forEach(function (failure) {
              failing[failure.id] = true;
              if (!failure.anchor) return;
              var a = toScreen(failure.anchor);
              if (!onScreen(a)) return;
              // Hundreds of failures in view: the first 200 are labelled, the rest counted.
              if (placed >= 200) { missed += 1; return; }
              placed += 1;
              var w = textWidth(failure.text, "600 11px " + font) + 8, h = 16, gap = 4;
              var spots = [
                { x: a.x + 2, y: a.y + 2 },
                { x: a.x, y: a.y - h - gap }, { x: a.x, y: a.y + a.h + gap },
                { x: a.x + a.w + gap, y: a.y }, { x: a.x - w - gap, y: a.y },
                { x: Math.min(Math.max(a.x + 2, 2), size.w - w - 2), y: Math.min(Math.max(a.y + 2, 2), size.h - h - 2) }
              ];
              for (var ring = 1; ring <= 14; ring += 1) {
                [[0, -1], [0, 1], [1, 0], [-1, 0], [1, -1], [-1, -1], [1, 1], [-1, 1]].forEach(function (d) {
                  spots.push({ x: a.x + d[0] * ring * w * 0.5, y: a.y - h - gap + d[1] * ring * (h + gap) });
                });
              }
              var spot = null;
              for (var i = 0; i < spots.length && !spot; i += 1) {
                var r = { x: spots[i].x, y: spots[i].y, w: w, h: h };
                if (free(r)) spot = r;
              }
              if (!spot) { missed += 1; return; }
              taken.push(spot);
              var group = svgElement("g", { "class": "failure-label", "data-id": failure.id });
              var near = { x: a.x - gap, y: a.y - gap, w: a.w + 2 * gap, h: a.h + 2 * gap };
              if (!overlaps(spot, near)) {
                var tx = Math.min(Math.max(spot.x + spot.w / 2, a.x), a.x + a.w);
                var ty = Math.min(Math.max(spot.y + spot.h / 2, a.y), a.y + a.h);
                var sx = Math.min(Math.max(tx, spot.x), spot.x + spot.w), sy = Math.min(Math.max(ty, spot.y), spot.y + spot.h);
                group.appendChild(svgElement("line", { "class": "leader", x1: box.x + sx / scale, y1: box.y + sy / scale,
                  x2: box.x + tx / scale, y2: box.y + ty / scale }));
              }
              group.appendChild(svgElement("rect", { x: box.x + spot.x / scale, y: box.y + spot.y / scale,
                width: spot.w / scale, height: spot.h / scale }));
              var text = svgElement("text", { x: box.x + (spot.x + 4) / scale, y: box.y + (spot.y + 12) / scale });
              text.textContent = failure.text;
              group.appendChild(text);
              layer.appendChild(group);
            });
            var budget = 500;
            items.forEach(function (item) {
              if (budget <= 0 || !item.frame) return;
              var id = item.group.dataset.id;
              if (id !== undefined && failing[id]) return;
              var f = toScreen(item.frame);
              if (!onScreen(f) || f.w < 3 || f.h < 3) return;
              var w = textWidth(item.label, "11px " + font) + 2, h = 13;
              var spots = [{ x: f.x + 2, y: f.y + 1 }];
              if (f.h >= 2 * h + 4) spots.push({ x: f.x + 2, y: f.y + f.h - h - 1 });
              if (item.text) {
                var t = toScreen(item.text);
                spots.push({ x: t.x + t.w + 4, y: f.y + 1 });
              }
              if (f.x < 0 || f.y < 0) spots.push({ x: Math.max(f.x, 0) + 2, y: Math.max(f.y, 0) + 1 });
              for (var i = 0; i < spots.length; i += 1) {
                var r = { x: spots[i].x, y: spots[i].y, w: w, h: h };
                if (r.x + r.w > f.x + f.w + Math.max(40, f.w) || !free(r)) continue;
                taken.push(r);
                budget -= 1;
                var group = svgElement("g", { "class": "ol d" + item.depth });
                group.appendChild(svgElement("rect", { x: box.x + (r.x - 1) / scale, y: box.y + r.y / scale,
                  width: (r.w + 1) / scale, height: r.h / scale }));
                var text = svgElement("text", { "class": "label", x: box.x + r.x / scale, y: box.y + (r.y + 10) / scale });
                text.textContent = item.label;
                group.appendChild(text);
                layer.appendChild(group);
                return;
              }
            });
            var scaleText = this.card.querySelector(".tools .scale");
            if (scaleText) {
              var shown = scale >= 10 ? Math.round(scale) : Math.round(scale * 100) / 100;
              scaleText.textContent = "1 pt = " + shown + " px" +
                (missed ? " \u00b7 " + missed + " failing label" + (missed > 1 ? "s" : "") + " off view: zoom in" : "");
            }
          };

          // A label for the hovered element, on top of the others while it is hovered.
          View.prototype.showHover = function (group) {
            if (this.hover) this.hover.remove();
            this.hover = null;
            if (!group) return;
            var frame = frameOf(group.dataset.frame);
            if (!frame) return;
            var box = this.box(), scale = this.scale, size = this.size();
            var text = label(group);
            var w = textWidth(text, "11px " + (this.font || "monospace")) + 8, h = 16;
            var x = Math.min(Math.max((frame.x - box.x) * scale, 1), size.w - w - 1);
            var y = (frame.y - box.y) * scale - h - 2;
            if (y < 1) y = Math.min(Math.max((frame.y - box.y) * scale + 2, 1), size.h - h - 1);
            var layer = svgElement("g", { "class": "overlay" });
            var hover = svgElement("g", { "class": "hover" });
            hover.appendChild(svgElement("rect", { x: box.x + x / scale, y: box.y + y / scale, width: w / scale,
              height: h / scale }));
            var node = svgElement("text", { x: box.x + (x + 4) / scale, y: box.y + (y + 12) / scale });
            node.textContent = text;
            hover.appendChild(node);
            layer.appendChild(hover);
            this.svg.appendChild(layer);
            this.hover = layer;
          };

          function attachGestures(view) {
            var svg = view.svg, card = view.card;
            var pointers = {}, moved = false, last = null;
            function isOpen() { return card.classList.contains("open") && svg.closest("figure").classList.contains("selected"); }
            function points() { return Object.keys(pointers).map(function (key) { return pointers[key]; }); }
            function summary() {
              var list = points(), rect = svg.getBoundingClientRect();
              var x = 0, y = 0;
              list.forEach(function (p) { x += p.x; y += p.y; });
              x = x / list.length - rect.left;
              y = y / list.length - rect.top;
              var spread = list.length > 1 ? Math.hypot(list[0].x - list[1].x, list[0].y - list[1].y) : 0;
              return { x: x, y: y, spread: spread, count: list.length };
            }
            svg.addEventListener("pointerdown", function (event) {
              if (!isOpen() || (event.pointerType === "mouse" && event.button !== 0)) return;
              svg.setPointerCapture(event.pointerId);
              pointers[event.pointerId] = { x: event.clientX, y: event.clientY, startX: event.clientX, startY: event.clientY };
              if (Object.keys(pointers).length === 1) moved = false;
              last = summary();
            });
            svg.addEventListener("pointermove", function (event) {
              var pointer = pointers[event.pointerId];
              if (!pointer) return;
              pointer.x = event.clientX;
              pointer.y = event.clientY;
              if (Math.hypot(pointer.x - pointer.startX, pointer.y - pointer.startY) > 4) moved = true;
              if (!moved) return;
              var now = summary();
              if (last && now.count === last.count) {
                if (now.count > 1 && last.spread > 0 && now.spread > 0) view.zoomAt(now.spread / last.spread, now.x, now.y);
                view.panBy(now.x - last.x, now.y - last.y);
              }
              svg.classList.add("panning");
              last = now;
            });
            function end(event) {
              if (!pointers[event.pointerId]) return;
              delete pointers[event.pointerId];
              last = Object.keys(pointers).length ? summary() : null;
              if (last) return;
              svg.classList.remove("panning");
              if (!moved && event.type === "pointerup") {
                var hit = document.elementFromPoint(event.clientX, event.clientY);
                var group = hit && hit.closest && hit.closest("g.el");
                if (group && group.ownerSVGElement === svg) choose(card, group); else unchoose(card);
                updateHash(card);
              }
            }
            svg.addEventListener("pointerup", end);
            svg.addEventListener("pointercancel", end);
            svg.addEventListener("wheel", function (event) {
              if (!isOpen()) return;
              event.preventDefault();
              var delta = event.deltaY * (event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? 400 : 1);
              var rect = svg.getBoundingClientRect();
              view.zoomAt(Math.exp(-Math.max(-300, Math.min(300, delta)) * 0.002), event.clientX - rect.left,
                event.clientY - rect.top);
            }, { passive: false });
            svg.addEventListener("mouseover", function (event) {
              if (!isOpen() || last) return;
              var group = event.target.closest && event.target.closest("g.el");
              if (!group) return;
              describe(card, group);
              view.showHover(group);
            });
            svg.addEventListener("mouseleave", function () {
              if (!isOpen()) return;
              describe(card, null);
              view.showHover(null);
            });
          }

          document.addEventListener("keydown", function (event) {
            var card = state.current;
            if (!card || event.metaKey || event.ctrlKey || event.altKey) return;
            var tag = event.target.tagName;
            if ((tag === "INPUT" && event.target.type !== "checkbox") || tag === "SELECT" || tag === "TEXTAREA") {
              if (event.key !== "Escape") return;
            }
            var view = currentView(card);
            var pan = { ArrowLeft: [80, 0], ArrowRight: [-80, 0], ArrowUp: [0, 80], ArrowDown: [0, -80] }[event.key];
            if (pan && event.shiftKey) {
              if (view) view.panBy(pan[0], pan[1]);
            } else if (event.key === "Escape") {
              leave(card);
            } else if (event.key === "ArrowRight") {
              step(1);
            } else if (event.key === "ArrowLeft") {
              step(-1);
            } else if (event.key === "+" || event.key === "=") {
              zoomBy(card, 1.6);
            } else if (event.key === "-" || event.key === "_" || event.key === "\u2212") {
              zoomBy(card, 1 / 1.6);
            } else if (event.key === "0") {
              fitAll(card);
            } else if (event.key === "f" || event.key === "F") {
              fitFailures(card);
            } else {
              return;
            }
            event.preventDefault();
          });

          window.addEventListener("resize", function () {
            var card = state.current;
            var view = card && currentView(card);
            if (view) view.apply();
          });

          applyFilter();
          route();
        })();

        """#
}
