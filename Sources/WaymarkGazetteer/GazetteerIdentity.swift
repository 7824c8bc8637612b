import Foundation

extension Gazetteer {
    /// The gazetteer's identity for snapshots and caches: the sha256 recorded beside it at build
    /// time, else its path.
    public var identity: String { Self.identity(at: url) ?? url.path }

    /// The sha256 recorded beside the gazetteer file at `url`, without opening it; nil when none is.
    public static func identity(at url: URL) -> String? {
        let record = url.appendingPathExtension("sha256")
        return (try? String(contentsOf: record, encoding: .utf8))?.split(separator: " ").first.map(String.init)
    }
}
