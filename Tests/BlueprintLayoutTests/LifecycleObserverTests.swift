import BlueprintLayout
import Foundation
import Testing

/// Records the order in which callbacks run.
fileprivate final class CallLog: @unchecked Sendable {
    var calls: [String] = []
}

@Suite struct LifecycleObserverTests {
    @Test func measuresAndLaysOutAsTheWrappedElement() {
        let content = Spacer(width: 30, height: 20)
        let observed = content.onAppear {}
        #expect(observed.content.measure(in: .unconstrained) == CGSize(width: 30, height: 20))
        let result = observed.layout(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(result.children.count == 1)
        #expect(result.children[0].element is Spacer)
        #expect(result.children[0].frame == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test func resultNodesCarryTheCallbacks() {
        let log = CallLog()
        let tree = Row {
            Spacer(10).onAppear { log.calls.append("appear") }.onDisappear { log.calls.append("disappear") }
            Spacer(10)
        }
        let result = tree.layout(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        let observers = result.absoluteFrames.filter { $0.node.onAppear != nil || $0.node.onDisappear != nil }
        #expect(observers.count == 1)
        #expect(observers.first?.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        observers.first?.node.onAppear?()
        observers.first?.node.onDisappear?()
        #expect(log.calls == ["appear", "disappear"])
        // Nodes of other elements carry none.
        #expect(result.onAppear == nil)
        #expect(result.children[1].onDisappear == nil)
    }

    @Test func chainedCallbacksRunInOrderOnOneObserver() {
        let log = CallLog()
        let observer = Spacer(5)
            .onAppear { log.calls.append("first") }
            .onAppear { log.calls.append("second") }
            .onDisappear { log.calls.append("gone") }
        #expect(observer.wrapped is Spacer)
        observer.onAppear?()
        observer.onDisappear?()
        #expect(log.calls == ["first", "second", "gone"])
    }

    @Test func initializerDefaults() {
        let observer = LifecycleObserver(onAppear: {}, wrapping: Empty())
        #expect(observer.onAppear != nil)
        #expect(observer.onDisappear == nil)
        let callback: LifecycleCallback = {}
        #expect(LifecycleObserver(onDisappear: callback, wrapping: Empty()).onAppear == nil)
    }
}
