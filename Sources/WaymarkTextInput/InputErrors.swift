/// The whole input cannot be read: nothing in it was used. The message names the file and what to do.
public struct InputFileError: Error, CustomStringConvertible, Equatable {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// One record was refused; the rest of the input is still read. Callers count these, report
/// each on standard error with its line, and exit with the partial-batch status.
public struct RejectedRecord: Error, CustomStringConvertible, Equatable {
    /// The line the record starts on (1-based, counting every line of the file).
    public var line: Int
    public var reason: String
    public init(line: Int, reason: String) { self.line = line; self.reason = reason }
    public var description: String { "line \(line): \(reason)" }
}
