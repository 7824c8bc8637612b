import WaymarkGazetteer
import WaymarkGeo

/// What a traveller typed, plus the optional filters and bias.
public struct SearchQuery: Sendable {
    public var text: String
    /// Bias toward places near here, without hiding important far-away exact matches.
    public var near: Coordinate?
    /// Only these kinds; nil for all.
    public var kinds: Set<PlaceKind>?
    /// Only places in this country (ISO alpha-2).
    public var country: String?
    /// At most this many results; zero or less gives none.
    public var limit: Int

    public init(text: String, near: Coordinate? = nil, kinds: Set<PlaceKind>? = nil, country: String? = nil, limit: Int = 10) {
        self.text = text; self.near = near; self.kinds = kinds; self.country = country; self.limit = limit
    }
}

/// How well a result's name matched, best first.
public enum MatchQuality: Int, Comparable, Sendable, Codable {
    /// The query is the place's name, an alternate name or a code (with optional ancestry words:
    /// "paris texas").
    case exact = 0
    /// The query begins the place's display name.
    case prefix = 1
    /// The query begins one of its alternate names (some, in rare languages, begin like anything),
    /// or begins a code typed in lower case.
    case alternatePrefix = 2
    /// Every query word begins some word of the name, alternates or ancestry.
    case general = 3

    public static func < (a: MatchQuality, b: MatchQuality) -> Bool { a.rawValue < b.rawValue }
}

public struct SearchResult: Sendable {
    public var place: GazetteerPlace
    public var match: MatchQuality
    /// Importance plus the proximity bonus: what orders results within one match quality.
    public var score: Double
}
