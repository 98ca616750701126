import BlueprintLayout
import Foundation
import Testing

@Suite struct AnchorPreferenceTests {
    // MARK: - Highlighting one marked child

    /// A Column whose middle child holds, two levels down, the element to highlight; the root's
    /// overlay draws a `PreferenceBox` on it.
    ///
    ///     Column (60 × 55)
    ///       Spacer 0 × 10
    ///       Inset 5 (60 × 25)  at y 10
    ///         Row (50 × 15)    at (5, 5)
    ///           Spacer 20 × 5
    ///           Spacer 30 × 15 at x 20, published   → (25, 15, 30, 15) in the Column
    ///       Spacer 0 × 20
    private var highlightedColumn: AnchorPreferenceReader<SelectionKey> {
        Column {
            Spacer(height: 10)
            Row {
                Spacer(width: 20, height: 5)
                Spacer(width: 30, height: 15).anchorPreference(key: SelectionKey.self, value: .bounds)
            }
            .inset(uniform: 5)
            Spacer(height: 20)
        }
        .overlayPreferenceValue(SelectionKey.self) { selection, resolver in
            guard let rect = resolver[selection] else { return Empty() }
            return resolver.positioned(PreferenceBox(), in: rect)
        }
    }

    @Test(arguments: [LayoutOptions.default, .noDeductions])
    func highlightsAMarkedChildDeepInsideAColumn(options: LayoutOptions) {
        let result = highlightedColumn.layout(frame: CGRect(x: 100, y: 200, width: 60, height: 55), options: options)
        // The reader's children, in z-order: the Column, then the overlay filling the reader.
        #expect(result.children.map(\.typeName) == ["Column", "Inset"])
        #expect(result.children[1].frame == CGRect(x: 0, y: 0, width: 60, height: 55))
        // The PreferenceBox sits on the marked Spacer.
        let box = result.first { $0.element is PreferenceBox }
        #expect(box?.frame == CGRect(x: 125, y: 215, width: 30, height: 15))
        let marked = result.publishedAnchors(for: SelectionKey.self)
        #expect(marked.count == 1)
        #expect(marked.first?.frame == box?.frame)
    }

    @Test func theResultTreeResolvesInAnyNodesCoordinates() {
        let result = highlightedColumn.layout(frame: CGRect(x: 100, y: 200, width: 60, height: 55))
        let selection = result.preferenceValue(for: SelectionKey.self)
        #expect(selection != nil)
        // The root's coordinate space is the one absolute frames use.
        #expect(result.anchorResolver()[selection] == CGRect(x: 125, y: 215, width: 30, height: 15))
        #expect(result.anchorResolver().size == CGSize(width: 60, height: 55))
        // The Row is at (105, 215): the Spacer is 20 points into it.
        let inRow = result.anchorResolver { $0.element is Row }
        #expect(inRow?.size == CGSize(width: 50, height: 15))
        #expect(inRow?[selection] == CGRect(x: 20, y: 0, width: 30, height: 15))
        // The Column is the reader's first child, at the root's origin.
        #expect(
            result.anchorResolver { $0.element is Column }?[selection] == CGRect(x: 25, y: 15, width: 30, height: 15))
        #expect(result.anchorResolver { _ in false } == nil)
    }

    @Test func resolvesInTheCoordinatesOfAKeyedNode() {
        let element = Column {
            Spacer(height: 12)
            Row {
                Spacer(width: 8)
                Spacer(width: 4, height: 4).anchorPreference(key: SelectionKey.self, value: .bounds)
            }
            .keyed("row")
        }
        let result = element.layout(frame: CGRect(x: 0, y: 0, width: 12, height: 16))
        let selection = result.preferenceValue(for: SelectionKey.self)
        #expect(result.anchorResolver()[selection] == CGRect(x: 8, y: 12, width: 4, height: 4))
        #expect(result.anchorResolver(inCoordinatesOfKey: "row")?[selection] == CGRect(x: 8, y: 0, width: 4, height: 4))
        #expect(result.anchorResolver(inCoordinatesOfKey: "missing") == nil)
    }

    // MARK: - Tab underline

    /// Three tabs in a Row (40, 60 and 50 wide, 10 apart) inset by 8; the overlay underlines the
    /// selected tab with a 2-point line along its bottom edge.
    private func tabBar(selected: String) -> Element {
        Row(minimumSpacing: 10) {
            for (id, width) in [("a", 40.0), ("b", 60.0), ("c", 50.0)] {
                Spacer(width: width, height: 20).anchorPreference(key: TabBoundsKey.self, value: .bounds) { [id: $0] }
            }
        }
        .inset(uniform: 8)
        .overlayPreferenceValue(TabBoundsKey.self) { tabs, resolver in
            guard let tab = resolver[tabs[selected]] else { return Empty() }
            let underline = CGRect(x: tab.minX, y: tab.maxY - 2, width: tab.width, height: 2)
            return resolver.positioned(Underline(), in: underline)
        }
    }

    @Test(arguments: [
        ("a", CGRect(x: 8, y: 26, width: 40, height: 2)),
        ("b", CGRect(x: 58, y: 26, width: 60, height: 2)),
        ("c", CGRect(x: 128, y: 26, width: 50, height: 2)),
    ])
    func underlineFollowsTheSelectedTab(selected: String, expected: CGRect) {
        let bar = tabBar(selected: selected)
        let size = bar.content.measure(in: .unconstrained)
        #expect(size == CGSize(width: 186, height: 36))
        let result = bar.layout(frame: CGRect(origin: .zero, size: size))
        #expect(result.first { $0.element is Underline }?.frame == expected)
        #expect(result.publishedAnchors(for: TabBoundsKey.self).count == 3)
    }

    @Test func underlineForAnUnknownTabIsEmpty() {
        let result = tabBar(selected: "z").layout(frame: CGRect(x: 0, y: 0, width: 186, height: 36))
        #expect(result.first { $0.element is Underline } == nil)
        #expect(result.children.last?.element is Empty)
    }

    // MARK: - A grid built from gathered sizes

    @Test(arguments: [
        // 150 wide: three columns (50 + 40 + 60); rows 40 and 30 high.
        (
            CGFloat(150),
            [
                "a": CGRect(x: 0, y: 0, width: 50, height: 20),
                "b": CGRect(x: 50, y: 0, width: 30, height: 40),
                "c": CGRect(x: 90, y: 0, width: 60, height: 10),
                "d": CGRect(x: 0, y: 40, width: 20, height: 20),
                "e": CGRect(x: 50, y: 40, width: 40, height: 30),
            ]
        ),
        // 100 wide: two columns (60 + 30); rows 40, 20 and 30 high.
        (
            CGFloat(100),
            [
                "a": CGRect(x: 0, y: 0, width: 50, height: 20),
                "b": CGRect(x: 60, y: 0, width: 30, height: 40),
                "c": CGRect(x: 0, y: 40, width: 60, height: 10),
                "d": CGRect(x: 60, y: 40, width: 20, height: 20),
                "e": CGRect(x: 0, y: 60, width: 40, height: 30),
            ]
        ),
    ])
    func gridPositionsItemsFromTheirGatheredSizes(width: CGFloat, expected: [String: CGRect]) {
        let grid = SizedGrid(items: [
            ("a", CGSize(width: 50, height: 20)),
            ("b", CGSize(width: 30, height: 40)),
            ("c", CGSize(width: 60, height: 10)),
            ("d", CGSize(width: 20, height: 20)),
            ("e", CGSize(width: 40, height: 30)),
        ])
        let result = grid.layout(frame: CGRect(x: 0, y: 0, width: width, height: 200))
        for (id, frame) in expected {
            #expect(result.frame(forKey: id) == frame, "item \(id)")
        }
        // The probes that were measured are hidden; the gathered sizes are theirs.
        let probes = result.publishedAnchors(for: ItemBoundsKey.self)
        #expect(probes.map(\.frame.size) == expected.keys.sorted().map { expected[$0]!.size })
    }

    @Test func gridGathersSizesMeasuredInItsWidth() {
        // A label-like item whose height depends on the width it gets: 100 points of "text"
        // wraps into lines 20 high.
        let grid = SizedGrid(elements: [
            ("text", Wrapping(length: 100, lineHeight: 20)),
            ("icon", Spacer(width: 30, height: 30)),
        ])
        let wide = grid.layout(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(wide.frame(forKey: "text") == CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(wide.frame(forKey: "icon") == CGRect(x: 100, y: 0, width: 30, height: 30))
        let narrow = grid.layout(frame: CGRect(x: 0, y: 0, width: 60, height: 100))
        #expect(narrow.frame(forKey: "text") == CGRect(x: 0, y: 0, width: 60, height: 40))
        #expect(narrow.frame(forKey: "icon") == CGRect(x: 0, y: 40, width: 30, height: 30))
    }

    // MARK: - Nesting and containers

    @Test func nestedReadersEachResolveInTheirOwnSpace() {
        let inner = Spacer(20)
            .anchorPreference(key: SelectionKey.self, value: .bounds)
            .inset(uniform: 10)
            .overlayPreferenceValue(SelectionKey.self) { selection, resolver in
                // Draws a marker on the selection that also publishes its center.
                guard let rect = resolver[selection] else { return Empty() }
                return resolver.positioned(
                    PreferenceBox().anchorPreference(key: CenterKey.self, value: .center) { [$0] },
                    in: rect
                )
            }
        let outer = Column {
            Spacer(height: 30)
            inner
        }
        .overlayPreferenceValue(SelectionKey.self) { selection, resolver in
            guard let rect = resolver[selection] else { return Empty() }
            return resolver.positioned(Underline(), in: rect)
        }
        .backgroundPreferenceValue(CenterKey.self) { centers, resolver in
            Overlay(
                elements: centers.map { center in
                    resolver.positioned(Dot(), in: CGRect(origin: resolver[center], size: .zero))
                })
        }
        let result = outer.layout(frame: CGRect(x: 0, y: 0, width: 40, height: 70))
        // The inner reader, at (0, 30), drew its PreferenceBox at (10, 10) in its own space.
        let innerReader = result.first { $0.element is AnchorPreferenceReader<SelectionKey> && $0.frame.minY == 30 }
        #expect(innerReader?.frame == CGRect(x: 0, y: 30, width: 40, height: 40))
        #expect(innerReader?.node.children.last?.children.first?.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(result.first { $0.element is PreferenceBox }?.frame == CGRect(x: 10, y: 40, width: 20, height: 20))
        // The outer reader sees the same publisher in its own space.
        #expect(result.first { $0.element is Underline }?.frame == CGRect(x: 10, y: 40, width: 20, height: 20))
        // The background reader sees what the inner reader built, and draws behind everything.
        #expect(result.children.first?.element is Overlay)
        #expect(result.first { $0.element is Dot }?.frame == CGRect(x: 20, y: 50, width: 0, height: 0))
    }

    @Test func readersInsideInsetDecorateAndOverlay() {
        func marker(_ id: String) -> Element {
            Spacer(10).anchorPreference(key: TabBoundsKey.self, value: .bounds) { [id: $0] }
        }
        func reader(_ content: Element) -> Element {
            content.overlayPreferenceValue(TabBoundsKey.self) { tabs, resolver in
                Overlay(
                    elements: tabs.sorted { $0.key < $1.key }.map { _, anchor in
                        resolver.positioned(PreferenceBox(), in: resolver[anchor])
                    })
            }
        }
        let element = Overlay {
            // A reader inset by 7 from the root: frames in its space do not include the 7.
            reader(marker("inset").aligned(vertically: .bottom, horizontally: .trailing)).inset(uniform: 7)
            // A reader around a Decorate sees a decoration hanging off the top-left corner.
            reader(
                Spacer(30).decorate(layering: .above, position: .corner(.topLeft)) { marker("decoration") }
            )
            .aligned(vertically: .top, horizontally: .leading)
        }
        let result = element.layout(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
        let boxes = result.absoluteFrames.filter { $0.node.element is PreferenceBox }.map(\.frame)
        #expect(
            boxes == [
                // The marker at the inset reader's bottom-right corner (86 × 66 reader at (7, 7)).
                CGRect(x: 83, y: 63, width: 10, height: 10),
                // The decoration centered on the Decorate's top-left corner.
                CGRect(x: -5, y: -5, width: 10, height: 10),
            ]
        )
        let insetReader = result.first { $0.element is Inset }?.node.children.first
        let insetBox = insetReader?.children.last?.children.first?.children.first
        #expect(insetBox?.frame == CGRect(x: 76, y: 56, width: 10, height: 10))
    }

    @Test func readerAsOneOfSeveralOverlayChildren() {
        let element = Overlay {
            Spacer(50)
            Column {
                Spacer(height: 5)
                Spacer(width: 8, height: 8).anchorPreference(key: SelectionKey.self, value: .bounds)
            }
            .overlayPreferenceValue(SelectionKey.self) { selection, resolver in
                resolver[selection].map { resolver.positioned(PreferenceBox(), in: $0) } ?? Empty()
            }
        }
        let result = element.layout(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        // The Column gets the whole 50 × 50 and spreads its children out: the marked Spacer ends
        // at the bottom; the PreferenceBox follows it.
        let spacer = result.publishedAnchors(for: SelectionKey.self).first?.frame
        #expect(spacer == CGRect(x: 0, y: 42, width: 8, height: 8))
        #expect(result.first { $0.element is PreferenceBox }?.frame == spacer)
        #expect(result.children.map(\.typeName) == ["Spacer", "AnchorPreferenceReader<SelectionKey>"])
    }

    // MARK: - Measurement

    @Test(arguments: [LayoutOptions.default, .noDeductions])
    func measurementIsTheContentsAndNeverBuilds(options: LayoutOptions) {
        let counter = Counter()
        let content = Column {
            Wrapping(length: 90, lineHeight: 10).anchorPreference(key: SelectionKey.self, value: .bounds)
            Spacer(width: 10, height: 5)
        }
        let reader = content.overlayPreferenceValue(SelectionKey.self) { _, _ in
            counter.count += 1
            // Far larger than the content: must not change the measured size.
            return Spacer(width: 1000, height: 1000)
        }
        for constraint in [
            SizeConstraint.unconstrained, SizeConstraint(width: 40), SizeConstraint(CGSize(width: 0, height: 0)),
        ] {
            #expect(
                reader.content.measure(in: constraint, options: options)
                    == content.content.measure(in: constraint, options: options)
            )
        }
        #expect(
            reader.content.measure(in: SizeConstraint(width: 40), options: options) == CGSize(width: 40, height: 35))
        #expect(counter.count == 0)

        // In a Row the reader gets the content's size; the builder runs once for the layout.
        let row = Row {
            reader
            Spacer(width: 10, height: 10)
        }
        #expect(row.content.measure(in: .unconstrained, options: options) == CGSize(width: 100, height: 15))
        let result = row.layout(frame: CGRect(x: 0, y: 0, width: 100, height: 15), options: options)
        #expect(result.children[0].frame == CGRect(x: 0, y: 0, width: 90, height: 15))
        #expect(counter.count == 1)
    }

    @Test func publishersAndReadersFollowTheLayoutContract() {
        let label = Label(text: "Anchors follow the contract")
        let publisher = label.anchorPreference(key: SelectionKey.self, value: .bounds)
        let reader = publisher.overlayPreferenceValue(SelectionKey.self) { _, _ in Spacer(width: 10_000, height: 1) }
        #expect(LayoutContract().violations(of: publisher).isEmpty)
        #expect(LayoutContract().violations(of: reader).isEmpty)
    }

    @Test func measuringAPublisherAloneIsItsContent() {
        let publisher = Spacer(width: 12, height: 7).anchorPreference(key: SelectionKey.self, value: .bounds)
        #expect(publisher.content.measure(in: .unconstrained) == CGSize(width: 12, height: 7))
        #expect(publisher.content.childCount == 1)
        let result = publisher.layout(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(result.children.first?.frame == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(result.preferenceValue(for: SelectionKey.self) != nil)
    }

    // MARK: - Values, order and sources

    @Test func withoutPublishersTheBuilderGetsTheDefault() {
        var received: [String: Anchor<CGRect>]? = nil
        let reader = Spacer(10).overlayPreferenceValue(TabBoundsKey.self) { value, resolver in
            received = value
            #expect(resolver.size == CGSize(width: 30, height: 20))
            #expect(resolver.bounds == CGRect(x: 0, y: 0, width: 30, height: 20))
            return Empty()
        }
        _ = reader.layout(frame: CGRect(x: 5, y: 5, width: 30, height: 20))
        #expect(received == [:])
        #expect(Spacer(10).layout(frame: .zero).preferenceValue(for: OrderKey.self) == [])
    }

    @Test func valuesAreReducedInTreeOrder() {
        func tag(_ name: String, _ content: Element = Spacer(5)) -> Element {
            content.anchorPreference(key: OrderKey.self, value: .bounds) { _ in [name] }
        }
        // Depth first, a parent before its children, siblings back to front.
        let element = Column {
            tag("first")
            tag(
                "outer",
                Row {
                    tag("inner-1"); tag("inner-2")
                })
            tag("last")
        }
        var received: [String] = []
        let reader = element.backgroundPreferenceValue(OrderKey.self) { value, _ in
            received = value
            return Empty()
        }
        let result = reader.layout(frame: CGRect(x: 0, y: 0, width: 10, height: 15))
        #expect(received == ["first", "outer", "inner-1", "inner-2", "last"])
        #expect(result.preferenceValue(for: OrderKey.self) == received)
        #expect(result.publishedAnchors(for: OrderKey.self).count == 5)
        // Another key's publishers are not listed.
        #expect(result.publishedAnchors(for: SelectionKey.self).isEmpty)
        // The last of several optional anchors wins.
        let twice = Column {
            Spacer(5).anchorPreference(key: SelectionKey.self, value: .bounds)
            Spacer(7).anchorPreference(key: SelectionKey.self, value: .bounds)
        }
        let laidOut = twice.layout(frame: CGRect(x: 0, y: 0, width: 7, height: 12))
        #expect(laidOut.anchorResolver()[laidOut.preferenceValue(for: SelectionKey.self)]?.height == 7)
    }

    @Test func backgroundGoesFirstInZOrder() {
        let reader = Spacer(10).backgroundPreferenceValue(SelectionKey.self) { _, _ in Spacer(3) }
        #expect(reader.layering == .below)
        let result = reader.layout(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        // Both children are Spacers: identifiers count in z-order.
        #expect(result.children.map(\.identifier.description) == ["Spacer.1", "Spacer.2"])
        #expect(result.children.map(\.frame.size) == [CGSize(width: 10, height: 10), CGSize(width: 10, height: 10)])
        let overlay = Spacer(10).overlayPreferenceValue(SelectionKey.self) { _, _ in Empty() }
        #expect(overlay.layering == .above)
        #expect(overlay.layout(frame: .zero).children.map(\.typeName) == ["Spacer", "Empty"])
        #expect(overlay.content.childCount == 2)
    }

    @Test func pointAndRectSources() {
        let element = Spacer(width: 40, height: 20)
            .anchorPreference(key: PointsKey.self, value: .center) { ["center": $0] }
            .anchorPreference(key: PointsKey.self, value: .bottomTrailing) { ["bottomTrailing": $0] }
            .anchorPreference(key: PointsKey.self, value: .unitPoint(UnitPoint(x: 0.25, y: 0.5))) { ["quarter": $0] }
            .anchorPreference(key: PointsKey.self, value: .point(CGPoint(x: 3, y: 4))) { ["point": $0] }
            .anchorPreference(key: SelectionKey.self, value: .rect(CGRect(x: 0, y: 18, width: 40, height: 2)))
            .inset(left: 10)
        let result = element.layout(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        let resolver = result.anchorResolver()
        let points = result.preferenceValue(for: PointsKey.self).mapValues { resolver[$0] }
        #expect(
            points == [
                "center": CGPoint(x: 30, y: 10),
                "bottomTrailing": CGPoint(x: 50, y: 20),
                "quarter": CGPoint(x: 20, y: 10),
                "point": CGPoint(x: 13, y: 4),
            ]
        )
        #expect(resolver[result.preferenceValue(for: SelectionKey.self)] == CGRect(x: 10, y: 18, width: 40, height: 2))
        // The named unit points on a 40 × 20 element at the origin.
        let named: [(String, Anchor<CGPoint>.Source, CGPoint)] = [
            ("topLeading", .topLeading, CGPoint(x: 0, y: 0)),
            ("top", .top, CGPoint(x: 20, y: 0)),
            ("topTrailing", .topTrailing, CGPoint(x: 40, y: 0)),
            ("leading", .leading, CGPoint(x: 0, y: 10)),
            ("trailing", .trailing, CGPoint(x: 40, y: 10)),
            ("bottomLeading", .bottomLeading, CGPoint(x: 0, y: 20)),
            ("bottom", .bottom, CGPoint(x: 20, y: 20)),
        ]
        var publisher: Element = Spacer(width: 40, height: 20)
        for (name, source, _) in named {
            publisher = publisher.anchorPreference(key: PointsKey.self, value: source) { [name: $0] }
        }
        let namedResult = publisher.layout(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        let namedPoints = namedResult.preferenceValue(for: PointsKey.self).mapValues {
            namedResult.anchorResolver()[$0]
        }
        for (name, _, expected) in named {
            #expect(namedPoints[name] == expected, "\(name)")
        }
        #expect(Anchor<CGRect>.Source.bounds == .bounds)
        #expect(Anchor<CGPoint>.Source.top != .bottom)
        #expect("\(Anchor<CGPoint>.Source.center)" == "unitPoint(0.5, 0.5)")
    }

    @Test func positionedKeepsFramesOutsideTheBounds() {
        let resolver = Spacer(10).layout(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).anchorResolver()
        let outside = CGRect(x: -4, y: 6, width: 20, height: 8)
        let result = resolver.positioned(PreferenceBox(), in: outside).layout(frame: resolver.bounds)
        #expect(result.first { $0.element is PreferenceBox }?.frame == outside)
    }

    // MARK: - Readers inside readers

    /// A chain of readers, each over a publisher and the next reader: every publisher's value is
    /// made once in the whole layout (each reader reuses what the reader inside it gathered),
    /// and every reader still gets every value below it, in its own coordinates.
    @Test func nestedReadersMakeEachPublishedValueOnce() {
        let levels = 300
        let made = Counter()
        var element: Element = Spacer(width: 10, height: 10)
        var innermostCenters: [CGPoint] = []
        var outermostCenters: [CGPoint] = []
        for level in 0..<levels {
            let published = Spacer(width: 10, height: 10)
                .anchorPreference(key: CenterKey.self, value: .center) { anchor in
                    made.count += 1
                    return [anchor]
                }
            element = Column {
                published
                element
            }
            .inset(top: 1, bottom: 0, left: 1, right: 0)
            .overlayPreferenceValue(CenterKey.self) { centers, resolver in
                if level == 0 { innermostCenters = centers.map { resolver[$0] } }
                if level == levels - 1 { outermostCenters = centers.map { resolver[$0] } }
                return Empty()
            }
        }
        let side = CGFloat(levels) * 11 + 10
        let result = element.layout(frame: CGRect(x: 0, y: 0, width: side, height: side))
        #expect(made.count == levels)
        // The innermost reader sees its one publisher at (1, 1) in its space, centered.
        #expect(innermostCenters == [CGPoint(x: 6, y: 6)])
        // The outermost sees every publisher, outermost first, each one level further in.
        #expect(outermostCenters.count == levels)
        #expect(outermostCenters.first == CGPoint(x: 6, y: 6))
        #expect(outermostCenters.last == CGPoint(x: CGFloat(levels) + 5, y: CGFloat(levels - 1) * 11 + 6))
        // The laid-out tree answers the same, walking every node.
        let fromResult = result.preferenceValue(for: CenterKey.self).map { result.anchorResolver()[$0] }
        #expect(fromResult == outermostCenters)
        #expect(made.count == 2 * levels)
    }

    /// A reader inside a reader with no publisher under it adds nothing, even for a key whose
    /// `reduce` replaces the value with whatever comes next.
    @Test func aNestedReaderWithoutPublishersAddsNothing() {
        var seen: [String] = ["not built"]
        let element = Column {
            Spacer(10).anchorPreference(key: LastKey.self, value: .bounds) { _ in ["first"] }
            Spacer(10).overlayPreferenceValue(LastKey.self) { _, _ in Empty() }
        }
        .overlayPreferenceValue(LastKey.self) { names, _ in
            seen = names
            return Empty()
        }
        _ = element.layout(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(seen == ["first"])
    }

    /// What a nested background reader builds comes before its content in z-order, for the
    /// reader outside it as for the tree.
    @Test func aNestedBackgroundsBuiltElementCountsFirst() {
        var seen: [String] = []
        let inner = Spacer(10)
            .anchorPreference(key: OrderKey.self, value: .bounds) { _ in ["content"] }
            .backgroundPreferenceValue(OrderKey.self) { _, _ in
                Spacer(10).anchorPreference(key: OrderKey.self, value: .bounds) { _ in ["built"] }
            }
        let element = Column {
            Spacer(10).anchorPreference(key: OrderKey.self, value: .bounds) { _ in ["before"] }
            inner
        }
        .overlayPreferenceValue(OrderKey.self) { names, _ in
            seen = names
            return Empty()
        }
        let result = element.layout(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(seen == ["before", "built", "content"])
        #expect(result.preferenceValue(for: OrderKey.self) == ["before", "built", "content"])
    }
}

// MARK: - Keys

/// The bounds of the one selected element; the last one published wins.
fileprivate enum SelectionKey: AnchorPreferenceKey {
    static var defaultValue: Anchor<CGRect>? { nil }
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = nextValue() ?? value
    }
}

/// Bounds by identifier, merged (later publishers win).
fileprivate enum TabBoundsKey: AnchorPreferenceKey {
    static var defaultValue: [String: Anchor<CGRect>] { [:] }
    static func reduce(value: inout [String: Anchor<CGRect>], nextValue: () -> [String: Anchor<CGRect>]) {
        value.merge(nextValue()) { _, new in new }
    }
}

/// Points by name.
fileprivate enum PointsKey: AnchorPreferenceKey {
    static var defaultValue: [String: Anchor<CGPoint>] { [:] }
    static func reduce(value: inout [String: Anchor<CGPoint>], nextValue: () -> [String: Anchor<CGPoint>]) {
        value.merge(nextValue()) { _, new in new }
    }
}

/// Every center, in order.
fileprivate enum CenterKey: AnchorPreferenceKey {
    static var defaultValue: [Anchor<CGPoint>] { [] }
    static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) {
        value += nextValue()
    }
}

/// The names of the publishers, in the order they were reduced.
fileprivate enum OrderKey: AnchorPreferenceKey {
    static var defaultValue: [String] { [] }
    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value += nextValue()
    }
}

/// The last published names, whatever they are: `reduce` replaces the value.
fileprivate enum LastKey: AnchorPreferenceKey {
    static var defaultValue: [String] { [] }
    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value = nextValue()
    }
}

/// Each grid item's bounds, by identifier.
fileprivate enum ItemBoundsKey: AnchorPreferenceKey {
    static var defaultValue: [String: Anchor<CGRect>] { [:] }
    static func reduce(value: inout [String: Anchor<CGRect>], nextValue: () -> [String: Anchor<CGRect>]) {
        value.merge(nextValue()) { _, new in new }
    }
}

// MARK: - Test elements

/// A grid that measures each item where it would be drawn, gathers the sizes through anchors, and
/// arranges the items in rows and columns from them.
///
/// Its content is a hidden layer of probes: each item at its natural size (measured in the
/// grid's frame) in the top-left corner, publishing its bounds. The overlay reads the sizes,
/// picks the most columns whose widest items fit the grid's width, makes each column as wide as
/// its widest item and each row as high as its tallest, and puts every item at the top-left of
/// its cell. The grid fills the frame it is given; its measured size is the largest item's.
fileprivate struct SizedGrid: ProxyElement {
    var elements: [(id: String, element: Element)]

    init(elements: [(String, Element)]) {
        self.elements = elements.map { (id: $0.0, element: $0.1) }
    }

    init(items: [(String, CGSize)]) {
        self.init(elements: items.map { ($0.0, Spacer(size: $0.1) as Element) })
    }

    var elementRepresentation: Element {
        let elements = elements
        let probes = Overlay(
            elements: elements.map { item in
                item.element
                    .anchorPreference(key: ItemBoundsKey.self, value: .bounds) { [item.id: $0] }
                    .aligned(vertically: .top, horizontally: .leading)
            }
        )
        return probes.hidden().overlayPreferenceValue(ItemBoundsKey.self) { bounds, resolver in
            let sizes = elements.map { resolver[bounds[$0.id]]?.size ?? .zero }
            let frames = Self.cells(for: sizes, width: resolver.size.width)
            return Overlay(
                elements: zip(elements, frames).map { item, frame in
                    resolver.positioned(item.element.keyed(item.id), in: frame)
                }
            )
        }
    }

    /// Items' frames, row by row, in the most columns that fit `width` (at least one).
    static func cells(for sizes: [CGSize], width: CGFloat) -> [CGRect] {
        guard !sizes.isEmpty else { return [] }
        func columnWidths(_ count: Int) -> [CGFloat] {
            var widths = Array(repeating: CGFloat(0), count: count)
            for (index, size) in sizes.enumerated() {
                widths[index % count] = max(widths[index % count], size.width)
            }
            return widths
        }
        let columns = (1...sizes.count).last { columnWidths($0).reduce(0, +) <= width } ?? 1
        let widths = columnWidths(columns)
        var frames: [CGRect] = []
        var y: CGFloat = 0
        for rowStart in stride(from: 0, to: sizes.count, by: columns) {
            let row = sizes[rowStart..<min(rowStart + columns, sizes.count)]
            var x: CGFloat = 0
            for (column, size) in row.enumerated() {
                frames.append(CGRect(origin: CGPoint(x: x, y: y), size: size))
                x += widths[column]
            }
            y += row.map(\.height).max() ?? 0
        }
        return frames
    }
}

/// Text-like: `length` points of content broken into lines of `lineHeight` in the width offered.
fileprivate struct Wrapping: Element {
    var length: CGFloat
    var lineHeight: CGFloat

    var content: ElementContent {
        ElementContent { constraint in
            let width = min(length, constraint.width.maximum)
            guard width > 0 else { return CGSize(width: 0, height: lineHeight) }
            return CGSize(width: width, height: (length / width).rounded(.up) * lineHeight)
        }
    }
}

fileprivate struct PreferenceBox: Element {
    var content: ElementContent { ElementContent(intrinsicSize: .zero) }
}

fileprivate struct Underline: Element {
    var content: ElementContent { ElementContent(intrinsicSize: .zero) }
}

fileprivate struct Dot: Element {
    var content: ElementContent { ElementContent(intrinsicSize: .zero) }
}

fileprivate final class Counter: @unchecked Sendable {
    var count = 0
}
