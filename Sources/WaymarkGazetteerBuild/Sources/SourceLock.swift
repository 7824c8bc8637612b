import Foundation

/// The pinned sources (`sources.lock.json`): name, registry package, version, sha256 and the
/// paths the build reads inside each unpacked package.
public struct SourceLock: Codable, Sendable {
    public struct Entry: Codable, Sendable {
        public var name: String
        public var registry: String      // "pypi" or "debian"
        public var package: String
        public var version: String
        public var file: String
        public var sha256: String
        public var licence: String
        public var attribution: String
        /// Archives inside the package to unpack in place (nested .zip, .gz).
        public var unpack: [String]?
        public var paths: [String: String]
    }

    public var sources: [Entry]

    public static func load(url: URL) throws -> SourceLock {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw SourceError(file: url.path, "cannot read the lock file: \(error.localizedDescription)")
        }
        do { return try JSONDecoder().decode(SourceLock.self, from: data) } catch {
            throw SourceError(file: url.path, "not a valid lock file: \(error)")
        }
    }

    public func entry(_ name: String) throws -> Entry {
        guard let entry = sources.first(where: { $0.name == name }) else {
            throw SourceError(file: "sources.lock.json", "no source named '\(name)'")
        }
        return entry
    }
}

/// Where the unpacked sources live: `<root>/<name>-<version>/…`, as `waymark sources fetch` lays
/// them out.
public struct SourceTree: Sendable {
    public var root: URL
    public var lock: SourceLock

    public init(root: URL, lock: SourceLock) { self.root = root; self.lock = lock }

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
