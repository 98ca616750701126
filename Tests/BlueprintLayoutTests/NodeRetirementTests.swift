import Foundation
import Testing

@testable import BlueprintLayout

/// A node is retired as soon as its result is made (`LayoutNode.retire()`): what it holds is
/// released then, and the pass's end destroys only the nodes that were not retired. Either way,
/// every element a pass held is released by the time the pass ends.
@Suite struct NodeRetirementTests {
    @Test func aLayoutPassReleasesEveryElementItHeld() {
        let log = Self.logOfPass { log in
            let row = Row {
                Holding(log: log)
                Column { Holding(log: log) }
                Holding(log: log).inset(uniform: 1)
            }
            let result = row.layout(frame: CGRect(x: 0, y: 0, width: 90, height: 30))
            #expect(result.children.count == 3)
        }
        #expect(log.made == 3)
        #expect(log.released == 3)
    }

    @Test func aMeasuringPassReleasesEveryElementItHeld() {
        // No result is made, so no node is retired: the pass's end destroys them all.
        let log = Self.logOfPass { log in
            let row = Row {
                Holding(log: log)
                Column { Holding(log: log) }
            }
            #expect(row.content.measure(in: SizeConstraint(width: 100)) == CGSize(width: 20, height: 10))
        }
        #expect(log.made == 2)
        #expect(log.released == 2)
    }

    @Test func nodesMadeOnlyToMeasureAreReleasedWithTheRetiredOnes() {
        // Content built from its constraint makes a node for every element it builds; only the one
        // built for the frame gets a result and is retired, the others end with the pass.
        let log = Self.logOfPass { log in
            let built = ElementContent { _, _ in Holding(log: log) }
            var column = Column()
            column.horizontalAlignment = .leading
            column.add(child: BuiltElement(content: built))
            column.add(child: Holding(log: log))
            let result = column.layout(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            #expect(result.children.count == 2)
        }
        #expect(log.made > 2)
        #expect(log.released == log.made)
    }

    /// The log of `pass`, which makes its elements with the log given and drops them, and its
    /// results, when it returns.
    fileprivate static func logOfPass(_ pass: (ReleaseLog) -> Void) -> ReleaseLog {
        let log = ReleaseLog()
        pass(log)
        return log
    }

    @Test func aRetiredNodesStateHoldsNothing() {
        let context = LayoutContext(options: LayoutMode.default.options)
        let node = LayoutNode(
            root: Holding(log: ReleaseLog()), content: Holding(log: ReleaseLog()).content, environment: .empty,
            context: context)
        _ = node.result(
            frame: CGRect(x: 0, y: 0, width: 10, height: 10), attributes: .init(),
            identifier: ElementIdentifier(type: Holding.self, key: nil, count: 1))
        #expect(!node.state.pointee.isLive)
        #expect(node.state.pointee.content.storage == nil)
        #expect(node.state.pointee.record == nil && node.state.pointee.firstChild == nil)
        #expect(context.retiredStates == 1)
    }

    @Test func aNodeCallsItsContentStorageUnretainedWhileItHoldsIt() {
        // Each of these contents makes a new storage at every read: the node's state is its only
        // owner, and the engine calls it through `LayoutNodeState.storage(of:)` without a count.
        let contents: [(String, ElementContent)] = [
            ("passthrough", ElementContent(child: Spacer(4))),
            ("lazy", ElementContent { _, _ in Spacer(6) }),
            ("environment", ElementContent(child: Spacer(8)) { $0[ProbeKey.self] = 1 }),
            (
                "layout",
                Row {
                    Spacer(3)
                    Spacer(5)
                }.content
            ),
        ]
        for (name, content) in contents {
            let context = LayoutContext(options: LayoutMode.default.options)
            let node = LayoutNode(
                root: BuiltElement(content: content), content: content, environment: .empty, context: context)
            let storage = LayoutNodeState.storage(of: node.state)?.takeUnretainedValue()
            #expect(storage != nil && storage === node.state.pointee.content.storage, "\(name)")
            let size = node.measure(SizeConstraint(width: 100))
            #expect(size == content.measure(in: SizeConstraint(width: 100)), "\(name)")
            _ = node.result(
                frame: CGRect(origin: .zero, size: size), attributes: .init(),
                identifier: ElementIdentifier(type: BuiltElement.self, key: nil, count: 1))
            #expect(!node.state.pointee.isLive, "\(name)")
            // Retired, its content is a leaf's: no storage is read.
            #expect(LayoutNodeState.storage(of: node.state) == nil, "\(name)")
        }
    }
}

private enum ProbeKey: EnvironmentKey {
    static var defaultValue: Int { 0 }
}

/// How many `Holding` elements' trackers were made and released.
private final class ReleaseLog: @unchecked Sendable {
    var made = 0
    var released = 0
}

private final class Tracker {
    let log: ReleaseLog

    init(log: ReleaseLog) {
        self.log = log
        log.made += 1
    }

    deinit { log.released += 1 }
}

/// A 10 × 10 leaf that holds a tracker, so the test sees when the last copy of it goes.
private struct Holding: Element {
    let tracker: Tracker

    init(log: ReleaseLog) {
        tracker = Tracker(log: log)
    }

    var content: ElementContent { ElementContent(intrinsicSize: CGSize(width: 10, height: 10)) }
}

private struct BuiltElement: Element {
    let content: ElementContent
}
