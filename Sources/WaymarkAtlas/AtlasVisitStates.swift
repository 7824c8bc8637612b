import WaymarkGazetteer
import WaymarkSQLite

/// How a map colours a place: where the atlas has evidence beyond an airport, where its only
/// evidence is at airports (a layover, a flight connection), and everywhere else.
public enum VisitState: String, Codable, CaseIterable, Sendable {
    /// Some evidence there is beyond an airport.
    case visited
    /// Every piece of evidence there is at an airport.
    case transitOnly = "transit_only"
    /// No evidence there.
    case notVisited = "not_visited"
}

extension AtlasStore {
    /// The visit state of every place of `kind` with presence in the atlas (places left out are
    /// not visited). A place is transit-only when every piece of its evidence names an airport as
    /// its most specific place: photos resolved within an airport's radius, flights, airports
    /// marked by hand (`AtlasStore.atAirport`). Photos the user excluded do not count.
    public func visitStates(of kind: PlaceKind) throws -> [PlaceID: VisitState] {
        let s = try database.prepare("""
            SELECT ep.place_id, min(\(Self.atAirport)) FROM evidence_place ep
            JOIN evidence e ON e.id = ep.evidence_id
            WHERE (e.photo_id IS NULL OR e.photo_id NOT IN (SELECT id FROM photo WHERE excluded = 1)) AND ep.place_id GLOB ?
            GROUP BY ep.place_id ORDER BY ep.place_id
            """)
        try s.bind([.text(kind.idPrefix + ":*")])
        var states: [PlaceID: VisitState] = [:]
        while try s.step() {
            guard let id = s.text(0).flatMap(PlaceID.init) else { continue }
            states[id] = s.int(1) == 1 ? .transitOnly : .visited
        }
        return states
    }

    /// Whether a piece of evidence `e` was at an airport, in transit: its most specific place is
    /// an airport, and it is not a passport stamp (an entry or exit stamp, even one struck at an
    /// airport, says the traveller crossed the border).
    static let atAirport = "(e.place_id GLOB '\(PlaceKind.airport.idPrefix):*' AND e.source <> '\(EvidenceSource.stamp.rawValue)')"
}
