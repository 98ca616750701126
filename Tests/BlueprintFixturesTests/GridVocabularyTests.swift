import BlueprintFixtures
import BlueprintLayout
import Foundation
import Testing

/// The `Grid` extension of the fixture format: what decodes, and the exact errors for bad input.
@Suite struct GridVocabularyTests {
    /// A grid node (with its JSON path `$.element`) and the message its decoding must fail with.
    static let badGrids: [(element: String, message: String)] = [
        (
            #"{"type": "Grid", "rowz": []}"#,
            #"test.json: $.element: missing required key "rows" for Grid; found "rowz", did you mean "rows"?"#
        ),
        (
            #"{"type": "Grid", "rows": [{"cells": [], "alignmnt": "top"}]}"#,
            #"test.json: $.element.rows[0].alignmnt: unknown key "alignmnt" for a Grid row (expected one of "alignment", "cells"); did you mean "alignment"?"#
        ),
        (
            #"{"type": "Grid", "horizontalSpacing": "8", "rows": []}"#,
            #"test.json: $.element.horizontalSpacing: expected a number, found "8""#
        ),
        (
            #"{"type": "Grid", "verticalSpacing": 1e999, "rows": []}"#,
            #"test.json: $.element.verticalSpacing: expected a finite number, found 1e999"#
        ),
        (
            #"{"type": "Grid", "horizontalSpacing": -1, "rows": []}"#,
            #"test.json: $.element.horizontalSpacing: expected a non-negative number, found -1"#
        ),
        (
            #"{"type": "Grid", "columns": {"sizing": "fit"}, "rows": []}"#,
            #"test.json: $.element.columns: expected an array of column objects, found an object"#
        ),
        (
            #"{"type": "Grid", "columns": [{"sizing": "flex"}], "rows": []}"#,
            #"test.json: $.element.columns[0].sizing: expected one of "fit", "fixed", "flexible", found "flex""#
        ),
        (
            #"{"type": "Grid", "columns": [{"width": 10}], "rows": []}"#,
            #"test.json: $.element.columns[0].width: "width" is only for a column with "sizing": "fixed""#
        ),
        (
            #"{"type": "Grid", "columns": [{"sizing": "fixed"}], "rows": []}"#,
            #"test.json: $.element.columns[0]: missing required key "width" for a Grid column"#
        ),
        (
            #"{"type": "Grid", "columns": [{"sizing": "flexible", "growPriority": -1}], "rows": []}"#,
            #"test.json: $.element.columns[0].growPriority: expected a non-negative number, found -1"#
        ),
        (
            #"{"type": "Grid", "columns": [{"sizing": "fit", "growPriority": 2}], "rows": []}"#,
            #"test.json: $.element.columns[0].growPriority: "growPriority" is only for a column with "sizing": "flexible""#
        ),
        (
            #"{"type": "Grid", "columns": [{"alignment": "top"}], "rows": []}"#,
            #"test.json: $.element.columns[0].alignment: expected one of "leading", "center", "trailing" or an alignment guide object, found "top""#
        ),
        (
            #"{"type": "Grid", "alignment": "centre", "rows": []}"#,
            #"test.json: $.element.alignment: expected one of "topLeading", "top", "topTrailing", "leading", "center", "trailing", "bottomLeading", "bottom", "bottomTrailing" or {"horizontal": …, "vertical": …}, found "centre"; did you mean "center"?"#
        ),
        (
            #"{"type": "Grid", "alignment": {"horizontal": "leading", "vertical": "leading"}, "rows": []}"#,
            #"test.json: $.element.alignment.vertical: expected one of "top", "center", "bottom" or an alignment guide object, found "leading""#
        ),
        (
            #"{"type": "Grid", "alignment": {"horizontal": "leading", "vertcal": "top"}, "rows": []}"#,
            #"test.json: $.element.alignment.vertcal: unknown key "vertcal" for a Grid alignment (expected one of "horizontal", "vertical"); did you mean "vertical"?"#
        ),
        (
            #"{"type": "Grid", "rows": [3]}"#,
            #"test.json: $.element.rows[0]: expected a row object ({"cells": [...]}) or an element node (a full-width row), found 3"#
        ),
        (
            #"{"type": "Grid", "rows": [{"alignment": "top"}]}"#,
            #"test.json: $.element.rows[0]: missing required key "cells" for a Grid row"#
        ),
        (
            #"{"type": "Grid", "rows": [{"cells": {"type": "Empty"}}]}"#,
            #"test.json: $.element.rows[0].cells: expected an array of element nodes, found an object"#
        ),
        (
            #"{"type": "Grid", "rows": [{"alignment": {"offset": 1e999}, "cells": []}]}"#,
            #"test.json: $.element.rows[0].alignment.offset: expected a finite number, found 1e999"#
        ),
        (
            #"{"type": "Grid", "rows": [{"cells": [{"type": "Empty", "traits": {"columnSpan": 0}}]}]}"#,
            #"test.json: $.element.rows[0].cells[0].traits.columnSpan: expected a whole number of at least 1, found 0"#
        ),
        (
            #"{"type": "Grid", "rows": [{"cells": [{"type": "Empty", "traits": {"columnSpan": "some"}}]}]}"#,
            #"test.json: $.element.rows[0].cells[0].traits.columnSpan: expected a whole number of at least 1 or "all", found "some""#
        ),
        (
            #"{"type": "Grid", "rows": [{"cells": [{"type": "Empty", "traits": {"columnSpan": 1.5}}]}]}"#,
            #"test.json: $.element.rows[0].cells[0].traits.columnSpan: expected a whole number, found 1.5"#
        ),
        (
            #"{"type": "Grid", "rows": [{"type": "Empty", "traits": {"columnSpan": 2}}]}"#,
            #"test.json: $.element.rows[0].traits.columnSpan: a full-width row's cell spans every column; remove "columnSpan" (or put the cell in a row's "cells")"#
        ),
        (
            #"{"type": "Grid", "rows": [{"cells": [{"type": "Empty", "traits": {"unsizedAxes": ["diagonal"]}}]}]}"#,
            #"test.json: $.element.rows[0].cells[0].traits.unsizedAxes[0]: expected one of "horizontal", "vertical", found "diagonal""#
        ),
        (
            #"{"type": "Grid", "rows": [{"cells": [{"type": "Empty", "traits": {"unsizedAxes": "vertical"}}]}]}"#,
            #"test.json: $.element.rows[0].cells[0].traits.unsizedAxes: expected an array of "horizontal" and "vertical", found "vertical""#
        ),
        (
            #"{"type": "Grid", "rows": [{"cells": [{"type": "Empty", "traits": {"horizontalAlignment": "top"}}]}]}"#,
            #"test.json: $.element.rows[0].cells[0].traits.horizontalAlignment: expected one of "leading", "center", "trailing" or an alignment guide object, found "top""#
        ),
        (
            #"{"type": "Grid", "rows": [{"cells": [{"type": "Empty", "traits": {"span": 2}}]}]}"#,
            #"test.json: $.element.rows[0].cells[0].traits.span: unknown key "span" for traits of a Grid child (expected one of "columnSpan", "horizontalAlignment", "verticalAlignment", "horizontalGuide", "verticalGuide", "unsizedAxes", "key")"#
        ),
        (
            #"{"type": "Grid", "rows": [{"cells": [{"type": "Empty", "traits": {"verticalGuide": {"offset": "x"}}}]}]}"#,
            #"test.json: $.element.rows[0].cells[0].traits.verticalGuide.offset: expected a number, found "x""#
        ),
        (
            #"{"type": "Grid", "rows": [{"cells": [{"type": "Fixed"}]}]}"#,
            #"test.json: $.element.rows[0].cells[0]: missing required key "size" for Fixed"#
        ),
        (
            #"{"type": "Row", "children": [{"type": "Empty", "traits": {"columnSpan": 2}}]}"#,
            #"test.json: $.element.children[0].traits.columnSpan: unknown key "columnSpan" for traits of a Row child (expected one of "growPriority", "shrinkPriority", "priority", "alignmentGuide", "key")"#
        ),
    ]

    @Test(arguments: badGrids.indices)
    func badGridIsRejectedWithItsMessage(index: Int) {
        let (element, expected) = Self.badGrids[index]
        let text = TestSupport.fixture(element: element, measurements: #"[{"constraint": {}, "size": [0, 0]}]"#)
        do {
            _ = try TestSupport.decode(text)
            Issue.record("decoded: \(element)")
        } catch {
            #expect(error.description == expected, "\(element)")
        }
    }

    /// Every key of the extension in one grid; the frames are worked out by hand. Columns: a
    /// trailing fit column (5) and a flexible one (10), which the 32-wide spanning cell widens by
    /// (32 - 17) / 2 each to 12.5 and 17.5, and a fixed one (30); with spacing 2, 64 wide. Rows 10
    /// (bottom-aligned), 1 (the rule), 6, with spacing 1: 19. In 100 the flexible column grows by
    /// 36 to 53.5. The spanning cell takes its first column's trailing alignment (68 - 32 = 36);
    /// the last cell's own guide (its width) lines up with nothing else and sits at the leading edge.
    @Test func everyKeyDecodes() throws {
        let fixture = try TestSupport.decode(
            TestSupport.fixture(
                element: #"""
                    {"type": "Grid", "alignment": {"horizontal": "leading", "vertical": "top"},
                     "horizontalSpacing": 2, "verticalSpacing": 1,
                     "columns": [{"alignment": "trailing"}, {"sizing": "flexible", "growPriority": 2},
                                 {"sizing": "fixed", "width": 30}],
                     "rows": [
                        {"alignment": "bottom", "cells": [
                            {"type": "Fixed", "id": "a", "size": [5, 5]},
                            {"type": "Fixed", "id": "b", "size": [10, 10], "traits": {"key": "b"}},
                            {"type": "Fixed", "id": "c", "size": [4, 4],
                             "traits": {"horizontalAlignment": "center", "verticalAlignment": "center"}}
                        ]},
                        {"type": "Fixed", "id": "rule", "size": [1, 1], "traits": {"unsizedAxes": ["horizontal"]}},
                        {"cells": [
                            {"type": "Fixed", "id": "span", "size": [32, 6], "traits": {"columnSpan": 2}},
                            {"type": "Fixed", "id": "rest", "size": [3, 3],
                             "traits": {"columnSpan": "all", "horizontalGuide": {"fraction": 1}}}
                        ]}
                     ]}
                    """#,
                measurements: #"[{"constraint": {}, "size": [64, 19]}]"#,
                layouts: #"""
                    [{"size": [100, 19], "frames": {
                        "a": [7.5, 5, 5, 5], "b": [14.5, 0, 10, 10], "c": [83, 3, 4, 4],
                        "rule": [0, 11, 100, 1], "span": [36, 13, 32, 6], "rest": [70, 13, 3, 3]}}]
                    """#
            )
        )
        let result = FixtureRunner().run(fixture)
        #expect(result.passed, "\(result)")
    }
}
