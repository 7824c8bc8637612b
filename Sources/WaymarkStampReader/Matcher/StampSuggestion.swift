import WaymarkGazetteer

/// How a traveller crossed the border, as far as the stamp suggests.
public enum EntryMode: String, Sendable, Codable, CaseIterable {
    case air, sea, land, unknown
}

/// Whether the stamp records coming in or going out, as far as it suggests.
public enum StampDirection: String, Sendable, Codable, CaseIterable {
    case arrival, departure, unknown
}

/// How much a candidate's evidence holds together. Never a certainty: `strong` means independent
/// signals agree and no other country comes close.
public enum SuggestionStrength: String, Sendable, Codable, Comparable {
    case weak, moderate, strong

    var rank: Int { self == .weak ? 0 : self == .moderate ? 1 : 2 }
    public static func < (a: Self, b: Self) -> Bool { a.rank < b.rank }
}

/// The places a candidate names, widest first; each with its stable ID.
public struct SuggestedChain: Sendable, Hashable {
    public var country: PlaceReference?
    public var region: PlaceReference?
    public var city: PlaceReference?
    public var airport: PlaceReference?

    /// The narrowest place named.
    public var place: PlaceReference? { airport ?? city ?? region ?? country }
}

/// One thing read from the stamp that supports a candidate.
public struct StampEvidence: Sendable, Hashable {
    /// `iata_code`, `airport_name`, `airport_town`, `airport_word`, `country_name`, `country_code`,
    /// `vehicle_sign`, `city_name`, `near_outline`, `date`, `mode_word`, `mode_word_language`, `mode_symbol`, `direction_word`,
    /// `direction_arrow`, `ocr_text`.
    public var signal: String
    /// The characters it was read from.
    public var text: String
    /// What it was taken to mean.
    public var detail: String
    /// What it added to the score (0 for context that does not rank).
    public var weight: Double
}

/// One suggestion: where the stamp may have been made, when, how and which way, with the evidence.
public struct StampCandidate: Sendable {
    public var chain: SuggestedChain
    public var date: StampDate?
    public var mode: EntryMode
    public var direction: StampDirection
    /// 0 to 0.95: the summed evidence, squashed. Never 1.
    public var score: Double
    public var strength: SuggestionStrength
    public var evidence: [StampEvidence]
}

/// The matcher's answer for one text: candidates best first (possibly none; a person may always
/// choose none of them), plus what was read whatever the place.
public struct StampSuggestions: Sendable {
    public var candidates: [StampCandidate]
    /// Every date read, best first.
    public var dates: [StampDate]
    /// The stamp's mode: what its words say, else the first candidate's.
    public var mode: EntryMode
    public var direction: StampDirection
}
