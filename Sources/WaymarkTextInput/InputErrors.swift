/// The whole input cannot be read: nothing in it was used. The message names the file and what to do.
///
/// ```swift
/// throw InputFileError("\(path) is a folder; give a file")
/// ```
public struct InputFileError: Error, CustomStringConvertible, Equatable {
    /// What is wrong with the input, naming the file, and what to do.
    public var description: String
    /// An error with this message.
    public init(_ description: String) { self.description = description }
}

/// One record was refused; the rest of the input is still read. Callers count these, report
/// each on standard error with its line, and exit with the partial-batch status.
///
/// ```swift
/// throw RejectedRecord(line: 12, reason: "the JSON contains a NUL byte")   // "line 12: the JSON contains a NUL byte"
/// ```
public struct RejectedRecord: Error, CustomStringConvertible, Equatable {
    /// The line the record starts on (1-based, counting every line of the file).
    public var line: Int
    /// Why the record was refused, without the line number.
    public var reason: String
    /// A refusal of the record that starts on `line`.
    public init(line: Int, reason: String) { self.line = line; self.reason = reason }
    /// "line N: reason", as reported on standard error.
    public var description: String { "line \(line): \(reason)" }
}
