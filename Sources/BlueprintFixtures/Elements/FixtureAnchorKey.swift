import BlueprintLayout
import Foundation

/// The one anchor preference key behind the fixture vocabulary's string-named keys
/// (`AnchorPublisher`, `AnchorOverlay`, `AnchorBackground`; see `Docs/FixtureFormat.md`).
///
/// Its value maps a fixture's key string to the anchors published under it, in tree order, each
/// with the ID of the `AnchorPublisher` node that published it. Publishers under different
/// strings never see each other's anchors:
/// ```swift
/// let tab = Fixed(size: CGSize(width: 60, height: 40))
///     .anchorPreference(key: FixtureAnchorKey.self, value: .bounds) { anchor in
///         ["selection": [FixtureAnchor(publisherID: "tab2", anchor: anchor)]]
///     }
/// ```
public enum FixtureAnchorKey: AnchorPreferenceKey {
    /// Anchors by fixture key string, in tree order.
    public typealias Value = [String: [FixtureAnchor]]

    /// No anchors.
    public static var defaultValue: Value { [:] }

    /// Appends the next publisher's anchors to the lists of their key strings.
    public static func reduce(value: inout Value, nextValue: () -> Value) {
        for (key, anchors) in nextValue() {
            value[key, default: []].append(contentsOf: anchors)
        }
    }
}

/// One anchor published under a fixture key string: the publisher's ID and its bounds or a point
/// of its frame.
public struct FixtureAnchor: Sendable {
    /// The ID of the `AnchorPublisher` node.
    public var publisherID: String

    private enum Storage: Sendable {
        case rect(Anchor<CGRect>)
        case point(Anchor<CGPoint>)
    }

    private let storage: Storage

    /// An anchor for a rectangle (the publisher's bounds).
    public init(publisherID: String, anchor: Anchor<CGRect>) {
        self.publisherID = publisherID
        storage = .rect(anchor)
    }

    /// An anchor for a point of the publisher's frame.
    public init(publisherID: String, anchor: Anchor<CGPoint>) {
        self.publisherID = publisherID
        storage = .point(anchor)
    }

    /// The anchor's rectangle in `resolver`'s space: the resolved rectangle, or a zero-size
    /// rectangle at the resolved point.
    public func rect(in resolver: AnchorResolver) -> CGRect {
        switch storage {
        case .rect(let anchor): resolver[anchor]
        case .point(let anchor): CGRect(origin: resolver[anchor], size: .zero)
        }
    }
}
