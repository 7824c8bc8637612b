/// How a `waymark` process ends. Scripts rely on these numbers.
///
/// ```swift
/// func run() throws -> ExitStatus { rejected.isEmpty ? .success : .partialBatch }
/// ```
public enum ExitStatus: Int32, Sendable {
    /// The command did what was asked.
    case success = 0
    /// The command ran but failed: bad data, a missing or unreadable file, a failed check.
    case failure = 1
    /// The command line itself was wrong: unknown command or option, missing or malformed value.
    case usage = 2
    /// A batch finished but some of its records were rejected (each named on standard error).
    case partialBatch = 3
}

/// A failure a person can act on: the message names the file or value and what to do. Exit 1.
///
/// ```swift
/// throw CommandFailure("cannot read \(path): no such file")
/// ```
public struct CommandFailure: Error, CustomStringConvertible {
    /// What failed and what to do, naming the file or value.
    public var description: String
    /// A failure described by `description`.
    public init(_ description: String) { self.description = description }
}
