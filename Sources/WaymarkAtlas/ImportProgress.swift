import Foundation

/// Progress of a long import on standard error: a bar with rate and time left on a terminal,
/// a plain line every few seconds in a pipe or a log.
public final class ImportProgress {
    let write: (String) -> Void
    let isTerminal: Bool
    let started = Date()
    var lastReport = Date.distantPast
    let interval: TimeInterval

    public init(write: @escaping (String) -> Void, isTerminal: Bool = isatty(STDERR_FILENO) == 1) {
        self.write = write
        self.isTerminal = isTerminal
        interval = isTerminal ? 0.1 : 5
    }

    public static let silent = ImportProgress(write: { _ in }, isTerminal: false)

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
            // stdio, not FileHandle: a progress line that cannot be written is dropped, not a crash.
            fputs(String(format: "\r[%@] %d/%d  %.0f %@/s  ETA %.0fs ", bar, done, total, rate, unit, left), stderr)
            if done == total { fputs("\n", stderr) }
        } else {
            write(String(format: "%d/%d %@, %.0f %@/s, about %.0f s left", done, total, unit, rate, unit, left))
        }
    }
}
