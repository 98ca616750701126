extension HTMLIndex {
    /// A fixture's card as it is in the grid: with the script, every card that is not open;
    /// without it, every card that is not the page's target.
    static let closedCard = ":is(:root.js .fixture:not(.open), :root:not(.js) .fixture:not(:target))"

    /// A fixture's card opened over the whole window: the script's `open` card, or without the
    /// script the page's target (`#fixture=NAME`).
    static let openCard = ":is(:root.js .fixture.open, :root:not(.js) .fixture:target)"

    /// The page's style sheet (the drawings' own is ``SVGRenderer/styleSheet``).
    ///
    /// A fixture's `<section>` is a card in the grid (its primary drawing as a thumbnail, its
    /// failures) until it is opened: then it covers the window, the drawing beside the text on a
    /// wide screen and above it on a narrow one (under 700 px).
    static let pageStyle = #"""
        * { box-sizing: border-box; }
        html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
        body { font: 14px/1.4 system-ui, -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; margin: 0; color: #222; background: #f4f5f7; }
        header { padding: 12px 16px 6px; background: #fff; border-bottom: 1px solid #ddd; }
        h1 { font-size: 20px; margin: 0 0 4px; }
        code, .file, pre, dd code { font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; }
        .totals { margin: 0 0 8px; color: #555; }
        .folders ul { list-style: none; padding: 0; margin: 0 0 8px; display: flex; flex-wrap: wrap; gap: 4px; }
        .chip a { display: block; padding: 1px 8px; border-radius: 11px; border: 1px solid transparent; background: #eef3ee; color: #222; text-decoration: none; font-size: 12px; }
        .chip.all a { background: #eceef2; }
        .chip.fail a { background: #fde8e8; }
        .chip a:hover { border-color: #888; }
        .chip.selected a { background: #1f2937; border-color: #1f2937; color: #fff; }
        .chip.selected .passed { color: #a7e3a7; } .chip.selected .failed { color: #ffb4b4; } .chip.selected .errored { color: #ffd08a; }
        .folder-target { display: block; height: 0; }
        .passed { color: #2a7a2a; } .failed { color: #c01f1f; font-weight: 600; } .errored { color: #a35200; font-weight: 600; }
        .legend { margin: 0 0 6px; font-size: 12px; color: #444; }
        .legend summary { cursor: pointer; color: #555; }
        .legend ul { list-style: none; padding: 0; margin: 4px 0 0; display: flex; flex-wrap: wrap; gap: 4px 14px; }
        .legend li { display: flex; align-items: center; gap: 5px; }
        .legend svg.swatch { flex: none; width: 28px; height: 16px; background: #fafbfc; }
        .legend .depths { flex-wrap: wrap; }
        .legend .depth { display: inline-flex; align-items: center; gap: 2px; }
        .filters { display: none; position: sticky; top: 0; z-index: 5; flex-wrap: wrap; gap: 6px 8px; align-items: center; padding: 8px 16px; background: #fff; border-bottom: 1px solid #ddd; }
        :root.js .filters { display: flex; }
        #filter { flex: 1 1 16em; min-width: 0; max-width: 32em; padding: 5px 8px; font: inherit; }
        .filters select { font: inherit; padding: 4px; min-width: 0; max-width: 100%; }
        #folder-select { display: none; }
        #count { color: #555; white-space: nowrap; }
        #notice { position: fixed; left: 50%; bottom: 16px; transform: translateX(-50%); z-index: 30; max-width: calc(100vw - 24px); width: max-content; padding: 8px 12px; background: #fff4d6; border: 1px solid #d9a400; border-radius: 6px; box-shadow: 0 2px 8px rgba(0,0,0,.2); }
        #notice[hidden] { display: none; }
        #notice .dismiss { font: inherit; border: 0; background: none; cursor: pointer; padding: 0 4px; }
        #grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(250px, 100%), 1fr)); gap: 12px; padding: 12px 16px 40px; }
        .fixture { position: relative; display: flex; flex-direction: column; gap: 4px; min-width: 0; padding: 8px; background: #fff; border: 1px solid #d8dbe0; border-radius: 6px; content-visibility: auto; contain-intrinsic-size: auto 230px; }
        .fixture.fail { border-color: #e06666; box-shadow: 0 0 0 1px #e06666; }
        .fixture.error { border-color: #c77700; box-shadow: 0 0 0 1px #c77700; }
        .fixture[hidden]:not(.open) { display: none; }
        .fixture .head { display: flex; align-items: flex-start; gap: 8px; min-width: 0; }
        .fixture h2 { flex: 1; font-size: 13px; margin: 0; min-width: 0; overflow-wrap: anywhere; }
        .fixture h2 a { color: inherit; text-decoration: none; }
        .badge { font-size: 10px; padding: 1px 5px; border-radius: 3px; color: #fff; vertical-align: 1px; }
        .pass .badge { background: #2ca02c; } .fail .badge { background: #d62728; } .error .badge { background: #b35c00; }
        .fixture .drawings { order: 1; min-width: 0; } .fixture .side { order: 2; min-width: 0; }
        .fixture figure { margin: 0; }
        .fixture figure svg.drawing { display: block; width: 100%; height: 140px; background: #fafbfc; }
        .file, .description, .note { margin: 0 0 6px; color: #555; }
        .file { font-size: 12px; overflow-wrap: anywhere; }
        pre.failures { margin: 0 0 6px; padding: 4px 6px; background: #fff4f4; color: #8a1414; font-size: 11px; white-space: pre-wrap; overflow-wrap: anywhere; }
        .decode-error { margin: 0 0 6px; padding: 6px 8px; background: #fff6ea; border-left: 3px solid #c77700; font-size: 12px; }
        .decode-error .what { margin: 0 0 4px; font-weight: 600; color: #7a3d00; }
        .decode-error dl { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 2px 8px; margin: 0; }
        .decode-error dt { color: #666; } .decode-error dd { margin: 0; overflow-wrap: anywhere; }
        .checks { list-style: none; padding: 0; margin: 0 0 8px; font-size: 12px; }
        .checks > li { padding: 3px 6px; margin: 2px 0; border-left: 3px solid #2ca02c; overflow-wrap: anywhere; }
        .checks > li.fail { border-left-color: #d62728; background: #fff4f4; }
        .checks .check-label { font-weight: 600; } .checks .verdict { color: #2a7a2a; } .checks .fail > .verdict { color: #c01f1f; }
        .checks > li[data-check] { cursor: pointer; } .checks > li.selected { background: #e8f0fb; box-shadow: inset 0 0 0 1px #9db8e6; }
        .mismatches { margin: 2px 0 0; padding-left: 14px; font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: 11px; color: #8a1414; }
        .mismatches li[data-id] { cursor: pointer; } .mismatches li[data-id]:hover { text-decoration: underline; }
        figcaption { font-size: 12px; color: #555; margin: 2px 0; }
        .close, .nav { display: none; }
        .anchor { position: absolute; top: -60px; }
        /* A card in the grid: the whole card opens it; only the primary drawing, no labels. */
        \#(closedCard) .open-link::after { content: ""; position: absolute; inset: 0; }
        \#(closedCard) pre.failures { position: relative; z-index: 1; max-height: 6.2em; overflow: auto; }
        \#(closedCard) .side > :not(.failures):not(.decode-error) { display: none; }
        \#(closedCard) figure:not(.primary), \#(closedCard) figcaption { display: none; }
        \#(closedCard) .drawing .label, \#(closedCard) .drawing .failure-labels { display: none; }
        .fixture.pass .expected-frames, .fixture.fail.hide-expected .expected-frames { display: none; }
        .fixture.pass.show-expected .expected-frames { display: inline; }
        /* The open fixture covers the window: the drawing beside its text. */
        :root.viewing body, :root:not(.js) body:has(.fixture:target) { overflow: hidden; }
        \#(openCard) { position: fixed; inset: 0; z-index: 10; display: grid; grid-template-columns: minmax(0, 1fr) minmax(17em, 25em); grid-template-rows: auto auto minmax(0, 1fr); grid-template-areas: "head head" "tools side" "drawings side"; gap: 6px 16px; padding: 10px 16px; border: 0; border-radius: 0; box-shadow: none; content-visibility: visible; overflow: hidden; }
        \#(openCard).error { grid-template-columns: minmax(0, 48em); grid-template-areas: "head" "side"; grid-template-rows: auto minmax(0, 1fr); }
        \#(openCard) > .head { grid-area: head; align-items: center; }
        \#(openCard) h2 { font-size: 18px; }
        \#(openCard) .close { display: block; font-size: 26px; line-height: 1; color: #555; text-decoration: none; padding: 0 6px; }
        \#(openCard) .nav { display: inline-block; }
        \#(openCard) .tools { grid-area: tools; }
        \#(openCard) .drawings { grid-area: drawings; min-height: 0; overflow: auto; }
        \#(openCard) .side { grid-area: side; min-height: 0; overflow: auto; }
        \#(openCard) pre.failures { display: none; }
        :root:not(.js) .fixture:target figure svg.drawing { height: calc(100vh - 110px); border: 1px solid #e3e5e8; }
        :root.js .fixture.open .drawings { display: flex; flex-direction: column; overflow: hidden; }
        :root.js .fixture.open figure:not(.selected), :root.js .fixture.open.many-checks figcaption { display: none; }
        :root.js .fixture.open figure.selected { flex: 1; min-height: 0; display: flex; flex-direction: column; }
        :root.js .fixture.open figure.selected svg.drawing { flex: 1; width: 100%; height: auto; min-height: 0; border: 1px solid #e3e5e8; touch-action: none; cursor: grab; user-select: none; -webkit-user-select: none; }
        :root.js .fixture.open figure.selected svg.drawing.panning { cursor: grabbing; }
        :root.js .fixture.open .drawing .el > .label, :root.js .fixture.open .drawing .failure-labels { display: none; }
        .head .nav { font: inherit; font-size: 18px; line-height: 1; padding: 2px 8px; }
        .tools { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; font-size: 13px; }
        .tools button, .tools select { font: inherit; min-height: 30px; padding: 2px 8px; }
        .tools .zoom { display: inline-flex; gap: 2px; }
        .tools .zoom button { min-width: 34px; }
        .tools label { display: inline-flex; align-items: center; gap: 4px; white-space: nowrap; }
        .tools .scale { color: #666; font-size: 12px; min-width: 4em; }
        .info { font-size: 12px; border: 1px solid #e3e5e8; border-radius: 4px; padding: 6px 8px; background: #fafbfc; min-height: 6em; margin: 0 0 8px; }
        .info .hint { color: #666; margin: 0; }
        .info dl { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 2px 8px; margin: 0; }
        .info dt { color: #666; } .info dd { margin: 0; font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; overflow-wrap: anywhere; white-space: pre-wrap; }
        .info .mismatch { color: #c01f1f; font-weight: 600; }
        .fixture.open .legend { border-top: 1px solid #e3e5e8; padding-top: 6px; }
        .fixture.open .legend ul { flex-direction: column; }
        /* Narrow screens: chips become a selector, the open drawing goes above its text. */
        @media (max-width: 699px) {
          header { padding: 10px 12px 4px; }
          .filters { padding: 6px 12px; }
          #grid { padding: 10px 12px 40px; }
          :root.js .folders { display: none; }
          :root.js #folder-select { display: block; flex: 1 1 10em; }
          :root:not(.js) .folders ul { max-height: 7.6em; overflow-y: auto; }
          \#(openCard) { display: flex; flex-direction: column; overflow-x: hidden; overflow-y: auto; padding: 0 10px 16px; }
          \#(openCard) > * { flex: none; }
          \#(openCard) > .head { order: 0; position: sticky; top: 0; z-index: 2; background: #fff; padding: 8px 0 6px; }
          \#(openCard) > .tools { order: 1; } \#(openCard) > .drawings { order: 2; } \#(openCard) > .side { order: 3; }
          \#(openCard) h2 { font-size: 16px; }
          \#(openCard) .tools { margin: 0 0 6px; }
          \#(openCard) .side { overflow: visible; margin-top: 10px; }
          :root.js .fixture.open .drawings { height: min(60vh, 560px); }
          :root:not(.js) .fixture:target figure svg.drawing { height: 60vh; }
        }

        """#

    /// What the drawings' lines and colours mean: one legend in the page's header, which the
    /// script moves into the open fixture's side column.
    static let legend = """
        <details class="legend" id="legend">
        <summary>Legend</summary>
        <ul>
        <li><svg class="drawing swatch" viewBox="0 0 28 16" aria-hidden="true"><g class="el d1">\
        <rect class="node" x="2" y="2" width="24" height="12"/></g></svg> actual frame</li>
        <li><svg class="drawing swatch" viewBox="0 0 28 16" aria-hidden="true">\
        <rect class="expected" x="2" y="2" width="24" height="12"/></svg> expected frame, matching</li>
        <li><svg class="drawing swatch" viewBox="0 0 28 16" aria-hidden="true">\
        <rect class="expected mismatch" x="2" y="2" width="24" height="12"/></svg> expected frame, differing \
        (labelled: id and Δ = actual − expected)</li>
        <li><svg class="drawing swatch" viewBox="0 0 28 16" aria-hidden="true"><g class="el d1 sel">\
        <rect class="node" x="2" y="2" width="24" height="12"/></g></svg> selected element</li>
        <li><svg class="drawing swatch" viewBox="0 0 28 16" aria-hidden="true"><g class="el d1 is-hidden">\
        <rect class="node" x="2" y="2" width="24" height="12"/></g></svg> hidden element</li>
        <li><svg class="drawing swatch" viewBox="0 0 28 16" aria-hidden="true"><g class="el d1">\
        <circle class="empty" cx="14" cy="8" r="3"/></g></svg> element of zero width or height</li>
        <li class="depths">colour = depth in the tree: \(
            (0..<8).map { depth in
                "<span class=\"depth\"><svg class=\"drawing swatch\" viewBox=\"0 0 16 16\" aria-hidden=\"true\" "
                    + "style=\"width: 16px\"><g class=\"el d\(depth)\"><rect class=\"node\" x=\"2\" y=\"2\" "
                    + "width=\"12\" height=\"12\"/></g></svg>\(depth == 0 ? "0 (root)" : "\(depth)")</span>"
            }.joined(separator: " ")), then again from 0</li>
        </ul>
        </details>

        """
}
