import Foundation
import WaymarkGazetteer
import WaymarkSearch
import WaymarkCommandKit

/// `waymark browse`: walk the hierarchy a page at a time.
struct BrowseCommand: WaymarkCommand {
    static let name = "browse"
    static let summary = "List a place's children: continents, countries, regions, cities"
    static let operands = ["[ID]"]
    static let discussion = """
        Without ID, lists the continents. A continent lists its countries, a country its regions
        (then any cities with no region), a region its cities, each ordered by importance.
        """
    struct Options: CommandOptions {
        var offset = Option.int("offset", default: 0, in: 0...Int.max, help: "skip the first N children")
        var limit = Option.int("limit", default: 50, in: 1...Int.max, help: "at most N children")
        var json = Option.flag("json", help: "the page as JSON, with has_more when another page follows")
        var gazetteer = Option.gazetteer
    }

    let io: CommandIO<Options>

    static func validate(_ arguments: Arguments<Options>) throws {
        guard arguments.positionals.count <= 1 else { throw UsageError("give at most one place ID") }
        _ = try arguments[\.offset]
        _ = try arguments[\.limit]
    }

    struct Entry: Encodable {
        var id: String
        var name: String
        var label: String
        var population: Int
    }

    struct Output: Encodable {
        var parent: String?
        var offset: Int
        var has_more: Bool
        var children: [Entry]
    }

    func run() throws -> ExitStatus {
        var parent: PlaceID?
        if let text = arguments.positionals.first {
            guard let id = PlaceID(text) else { throw UsageError("'\(text)' is not a place ID (kind:code, e.g. country:DE)") }
            parent = id
        }
        let gazetteer = try Gazetteer(url: GazetteerLocation.resolve(explicitPath: try arguments[\.gazetteer]))
        let page = try PlaceBrowser(gazetteer: gazetteer).children(of: parent, offset: try arguments[\.offset],
                                                                   limit: try arguments[\.limit])
        if arguments[\.json] {
            try console.json(Output(parent: page.parent?.id.description, offset: page.offset, has_more: page.hasMore,
                                    children: page.children.map { Entry(id: $0.id.description, name: $0.name, label: $0.label, population: $0.population) }))
            return .success
        }
        if let p = page.parent { console.out("\(p.label) [\(p.id)]") }
        for child in page.children { console.out("  \(child.name)  [\(child.id)]") }
        if page.hasMore { console.out("  … more: --offset \(page.offset + page.children.count)") }
        return .success
    }
}
