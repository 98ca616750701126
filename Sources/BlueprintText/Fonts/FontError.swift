/// Why a font file could not be read: the table and the byte offset where the reader stopped, and
/// what it expected there.
///
/// Every read of a font goes through a bounds-checked reader, so a truncated or malformed file is
/// one of these errors, never a crash or a read outside the file. The offset counts from the start
/// of the table named (for `"file"`, from the start of the file).
///
/// ```swift
/// do {
///     _ = try Font(data: Data([0, 1, 0, 0]))
/// } catch let error as FontError {
///     print(error)  // file: offset 4 is past the end of the table (4 bytes)
/// }
/// ```
public struct FontError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The table being read: an OpenType tag such as `"hmtx"` or `"GPOS"`, or `"file"` for the file's
    /// header and table directory.
    public var table: String
    /// The byte offset in ``table`` where the problem is.
    public var offset: Int
    /// What is wrong at ``offset``, as a phrase that follows the offset ("is past the end of the
    /// table (1200 bytes)", "has cmap format 7, which is not supported").
    public var problem: String

    /// An error at `offset` of `table`.
    public init(table: String, offset: Int, problem: String) {
        self.table = table
        self.offset = offset
        self.problem = problem
    }

    /// `"hmtx: offset 1204 is past the end of the table (1200 bytes)"`.
    public var description: String { "\(table): offset \(offset) \(problem)" }
}
