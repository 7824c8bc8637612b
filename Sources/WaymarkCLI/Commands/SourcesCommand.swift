import Foundation
import WaymarkGazetteerBuild
import WaymarkCommandKit

/// `waymark sources`: the pinned open-data sources.
struct SourcesCommand: WaymarkCommand {
    static let name = "sources"
    static let summary = "Fetch, verify and cache the pinned open-data sources"
    static let subcommands: [any WaymarkCommand.Type] = [SourcesFetchCommand.self]
    let io: CommandIO
}

/// `waymark sources fetch`: download, verify and unpack the pinned sources.
struct SourcesFetchCommand: WaymarkCommand {
    static let name = "fetch"
    static let summary = "Download, verify and unpack every pinned source"
    static let discussion = """
        Downloads every source in the lock file with its registry's client (pip, apt-get),
        refuses any file whose sha256 differs from the pin, caches it and unpacks the data files.
        Files already cached and verified are reused.
        """
    static let lock = Option.value("lock", "FILE", help: "the lock file (default: sources.lock.json in the current folder)")
    static let cache = Option.value("cache", "DIR", help: "the cache (default: $WAYMARK_CACHE, else ~/.cache/waymark)")
    static let options: [Option] = [lock, cache, .json]

    let io: CommandIO

    static func validate(_ arguments: Arguments) throws {
        guard arguments.positionals.isEmpty else { throw Arguments.UsageError("unexpected argument '\(arguments.positionals[0])'") }
    }

    func run() throws -> ExitStatus {
        let lock = try SourceLock.load(url: URL(fileURLWithPath: arguments.value(Self.lock) ?? "sources.lock.json"))
        let cache = arguments.value(Self.cache).map { URL(fileURLWithPath: $0) } ?? SourceFetcher.defaultCache()
        let tree = try SourceFetcher(lock: lock, cache: cache, log: console.err).fetchAll()
        if arguments.flag(.json) {
            try console.json(["sources": tree.root.path])
        } else {
            console.out("sources ready in \(tree.root.path)")
        }
        return .success
    }
}
