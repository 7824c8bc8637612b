import Foundation

/// Writes a file whole or not at all: to a temporary name beside it, then renamed into place,
/// so an interrupted command never leaves half a file under the real name.
enum AtomicFile {
    struct WriteError: Error, CustomStringConvertible {
        let description: String
    }

    static func write(_ data: Data, to url: URL) throws {
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).tmp-\(ProcessInfo.processInfo.processIdentifier)")
        do {
            try data.write(to: temporary)
        } catch {
            throw WriteError(description: "cannot write \(url.path): \(error.localizedDescription)")
        }
        guard rename(temporary.path, url.path) == 0 else {
            let why = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw WriteError(description: "cannot write \(url.path): \(why)")
        }
    }
}
