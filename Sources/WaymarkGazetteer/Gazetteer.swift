import Foundation
import WaymarkSQLite

/// A read-only handle on a built gazetteer file.
///
/// ```swift
/// let gazetteer = try Gazetteer(url: GazetteerLocation.resolve(explicitPath: nil))
/// print(try gazetteer.counts()[.airport] ?? 0)
/// ```
public final class Gazetteer {
    /// The file opened.
    public let url: URL
    let database: Database

    /// Why a file cannot be opened as a gazetteer; each case names the file and what to do.
    public enum OpenError: Error, CustomStringConvertible {
        /// Nothing exists at the path.
        case missing(URL)
        /// The path holds something that is not a gazetteer: a folder, an empty file, a file that is
        /// not SQLite or is damaged, or one without a schema version. The string says which.
        case notAGazetteer(URL, String)
        /// The file was built for another schema than the one this code reads (`GazetteerSchema.version`).
        case schemaVersion(URL, found: Int, expected: Int)

        /// The reason, with the command that builds a gazetteer.
        public var description: String {
            switch self {
            case .missing(let url):
                return "no gazetteer at \(url.path); build one with `scripts/setup` or `waymark build`, or point --gazetteer / WAYMARK_GAZETTEER at one"
            case .notAGazetteer(let url, let why):
                return "\(url.path) is not a Waymark gazetteer (\(why)); point --gazetteer / WAYMARK_GAZETTEER at one, or build one with `scripts/setup` or `waymark build`"
            case .schemaVersion(let url, let found, let expected):
                return "\(url.path) has gazetteer schema \(found), this waymark reads schema \(expected); rebuild it"
            }
        }
    }

    /// Opens a gazetteer read-only and checks that it is one, of the schema this code reads.
    ///
    /// ```swift
    /// let gazetteer = try Gazetteer(url: GazetteerLocation.resolve(explicitPath: nil))
    /// ```
    ///
    /// Open it once and share it; resolvers, namers and searches each keep their own statements.
    /// - Throws: `OpenError.missing` when no file is there; `OpenError.notAGazetteer` for a folder,
    ///   an empty file, a file that is not SQLite or is damaged, or one without a schema version;
    ///   `OpenError.schemaVersion` when it was built for another version (rebuild it). Each
    ///   description says what to run.
    public init(url: URL) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { throw OpenError.missing(url) }
        guard !isFolder.boolValue else { throw OpenError.notAGazetteer(url, "it is a folder") }
        guard (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) != 0 else {
            throw OpenError.notAGazetteer(url, "the file is empty")
        }
        self.url = url
        do {
            database = try Database(path: url.path, mode: .readOnly)
            let version = try database.scalarText("SELECT value FROM metadata WHERE key = 'schema_version'")
            guard let found = version.flatMap(Int.init) else { throw OpenError.notAGazetteer(url, "no schema_version") }
            guard found == GazetteerSchema.version else {
                throw OpenError.schemaVersion(url, found: found, expected: GazetteerSchema.version)
            }
        } catch let error as SQLiteError {
            throw OpenError.notAGazetteer(url, error.isDamage ? "it is not an SQLite database, or it is damaged" : error.message)
        }
    }

    /// A value the build recorded ("schema_version", "counts", "attribution"…), nil when absent.
    public func metadata(_ key: String) throws -> String? {
        try database.scalarText("SELECT value FROM metadata WHERE key = ?", [.text(key)])
    }

    /// The pinned sources the artifact was built from, in name order.
    public func sources() throws -> [GazetteerSource] {
        let statement = try database.prepare(
            "SELECT name, version, sha256, paths, licence, attribution FROM source ORDER BY name")
        var result: [GazetteerSource] = []
        while try statement.step() {
            result.append(GazetteerSource(
                name: statement.text(0) ?? "", version: statement.text(1) ?? "", sha256: statement.text(2) ?? "",
                paths: (statement.text(3) ?? "").split(separator: "\n").map(String.init),
                licence: statement.text(4) ?? "", attribution: statement.text(5) ?? ""))
        }
        return result
    }

    /// Number of places of each kind.
    public func counts() throws -> [PlaceKind: Int] {
        let statement = try database.prepare("SELECT kind, count(*) FROM place GROUP BY kind ORDER BY kind")
        var result: [PlaceKind: Int] = [:]
        while try statement.step() {
            if let kind = PlaceKind(rawValue: statement.int(0)) { result[kind] = statement.int(1) }
        }
        return result
    }
}

/// One pinned input of a build, as recorded in the artifact.
///
/// ```swift
/// for source in try gazetteer.sources() { print(source.name, source.version, source.licence) }
/// ```
public struct GazetteerSource: Sendable, Equatable, Codable {
    /// The source's name ("geonames", "ourairports").
    public var name: String
    /// The version pinned (a date or a release).
    public var version: String
    /// The SHA-256 of the file read, as pinned.
    public var sha256: String
    /// The files within it that were read.
    public var paths: [String]
    /// Its licence ("CC BY 4.0").
    public var licence: String
    /// The attribution its licence asks for.
    public var attribution: String

    /// A source as recorded.
    public init(name: String, version: String, sha256: String, paths: [String], licence: String, attribution: String) {
        self.name = name; self.version = version; self.sha256 = sha256; self.paths = paths
        self.licence = licence; self.attribution = attribution
    }
}
