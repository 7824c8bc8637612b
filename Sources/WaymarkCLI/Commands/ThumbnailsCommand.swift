import Foundation
import WaymarkAtlas
import WaymarkRendering
import WaymarkCommandKit

/// `waymark thumbnails list|clear`
struct ThumbnailsCommand: WaymarkCommand {
    static let name = "thumbnails"
    static let summary = "List or clear the thumbnail caches kept beside the atlas"
    static let discussion = """
        Two caches live beside the atlas: `<atlas>.thumbnails/`, the stamps' 256 px thumbnails
        (made by `stamp add`, read by `card country|continent` and `stamp list --thumbnails`), and
        `<atlas>.pictures/`, the report's small thumbnails of stamps and Then & Now photos. Both
        can be deleted at any time: each thumbnail is made again, with the same bytes, when it is
        next needed, from its original. `list` shows each cache's folder, thumbnails and bytes;
        `clear` removes both and says what they held. Neither opens the atlas.
        """
    static let subcommands: [any WaymarkCommand.Type] = [List.self, Clear.self]

    let io: CommandIO<NoOptions>

    struct Output: Encodable {
        var cleared: Bool
        var caches: [ThumbnailCaches.Cache]
    }

    struct List: ThumbnailsSubcommand {
        static let name = "list"
        static let summary = "Show each thumbnail cache's folder, thumbnails and size"
        static let clears = false
        let io: CommandIO<ThumbnailsOptions>
    }

    struct Clear: ThumbnailsSubcommand {
        static let name = "clear"
        static let summary = "Remove both thumbnail caches (they are made again when needed)"
        static let clears = true
        let io: CommandIO<ThumbnailsOptions>
    }
}

/// `list` and `clear`: the same options and output; `clear` removes the caches first.
protocol ThumbnailsSubcommand: WaymarkCommand where Options == ThumbnailsOptions {
    static var clears: Bool { get }
}

struct ThumbnailsOptions: AtlasOptions {
    var json = Option.json
    var atlas = Option.atlas
}

extension ThumbnailsSubcommand {
    static func validate(_ arguments: Arguments<Options>) throws {
        guard arguments.positionals.isEmpty else { throw UsageError("unexpected '\(arguments.positionals[0])'") }
    }

    func run() throws -> ExitStatus {
        let caches = ThumbnailCaches(atlas: AtlasStore.location(explicitPath: try arguments[\.atlas]))
        let listed = Self.clears ? try caches.clear() : caches.list()
        if arguments[\.json] {
            try console.json(ThumbnailsCommand.Output(cleared: Self.clears, caches: listed))
        } else {
            for cache in listed {
                let held = cache.exists ? "\(cache.files) thumbnail\(cache.files == 1 ? "" : "s"), \(cache.bytes) bytes" : "empty (no folder)"
                console.out("\(cache.name): \(cache.path): \(held)\(Self.clears && cache.exists ? ", removed" : "")")
            }
        }
        return .success
    }
}
