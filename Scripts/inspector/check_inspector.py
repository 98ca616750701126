#!/usr/bin/env python3
"""Checks the inspector page (`blueprint-layout render --html`) in headless Chromium.

Run by Scripts/check-inspector.sh, which builds the CLI and renders the page of Scripts/inspector/fixtures.
What the page should show is worked out here from the fixture files and from `blueprint-layout check --json`,
not typed in: each fixture's folder, element types and ids, and which checks fail with which differences.
Then, at 1400 x 1000 and at 390 x 844, with real mouse clicks, keys and wheel events through the DevTools
protocol: no console error or uncaught exception, no sideways scrolling, the filter and the folder chips (or
the folder selector) give the right counts, deep links open what they name and follow what is shown, unknown
links say so, the open drawing is wide enough, fitted to the failing elements and labelled without overlaps,
zoom and pan work, and a file that cannot be decoded is shown as an error. Without JavaScript, a folder
link and a fixture link still work. Screenshots of the list, a failing fixture and a decode error at both
sizes go to the folder given with --screenshots.
"""

import argparse
import json
import os
import re
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from chromium import Chromium, ProtocolError  # noqa: E402

# Helpers defined in the page for the checks (the page's own script never sees them).
HELPERS = r"""
window.__t = {
  shown: function () {
    return Array.prototype.filter.call(document.querySelectorAll("#grid > section.fixture"), function (card) {
      return getComputedStyle(card).display !== "none";
    }).map(function (card) { return card.dataset.file; }).sort();
  },
  rect: function (node) { var r = node.getBoundingClientRect(); return { x: r.left, y: r.top, w: r.width, h: r.height }; },
  center: function (selector) {
    var node = document.querySelector(selector);
    if (!node) return null;
    var r = node.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  },
  open: function () { return document.querySelector("#grid > section.fixture.open"); },
  svg: function () { var card = __t.open(); return card && card.querySelector("figure.selected svg.drawing"); },
  viewBox: function () { var svg = __t.svg(); return svg && svg.getAttribute("viewBox").split(" ").map(Number); },
  labels: function () {
    var svg = __t.svg();
    if (!svg) return [];
    return Array.prototype.map.call(svg.querySelectorAll(".overlay .failure-label, .overlay .ol"), function (group) {
      var box = group.querySelector("rect") || group.querySelector("text");
      return { failing: group.classList.contains("failure-label"), text: group.querySelector("text").textContent,
        box: __t.rect(box) };
    });
  },
  textBoxes: function () {
    var svg = __t.svg(), view = svg.getBoundingClientRect();
    return Array.prototype.map.call(svg.querySelectorAll("text.line"), __t.rect).filter(function (r) {
      return r.x < view.right && r.y < view.bottom && r.x + r.w > view.left && r.y + r.h > view.top;
    });
  },
  filter: function (text, status) {
    var box = document.getElementById("filter");
    box.value = text;
    box.dispatchEvent(new Event("input"));
    var select = document.getElementById("status");
    select.value = status || "";
    select.dispatchEvent(new Event("change"));
    return { count: document.getElementById("count").textContent, shown: __t.shown() };
  },
  overflow: function () {
    var card = __t.open();
    return { page: document.documentElement.scrollWidth - window.innerWidth,
      card: card ? card.scrollWidth - card.clientWidth : 0 };
  },
};
true
"""


class Checker:
    def __init__(self, browser, page, expectations, screenshots):
        self.browser = browser
        self.page = page
        self.page_url = "file://" + os.path.abspath(page)
        self.expect = expectations
        self.screenshots = screenshots
        self.results = []
        self.size = None
        self.errors_seen = 0

    # MARK: - Driving the browser

    def resize(self, width, height):
        self.size = (width, height)
        mobile = width < 600
        self.browser.call(
            "Emulation.setDeviceMetricsOverride",
            {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile},
        )
        self.browser.call("Emulation.setTouchEmulationEnabled", {"enabled": mobile, "maxTouchPoints": 5})

    def load(self, fragment=""):
        """Loads the page afresh with `fragment` and waits until its script has run and labels are placed."""
        url = self.page_url + fragment
        for address in ("about:blank", url):
            since = len(self.browser.events)
            self.browser.call("Page.navigate", {"url": address})
            self.browser.wait_for_event("Page.loadEventFired", since)
        href = self.js("location.href.split('#')[0]")
        if href != self.page_url:
            raise AssertionError(f"loaded {href} instead of {self.page_url}")
        self.settle()
        self.js(HELPERS)

    def settle(self):
        self.js("new Promise(function (done) { requestAnimationFrame(function () { requestAnimationFrame(done); }); })")

    def js(self, expression):
        return self.browser.evaluate(expression)

    def click(self, selector=None, point=None):
        if point is None:
            self.js(f"document.querySelector({json.dumps(selector)}).scrollIntoView({{block: 'center'}}); true")
            point = self.js(f"__t.center({json.dumps(selector)})")
            if point is None:
                raise AssertionError(f"nothing to click: {selector}")
        x, y = point["x"], point["y"]
        self.browser.call("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": x, "y": y})
        for kind in ("mousePressed", "mouseReleased"):
            self.browser.call(
                "Input.dispatchMouseEvent", {"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1}
            )
        self.settle()

    def drag(self, start, end, steps=6):
        self.browser.call("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": start[0], "y": start[1]})
        self.browser.call(
            "Input.dispatchMouseEvent",
            {"type": "mousePressed", "x": start[0], "y": start[1], "button": "left", "clickCount": 1},
        )
        for step in range(1, steps + 1):
            x = start[0] + (end[0] - start[0]) * step / steps
            y = start[1] + (end[1] - start[1]) * step / steps
            self.browser.call("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": x, "y": y, "button": "left",
                                                           "buttons": 1})
        self.browser.call(
            "Input.dispatchMouseEvent",
            {"type": "mouseReleased", "x": end[0], "y": end[1], "button": "left", "clickCount": 1},
        )
        self.settle()

    def wheel(self, point, delta):
        self.browser.call(
            "Input.dispatchMouseEvent",
            {"type": "mouseWheel", "x": point["x"], "y": point["y"], "deltaX": 0, "deltaY": delta},
        )
        self.settle()

    def key(self, key, code=None, shift=False):
        params = {"key": key, "code": code or key, "modifiers": 8 if shift else 0}
        if len(key) == 1:
            params["text"] = key
        self.browser.call("Input.dispatchKeyEvent", {"type": "keyDown", **params})
        self.browser.call("Input.dispatchKeyEvent", {"type": "keyUp", **params})
        self.settle()

    def screenshot(self, name):
        if self.screenshots:
            self.browser.screenshot(os.path.join(self.screenshots, name))

    # MARK: - Reporting

    def check(self, name, ok, detail=""):
        where = f"{self.size[0]}x{self.size[1]}" if self.size else ""
        self.results.append((where, name, bool(ok), detail))
        print(f"{'ok  ' if ok else 'FAIL'} [{where}] {name}" + ("" if ok else f": {detail}"), flush=True)

    def equal(self, name, actual, expected):
        self.check(name, actual == expected, f"expected {expected!r}, got {actual!r}")

    def console_errors(self, name):
        """Every console error, uncaught exception and error log entry since the last call."""
        events = self.browser.events[self.errors_seen:]
        self.errors_seen = len(self.browser.events)
        found = []
        for event in events:
            method, params = event.get("method"), event.get("params", {})
            if method == "Runtime.exceptionThrown":
                details = params.get("exceptionDetails", {})
                found.append(details.get("exception", {}).get("description") or details.get("text"))
            elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
                found.append(" ".join(str(arg.get("value", arg.get("description"))) for arg in params.get("args", [])))
            elif method == "Log.entryAdded" and params.get("entry", {}).get("level") == "error":
                found.append(params["entry"].get("text"))
        self.check(f"no console error ({name})", not found, "; ".join(map(str, found)))

    # MARK: - The checks

    def run(self):
        self.browser.call("Page.enable")
        self.browser.call("Runtime.enable")
        self.browser.call("Log.enable")
        for width, height in ((1400, 1000), (390, 844)):
            self.resize(width, height)
            self.list_view(width)
            self.console_errors("list")
            self.deep_links(width)
            self.console_errors("deep links")
            self.failing_detail(width)
            self.console_errors("failing fixture")
            self.zoom_and_pan()
            self.console_errors("zoom and pan")
            self.decode_error(width)
            self.console_errors("decode error")
        self.resize(1400, 1000)
        self.without_javascript(self.page)
        failed = [result for result in self.results if not result[2]]
        return failed

    def list_view(self, width):
        expect = self.expect
        total = len(expect["files"])
        self.load()
        self.equal("every fixture shown at first", self.js("document.getElementById('count').textContent"),
                   f"{total} of {total} shown")
        self.equal("every card visible", len(self.js("__t.shown()")), total)
        overflow = self.js("__t.overflow()")
        self.check("no horizontal overflow in the list", overflow["page"] <= 0, f"{overflow['page']} px too wide")
        right = self.js("__t.rect(document.getElementById('count'))")
        self.check("the count is not clipped", right["x"] + right["w"] <= width, f"{right}")
        self.screenshot(f"inspector-list-{width}.png")

        # The filter: names, folders, types, ids and failure text.
        cases = [
            ("receipt", "", [f for f in expect["files"] if "receipt" in f]),
            ("type:Overlay", "", expect["with_type"]("Overlay")),
            ("type:Grid", "", expect["with_type"]("Grid")),
            (f"id:{expect['wide']['id']}", "", expect["with_id"](expect["wide"]["id"])),
            (expect["missing_id"], "", expect["with_text"](expect["missing_id"])),
            ("fixed4", "", expect["with_id_substring"]("fixed4")),
            ("ten by ten", "", expect["errors"]),
            ("", "failing", expect["failing"] + expect["errors"]),
            ("", "error", expect["errors"]),
            ("", "pass", expect["passing"]),
            ("row/", "", [f for f in expect["files"] if "row/" in f]),
            ("folder:row", "pass", [f for f in expect["passing"] if expect["folder"](f) == "row"]),
        ]
        for text, status, wanted in cases:
            if not wanted:
                raise AssertionError(f"the fixtures have no case for the filter {text!r}")
            result = self.js(f"__t.filter({json.dumps(text)}, {json.dumps(status)})")
            name = f"filter {text!r}" + (f" with status {status}" if status else "")
            self.equal(name + ": cards", result["shown"], sorted(wanted))
            self.equal(name + ": count", result["count"], f"{len(wanted)} of {total} shown")
        self.js("__t.filter('', '')")

        # Folder chips on a wide screen, the folder selector on a narrow one: exact folders.
        chips_shown = self.js("getComputedStyle(document.querySelector('.folders')).display !== 'none'")
        select_shown = self.js("getComputedStyle(document.getElementById('folder-select')).display !== 'none'")
        if width >= 700:
            self.check("folder chips shown on a wide screen", chips_shown and not select_shown)
            for folder in ("grid", "row", "."):
                self.click(f".chip[data-folder='{folder}'] a")
                wanted = sorted(f for f in expect["files"] if expect["folder"](f) == folder)
                self.equal(f"chip {folder!r}: exactly its folder's cards", self.js("__t.shown()"), wanted)
                label = "top level" if folder == "." else folder
                self.equal(f"chip {folder!r}: count", self.js("document.getElementById('count').textContent"),
                           f"{len(wanted)} of {total} shown in {label}")
                self.equal(f"chip {folder!r}: link", self.js("location.hash"), f"#folder={folder}")
                self.equal(f"chip {folder!r}: shown as selected",
                           self.js("Array.prototype.map.call(document.querySelectorAll('.chip.selected a[aria-current]'),"
                                   " function (a) { return a.parentNode.dataset.folder || 'all'; })"), [folder])
            self.click(".chip.all a")
            self.equal("chip 'all folders': every card", len(self.js("__t.shown()")), total)
        else:
            self.check("folder chips collapse into a selector on a narrow screen", select_shown and not chips_shown)
            self.js("var s = document.getElementById('folder-select'); s.value = 'row/wrap';"
                    " s.dispatchEvent(new Event('change')); true")
            self.settle()
            wanted = sorted(f for f in expect["files"] if expect["folder"](f) == "row/wrap")
            self.equal("folder selector 'row/wrap': exactly its folder's cards", self.js("__t.shown()"), wanted)
            self.equal("folder selector: link", self.js("location.hash"), "#folder=row/wrap")
            header = self.js("__t.rect(document.querySelector('header'))")
            self.check("the header fits the first screen", header["h"] < 300, f"header is {header['h']} px tall")

    def deep_links(self, width):
        expect = self.expect
        total = len(expect["files"])
        self.load("#folder=grid")
        wanted = sorted(f for f in expect["files"] if expect["folder"](f) == "grid")
        self.equal("#folder=grid shows that folder", self.js("__t.shown()"), wanted)
        self.load("#folder=no-such-folder")
        self.check("#folder= unknown: a notice says so",
                   self.js("!document.getElementById('notice').hidden && "
                           "document.getElementById('notice').textContent.indexOf('no-such-folder') >= 0"))
        self.equal("#folder= unknown: every card", len(self.js("__t.shown()")), total)
        self.load("#fixture=no-such-fixture")
        self.check("#fixture= unknown: a notice says so, nothing opens",
                   self.js("!document.getElementById('notice').hidden && !__t.open() && "
                           "document.getElementById('notice').textContent.indexOf('no-such-fixture') >= 0"))

        # `&element=` without `&check=`: the check where that element fails.
        name, check, element = expect["later_failure"]
        self.load(f"#fixture={name}&element={element}")
        self.equal("&element= without &check= picks the failing check",
                   self.js("__t.open().querySelector('figure.selected').dataset.check"), str(check))
        self.equal("the link says what is shown", self.js("location.hash"),
                   f"#fixture={name}&check={check}&element={element}")
        self.check("the element's details are shown",
                   self.js(f"__t.open().querySelector('.info').textContent.indexOf({json.dumps(element)}) >= 0"))
        self.check("the element is selected",
                   self.js(f"__t.svg().querySelector('g.el.sel').dataset.id === {json.dumps(element)}"))
        other = next(index for index in expect["layout_checks"][name] if index != check)
        self.click(f"section.open .checks > li[data-check='{other}']")
        self.equal("clicking a check updates the link", self.js("location.hash"),
                   f"#fixture={name}&check={other}&element={element}")
        self.load(f"#fixture={name}&check=97")
        self.check("an unknown check: a notice says so",
                   self.js("!document.getElementById('notice').hidden && "
                           "document.getElementById('notice').textContent.indexOf('97') >= 0"))
        self.load(f"#fixture={name}&element=no-such-element")
        self.check("an unknown element: a notice says so",
                   self.js("!document.getElementById('notice').hidden && "
                           "document.getElementById('notice').textContent.indexOf('no-such-element') >= 0"))

        # A deep-linked card that the filter hides: the count stays right, and it hides when closed.
        failing = expect["receipt"]
        self.load(f"#fixture={failing['name']}")
        hiding = expect["missing_id"]
        result = self.js(f"__t.filter({json.dumps(hiding)}, '')")
        wanted = expect["with_text"](hiding)
        self.equal("the filter while a fixture is open: count", result["count"], f"{len(wanted)} of {total} shown")
        self.key("Escape")
        self.check("Esc closes the fixture", self.js("!__t.open()"))
        self.equal("after closing, the filter hides it", self.js("__t.shown()"), wanted)
        self.js("__t.filter('', '')")
        self.load(f"#fixture={failing['name']}")
        self.key("ArrowRight")
        self.check("→ opens the next fixture",
                   self.js(f"!!__t.open() && __t.open().dataset.name !== {json.dumps(failing['name'])} && "
                           "location.hash.indexOf('#fixture=') === 0"))

    def failing_detail(self, width):
        failing = self.expect["receipt"]
        self.load(f"#fixture={failing['name']}")
        self.check("the fixture opens", self.js(f"!!__t.open() && __t.open().dataset.name === {json.dumps(failing['name'])}"))
        self.equal("the link names the check shown", self.js("location.hash"), f"#fixture={failing['name']}&check=0")
        svg = self.js("__t.rect(__t.svg())")
        side = self.js("__t.rect(__t.open().querySelector('.side'))")
        self.check("the drawing is wider than 300 px", svg["w"] > 300, f"{svg['w']} px")
        if width < 700:
            self.check("the drawing is above the details", svg["y"] + svg["h"] <= side["y"] + 1, f"{svg} / {side}")
            overflow = self.js("__t.overflow()")
            self.check("no horizontal overflow in the open fixture", overflow["page"] <= 0 and overflow["card"] <= 0,
                       f"{overflow}")
        else:
            self.check("the drawing is beside the details", svg["x"] + svg["w"] <= side["x"] + 1, f"{svg} / {side}")
        title = self.js("__t.rect(__t.open().querySelector('h2'))")
        self.check("the title reads on one or two lines", title["h"] < 60, f"{title['h']} px tall")
        self.labels_are_right(failing["labels"], svg)
        self.screenshot(f"inspector-detail-{width}.png")

    def labels_are_right(self, wanted, svg):
        labels = self.js("__t.labels()")
        failing = sorted(label["text"] for label in labels if label["failing"])
        self.equal("every failing element is labelled with its id and delta", failing, sorted(wanted))
        boxes = [label["box"] for label in labels]
        inside = all(b["x"] >= svg["x"] - 1 and b["y"] >= svg["y"] - 1 and b["x"] + b["w"] <= svg["x"] + svg["w"] + 1
                     and b["y"] + b["h"] <= svg["y"] + svg["h"] + 1 for b in boxes)
        self.check("labels are inside the drawing", inside)
        clashes = []
        for index, a in enumerate(boxes):
            for b in boxes[index + 1:]:
                if a["x"] < b["x"] + b["w"] - 0.5 and b["x"] < a["x"] + a["w"] - 0.5 and \
                        a["y"] < b["y"] + b["h"] - 0.5 and b["y"] < a["y"] + a["h"] - 0.5:
                    clashes.append((a, b))
        self.check(f"no two labels overlap ({len(boxes)} labels)", not clashes, f"{clashes[:2]}")
        texts = self.js("__t.textBoxes()")
        covered = [(a, t) for a in boxes for t in texts
                   if a["x"] < t["x"] + t["w"] - 1 and t["x"] < a["x"] + a["w"] - 1 and
                   a["y"] < t["y"] + t["h"] - 1 and t["y"] < a["y"] + a["h"] - 1]
        self.check("no label covers a text leaf's text", not covered, f"{covered[:2]}")

    def zoom_and_pan(self):
        wide = self.expect["wide"]
        self.load(f"#fixture={wide['name']}")
        # Fitted to the failing element: its 3-point difference is several pixels wide.
        widths = self.js(
            "(function () { var svg = __t.svg(); var e = svg.querySelector('rect.expected.mismatch');"
            " var a = Array.prototype.filter.call(svg.querySelectorAll('g.el'), function (g) {"
            f" return g.dataset.id === {json.dumps(wide['id'])}; }})[0].querySelector('rect.node');"
            " return [__t.rect(e).w, __t.rect(a).w, __t.rect(svg).w]; })()")
        difference = abs(widths[1] - widths[0])
        self.check(f"opens fitted to the failure: {wide['delta']:g} pt shows as {difference:.1f} px",
                   difference >= 5, f"{widths}")
        self.check("the failing element spans most of the drawing's width", widths[1] >= 0.6 * widths[2],
                   f"{widths}")
        self.labels_are_right(wide["labels"], self.js("__t.rect(__t.svg())"))
        box = self.js("__t.viewBox()")
        self.click("section.open .tools .zoom button[title^='Zoom in']")
        zoomed = self.js("__t.viewBox()")
        self.check("the + button zooms in", zoomed[2] < box[2] * 0.8, f"{box} -> {zoomed}")
        self.key("-", "Minus")
        self.check("the - key zooms out", abs(self.js("__t.viewBox()")[2] - box[2]) < box[2] * 0.01)
        self.click("section.open .tools .zoom button[title^='Fit the whole']")
        whole = self.js(
            "(function () { var svg = __t.svg(), v = svg.getBoundingClientRect();"
            " return Array.prototype.every.call(svg.querySelectorAll('g.el > rect.node'), function (node) {"
            " var r = node.getBoundingClientRect(); return r.left >= v.left - 1 && r.right <= v.right + 1 &&"
            " r.top >= v.top - 1 && r.bottom <= v.bottom + 1; }); })()")
        self.check("'fit all' shows every element", whole)
        center = self.js("__t.center('section.open figure.selected svg.drawing')")
        before = self.js("__t.viewBox()")
        self.wheel(center, -240)
        after = self.js("__t.viewBox()")
        self.check("the wheel zooms in", after[2] < before[2] * 0.9, f"{before} -> {after}")
        self.drag((center["x"], center["y"]), (center["x"] + 120, center["y"] + 40))
        panned = self.js("__t.viewBox()")
        self.check("dragging pans", panned[0] < after[0] and abs(panned[2] - after[2]) < 1e-6, f"{after} -> {panned}")
        self.key("0", "Digit0")
        self.key("f", "KeyF")
        self.check("F fits the failures again", abs(self.js("__t.viewBox()")[2] - box[2]) < box[2] * 0.01)
        self.key("0", "Digit0")
        target = self.js(f"__t.center('section.open figure.selected g.el[data-id={json.dumps(wide['other'])}] > rect')")
        self.click(point=target)
        self.check("a click selects an element and shows its details",
                   self.js(f"__t.open().querySelector('.info').textContent.indexOf({json.dumps(wide['other'])}) >= 0"))
        self.equal("the link names the selected element", self.js("location.hash"),
                   f"#fixture={wide['name']}&check=0&element={wide['other']}")

    def decode_error(self, width):
        broken = self.expect["broken"]
        self.load(f"#fixture={broken['file']}")
        self.check("the decode error opens", self.js("!!__t.open() && __t.open().dataset.status === 'error'"))
        self.equal("its badge says ERROR", self.js("__t.open().querySelector('.badge').textContent"), "ERROR")
        self.equal("its JSON path", self.js("__t.open().querySelector('.decode-error .location').textContent"),
                   broken["location"])
        self.check("no drawing, no toggles, no element details",
                   self.js("!__t.open().querySelector('svg.drawing, .tools, .expected-toggle, .info')"))
        occurrences = self.js(f"__t.open().innerText.split({json.dumps(broken['message'])}).length - 1")
        self.equal("its message is shown once", occurrences, 1)
        if width < 700:
            overflow = self.js("__t.overflow()")
            self.check("no horizontal overflow in the decode error", overflow["page"] <= 0 and overflow["card"] <= 0)
        self.screenshot(f"inspector-error-{width}.png")

    def without_javascript(self, page):
        """The page without its script, as a browser with JavaScript off shows it."""
        with open(page) as file:
            html = file.read()
        start, end = html.index("<script>"), html.index("</script>") + len("</script>")
        bare = os.path.join(os.path.dirname(os.path.abspath(page)), "inspector-without-script.html")
        with open(bare, "w") as file:
            file.write(html[:start] + html[end:])
        self.page_url = "file://" + bare
        self.load("#folder=grid")
        wanted = sorted(f for f in self.expect["files"] if self.expect["folder"](f) == "grid")
        self.equal("without JavaScript, #folder=grid shows that folder", self.js("__t.shown()"), wanted)
        self.load(f"#fixture={self.expect['receipt']['name']}")
        self.check("without JavaScript, #fixture= opens the fixture over the page",
                   self.js("getComputedStyle(document.querySelector('section.fixture:target')).position === 'fixed'"))
        self.check("without JavaScript, failing elements are labelled",
                   sorted(self.js("Array.prototype.map.call(document.querySelectorAll('section.fixture:target "
                                  "figure.primary .failure-label text'), function (t) { return t.textContent; })"))
                   == sorted(self.expect["receipt"]["labels"]))
        self.console_errors("without JavaScript")


def expectations(cli, fixtures):
    """What the page should show, from the fixture files and `check --json`."""
    records = subprocess.run([cli, "check", "--json", fixtures], capture_output=True, text=True).stdout
    root = os.path.abspath(fixtures)
    files, types, ids, leaves, layouts = [], {}, {}, {}, {}
    for folder, _, names in os.walk(root):
        for name in names:
            if name.endswith(".json"):
                relative = os.path.relpath(os.path.join(folder, name), root)
                files.append(relative)
                with open(os.path.join(folder, name)) as file:
                    text = file.read()
                try:
                    document = json.loads(text)
                except ValueError:
                    document = {}
                types[relative], ids[relative], leaves[relative] = set(), set(), set()

                def walk(value):
                    """Records types and ids; returns whether `value` holds an element."""
                    if isinstance(value, list):
                        return any([walk(item) for item in value])
                    if not isinstance(value, dict):
                        return False
                    inner = any([walk(v) for k, v in value.items() if k != "traits"])
                    if isinstance(value.get("type"), str):
                        types[relative].add(value["type"])
                        if isinstance(value.get("id"), str):
                            ids[relative].add(value["id"])
                            if not inner:
                                leaves[relative].add(value["id"])
                        return True
                    return inner

                walk(document.get("element"))
                layouts[relative] = list(range(len(document.get("layouts", []))))
    files.sort()
    by_file = {}
    for line in records.splitlines():
        record = json.loads(line)
        relative = os.path.relpath(os.path.abspath(record["file"]), root)
        entry = by_file.setdefault(relative, {"name": record["name"], "failures": [], "error": None})
        if record["check"] is None:
            entry["error"] = record["failures"][0]
        elif not record["passed"]:
            entry["failures"].append((record["check"], record["failures"]))
    errors = sorted(f for f in files if by_file.get(f, {}).get("error"))
    failing = sorted(f for f in files if by_file.get(f, {}).get("failures") and f not in errors)
    passing = sorted(f for f in files if f not in errors and f not in failing)
    # Decoded files only: the page cannot know a broken file's types or ids.
    decoded = [f for f in files if f not in errors]

    def labels(relative, check="layouts[0]"):
        found = []
        for label, lines in by_file[relative]["failures"]:
            if label != check:
                continue
            for line in lines:
                match = re.match(r"^(\S+): frame expected .*, delta (\[.*\])$", line)
                if match:
                    found.append(f"{match.group(1)} \u0394 {match.group(2)}")
        return found

    # A fixture whose second or later layout check fails, and the failing element.
    later = None
    for relative in failing:
        for label, lines in by_file[relative]["failures"]:
            index = int(re.match(r"layouts\[(\d+)\]", label).group(1)) if label.startswith("layouts[") else 0
            match = re.match(r"^(\S+): frame expected", lines[0])
            if index > 0 and match and len(layouts[relative]) > 1:
                later = (by_file[relative]["name"], index, match.group(1))
    # The widest layout with a failing frame of a few points.
    wide = None
    for relative in failing:
        for label, lines in by_file[relative]["failures"]:
            match = re.match(r"^(\S+): frame expected .*, delta \[(.*)\]$", lines[0])
            if match and label == "layouts[0]" and len(lines) == 1:
                delta = max(abs(float(v)) for v in match.group(2).split(","))
                if 0 < delta <= 4 and len(ids[relative]) > 2:
                    others = sorted(leaves[relative] - {match.group(1)})
                    wide = {"name": by_file[relative]["name"], "id": match.group(1), "delta": delta,
                            "labels": labels(relative), "other": others[-1]}
    receipt = next(f for f in failing if len(labels(f)) >= 2)
    broken = errors[0]
    message = by_file[broken]["error"]
    location = re.search(r": (\$[^:]*): ", message).group(1)
    missing = next(f for f in failing if any("not found" in line for _, lines in by_file[f]["failures"] for line in lines))
    missing_id = re.match(r"^(\S+): frame not found", by_file[missing]["failures"][0][1][0]).group(1)
    return {
        "files": files,
        "folder": lambda f: os.path.dirname(f) or ".",
        "with_type": lambda t: sorted(f for f in decoded if t in types[f]),
        "with_id": lambda i: sorted(f for f in decoded if i in ids[f]),
        "with_id_substring": lambda s: sorted(f for f in decoded if any(s in i for i in ids[f])),
        "with_text": lambda s: sorted(f for f in files if s in f or s in by_file[f]["name"] or
                                      any(s in line for _, lines in by_file[f]["failures"] for line in lines) or
                                      s in (by_file[f]["error"] or "") or any(s in i for i in ids.get(f, ()))),
        "missing_id": missing_id,
        "errors": errors,
        "failing": failing,
        "passing": passing,
        "layout_checks": {by_file[f]["name"]: layouts[f] for f in decoded},
        "later_failure": later,
        "wide": wide,
        "receipt": {"name": by_file[receipt]["name"], "labels": labels(receipt)},
        "broken": {"file": broken, "location": location, "message": message.split(location + ": ", 1)[1]},
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--chromium", required=True)
    parser.add_argument("--page", required=True)
    parser.add_argument("--cli", required=True)
    parser.add_argument("--fixtures", required=True)
    parser.add_argument("--screenshots")
    arguments = parser.parse_args()
    if arguments.screenshots:
        os.makedirs(arguments.screenshots, exist_ok=True)
    expect = expectations(arguments.cli, arguments.fixtures)
    for key in ("later_failure", "wide"):
        if not expect[key]:
            print(f"error: the fixtures have no case for '{key}'", file=sys.stderr)
            return 1
    start = time.monotonic()
    browser = Chromium(arguments.chromium)
    try:
        failed = Checker(browser, arguments.page, expect, arguments.screenshots).run()
    except (ProtocolError, AssertionError) as error:
        print(f"FAIL the browser check stopped: {error}", flush=True)
        return 1
    finally:
        browser.close()
    seconds = time.monotonic() - start
    if failed:
        print(f"{len(failed)} browser check(s) failed ({seconds:.1f} s)")
        return 1
    print(f"every browser check passed ({seconds:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
