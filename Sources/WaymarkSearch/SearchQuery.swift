import WaymarkGazetteer
import WaymarkGeo

/// What a traveller typed, plus the optional filters and bias.
public struct SearchQuery: Sendable {
    /// The words as typed; case, accents and punctuation do not matter.
    public var text: String
    /// Bias toward places near here, without hiding important far-away exact matches.
    public var near: Coordinate?
    /// Only these kinds; nil for all.
    public var kinds: Set<PlaceKind>?
    /// Only places in this country (ISO alpha-2).
    public var country: String?
    /// At most this many results; zero or less gives none.
    public var limit: Int

    /// A query with no filter or bias unless given, and at most 10 results by default.
    public init(text: String, near: Coordinate? = nil, kinds: Set<PlaceKind>? = nil, country: String? = nil, limit: Int = 10) {
        self.text = text; self.near = near; self.kinds = kinds; self.country = country; self.limit = limit
    }
}

/// How well a result's name matched, best first.
public enum MatchQuality: Int, Comparable, Sendable, Codable {
    /// The query is the place's display name or a code (with optional ancestry words: "paris
    /// texas"), or an airport's short name ("heathrow").
    case exact = 0
    /// The query is one of the place's alternate names ("Firenze", "Bombay").
    case exactAlternate = 1
    /// The query begins the place's display name.
    case prefix = 2
    /// The query begins one of its alternate names (some, in rare languages, begin like anything),
    /// or begins a code typed in lower case.
    case alternatePrefix = 3
    /// Every query word begins some word of the name, alternates or ancestry.
    case general = 4

    /// True when `a` is the better match.
    public static func < (a: MatchQuality, b: MatchQuality) -> Bool { a.rawValue < b.rawValue }

    /// The name in JSON: exact, exact_alternate, prefix, alternate_prefix, general.
    public var name: String {
        switch self {
        case .exact: return "exact"
        case .exactAlternate: return "exact_alternate"
        case .prefix: return "prefix"
        case .alternatePrefix: return "alternate_prefix"
        case .general: return "general"
        }
    }

    /// Exact and exact-alternate matches share a tier: within it, the display name's advantage is
    /// a score bonus (`MatchRanking.displayNameBonus`), so "Cancún" beats Changchun (which lists
    /// "Cancun" among its alternates) while "Bombay" still finds Mumbai before a village called Bombay.
    var tier: Int { self == .exactAlternate ? MatchQuality.exact.rawValue : rawValue }
}

/// One place found, with how and how well it matched.
public struct SearchResult: Sendable {
    /// The place.
    public var place: GazetteerPlace
    /// How well its name matched the query.
    public var match: MatchQuality
    /// The name (display name, alternate name or code) that the query matched.
    public var matchedName: String
    /// Importance plus the bonuses: what orders results within one match tier.
    public var score: Double
}
