import Foundation

/// Writes that either land whole or not at all: the bytes go to a temporary file beside the
/// target, which is then renamed over it. An interrupted write leaves the old file untouched.
enum AtomicFile {
    static func temporaryURL(for url: URL) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).tmp-\(ProcessInfo.processInfo.processIdentifier)")
    }

    static func write(_ data: Data, to url: URL) throws {
        let temporary = temporaryURL(for: url)
        try data.write(to: temporary)
        try replace(url, with: temporary)
    }

    static func replace(_ url: URL, with temporary: URL) throws {
        // rename(2) replaces atomically on POSIX file systems.
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw SourceError(file: url.path, "cannot move the finished file into place: \(reason)")
        }
    }
}
