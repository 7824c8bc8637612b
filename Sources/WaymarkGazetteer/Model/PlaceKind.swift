/// The levels of the place hierarchy, from the widest to the narrowest. The raw value is what
/// the gazetteer stores, so the order of the cases is part of the file format.
public enum PlaceKind: Int, CaseIterable, Sendable, Codable, Comparable {
    case continent = 0
    case country = 1
    case region = 2
    case city = 3
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

    public init?(idPrefix: String) {
        guard let kind = PlaceKind.allCases.first(where: { $0.idPrefix == idPrefix }) else { return nil }
        self = kind
    }

    public static func < (a: PlaceKind, b: PlaceKind) -> Bool { a.rawValue < b.rawValue }
}

/// A stable place ID: a kind plus the code that identifies it across gazetteer versions
/// (ISO alpha-2 for countries, the GeoNames admin-1 key for regions, the geonameid for cities,
/// the IATA code for airports). Codes alone collide ("NA" is North America and Namibia), so the
/// kind is always part of the ID.
public struct PlaceID: Hashable, Sendable, Comparable, CustomStringConvertible, Codable {
    public var kind: PlaceKind
    public var code: String

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

    public var description: String { "\(kind.idPrefix):\(code)" }

    public static func < (a: PlaceID, b: PlaceID) -> Bool {
        (a.kind, a.code) < (b.kind, b.code)
    }

    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let id = PlaceID(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a place ID: \(text)"))
        }
        self = id
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
