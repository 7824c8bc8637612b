import Foundation

/// The one way the project writes a finished file (gazetteer artifacts, `export --output`,
/// `map`/`card`/`report --out`, calendars, thumbnails, benchmark reports): the bytes go to a
/// temporary name beside the target, which is then renamed over it. rename(2) replaces
/// atomically on POSIX file systems, so an interrupted or failed write leaves the old file (or
/// none), never half a file.
///
/// The target is the user's: a symbolic link is followed and the file it names is replaced
/// where it lies (the link stays a link); a file that is already there keeps its permissions and
/// its owner; a folder, device, FIFO or socket is never replaced by a regular file (`Target`).
public enum AtomicFile {
    /// A file could not be written; the message names it and, where the folder is wrong, what to do.
    public struct WriteError: Error, CustomStringConvertible {
        public var description: String
        init(_ description: String) { self.description = description }
    }

    /// Permissions of a file a write creates, before the umask: readable by everyone, as any
    /// tool's output.
    public static let sharedMode: mode_t = 0o666
    /// Permissions of a file a write creates that holds what only its owner should read
    /// (a passport's identity page).
    public static let ownerOnlyMode: mode_t = 0o600

    /// What a target that is not a regular file (a device such as /dev/null, a FIFO, a socket)
    /// gets: a command whose output is a stream (it could as well have gone to standard output)
    /// writes into it directly; any other refuses it. A folder is always refused.
    public enum SpecialTarget: Sendable {
        case refuse
        case writeInto
    }

    /// The temporary name beside the file `url` names (after following links) that a write goes
    /// to before it is renamed into place.
    public static func temporaryURL(for url: URL) -> URL {
        let real = (try? Target(url).real) ?? url
        return real.deletingLastPathComponent().appendingPathComponent(".\(real.lastPathComponent).tmp-\(ProcessInfo.processInfo.processIdentifier)")
    }

    /// Writes `data` to `url` whole or not at all. `option` is how the command names the path
    /// (`--output`), for the message when the folder is missing or read-only or the target is not
    /// a file. A file created gets `newFileMode`, less the umask.
    public static func write(_ data: Data, to url: URL, option: String? = nil, newFileMode: mode_t = sharedMode,
                             special: SpecialTarget = .refuse) throws {
        let target = try Target(url)
        let choose = option.map { "; choose another \($0)" } ?? ""
        switch target.kind {
        case .folder:
            throw WriteError("cannot write \(target.named): it is a folder\(choose)")
        case .special(let what):
            guard special == .writeInto else {
                throw WriteError("cannot write \(target.named): it is \(what), not a regular file\(choose)")
            }
            try writeInto(data, target: target)
            return
        case .missing, .regular:
            break
        }
        let folder = target.real.deletingLastPathComponent()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw WriteError("cannot write \(target.named): the folder \(folder.path) does not exist; create it" + (option.map { " or choose another \($0)" } ?? ""))
        }
        guard access(folder.path, W_OK) == 0 else {
            throw WriteError("cannot write \(target.named): the folder \(folder.path) is not writable\(choose)")
        }
        let temporary = temporaryURL(for: target.real)
        unlink(temporary.path)   // one left by an interrupted process that had this one's number
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, newFileMode)
        guard descriptor >= 0 else { throw WriteError("cannot write \(target.named): \(DescriptorWrite.reason(errno))") }
        let failed = DescriptorWrite.all(data, to: descriptor)
        let closed = close(descriptor) == 0 ? nil : errno
        if let code = failed ?? closed {
            unlink(temporary.path)
            throw WriteError("cannot write \(target.named): \(DescriptorWrite.reason(code))")
        }
        try moveIntoPlace(temporary, target)
    }

    /// Moves a finished `temporary` file (written beside `url` by other means, such as SQLite or
    /// libvips) over `url`; on failure the temporary file is removed and `url` is left as it was.
    public static func replace(_ url: URL, with temporary: URL) throws {
        let target: Target
        do { target = try Target(url) } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
        try moveIntoPlace(temporary, target)
    }

    private static func moveIntoPlace(_ temporary: URL, _ target: Target) throws {
        switch target.kind {
        case .folder, .special:
            try? FileManager.default.removeItem(at: temporary)
            throw WriteError("cannot move the finished \(target.named) into place: it is \(target.kind.described), not a regular file")
        case .regular(let existing):
            // The replacement is the user's file as it was: same permissions, same owner and group
            // (a user who may not give a file away keeps the group, where it may set that).
            chmod(temporary.path, existing.st_mode & 0o7777)
            if chown(temporary.path, existing.st_uid, existing.st_gid) != 0 { _ = chown(temporary.path, uid_t.max, existing.st_gid) }
        case .missing:
            break
        }
        guard rename(temporary.path, target.real.path) == 0 else {
            let reason = DescriptorWrite.reason(errno)
            try? FileManager.default.removeItem(at: temporary)
            throw WriteError("cannot move the finished \(target.named) into place: \(reason)")
        }
    }

    /// A stream target is written where it is, as a shell's `>` would: no temporary file, no rename.
    private static func writeInto(_ data: Data, target: Target) throws {
        let descriptor = open(target.real.path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw WriteError("cannot write \(target.named): \(DescriptorWrite.reason(errno))") }
        let failed = DescriptorWrite.all(data, to: descriptor)
        let closed = close(descriptor) == 0 ? nil : errno
        if let code = failed ?? closed { throw WriteError("cannot write \(target.named): \(DescriptorWrite.reason(code))") }
    }
}

/// The file a path names once symbolic links are followed, and what is there now.
struct Target {
    enum Kind {
        case missing
        case regular(stat)
        case folder
        /// A device, FIFO or socket, described ("a character device").
        case special(String)

        var described: String {
            switch self {
            case .missing: return "missing"
            case .regular: return "a file"
            case .folder: return "a folder"
            case .special(let what): return what
            }
        }
    }

    /// The path as given.
    let given: URL
    /// The path after every link in its last component is followed.
    let real: URL
    let kind: Kind

    /// How messages name the target: the path given, and where a link led when it led elsewhere.
    var named: String { real.path == given.path ? given.path : "\(given.path) (a link to \(real.path))" }

    /// Up to 40 links are followed, as the kernel does; a relative link is read from its own folder.
    init(_ url: URL) throws {
        given = url
        var path = url.path
        var info = stat()
        var hops = 0
        while lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
            hops += 1
            guard hops <= 40, let link = try? FileManager.default.destinationOfSymbolicLink(atPath: path) else {
                throw AtomicFile.WriteError("cannot write \(url.path): its symbolic links do not lead to a file (a loop, or more than 40)")
            }
            path = link.hasPrefix("/") ? link : (path as NSString).deletingLastPathComponent + "/" + link
        }
        real = URL(fileURLWithPath: path)
        guard lstat(real.path, &info) == 0 else {
            kind = .missing
            return
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: kind = .regular(info)
        case S_IFDIR: kind = .folder
        case S_IFCHR: kind = .special("a character device")
        case S_IFBLK: kind = .special("a block device")
        case S_IFIFO: kind = .special("a FIFO")
        case S_IFSOCK: kind = .special("a socket")
        default: kind = .special("an unknown kind of file")
        }
    }
}
