import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lists the regular files under a folder with one `lstat` per entry: a re-import of an
/// unchanged library is mostly this walk, and Foundation's enumerator costs several system calls
/// and objects per file. Symbolic links are reported, never followed, so a loop cannot recur.
/// Every folder or entry that could not be read is kept with its path and the system's reason,
/// for callers (stamp reconciliation) that must know whether they saw everything.
public struct FolderWalker {
    public struct File: Sendable {
        public var path: String
        public var size: Int
        public var modifiedNanoseconds: Int
    }

    public var files: [File] = []
    public var skipped: [String: Int] = [:]
    /// Every entry counted in `skipped`, with its reason, in the order met.
    public var skippedEntries: [(path: String, reason: String)] = []
    /// Folders that could not be listed and entries that could not be examined, with the reason.
    public var failures: [(path: String, reason: String)] = []

    public init(root: String) {
        walk(root)
        files.sort { $0.path < $1.path }
    }

    mutating func walk(_ directory: String) {
        guard let handle = opendir(directory) else {
            let reason = String(cString: strerror(errno))
            skip(directory, "unreadable folder")
            failures.append((directory, reason))
            return
        }
        defer { closedir(handle) }
        var subdirectories: [String] = []
        while true {
            errno = 0
            guard let entry = readdir(handle) else {
                if errno != 0 {
                    let reason = String(cString: strerror(errno))
                    skip(directory, "unreadable folder")
                    failures.append((directory, reason))
                }
                break
            }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            if name == "." || name == ".." { continue }
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else {
                let reason = String(cString: strerror(errno))
                skip(path, "unreadable")
                failures.append((path, reason))
                continue
            }
            switch info.st_mode & S_IFMT {
            case S_IFDIR: subdirectories.append(path)
            case S_IFLNK: skip(path, "symbolic link, not followed")
            case S_IFREG:
                #if canImport(Darwin)
                let modified = Int(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int(info.st_mtimespec.tv_nsec)
                #else
                let modified = Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec)
                #endif
                files.append(File(path: path, size: Int(info.st_size), modifiedNanoseconds: modified))
            default: skip(path, "not a regular file")
            }
        }
        for sub in subdirectories.sorted() { walk(sub) }
    }

    private mutating func skip(_ path: String, _ reason: String) {
        skipped[reason, default: 0] += 1
        skippedEntries.append((path, reason))
    }
}
