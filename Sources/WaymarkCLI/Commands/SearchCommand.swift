import Foundation
import WaymarkGazetteer
import WaymarkGeo
import WaymarkSearch
import WaymarkCommandKit
import WaymarkBatch

/// `waymark search`: one field for continents, countries, regions, cities and airports.
struct SearchCommand: WaymarkCommand {
    static let name = "search"
    static let summary = "Search places by name, alias or code"
    static let operands = ["QUERY...", "-"]
    static let discussion = """
        Folds case and diacritics, matches word prefixes, and ranks exact name matches first,
        then prefix matches, then other matches; ties go to the more important place. Several
        words must all match, across the name and its region and country ("paris texas").
        Aliases and codes work: UK, Holland, Kiev, Bombay, LAX, KLAX. A QUERY of - is read from
        standard input.
        """
    struct Options: CommandOptions {
        var near = Option.value("near", "LAT,LON", help: "favour places near this point (important far-away exact matches stay)")
        var kind = Option.value("kind", "K,...", help: "continent, country, region, city, airport")
        var country = Option.value("country", "CC", help: "only places in this country (ISO alpha-2)")
        var limit = Option.int("limit", default: 10, in: 1...Int.max, help: "at most N results, at least 1")
        var json = Option.flag("json", help: "an array of places: id, kind, name, label, country_code, region_id, lat, lon, importance, match (exact, exact_alternate, prefix, alternate_prefix, general), matched_name")
        var gazetteer = Option.gazetteer
    }

    let io: CommandIO<Options>

    static func validate(_ arguments: Arguments<Options>) throws {
        guard !arguments.positionals.isEmpty else { throw UsageError("give a QUERY (or - to read it from standard input)") }
        _ = try arguments[\.limit]
    }

    struct Output: Encodable {
        var id: String
        var kind: String
        var name: String
        var label: String
        var country_code: String?
        var region_id: String?
        var lat: Double?
        var lon: Double?
        var importance: Double
        var match: String
        var matched_name: String
    }

    func run() throws -> ExitStatus {
        var text = arguments.positionals.joined(separator: " ")
        if text == "-" {
            // Invalid UTF-8 is replaced, not rejected: a search field never fails on its input.
            text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        }
        var query = SearchQuery(text: text, limit: try arguments[\.limit])
        if let near = try arguments[\.near] {
            let parts = near.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2 else { throw UsageError("--near needs LAT,LON") }
            do { query.near = try CoordinateParser.parse(parts[0], parts[1]) } catch { throw UsageError("--near: \(error)") }
        }
        if let kinds = try arguments[\.kind] {
            var set = Set<PlaceKind>()
            for word in kinds.split(separator: ",", omittingEmptySubsequences: false) {
                guard let kind = PlaceKind(idPrefix: word.trimmingCharacters(in: .whitespaces).lowercased()) else {
                    throw UsageError("--kind: unknown kind '\(word)' (continent, country, region, city, airport)")
                }
                set.insert(kind)
            }
            query.kinds = set
        }
        query.country = try arguments[\.country]
        let gazetteer = try Gazetteer(url: GazetteerLocation.resolve(explicitPath: try arguments[\.gazetteer]))
        let results = try PlaceSearch(gazetteer: gazetteer).search(query)
        if arguments[\.json] {
            try console.json(results.map { r in
                Output(id: r.place.id.description, kind: r.place.kind.idPrefix, name: r.place.name, label: r.place.label,
                       country_code: r.place.kind == .country ? r.place.id.code : r.place.country?.id.code,
                       region_id: r.place.region?.id.description, lat: r.place.coordinate?.latitude, lon: r.place.coordinate?.longitude,
                       importance: r.place.importance, match: r.match.name, matched_name: r.matchedName)
            })
        } else if results.isEmpty {
            console.out("no places match")
        } else {
            for r in results { console.out("\(r.place.label)  [\(r.place.id)]") }
        }
        return .success
    }
}
