/// A source file that cannot be used. The message always names the file, and the line or
/// record where one applies, so a user can go straight to the fault.
///
/// ```swift
/// throw SourceError(file: path, line: 12, "expected 9 tab-separated columns, found 7")   // "path:12: expected …"
/// ```
public struct SourceError: Error, CustomStringConvertible, Equatable {
    /// The file's path.
    public var file: String
    /// The 1-based line of the fault; nil when it is not one line's.
    public var line: Int?
    /// What is wrong.
    public var message: String

    /// A fault in `file`, at `line` when given.
    public init(file: String, line: Int? = nil, _ message: String) {
        self.file = file; self.line = line; self.message = message
    }

    /// "file:line: message", or "file: message" without a line.
    public var description: String {
        if let line { return "\(file):\(line): \(message)" }
        return "\(file): \(message)"
    }
}
