import Foundation
import WaymarkFiles
import WaymarkJSON

/// Where commands write. Tests swap in buffers; the executable uses the process's streams.
///
/// ```swift
/// var printed = ""
/// let console = Console(out: { printed += $0 + "\n" }, err: { _ in })   // a test's console
/// let status = WaymarkCommandLine.run(["about"], console: console)
/// ```
public final class Console {
    /// Writes one line of output, handed over without its line end.
    public var out: (String) -> Void
    /// Writes one line of messages (standard error), handed over without its line end.
    public var err: (String) -> Void
    /// Writes out whatever `out` has buffered.
    public var flush: () -> Void
    /// Whole lines as bytes, each ending in a newline, for output written row by row in the
    /// hot path, in memory the caller keeps (valid only during the call): standard output writes
    /// a large piece straight from it, without copying it; by default handed to `out` line by line.
    public var outBytes: (UnsafeBufferPointer<UInt8>) -> Void

    /// A console writing through these closures; `flush` defaults to nothing, and `outBytes` to
    /// handing each line to `out`.
    public init(out: @escaping (String) -> Void, err: @escaping (String) -> Void, flush: @escaping () -> Void = {},
                outBytes: ((UnsafeBufferPointer<UInt8>) -> Void)? = nil) {
        self.out = out
        self.err = err
        self.flush = flush
        self.outBytes = outBytes ?? { bytes in
            for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast() {
                out(String(decoding: line, as: UTF8.self))
            }
        }
    }

    /// Standard output is buffered (a batch of 100,000 rows is one write per 64 KB, not one per
    /// row) and flushed before anything goes to standard error, so the two stay in order on a
    /// terminal, and at exit. Output that cannot be written (a full disk, a reader that has gone)
    /// ends the process at once with exit 1: what follows would be lost as well. It belongs to
    /// the main actor, which runs the program's commands.
    @MainActor public static let standard: Console = {
        let buffer = OutputBuffer(descriptor: STDOUT_FILENO, onFailure: standardOutputFailed)
        return Console(out: { buffer.append($0 + "\n") },
                       err: { buffer.flush(); writeStandardError($0 + "\n") },
                       flush: { buffer.flush() },
                       outBytes: { buffer.append($0) })
    }()

    /// A closed pipe (`waymark search paris | head -1`) is the reader's choice and needs no
    /// message; any other failure gets one line naming it.
    static func standardOutputFailed(_ code: Int32) -> Never {
        if code != EPIPE {
            let program = CommandLine.arguments.first.map { ($0 as NSString).lastPathComponent } ?? "waymark"
            writeStandardError("\(program): cannot write standard output: \(DescriptorWrite.reason(code))\n")
        }
        exit(ExitStatus.failure.rawValue)
    }

    /// Standard error is written unbuffered; if it cannot be written there is nowhere left to say so.
    static func writeStandardError(_ text: String) {
        _ = DescriptorWrite.all(Data(text.utf8), to: STDERR_FILENO)
    }

    /// Objects a command hands over to live as long as the console: for the process's own
    /// console, until the process exits. A batch's indexes are hundreds of thousands of objects;
    /// freeing them one by one just before the process ends is work the exit does at once.
    private var kept: [AnyObject] = []

    /// Keeps `object` alive as long as the console, so it is not freed object by object at the end
    /// of the command.
    public func keep(_ object: AnyObject) { kept.append(object) }

    /// Prints a value in the one JSON style (`WaymarkJSON`): snake_case keys, sorted, pretty.
    public func json<T: Encodable>(_ value: T) throws {
        out(try WaymarkJSON.string(value))
    }
}

/// Text gathered for one file descriptor and written in large pieces.
final class OutputBuffer {
    private let descriptor: Int32
    private let onFailure: (Int32) -> Never
    private var pending: [UInt8] = []
    private let limit = 1 << 16

    init(descriptor: Int32, onFailure: @escaping (Int32) -> Never) {
        self.descriptor = descriptor
        self.onFailure = onFailure
        pending.reserveCapacity(limit + 1024)
    }

    func append(_ text: String) {
        pending.append(contentsOf: text.utf8)
        if pending.count >= limit { flush() }
    }

    /// A piece of 64 KB or more, with nothing pending, is written from where it lies; a smaller
    /// one is gathered.
    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        if pending.isEmpty && bytes.count >= limit {
            if let code = DescriptorWrite.all(UnsafeRawBufferPointer(bytes), to: descriptor) { onFailure(code) }
            return
        }
        pending.append(contentsOf: bytes)
        if pending.count >= limit { flush() }
    }

    func flush() {
        guard !pending.isEmpty else { return }
        let failed = pending.withUnsafeBytes { DescriptorWrite.all($0, to: descriptor) }
        pending.removeAll(keepingCapacity: true)
        if let failed { onFailure(failed) }
    }
}
