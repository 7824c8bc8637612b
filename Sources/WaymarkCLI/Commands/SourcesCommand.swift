import Foundation
import WaymarkGazetteerBuild
import WaymarkCommandKit

/// `waymark sources`: the pinned open-data sources.
struct SourcesCommand: WaymarkCommand {
    static let name = "sources"
    static let summary = "Fetch, verify and cache the pinned open-data sources"
    static let subcommands: [any WaymarkCommand.Type] = [SourcesFetchCommand.self]
    let io: CommandIO<NoOptions>
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
    /// The lock file and the cache, which `build` takes too.
    static var lock: Option<String> {
        .value("lock", "FILE", default: "sources.lock.json", defaultText: "sources.lock.json in the current folder", help: "the lock file")
    }
    static var cache: Option<String?> { .value("cache", "DIR", help: "the cache (default: $WAYMARK_CACHE, else ~/.cache/waymark)") }

    struct Options: CommandOptions {
        var lock = SourcesFetchCommand.lock
        var cache = SourcesFetchCommand.cache
        var json = Option.json
    }

    let io: CommandIO<Options>

    static func validate(_ arguments: Arguments<Options>) throws {
        guard arguments.positionals.isEmpty else { throw UsageError("unexpected argument '\(arguments.positionals[0])'") }
    }

    func run() throws -> ExitStatus {
        let lock = try SourceLock.load(url: URL(fileURLWithPath: try arguments[\.lock]))
        let cache = try arguments[\.cache].map { URL(fileURLWithPath: $0) } ?? SourceFetcher.defaultCache()
        let tree = try SourceFetcher(lock: lock, cache: cache, log: console.err).fetchAll()
        if arguments[\.json] {
            try console.json(["sources": tree.root.path])
        } else {
            console.out("sources ready in \(tree.root.path)")
        }
        return .success
    }
}
