@testable import BlueprintLayout
import Dispatch
import Foundation
import Testing

/// Proxies whose representation is another proxy: one node for the chain, as in Blueprint,
/// whether the chain's content is read at once or, when the thread's stack runs low, in a loop
/// when the node is made (`DeepChainTests` lays out chains of 100,000).
@Suite struct ProxyElementTests {
    @Test func aChainOfProxiesIsOneNodeOfTheOutermostProxy() {
        let result = Chain(remaining: 3).layout(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect((result.element as? Chain)?.remaining == 3)
        #expect(result.typeName == "Chain")
        // The representation at the end of the chain is an Inset: its child is the chain's child.
        #expect(result.children.count == 1)
        #expect(result.children[0].element is Spacer)
        #expect(result.children[0].frame == CGRect(x: 5, y: 5, width: 30, height: 20))
    }

    /// On a thread with no stack to spare (less than the engine keeps free), a proxy's content is
    /// not read at once: it measures, counts its children and lays out all the same.
    ///
    /// The thread uses up its stack down to the engine's limit first: a thread asked for a small
    /// stack may be given a larger one (glibc reuses the stacks of threads that ended, up to four
    /// times the size asked for), so its size alone says nothing.
    @Test func contentReadWithoutStackToSpareIsTheSame() {
        let row = Row { Chain(remaining: 3) }
        let expected = row.layout(frame: CGRect(x: 0, y: 0, width: 40, height: 30)).absoluteFrames
        let box = OutcomeBox()
        runOnThread(stackSize: 1024 * 1024) {
            withoutStackToSpare {
                let content = Chain(remaining: 3).content
                box.deferred = content.proxied != nil
                box.size = content.measure(in: .unconstrained)
                box.childCount = content.childCount
                let result = Row { Chain(remaining: 3) }.layout(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
                box.frames = result.absoluteFrames.map(\.frame)
                box.types = result.absoluteFrames.map(\.node.typeName)
            }
        }
        #expect(box.deferred)
        #expect(box.size == Chain(remaining: 3).content.measure(in: .unconstrained))
        #expect(box.size == CGSize(width: 20, height: 20))
        #expect(box.childCount == 1)
        #expect(box.types == ["Row", "Chain", "Spacer"])
        #expect(box.types == expected.map(\.node.typeName))
        #expect(box.frames == expected.map(\.frame))
    }

    /// A proxy type with content of its own, in a chain: its content is the one used.
    @Test func aProxyWithContentOfItsOwnKeepsIt() {
        let element = Outer(inner: Chain(remaining: 2))
        #expect(element.content.measure(in: .unconstrained) == CGSize(width: 7, height: 7))
        let result = Row { element }.layout(frame: CGRect(x: 0, y: 0, width: 7, height: 7))
        #expect(result.children.map(\.typeName) == ["Outer"])
        #expect(result.children[0].children.isEmpty)
    }

    /// Traits attached to a proxy's representation reach the proxy's container.
    @Test func traitsOfARepresentationReachTheContainer() {
        let traited = Traited(remaining: 2)
        let result = LayoutContainer(TraitWidth()) { traited }.layout(frame: CGRect(x: 0, y: 0, width: 50, height: 10))
        #expect(LayoutContainer(TraitWidth()) { traited }.content.measure(in: .unconstrained).width == 42)
        #expect(result.children.count == 1)
    }
}

/// A proxy whose representation is the next proxy; the last one's is a 10×10 spacer inset by 5.
fileprivate struct Chain: ProxyElement {
    var remaining: Int
    var elementRepresentation: Element {
        remaining == 0 ? Spacer(width: 10, height: 10).inset(uniform: 5) : Chain(remaining: remaining - 1)
    }
}

/// A proxy that states content of its own (a 7×7 leaf) instead of its representation's.
fileprivate struct Outer: ProxyElement {
    var inner: Element
    var elementRepresentation: Element { inner }
    var content: ElementContent { ElementContent(intrinsicSize: CGSize(width: 7, height: 7)) }
}

/// A proxy chain ending in a spacer that carries ``WidthKey`` 42.
fileprivate struct Traited: ProxyElement {
    var remaining: Int
    var elementRepresentation: Element {
        remaining == 0
            ? Spacer(width: 1, height: 1).layoutTrait(key: WidthKey.self, value: 42) : Traited(remaining: remaining - 1)
    }
}

fileprivate enum WidthKey: LayoutTraitsKey {
    static var defaultValue: CGFloat { 0 }
}

/// As wide as its first child's ``WidthKey``.
fileprivate struct TraitWidth: Layout {
    func sizeThatFits(proposal: SizeConstraint, subelements: Subelements, environment: Environment, cache: inout ())
        -> CGSize
    {
        CGSize(width: subelements.first?[WidthKey.self] ?? 0, height: 1)
    }

    func placeSubelements(in size: CGSize, subelements: Subelements, environment: Environment, cache: inout ()) {}
}

fileprivate final class OutcomeBox: @unchecked Sendable {
    var deferred = false
    var size = CGSize.zero
    var childCount = 0
    var frames: [CGRect] = []
    var types: [String] = []
}

/// Runs `body` on a new thread with `stackSize` bytes of stack and waits for it.
/// Recurses until the thread has less stack left than the engine keeps free, then runs `body`.
fileprivate func withoutStackToSpare(_ body: () -> Void) {
    guard DeepRecursion.threadHasRoom() else { return body() }
    withoutStackToSpare(body)
    // A call after the recursive one keeps each level's frame (no tail call).
    _ = DeepRecursion.stackPosition()
}
