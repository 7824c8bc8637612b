import Foundation

/// Where commands write. Tests swap in buffers; the executable uses the process's streams.
public final class Console {
    public var out: (String) -> Void
    public var err: (String) -> Void

    public init(out: @escaping (String) -> Void, err: @escaping (String) -> Void) {
        self.out = out
        self.err = err
    }

    public static let standard = Console(
        out: { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) },
        err: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })

    /// Prints a value as pretty, key-sorted JSON: stable output that scripts can diff.
    public func json<T: Encodable>(_ value: T) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        out(String(decoding: try encoder.encode(value), as: UTF8.self))
    }
}

/// Exit statuses shared by every command.
public enum ExitStatus {
    public static let success: Int32 = 0
    /// The command ran but failed: bad data, missing files, a failed check.
    public static let failure: Int32 = 1
    /// The command line itself was wrong.
    public static let usage: Int32 = 2
}
