import Foundation
import WaymarkGazetteerBuild

/// `waymark sources fetch`: download, verify and unpack the pinned sources.
struct SourcesCommand: WaymarkCommand {
    static let name = "sources"
    static let summary = "Fetch, verify and cache the pinned open-data sources"
    static let help = """
        Usage: waymark sources fetch [--lock FILE] [--cache DIR] [--json]

        Downloads every source in the lock file with its registry's client (pip, apt-get),
        refuses any file whose sha256 differs from the pin, caches it and unpacks the data files.
        Files already cached and verified are reused.

          --lock FILE   the lock file (default: sources.lock.json in the current folder)
          --cache DIR   the cache (default: $WAYMARK_CACHE, else ~/.cache/waymark)
          --json        print the unpacked source folders as JSON
        """
    static let valueOptions: Set<String> = ["lock", "cache"]

    let io: CommandIO

    static func validate(_ arguments: Arguments) throws {
        guard arguments.positionals == ["fetch"] else { throw Arguments.UsageError("expected `waymark sources fetch`") }
    }

    func run() throws -> Int32 {
        let lock = try SourceLock.load(url: URL(fileURLWithPath: arguments.value("lock") ?? "sources.lock.json"))
        let cache = arguments.value("cache").map { URL(fileURLWithPath: $0) } ?? SourceFetcher.defaultCache()
        let tree = try SourceFetcher(lock: lock, cache: cache, log: console.err).fetchAll()
        if arguments.flag("json") {
            try console.json(["sources": tree.root.path])
        } else {
            console.out("sources ready in \(tree.root.path)")
        }
        return ExitStatus.success
    }
}
