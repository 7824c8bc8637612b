import WaymarkGazetteer

/// What changed between two gazetteer builds (`waymark diff OLD NEW`): their sources, their
/// places, their boundaries and the answers they give. Every field is computed from the two
/// files; nothing is written by hand.
public struct DiffReport: Codable, Equatable, Sendable {
    public var old: BuildSummary
    public var new: BuildSummary
    public var sources: [SourceChange]
    public var places: PlaceChanges
    public var boundaries: BoundaryChanges
    public var answers: [AnswerSetChanges]
}

/// One build: its identity (the sha256 recorded beside it) and its place counts by kind.
public struct BuildSummary: Codable, Equatable, Sendable {
    public var path: String
    public var gazetteer: String
    public var places: [String: Int]
}

/// A pinned source as each build recorded it; nil on the side that did not have it.
public struct SourceChange: Codable, Equatable, Sendable {
    public struct Pin: Codable, Equatable, Sendable {
        public var version: String
        public var sha256: String
    }
    public var name: String
    public var old: Pin?
    public var new: Pin?
    public var changed: Bool
}

/// How many places changed in each way.
public struct PlaceChangeCounts: Codable, Equatable, Sendable {
    public var added = 0
    public var removed = 0
    public var renamed = 0
    public var moved = 0
    public var reparented = 0

    public init(added: Int = 0, removed: Int = 0, renamed: Int = 0, moved: Int = 0, reparented: Int = 0) {
        self.added = added; self.removed = removed; self.renamed = renamed; self.moved = moved; self.reparented = reparented
    }

    public var total: Int { added + removed + renamed + moved + reparented }

    mutating func count(_ change: PlaceChange.Change) {
        switch change {
        case .added: added += 1
        case .removed: removed += 1
        case .renamed: renamed += 1
        case .moved: moved += 1
        case .reparented: reparented += 1
        }
    }
}

/// One change to one place. A place renamed and moved has two.
public struct PlaceChange: Codable, Equatable, Sendable {
    public enum Change: String, Codable, Sendable, CaseIterable {
        /// In the new build only, or in the old build only.
        case added, removed
        /// Another display name.
        case renamed
        /// Its point lies more than `PlaceChanges.movedMeters` from where it was.
        case moved
        /// Another country or region, or (a city) now or no longer a section of a city, or
        /// (an airport) another served city.
        case reparented
    }
    public var id: PlaceID
    public var change: Change
    public var name: String
    /// The old name, where it differs (renamed).
    public var nameBefore: String?
    /// The country the place is in (the new build's, else the old's); a country's own code.
    public var country: String?
    /// How far it moved, in kilometres (moved).
    public var km: Double?
    /// Which parent changed, "country", "region" or "city", and the stable IDs before and after.
    public var parent: String?
    public var parentBefore: String?
    public var parentAfter: String?
}

public struct PlaceChanges: Codable, Equatable, Sendable {
    /// A place whose point moves farther than this counts as moved.
    public static let movedMeters = 1000.0
    public var counts = PlaceChangeCounts()
    /// The counts for each kind of place; JSON keys them by the kind's ID prefix ("city").
    public var byKind: [PlaceKind: PlaceChangeCounts] = [:]
    /// The counts for each country, by its code.
    public var byCountry: [String: PlaceChangeCounts] = [:]
    /// Every change, in stable-ID order.
    public var changes: [PlaceChange] = []

    public init(counts: PlaceChangeCounts = PlaceChangeCounts(), byKind: [PlaceKind: PlaceChangeCounts] = [:],
                byCountry: [String: PlaceChangeCounts] = [:], changes: [PlaceChange] = []) {
        self.counts = counts; self.byKind = byKind; self.byCountry = byCountry; self.changes = changes
    }

    enum CodingKeys: String, CodingKey { case counts, byKind, byCountry, changes }

    /// `PlaceKind`'s own Codable form is its number, so `byKind` goes through its ID prefix to
    /// stay a JSON object keyed "city", "country"….
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        counts = try container.decodeIfPresent(PlaceChangeCounts.self, forKey: .counts) ?? PlaceChangeCounts()
        byKind = [:]
        for (prefix, kindCounts) in try container.decodeIfPresent([String: PlaceChangeCounts].self, forKey: .byKind) ?? [:] {
            guard let kind = PlaceKind(idPrefix: prefix) else {
                throw DecodingError.dataCorruptedError(forKey: .byKind, in: container, debugDescription: "'\(prefix)' is not a kind of place")
            }
            byKind[kind] = kindCounts
        }
        byCountry = try container.decodeIfPresent([String: PlaceChangeCounts].self, forKey: .byCountry) ?? [:]
        changes = try container.decodeIfPresent([PlaceChange].self, forKey: .changes) ?? []
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(counts, forKey: .counts)
        try container.encode(Dictionary(uniqueKeysWithValues: byKind.map { ($0.key.idPrefix, $0.value) }), forKey: .byKind)
        try container.encode(byCountry, forKey: .byCountry)
        try container.encode(changes, forKey: .changes)
    }
}

/// A stored polygon whose area changed by more than `BoundaryChanges.areaTolerance`, or that
/// only one build has.
public struct BoundaryChange: Codable, Equatable, Sendable {
    public var level: Int
    public var sourceRef: String
    public var place: String?
    public var country: String?
    public var areaBeforeKm2: Double?
    public var areaAfterKm2: Double?
    /// (after − before) / before, as a fraction; nil for a polygon one build lacks.
    public var relativeChange: Double?
}

/// A polygon the build decided differently (the audit's decision: `natural_earth`, `majority`,
/// `split_nearest_city`…), or gave another place.
public struct DecisionChange: Codable, Equatable, Sendable {
    public var level: Int
    public var sourceRef: String
    public var decisionBefore: String
    public var decisionAfter: String
    public var placeBefore: String?
    public var placeAfter: String?
}

public struct BoundaryChanges: Codable, Equatable, Sendable {
    public static let areaTolerance = 0.001
    public var comparedPolygons = 0
    public var areaChanged: [BoundaryChange] = []
    public var decisionsChanged: [DecisionChange] = []
}

/// One set of points resolved against both builds.
public struct AnswerSetChanges: Codable, Equatable, Sendable {
    /// A place an answer names, by stable ID and name.
    public struct Named: Codable, Equatable, Sendable {
        public var id: String?
        public var name: String?
    }

    /// Points whose answer at `level` went from one place to another.
    public struct Transition: Codable, Equatable, Sendable {
        public var level: AnswerLevel
        public var from: Named
        public var to: Named
        public var points: Int
    }

    /// A changed point with both answers as labels ("Gesundbrunnen, Berlin, Germany").
    public struct Example: Codable, Equatable, Sendable {
        public var lat: Double
        public var lon: Double
        /// The levels whose answer changed, in `AnswerLevel` order.
        public var levels: [AnswerLevel]
        public var before: String
        public var after: String
    }

    /// For the section points of a set (the points of places that are sections of a city in either
    /// build): how many answer their city in each build.
    public struct Sections: Codable, Equatable, Sendable {
        public var points = 0
        public var answeringTheirCityBefore = 0
        public var answeringTheirCityAfter = 0

        public init(points: Int = 0, answeringTheirCityBefore: Int = 0, answeringTheirCityAfter: Int = 0) {
            self.points = points; self.answeringTheirCityBefore = answeringTheirCityBefore; self.answeringTheirCityAfter = answeringTheirCityAfter
        }
    }

    /// "cities", "border_probes", "land", "user".
    public var set: String
    public var points = 0
    public var changed = 0
    /// Points whose answer changed at each level (a point can count at several).
    public var byLevel: [AnswerLevel: Int] = [:]
    /// The largest transitions, most points first.
    public var transitions: [Transition] = []
    public var examples: [Example] = []
    public var sections: Sections?
}

