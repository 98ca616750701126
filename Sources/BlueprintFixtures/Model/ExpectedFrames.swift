import Foundation

/// A layout check's expected frames by name, in document order, stored compactly: a check may
/// list a frame for every node of a large tree, and ``LayoutCheck/frames``' tuples take 56 bytes
/// each.
///
/// - Names: when the check lists the first names of the fixture's ID list in its order (as
///   `record` writes them), that list itself (shared with ``Fixture/ids``: nothing per frame);
///   else an array of its own.
/// - Values: four `Float`s a frame when every component is one exactly (16 bytes: whole numbers
///   up to 2^24 and most halves and quarters), else four `CGFloat`s (32).
/// - Checked components: a byte a frame only once some frame leaves a component unchecked.
///
/// Reading a frame gives back exactly the ``ExpectedFrame`` stored.
struct ExpectedFrames: RandomAccessCollection {
    /// Where the names are.
    private enum Names {
        /// The first `count` IDs of this list (the fixture's IDs, in document order).
        case declared([String])
        /// Names of their own.
        case listed([String])
    }

    /// Where the components are.
    private enum Values {
        /// Four a frame, each exactly a `Float`.
        case single([Float])
        /// Four a frame.
        case double([CGFloat])
    }

    private var names: Names
    private var values: Values = .single([])
    /// Each frame's checked components (``ExpectedFrame/checked``), empty while every frame
    /// checks all four.
    private var checkedBits: [UInt8] = []
    /// How many frames there are.
    private(set) var count = 0

    /// No frames, to be named from `declaredIDs` for as long as they follow it.
    init(declaredIDs: [String] = []) {
        names = .declared(declaredIDs)
    }

    /// `frames`, in order.
    init(_ frames: [(id: String, frame: ExpectedFrame)]) {
        self.init()
        reserveCapacity(frames.count)
        for (id, frame) in frames { append(id: id, frame: frame) }
    }

    /// Makes room for `capacity` frames.
    mutating func reserveCapacity(_ capacity: Int) {
        switch values {
        case .single(var array):
            values = .single([])
            array.reserveCapacity(4 * capacity)
            values = .single(array)
        case .double(var array):
            values = .double([])
            array.reserveCapacity(4 * capacity)
            values = .double(array)
        }
    }

    /// Adds `frame`, named `id`.
    mutating func append(id: String, frame: ExpectedFrame) {
        switch names {
        case .declared(let ids):
            if count < ids.count && ids[count] == id { break }
            var listed = Array(ids[..<count])
            listed.append(id)
            names = .listed(listed)
        case .listed(var listed):
            names = .listed([])
            listed.append(id)
            names = .listed(listed)
        }
        let (x, y, width, height) = frame.storedComponents
        switch values {
        case .single(var array):
            values = .single([])
            if let x = Float(exactly: x), let y = Float(exactly: y), let width = Float(exactly: width),
                let height = Float(exactly: height)
            {
                array.append(x)
                array.append(y)
                array.append(width)
                array.append(height)
                values = .single(array)
            } else {
                var wide: [CGFloat] = []
                wide.reserveCapacity(Swift.max(array.capacity, 4 * (count + 1)))
                for value in array { wide.append(CGFloat(value)) }
                wide.append(x)
                wide.append(y)
                wide.append(width)
                wide.append(height)
                values = .double(wide)
            }
        case .double(var array):
            values = .double([])
            array.append(x)
            array.append(y)
            array.append(width)
            array.append(height)
            values = .double(array)
        }
        if frame.checked != ExpectedFrame.allChecked || !checkedBits.isEmpty {
            if checkedBits.isEmpty { checkedBits = Array(repeating: ExpectedFrame.allChecked, count: count) }
            checkedBits.append(frame.checked)
        }
        count += 1
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    /// The name of frame `index`.
    func id(at index: Int) -> String {
        switch names {
        case .declared(let ids): ids[index]
        case .listed(let listed): listed[index]
        }
    }

    /// Frame `index`.
    func frame(at index: Int) -> ExpectedFrame {
        let base = 4 * index
        let checked = checkedBits.isEmpty ? ExpectedFrame.allChecked : checkedBits[index]
        switch values {
        case .single(let array):
            return ExpectedFrame(
                stored: (
                    CGFloat(array[base]), CGFloat(array[base + 1]), CGFloat(array[base + 2]), CGFloat(array[base + 3])
                ),
                checked: checked)
        case .double(let array):
            return ExpectedFrame(
                stored: (array[base], array[base + 1], array[base + 2], array[base + 3]), checked: checked)
        }
    }

    subscript(index: Int) -> (id: String, frame: ExpectedFrame) {
        (id(at: index), frame(at: index))
    }
}
