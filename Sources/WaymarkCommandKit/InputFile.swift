import Foundation

/// Whole small files a command reads (an export, a query list), with messages that name the file
/// and the cause in plain words.
///
/// ```swift
/// let data = try InputFile.read("export.json")
/// ```
public enum InputFile {
    /// The whole file at `path`.
    /// - Throws: `CommandFailure` when there is no such file, it is a folder, or it cannot be read.
    public static func read(_ path: String) throws -> Data {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw CommandFailure("cannot read \(path): no such file")
        }
        guard !isFolder.boolValue else { throw CommandFailure("\(path) is a folder; give a file") }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw CommandFailure("cannot read \(path): \(String(cString: strerror(errno)))")
        }
        defer { try? handle.close() }
        do { return try handle.readToEnd() ?? Data() } catch {
            throw CommandFailure("cannot read \(path): \(String(cString: strerror(errno)))")
        }
    }
}
