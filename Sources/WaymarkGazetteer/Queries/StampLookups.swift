import WaymarkGeo
import WaymarkSQLite

/// The gazetteer questions the passport-stamp matcher asks: every name a country goes by, every
/// airport with the words it is called by, and the cities or airports that have a given word in a
/// name or its ancestry. Read-only, one connection's prepared statements; not for sharing between threads.
///
/// ```swift
/// let lookups = try StampLookups(gazetteer: gazetteer)
/// let iceland = try lookups.countryNames().filter { $0.country.id.code == "IS" }.map(\.name)
/// let cities = try lookups.places(.city, withWord: "reykjavik", limit: 10)
/// ```
public final class StampLookups {
    /// One name of a country: its display name or an alternate (CLDR, GeoNames, aliases).
    public struct CountryName: Sendable, Hashable {
        /// The country the name belongs to, with its display name.
        public var country: PlaceReference
        /// The country's ISO alpha-3 code.
        public var iso3: String?
        /// This name of the country: the display name or one alternate.
        public var name: String
    }

    /// An airport as a stamp names it: its own name, the town OurAirports files it under, and the
    /// city it serves.
    public struct AirportNaming: Sendable, Hashable {
        /// The airport's rowid in this file.
        public var rowid: Int
        /// The airport's IATA code, its stable code.
        public var iata: String
        /// The airport's display name.
        public var name: String
        /// The town OurAirports files the airport under; empty when it gives none.
        public var municipality: String
        /// The name of the city the airport serves.
        public var servedCity: String?
        /// The rowid of the city it serves.
        public var servedCityRowid: Int?
        /// The airport's country.
        public var country: PlaceReference?
        /// `large_airport`, `medium_airport`, …
        public var type: String
        /// Whether OurAirports lists scheduled airline service: the airports a border stamp can be from.
        public var scheduled: Bool
        /// Where it is (OurAirports' reference point), if known.
        public var coordinate: Coordinate?
        /// Other names it goes by (`airport_name`: OurAirports' keywords that are names,
        /// airportsdata's name), in the build's order: "Kanombe International Airport", "赤鱲角機場".
        public var otherNames: [String] = []
    }

    /// Places by rowid or stable ID, for naming what a stamp matched.
    public let places: PlaceLookup
    /// Search's own full-text index: the stamp matcher asks it for one word at a time.
    let search: SearchIndex
    let countryNamesStatement: Statement
    let airportsStatement: Statement
    let namesStatement: Statement
    let airportNamesStatement: Statement

    /// Prepares every lookup on `gazetteer`; nothing is read until asked for.
    public init(gazetteer: Gazetteer) throws {
        let database = gazetteer.database
        places = try gazetteer.makeLookup()
        search = try gazetteer.makeSearchIndex()
        countryNamesStatement = try database.prepare("""
            SELECT p.code, p.name, p.name, ci.iso3 FROM place p LEFT JOIN country_info ci ON ci.place = p.rowid WHERE p.kind = ?1
            UNION ALL
            SELECT p.code, p.name, n.name, ci.iso3 FROM place p JOIN place_name n ON n.place = p.rowid
              LEFT JOIN country_info ci ON ci.place = p.rowid WHERE p.kind = ?1
            ORDER BY 1, 3
            """)
        airportsStatement = try database.prepare("""
            SELECT p.rowid, p.code, p.name, ai.municipality, ai.type, t.name, c.code, c.name, p.city, ai.scheduled, p.latitude, p.longitude
            FROM place p
            JOIN airport_info ai ON ai.place = p.rowid
            LEFT JOIN place t ON t.rowid = p.city
            LEFT JOIN place c ON c.rowid = p.country
            WHERE p.kind = ?
            ORDER BY p.rowid
            """)
        airportNamesStatement = try database.prepare("SELECT airport, name FROM airport_name ORDER BY airport, position")
        namesStatement = try database.prepare("SELECT name FROM place WHERE rowid = ?1 UNION ALL SELECT name FROM place_name WHERE place = ?1")
    }

    /// Every country's display name and alternates, ordered by country code then name.
    public func countryNames() throws -> [CountryName] {
        let s = countryNamesStatement
        s.reset()
        try s.bind([.integer(PlaceKind.country.rawValue)])
        var names: [CountryName] = []
        while try s.step() {
            guard let code = s.text(0), let display = s.text(1), let name = s.text(2) else { continue }
            names.append(CountryName(country: PlaceReference(id: PlaceID(kind: .country, code: code), name: display),
                                     iso3: s.text(3), name: name))
        }
        return names
    }

    /// Every airport with an IATA code, in rowid order, with its other names.
    public func airports() throws -> [AirportNaming] {
        var otherNames: [Int: [String]] = [:]
        let names = airportNamesStatement
        names.reset()
        while try names.step() { if let name = names.text(1) { otherNames[names.int(0), default: []].append(name) } }
        let s = airportsStatement
        s.reset()
        try s.bind([.integer(PlaceKind.airport.rawValue)])
        var airports: [AirportNaming] = []
        while try s.step() {
            let country = s.text(6).map { PlaceReference(id: PlaceID(kind: .country, code: $0), name: s.text(7) ?? $0) }
            let coordinate = s.optionalDouble(10).flatMap { lat in s.optionalDouble(11).map { Coordinate(latitude: lat, longitude: $0) } }
            airports.append(AirportNaming(rowid: s.int(0), iata: s.text(1) ?? "", name: s.text(2) ?? "", municipality: s.text(3) ?? "",
                                          servedCity: s.text(5), servedCityRowid: s.optionalInt(8), country: country, type: s.text(4) ?? "",
                                          scheduled: s.int(9) != 0, coordinate: coordinate, otherNames: otherNames[s.int(0)] ?? []))
        }
        return airports
    }

    /// Rowids of places of `kind` that have `word` (folded, one word, letters and digits only) as
    /// a whole word of their name, an alternate or an ancestor's name, most important first, at
    /// most `limit`. The search index keeps no columns (`detail=none`), so a caller that wants the
    /// place's own names alone checks them with `names(ofPlace:)`.
    public func places(_ kind: PlaceKind, withWord word: String, limit: Int) throws -> [Int] {
        guard let block = search.blocks[kind], !word.isEmpty, word.allSatisfy({ $0.isLetter || $0.isNumber }) else { return [] }
        // The index's tokenizer cuts a word at its marks (Devanagari, Thai, Khmer vowel signs), and a
        // quoted word it cuts would be a phrase, which an index without positions cannot answer:
        // such a word is asked for as all of its pieces.
        let pieces = word.unicodeScalars.split { Self.cutsWords($0) }.map { String(String.UnicodeScalarView($0)) }
        guard pieces.count > 1 else { return try search.matches("\"\(word)\"", in: block, limit: limit) }
        return try search.matches(pieces.map { "\"\($0)\"" }.joined(separator: " AND "), in: block, limit: limit)
    }

    /// Marks the full-text tokenizer treats as separators inside a word.
    static func cutsWords(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// The display name and every alternate of one place.
    public func names(ofPlace rowid: Int) throws -> [String] {
        let s = namesStatement
        s.reset()
        try s.bind([.integer(rowid)])
        var names: [String] = []
        while try s.step() { if let name = s.text(0) { names.append(name) } }
        return names
    }
}
