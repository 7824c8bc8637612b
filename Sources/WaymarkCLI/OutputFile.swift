import Foundation

/// Files a command writes: to a temporary name beside the target, then renamed over it, so an
/// interrupted or failed write leaves the old file (or none), never half a file. The one way
/// the project writes an output file (`export --output`, `map`/`card`/`report --out`, benchmarks).
public enum OutputFile {
    /// `option` is how the command names the path, for the message when the folder is wrong.
    public static func writeAtomically(_ data: Data, to url: URL, option: String = "--output") throws {
        let folder = url.deletingLastPathComponent()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw CommandFailure("cannot write \(url.path): the folder \(folder.path) does not exist; create it or choose another \(option)")
        }
        guard access(folder.path, W_OK) == 0 else {
            throw CommandFailure("cannot write \(url.path): the folder \(folder.path) is not writable; choose another \(option)")
        }
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).tmp-\(ProcessInfo.processInfo.processIdentifier)")
        guard FileManager.default.createFile(atPath: temporary.path, contents: data) else {
            throw CommandFailure("cannot write \(url.path): \(String(cString: strerror(errno)))")
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw CommandFailure("cannot write \(url.path): \(reason)")
        }
    }
}
