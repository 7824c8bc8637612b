import Foundation

/// The one way the project writes a finished file (gazetteer artifacts, `export --output`,
/// `map`/`card`/`report --out`, calendars, thumbnails, benchmark reports): the bytes go to a
/// temporary name beside the target, which is then renamed over it. rename(2) replaces
/// atomically on POSIX file systems, so an interrupted or failed write leaves the old file (or
/// none), never half a file.
public enum AtomicFile {
    /// A file could not be written; the message names it and, where the folder is wrong, what to do.
    public struct WriteError: Error, CustomStringConvertible {
        public var description: String
        init(_ description: String) { self.description = description }
    }

    /// The temporary name beside `url` that a write goes to before it is renamed into place.
    public static func temporaryURL(for url: URL) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).tmp-\(ProcessInfo.processInfo.processIdentifier)")
    }

    /// Writes `data` to `url` whole or not at all. `option` is how the command names the path
    /// (`--output`), for the message when the folder is missing or read-only.
    public static func write(_ data: Data, to url: URL, option: String? = nil) throws {
        let folder = url.deletingLastPathComponent()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw WriteError("cannot write \(url.path): the folder \(folder.path) does not exist; create it" + (option.map { " or choose another \($0)" } ?? ""))
        }
        guard access(folder.path, W_OK) == 0 else {
            throw WriteError("cannot write \(url.path): the folder \(folder.path) is not writable" + (option.map { "; choose another \($0)" } ?? ""))
        }
        let temporary = temporaryURL(for: url)
        guard FileManager.default.createFile(atPath: temporary.path, contents: data) else {
            throw WriteError("cannot write \(url.path): \(String(cString: strerror(errno)))")
        }
        try replace(url, with: temporary)
    }

    /// Moves a finished `temporary` file (written beside `url` by other means, such as SQLite or
    /// libvips) over `url`; on failure the temporary file is removed and `url` is left as it was.
    public static func replace(_ url: URL, with temporary: URL) throws {
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw WriteError("cannot move the finished \(url.path) into place: \(reason)")
        }
    }
}
