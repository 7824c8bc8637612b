import Foundation
import WaymarkGazetteer
import WaymarkCommandKit

/// `waymark about`: attributions and the sources a gazetteer was built from.
struct AboutCommand: WaymarkCommand {
    static let name = "about"
    static let summary = "Show attributions and the sources the gazetteer was built from"
    static let discussion = """
        Prints the data attributions, then the gazetteer's schema, row counts and every pinned
        source (version and sha256) it was built from. Without a gazetteer, prints the
        attributions only and exits 1.
        """
    struct Options: CommandOptions {
        var gazetteer = Option.gazetteer
        var json = Option.json
    }

    let io: CommandIO<Options>

    struct About: Encodable {
        var attribution: String
        var gazetteer: String
        var schemaVersion: String?
        var counts: [String: Int]
        var sources: [GazetteerSource]
    }

    func run() throws -> ExitStatus {
        let url = GazetteerLocation.resolve(explicitPath: try arguments[\.gazetteer])
        let gazetteer: Gazetteer
        do { gazetteer = try Gazetteer(url: url) } catch {
            console.out(Attribution.text)
            throw error
        }
        let counts = try gazetteer.counts()
        let about = About(attribution: Attribution.text, gazetteer: url.path, schemaVersion: try gazetteer.metadata("schema_version"),
                          counts: Dictionary(uniqueKeysWithValues: counts.map { ($0.key.idPrefix, $0.value) }),
                          sources: try gazetteer.sources())
        if arguments[\.json] {
            try console.json(about)
            return .success
        }
        console.out(Attribution.text)
        console.out("Gazetteer: \(url.path) (schema \(about.schemaVersion ?? "?"))")
        console.out("  " + PlaceKind.allCases.map { "\(counts[$0] ?? 0) \($0.idPrefix)" }.joined(separator: ", "))
        console.out("Built from:")
        for s in about.sources {
            console.out("  \(s.name) \(s.version)  sha256 \(s.sha256)\n    \(s.attribution) [\(s.licence)]")
        }
        return .success
    }
}
