import Dispatch
import Foundation
import Testing

@testable import BlueprintLayout

/// Public API used wrongly ends in defined behaviour: a correct result, or a trap whose message
/// names the misuse (never a read of freed memory).
@Suite struct MisuseTests {
    @Test func subelementKeptPastItsPassTrapsWithAMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let keeper = SubelementKeeper()
            _ = KeepingLayoutElement(keeper: keeper).layout(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            _ = keeper.kept!.sizeThatFits(SizeConstraint(width: 10))
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("a LayoutSubelement was used after its layout pass ended"))
    }

    @Test func placingAKeptSubelementTraps() async {
        await #expect(processExitsWith: .failure) { useKeptSubelementAfterTwoPasses(.place) }
    }

    @Test func readingATraitOfAKeptSubelementTraps() async {
        await #expect(processExitsWith: .failure) { useKeptSubelementAfterTwoPasses(.trait) }
    }

    @Test func settingAttributesOfAKeptSubelementTraps() async {
        await #expect(processExitsWith: .failure) { useKeptSubelementAfterTwoPasses(.attributes) }
    }

    @Test func stackPlacementOfAKeptSubelementTraps() async {
        await #expect(processExitsWith: .failure) { useKeptSubelementAfterTwoPasses(.stackPlacement) }
    }

    @Test func subelementKeptFromAMeasurementTraps() async {
        await #expect(processExitsWith: .failure) {
            let keeper = SubelementKeeper()
            _ = KeepingLayoutElement(keeper: keeper).content.measure(in: SizeConstraint(width: 100))
            _ = keeper.kept!.key
        }
    }

    @Test func aSessionUsedFromInsideItsOwnPassTrapsWithAMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let session = LayoutSession()
            let frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            let reentrant = GeometryReader { _ in
                _ = session.layout(Spacer(1), frame: frame)
                return Spacer(1)
            }
            _ = session.layout(reentrant, frame: frame)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("LayoutSession: used by two threads at once, or from inside its own pass"))
    }

    @Test func aSessionUsedByTwoThreadsAtOnceTrapsWithAMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let session = LayoutSession()
            let frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            let passStarted = DispatchSemaphore(value: 0)
            let secondDone = DispatchSemaphore(value: 0)
            // The first pass waits inside its content while a second thread uses the session.
            let waiting = GeometryReader { _ in
                passStarted.signal()
                secondDone.wait()
                return Spacer(1)
            }
            Thread.detachNewThread {
                passStarted.wait()
                _ = session.layout(Spacer(1), frame: frame)
                secondDone.signal()
            }
            _ = session.layout(waiting, frame: frame)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("LayoutSession: used by two threads at once"))
    }

    @Test func anElementContainingItselfStopsWithAMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Endless().layout(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("does an element's content contain the element itself without end?"))
    }

    @Test func measuringSubelementsOnOtherThreadsTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = ConcurrentMeasuring().content.measure(in: SizeConstraint(width: 100))
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("a LayoutSubelement was used from another thread than its layout pass runs on"))
    }

    @Test func aSubelementKeptByAnotherElementWorksUntilItsElementIsLaidOut() {
        // The second child measures the first one's subelement while the Row measures: allowed.
        let keeper = SubelementKeeper()
        let row = Row {
            KeepingLayoutElement(keeper: keeper).stackLayoutChild(priority: .fixed)
            ReadsKeptSubelement(keeper: keeper, whenPlacing: false).stackLayoutChild(priority: .fixed)
        }
        let result = row.layout(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        // The kept Spacer measures 5 wide in 3 × ∞: the reader takes that width, beside the 10-wide keeper.
        #expect(result.children.map(\.frame.width) == [10, 5])
    }

    @Test func aSubelementUsedAfterItsElementWasLaidOutTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            // The keeper's frame and its Spacer's are made before the reader places its children.
            let keeper = SubelementKeeper()
            let row = Row {
                KeepingLayoutElement(keeper: keeper)
                ReadsKeptSubelement(keeper: keeper, whenPlacing: true)
            }
            _ = row.layout(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("a LayoutSubelement was used after its element was laid out"))
    }

    @Test func placingWhileMeasuringDoesNotCount() {
        let result = PlacesWhileMeasuring().layout(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
        // The child was placed at (5, 5, 10, 10) while measuring only: it fills the frame.
        #expect(result.children.map(\.frame) == [CGRect(x: 0, y: 0, width: 80, height: 60)])
    }
}

private enum KeptUse {
    case place, trait, attributes, stackPlacement
}

/// Keeps a subelement from one pass, runs a second pass (the first one's nodes are gone, another
/// pass's nodes are live), then uses the kept subelement.
private func useKeptSubelementAfterTwoPasses(_ use: KeptUse) {
    let keeper = SubelementKeeper()
    _ = KeepingLayoutElement(keeper: keeper).layout(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    _ = KeepingLayoutElement(keeper: SubelementKeeper()).layout(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let subelement = keeper.kept!
    switch use {
    case .place: subelement.place(at: .zero, size: CGSize(width: 1, height: 1))
    case .trait: _ = subelement[Marker.self]
    case .attributes: subelement.attributes.alpha = 0.5
    case .stackPlacement:
        let layout = StackLayout(axis: .horizontal, alignment: .fill)
        var cache: StackLayout.Cache = layout.makeCache(subelements: [subelement], environment: .empty)
        layout.placeSubelements(
            in: CGSize(width: 10, height: 10), subelements: [subelement], environment: .empty, cache: &cache)
    }
}

private enum Marker: LayoutTraitsKey {
    static var defaultValue: Int { 0 }
}

/// Where a misbehaving layout keeps a subelement.
private final class SubelementKeeper: @unchecked Sendable {
    var kept: LayoutSubelement?
}

/// A layout that keeps its first subelement past the pass.
private struct KeepingLayout: Layout {
    let keeper: SubelementKeeper

    func sizeThatFits(
        proposal: SizeConstraint, subelements: Subelements, environment: Environment, cache: inout ()
    ) -> CGSize {
        keeper.kept = subelements.first
        return CGSize(width: 10, height: 10)
    }

    func placeSubelements(in size: CGSize, subelements: Subelements, environment: Environment, cache: inout ()) {
        keeper.kept = subelements.first
    }
}

private struct KeepingLayoutElement: Element {
    let keeper: SubelementKeeper

    var content: ElementContent {
        ElementContent(layout: KeepingLayout(keeper: keeper)) { builder in
            builder.add(element: Spacer(5))
        }
    }
}

/// Measures the subelement another element's layout kept, in 3 × 100 (a constraint nothing else
/// asks for), while measuring or while placing its own children, and takes that size.
private struct ReadsKeptSubelement: Element {
    let keeper: SubelementKeeper
    let whenPlacing: Bool

    struct ReadingLayout: Layout {
        let keeper: SubelementKeeper
        let whenPlacing: Bool

        func sizeThatFits(
            proposal: SizeConstraint, subelements: Subelements, environment: Environment, cache: inout ()
        ) -> CGSize {
            whenPlacing ? CGSize(width: 5, height: 5) : keeper.kept!.sizeThatFits(SizeConstraint(width: 3))
        }

        func placeSubelements(in size: CGSize, subelements: Subelements, environment: Environment, cache: inout ()) {
            if whenPlacing { _ = keeper.kept!.sizeThatFits(SizeConstraint(width: 3)) }
        }
    }

    var content: ElementContent {
        // A layout without children is not asked to place them: one child.
        ElementContent(layout: ReadingLayout(keeper: keeper, whenPlacing: whenPlacing)) { builder in
            builder.add(element: Spacer(1))
        }
    }
}

/// A layout that places its child only while measuring.
private struct PlacesWhileMeasuringLayout: Layout {
    func sizeThatFits(
        proposal: SizeConstraint, subelements: Subelements, environment: Environment, cache: inout ()
    ) -> CGSize {
        subelements[0].place(at: CGPoint(x: 5, y: 5), size: CGSize(width: 10, height: 10))
        return CGSize(width: 20, height: 20)
    }

    func placeSubelements(in size: CGSize, subelements: Subelements, environment: Environment, cache: inout ()) {}
}

private struct PlacesWhileMeasuring: Element {
    var content: ElementContent {
        ElementContent(layout: PlacesWhileMeasuringLayout()) { builder in
            builder.add(element: Spacer(5))
        }
    }
}

/// An element whose content holds a new copy of itself, without end.
private struct Endless: Element {
    var content: ElementContent { ElementContent(child: Endless().inset(uniform: 0)) }
}

/// A layout that measures its subelements on other threads.
private struct ConcurrentMeasuringLayout: Layout {
    func sizeThatFits(
        proposal: SizeConstraint, subelements: Subelements, environment: Environment, cache: inout ()
    ) -> CGSize {
        let shared = SubelementKeeper()
        shared.kept = subelements[0]
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            _ = shared.kept!.sizeThatFits(proposal)
        }
        group.wait()
        return .zero
    }

    func placeSubelements(in size: CGSize, subelements: Subelements, environment: Environment, cache: inout ()) {}
}

private struct ConcurrentMeasuring: Element {
    var content: ElementContent {
        ElementContent(layout: ConcurrentMeasuringLayout()) { builder in
            builder.add(element: Spacer(5))
        }
    }
}
