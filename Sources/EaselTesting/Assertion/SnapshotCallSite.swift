/// Where a snapshot assertion is written in the test source: a file and a line.
///
/// Two call sites that would use the same golden are a mistake (one of them would overwrite the
/// other's picture), so the snapshot machinery remembers which call site first used each golden
/// in a run (see `GoldenClaims`).
public struct SnapshotCallSite: Hashable, Sendable, CustomStringConvertible {
    /// The test file's path (`#filePath`).
    public var file: String
    /// The line of the assertion (`#line`).
    public var line: UInt

    /// A call site.
    public init(file: String, line: UInt) {
        self.file = file
        self.line = line
    }

    /// `file:line`, as compilers and editors print locations.
    public var description: String { "\(file):\(line)" }
}
