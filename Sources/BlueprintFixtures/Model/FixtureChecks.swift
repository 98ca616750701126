import BlueprintLayout
import Foundation

/// An expected size: each component a number, `.infinity`, or nil (not checked).
public struct ExpectedSize: Equatable, Sendable {
    /// The expected width, nil when unchecked.
    public var width: CGFloat?
    /// The expected height, nil when unchecked.
    public var height: CGFloat?

    /// Creates an expected size.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }
}

/// An expected frame in root coordinates: each component a number or nil (not checked).
public struct ExpectedFrame: Equatable, Sendable {
    /// `x`, `y`, `width`, `height`; nil components are not checked.
    public var components: [CGFloat?] {
        get { [component(0), component(1), component(2), component(3)] }
        set {
            self = ExpectedFrame(
                x: newValue.count > 0 ? newValue[0] : nil,
                y: newValue.count > 1 ? newValue[1] : nil,
                width: newValue.count > 2 ? newValue[2] : nil,
                height: newValue.count > 3 ? newValue[3] : nil
            )
        }
    }

    // Stored inline, the checked components marked by a bit each rather than as optionals
    // (40 bytes, not 64): a layout check may list a frame for every node.
    private var x: CGFloat
    private var y: CGFloat
    private var width: CGFloat
    private var height: CGFloat
    /// Bit `i` is set when component `i` (`x`, `y`, `width`, `height`) is checked.
    private(set) var checked: UInt8

    /// ``checked`` when every component is.
    static let allChecked: UInt8 = 15

    /// The four components as stored (0 where unchecked).
    var storedComponents: (CGFloat, CGFloat, CGFloat, CGFloat) { (x, y, width, height) }

    /// A frame of stored components and checked bits (``storedComponents``, ``checked``).
    init(stored: (CGFloat, CGFloat, CGFloat, CGFloat), checked: UInt8) {
        (x, y, width, height) = stored
        self.checked = checked
    }

    /// Creates an expected frame from four optional components.
    public init(x: CGFloat?, y: CGFloat?, width: CGFloat?, height: CGFloat?) {
        self.x = x ?? 0
        self.y = y ?? 0
        self.width = width ?? 0
        self.height = height ?? 0
        checked =
            (x == nil ? 0 : 1) | (y == nil ? 0 : 2) | (width == nil ? 0 : 4) | (height == nil ? 0 : 8)
    }

    /// Component `index` (`x`, `y`, `width`, `height`), nil when unchecked.
    private func component(_ index: Int) -> CGFloat? {
        guard checked & (1 << index) != 0 else { return nil }
        switch index {
        case 0: return x
        case 1: return y
        case 2: return width
        default: return height
        }
    }

    /// Whether `frame` (`[x, y, width, height]`, its size not normalized) matches every checked
    /// component within `tolerance`, with no NaN: the comparison's fast path, without arrays.
    func matches(_ frame: CGRect, tolerance: CGFloat) -> Bool {
        func close(_ index: Int, _ want: CGFloat, _ got: CGFloat) -> Bool {
            guard !got.isNaN else { return false }
            guard checked & (1 << index) != 0 else { return true }
            if want.isInfinite || got.isInfinite { return want == got }
            return abs(got - want) <= tolerance
        }
        return close(0, x, frame.origin.x) && close(1, y, frame.origin.y) && close(2, width, frame.size.width)
            && close(3, height, frame.size.height)
    }

    /// Whether no component is checked.
    var isUnchecked: Bool { checked == 0 }

    /// Frames are equal when they check the same components with the same values.
    public static func == (lhs: ExpectedFrame, rhs: ExpectedFrame) -> Bool {
        lhs.components == rhs.components
    }

    /// A fully checked frame.
    public init(_ rect: CGRect) {
        self.init(x: rect.origin.x, y: rect.origin.y, width: rect.size.width, height: rect.size.height)
    }
}

/// Expected layout attributes of one node; nil members are not checked.
public struct ExpectedAttributes: Equatable, Sendable {
    /// The expected alpha.
    public var alpha: CGFloat?
    /// The expected hidden flag.
    public var isHidden: Bool?
    /// The expected user interaction flag.
    public var isUserInteractionEnabled: Bool?

    /// Creates expected attributes.
    public init(alpha: CGFloat? = nil, isHidden: Bool? = nil, isUserInteractionEnabled: Bool? = nil) {
        self.alpha = alpha
        self.isHidden = isHidden
        self.isUserInteractionEnabled = isUserInteractionEnabled
    }
}

/// Measures the root in a constraint and compares the size.
public struct MeasurementCheck {
    /// The check's position in `measurements`.
    public var index: Int
    /// The constraint measured in.
    public var constraint: SizeConstraint
    /// The expected size.
    public var size: ExpectedSize
    /// This check's own tolerance, overriding the fixture's.
    public var tolerance: CGFloat?

    /// `measurements[0]`.
    public var label: String { "measurements[\(index)]" }
}

/// Lays the root out in a size and compares frames and attributes of identified nodes.
public struct LayoutCheck {
    /// The check's position in `layouts`.
    public var index: Int
    /// The root's size; it is laid out in `(0, 0, width, height)`. A component written `null` is
    /// `.infinity`: a **measured axis**. The root is then measured on that axis, the other one as
    /// given (`[384, null]`: the height it measures to at a width of at most 384), and laid out in
    /// that size — as `layout(frame:)` treats an infinite side (see ``isMeasured``).
    public var size: CGSize
    /// Expected frames by ID, in document order.
    public var frames: [(id: String, frame: ExpectedFrame)] {
        get { Array(expectedFrames) }
        set { expectedFrames = ExpectedFrames(newValue) }
    }
    /// The expected frames, stored compactly (``frames`` makes an array of them).
    var expectedFrames: ExpectedFrames
    /// Expected attributes by ID, in document order.
    public var attributes: [(id: String, attributes: ExpectedAttributes)]
    /// Whether frames are snapped to the pixel grid before comparing.
    public var rounded: Bool
    /// This check's own tolerance, overriding the fixture's.
    public var tolerance: CGFloat?
    /// The names the check lists that are not IDs of the fixture's tree: found by key path (see
    /// "Naming elements" in `Docs/FixtureFormat.md`).
    var keyPathNames: Set<String> = []

    /// A check of `size`, expecting `frames` and `attributes`.
    init(
        index: Int, size: CGSize, frames: ExpectedFrames, attributes: [(id: String, attributes: ExpectedAttributes)],
        rounded: Bool, tolerance: CGFloat?
    ) {
        self.index = index
        self.size = size
        expectedFrames = frames
        self.attributes = attributes
        self.rounded = rounded
        self.tolerance = tolerance
    }

    /// `layouts[0]`.
    public var label: String { "layouts[\(index)]" }

    /// Whether the root is measured on an axis (its `size` has `null` there) rather than given it.
    public var isMeasured: (width: Bool, height: Bool) {
        (size.width == .infinity, size.height == .infinity)
    }
}
