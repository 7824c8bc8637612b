import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Progress of a long import on standard error: a bar with rate and time left on a terminal,
/// a plain line every few seconds in a pipe or a log.
public final class ImportProgress {
    let write: (String) -> Void
    let isTerminal: Bool
    let started = Date()
    var lastReport = Date.distantPast
    let interval: TimeInterval

    /// Progress written through `write`: a redrawn bar when `isTerminal`, else a line every few
    /// seconds.
    public init(write: @escaping (String) -> Void, isTerminal: Bool = isatty(STDERR_FILENO) == 1) {
        self.write = write
        self.isTerminal = isTerminal
        interval = isTerminal ? 0.1 : 5
    }

    /// Reports nothing. A new one each time: a progress keeps the time it last reported.
    public static var silent: ImportProgress { ImportProgress(write: { _ in }, isTerminal: false) }

    /// Reports `done` of `total` `unit`s, unless it reported a moment ago; `force` reports anyway
    /// (the final line).
    public func update(done: Int, total: Int, force: Bool = false, unit: String = "files") {
        let now = Date()
        guard force || now.timeIntervalSince(lastReport) >= interval else { return }
        lastReport = now
        let elapsed = max(0.001, now.timeIntervalSince(started))
        let rate = Double(done) / elapsed
        let left = rate > 0 ? Double(total - done) / rate : 0
        if isTerminal {
            let width = 30
            let filled = total > 0 ? width * done / total : width
            let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
            writeStandardError(String(format: "\r[%@] %d/%d  %.0f %@/s  ETA %.0fs ", bar, done, total, rate, unit, left))
            if done == total { writeStandardError("\n") }
        } else {
            write(String(format: "%d/%d %@, %.0f %@/s, about %.0f s left", done, total, unit, rate, unit, left))
        }
    }
}

/// The system call, not FileHandle: a progress line that cannot be written is dropped, not a crash.
private func writeStandardError(_ text: String) {
    var text = text
    #if canImport(Glibc)
    text.withUTF8 { _ = Glibc.write(STDERR_FILENO, $0.baseAddress, $0.count) }
    #else
    text.withUTF8 { _ = Darwin.write(STDERR_FILENO, $0.baseAddress, $0.count) }
    #endif
}
