import BlueprintLayout
import Foundation
import Testing

/// How long a layout's cache lives within a pass: made once, kept while the layout measures and
/// places, and released as soon as the children are placed, before their own results are made.
@Suite struct LayoutCacheLifetimeTests {
    @Test func aCacheIsMadeOncePerPassAndReleasedBeforeTheChildrenAreLaidOut() {
        let log = CacheLog()
        let element = Tracked(log: log) {
            Observer(log: log) { Spacer(width: 10, height: 10) }
            Observer(log: log) { Spacer(width: 20, height: 20) }
        }
        let result = element.layout(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

        #expect(
            result.children.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 100, height: 100), .init(x: 0, y: 0, width: 100, height: 100),
            ])
        // The container measured and placed its children with one cache.
        #expect(log.made == 1)
        #expect(log.released == 1)
        // Both children were placed after the container's cache was gone.
        #expect(log.releasedWhenObserverPlaced == [1, 1])
    }

    @Test func aSingleChildLayoutsCacheIsReleasedBeforeItsChildIsLaidOut() {
        let log = CacheLog()
        let element = TrackedWrapper(log: log, wrapped: Observer(log: log) { Spacer(width: 10, height: 10) })
        let result = element.layout(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

        #expect(result.children.map(\.frame) == [CGRect(x: 5, y: 5, width: 90, height: 90)])
        #expect(log.made == 1)
        #expect(log.released == 1)
        #expect(log.releasedWhenObserverPlaced == [1])

        // Measuring alone keeps the cache for the pass and releases it with the pass.
        _ = element.content.measure(in: SizeConstraint(CGSize(width: 100, height: 100)))
        #expect(log.made == 2)
        #expect(log.released == 2)
    }

    @Test func eachPassMakesAndReleasesItsOwnCache() {
        let log = CacheLog()
        let element = Tracked(log: log) { Spacer(width: 10, height: 10) }
        _ = element.layout(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        _ = element.layout(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        #expect(log.made == 2)
        #expect(log.released == 2)
    }
}

/// What the caches of one test did.
private final class CacheLog {
    var made = 0
    var released = 0
    var releasedWhenObserverPlaced: [Int] = []
}

/// A cache that counts itself in its log.
private final class TrackedCache {
    let log: CacheLog

    init(log: CacheLog) {
        self.log = log
        log.made += 1
    }

    deinit {
        log.released += 1
    }
}

/// Measures its first child in the whole proposal and places every child in the whole frame,
/// with a cache that logs its life.
private struct Tracked: Layout {
    let log: CacheLog

    func makeCache(subelements: Subelements, environment: Environment) -> TrackedCache {
        TrackedCache(log: log)
    }

    func sizeThatFits(
        proposal: SizeConstraint, subelements: Subelements, environment: Environment, cache: inout TrackedCache
    ) -> CGSize {
        subelements.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubelements(
        in size: CGSize, subelements: Subelements, environment: Environment, cache: inout TrackedCache
    ) {
        for subelement in subelements { subelement.place(in: CGRect(origin: .zero, size: size)) }
    }
}

/// Insets its child by 5 on every side, with a cache that logs its life.
private struct TrackedWrapper: Element {
    let log: CacheLog
    let wrapped: Element

    struct Layout: SingleChildLayout {
        let log: CacheLog

        func makeCache(subelement: Subelement, environment: Environment) -> TrackedCache {
            TrackedCache(log: log)
        }

        func sizeThatFits(
            proposal: SizeConstraint, subelement: Subelement, environment: Environment, cache: inout TrackedCache
        ) -> CGSize {
            let size = subelement.sizeThatFits(proposal.inset(width: 10, height: 10))
            return CGSize(width: size.width + 10, height: size.height + 10)
        }

        func placeSubelement(
            in size: CGSize, subelement: Subelement, environment: Environment, cache: inout TrackedCache
        ) {
            subelement.place(in: CGRect(x: 5, y: 5, width: size.width - 10, height: size.height - 10))
        }
    }

    var content: ElementContent {
        ElementContent(child: wrapped, layout: Layout(log: log))
    }
}

/// Logs how many caches were released when it places its child.
private struct Observer: Layout {
    let log: CacheLog

    func sizeThatFits(proposal: SizeConstraint, subelements: Subelements, environment: Environment, cache: inout ())
        -> CGSize
    {
        subelements.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubelements(in size: CGSize, subelements: Subelements, environment: Environment, cache: inout ()) {
        log.releasedWhenObserverPlaced.append(log.released)
        subelements.first?.place(in: CGRect(origin: .zero, size: size))
    }
}
