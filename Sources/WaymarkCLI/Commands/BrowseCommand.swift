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
    static let offset = Option.value("offset", "N", help: "skip the first N children (default 0)")
    static let limit = Option.value("limit", "N", help: "at most N children (default 50)")
    static let options: [Option] = [offset, limit, .flag("json", help: "the page as JSON, with has_more when another page follows"), .gazetteer]

    let io: CommandIO

    static func validate(_ arguments: Arguments) throws {
        guard arguments.positionals.count <= 1 else { throw Arguments.UsageError("give at most one place ID") }
        _ = try arguments.int(offset, in: 0...Int.max)
        _ = try arguments.int(limit, in: 1...Int.max)
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
            guard let id = PlaceID(text) else { throw Arguments.UsageError("'\(text)' is not a place ID (kind:code, e.g. country:DE)") }
            parent = id
        }
        let gazetteer = try Gazetteer(url: GazetteerLocation.resolve(explicitPath: arguments.value(.gazetteer)))
        let page = try PlaceBrowser(gazetteer: gazetteer).children(of: parent, offset: try arguments.int(Self.offset, in: 0...Int.max) ?? 0,
                                                                   limit: try arguments.int(Self.limit, in: 1...Int.max) ?? 50)
        if arguments.flag(.json) {
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
