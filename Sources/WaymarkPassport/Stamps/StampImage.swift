import Foundation
import WaymarkAtlas
import WaymarkGazetteer
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads what a stamp keeps of its image: path, size, modification time and a SHA-256 of the
/// content. The bytes themselves stay in the file.
public enum StampImageReader {
    /// An image file that cannot be read: its path and the system's reason.
    public struct ReadError: Error, CustomStringConvertible, Equatable {
        /// The file, as given.
        public var path: String
        /// Why ("No such file or directory", "not a regular file").
        public var reason: String
        /// "<path>: <reason>".
        public var description: String { "\(path): \(reason)" }
    }

    /// Size and modification time from one `stat`, or the system's reason it failed.
    public static func status(_ path: String) -> Result<(size: Int, modifiedNanoseconds: Int), ReadError> {
        var info = stat()
        guard stat(path, &info) == 0 else { return .failure(ReadError(path: path, reason: String(cString: strerror(errno)))) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(ReadError(path: path, reason: "not a regular file")) }
        #if canImport(Darwin)
        let modified = Int(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int(info.st_mtimespec.tv_nsec)
        #else
        let modified = Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec)
        #endif
        return .success((Int(info.st_size), modified))
    }

    /// SHA-256 of the file's content, read in 1 MiB pieces.
    public static func sha256(_ path: String) throws -> String {
        guard let file = fopen(path, "rb") else { throw ReadError(path: path, reason: String(cString: strerror(errno))) }
        defer { fclose(file) }
        var hash = SHA256()
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            if count > 0 { buffer.withUnsafeBytes { hash.update(UnsafeRawBufferPointer(rebasing: $0[0..<count])) } }
            if count < buffer.count {
                if ferror(file) != 0 { throw ReadError(path: path, reason: "read failed") }
                break
            }
        }
        return hash.hexDigest()
    }

    /// The full reference to an image, for a new stamp.
    public static func reference(_ path: String) throws -> StampRecord.Image {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let (size, modified) = try status(absolute).get()
        return StampRecord.Image(path: absolute, size: size, modifiedNanoseconds: modified, sha256: try sha256(absolute))
    }

    /// The configured root a path lies under (the longest that contains it), if any.
    public static func root(of path: String, among roots: [String]) -> String? {
        roots.filter { path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }.max { $0.count < $1.count }
    }
}
