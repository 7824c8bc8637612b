/// The levels of the place hierarchy, from the widest to the narrowest. The raw value is what
/// the gazetteer stores, so the order of the cases is part of the file format.
///
/// ```swift
/// PlaceKind(idPrefix: "airport")   // .airport
/// PlaceKind.region < .city         // true
/// ```
public enum PlaceKind: Int, CaseIterable, Sendable, Codable, Comparable {
    /// A continent, as GeoNames lists them.
    case continent = 0
    /// A country, by ISO 3166-1.
    case country = 1
    /// A country's first-level subdivision (GeoNames admin-1).
    case region = 2
    /// A populated place from GeoNames (cities500: places of 500 people or more).
    case city = 3
    /// An airport from OurAirports, by IATA code.
    case airport = 4

    /// The prefix of a stable ID: "country:DE", "region:US.CA", "city:2950159", "airport:LAX".
    public var idPrefix: String {
        switch self {
        case .continent: return "continent"
        case .country: return "country"
        case .region: return "region"
        case .city: return "city"
        case .airport: return "airport"
        }
    }

    /// The kind whose `idPrefix` is `idPrefix`; nil for any other text.
    public init?(idPrefix: String) {
        guard let kind = PlaceKind.allCases.first(where: { $0.idPrefix == idPrefix }) else { return nil }
        self = kind
    }

    /// Wider kinds first: continent < country < region < city < airport.
    public static func < (a: PlaceKind, b: PlaceKind) -> Bool { a.rawValue < b.rawValue }
}

/// A stable place ID: a kind plus the code that identifies it across gazetteer versions
/// (ISO alpha-2 for countries, the GeoNames admin-1 key for regions, the geonameid for cities,
/// the IATA code for airports). Codes alone collide ("NA" is North America and Namibia), so the
/// kind is always part of the ID.
///
/// ```swift
/// let berlin = PlaceID("city:2950159")               // kind .city, code "2950159"
/// print(PlaceID(kind: .country, code: "DE"))         // country:DE
/// ```
public struct PlaceID: Hashable, Sendable, Comparable, CustomStringConvertible, Codable {
    /// The place's level.
    public var kind: PlaceKind
    /// The code that identifies the place within its kind (see the type's description).
    public var code: String

    /// The ID of kind `kind` and code `code`; the code is not checked against the gazetteer.
    public init(kind: PlaceKind, code: String) {
        self.kind = kind
        self.code = code
    }

    /// Parses "kind:code"; nil when the prefix is unknown or the code empty.
    public init?(_ text: String) {
        guard let colon = text.firstIndex(of: ":"),
              let kind = PlaceKind(idPrefix: String(text[..<colon])) else { return nil }
        let code = String(text[text.index(after: colon)...])
        guard !code.isEmpty else { return nil }
        self.init(kind: kind, code: code)
    }

    /// The ID's text, "kind:code" ("city:2950159"), which `init?(_:)` parses back.
    public var description: String { "\(kind.idPrefix):\(code)" }

    /// By kind, then code.
    public static func < (a: PlaceID, b: PlaceID) -> Bool {
        (a.kind, a.code) < (b.kind, b.code)
    }

    /// Decodes an ID from its "kind:code" text; throws `DecodingError.dataCorrupted` for text
    /// that is not one.
    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let id = PlaceID(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a place ID: \(text)"))
        }
        self = id
    }

    /// Encodes the ID as its "kind:code" text.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
