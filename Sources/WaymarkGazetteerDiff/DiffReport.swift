import WaymarkGazetteer

/// What changed between two gazetteer builds (`waymark diff OLD NEW`): their sources, their
/// places, their boundaries and the answers they give. Every field is computed from the two
/// files; nothing is written by hand.
public struct DiffReport: Codable, Equatable, Sendable {
    /// The build compared from.
    public var old: BuildSummary
    /// The build compared to.
    public var new: BuildSummary
    /// Every source either build pinned, in name order.
    public var sources: [SourceChange]
    /// The places added, removed, renamed, moved or given another parent.
    public var places: PlaceChanges
    /// The stored polygons whose area or decision changed.
    public var boundaries: BoundaryChanges
    /// Each set of points resolved against both builds: "cities", "border_probes", then "land" and
    /// "user" when asked for.
    public var answers: [AnswerSetChanges]
}

/// One build: its identity (the sha256 recorded beside it) and its place counts by kind.
public struct BuildSummary: Codable, Equatable, Sendable {
    /// The gazetteer file's path.
    public var path: String
    /// The build's identity: the sha256 recorded beside the file, else its path.
    public var gazetteer: String
    /// Places by kind, keyed by the kind's ID prefix ("city").
    public var places: [String: Int]
}

/// A pinned source as each build recorded it; nil on the side that did not have it.
public struct SourceChange: Codable, Equatable, Sendable {
    /// What a build recorded of a source.
    public struct Pin: Codable, Equatable, Sendable {
        /// The source's version as pinned.
        public var version: String
        /// sha256 of the source file the build read.
        public var sha256: String
    }
    /// The source's name.
    public var name: String
    /// The old build's pin; nil when it did not use the source.
    public var old: Pin?
    /// The new build's pin; nil when it does not use the source.
    public var new: Pin?
    /// True when the pins differ, or only one build has one.
    public var changed: Bool
}

/// How many places changed in each way.
public struct PlaceChangeCounts: Codable, Equatable, Sendable {
    /// Places in the new build only.
    public var added = 0
    /// Places in the old build only.
    public var removed = 0
    /// Places with another display name.
    public var renamed = 0
    /// Places whose point moved farther than `PlaceChanges.movedMeters`.
    public var moved = 0
    /// Places with another country, region or city above them.
    public var reparented = 0

    /// Counts as given; zero by default.
    public init(added: Int = 0, removed: Int = 0, renamed: Int = 0, moved: Int = 0, reparented: Int = 0) {
        self.added = added; self.removed = removed; self.renamed = renamed; self.moved = moved; self.reparented = reparented
    }

    /// Changes of every kind (a place renamed and moved counts twice).
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
    /// The way a place changed.
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
    /// The place's stable ID.
    public var id: PlaceID
    /// How it changed.
    public var change: Change
    /// Its name in the build that has it (the new one, for a change to a place both have).
    public var name: String
    /// The old name, where it differs (renamed).
    public var nameBefore: String?
    /// The country the place is in (the new build's, else the old's); a country's own code.
    public var country: String?
    /// How far it moved, in kilometres (moved).
    public var km: Double?
    /// Which parent changed, "country", "region" or "city", and the stable IDs before and after.
    public var parent: String?
    /// The stable ID of that parent in the old build; nil when it had none.
    public var parentBefore: String?
    /// The stable ID of that parent in the new build; nil when it has none.
    public var parentAfter: String?
}

/// Every place change between the builds, with counts overall, by kind and by country.
public struct PlaceChanges: Codable, Equatable, Sendable {
    /// A place whose point moves farther than this counts as moved.
    public static let movedMeters = 1000.0
    /// The counts over every place.
    public var counts = PlaceChangeCounts()
    /// The counts for each kind of place; JSON keys them by the kind's ID prefix ("city").
    public var byKind: [PlaceKind: PlaceChangeCounts] = [:]
    /// The counts for each country, by its code.
    public var byCountry: [String: PlaceChangeCounts] = [:]
    /// Every change, in stable-ID order.
    public var changes: [PlaceChange] = []

    /// Changes as given; none by default.
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

    /// Writes `byKind` keyed by the kinds' ID prefixes, as `init(from:)` reads it.
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
    /// 0 for a country polygon, 1 for a region polygon.
    public var level: Int
    /// The polygon's Natural Earth reference, which matches it across builds.
    public var sourceRef: String
    /// The place it stands for (stable ID); nil for a region polygon its cities decide.
    public var place: String?
    /// Its country's code.
    public var country: String?
    /// Its area in the old build, in km²; nil when only the new build has it.
    public var areaBeforeKm2: Double?
    /// Its area in the new build, in km²; nil when only the old build has it.
    public var areaAfterKm2: Double?
    /// (after − before) / before, as a fraction; nil for a polygon one build lacks.
    public var relativeChange: Double?
}

/// A polygon the build decided differently (the audit's decision: `natural_earth`, `majority`,
/// `split_nearest_city`…), or gave another place.
public struct DecisionChange: Codable, Equatable, Sendable {
    /// 0 for a country polygon, 1 for a region polygon.
    public var level: Int
    /// The polygon's Natural Earth reference.
    public var sourceRef: String
    /// The old build's decision.
    public var decisionBefore: String
    /// The new build's decision.
    public var decisionAfter: String
    /// The place it stood for in the old build (stable ID); nil for none.
    public var placeBefore: String?
    /// The place it stands for in the new build (stable ID); nil for none.
    public var placeAfter: String?
}

/// The stored polygons of the two builds compared, matched by level and Natural Earth reference.
public struct BoundaryChanges: Codable, Equatable, Sendable {
    /// A relative change of area larger than this (a tenth of a percent) is listed.
    public static let areaTolerance = 0.001
    /// Polygons both builds have.
    public var comparedPolygons = 0
    /// Polygons whose area changed beyond `areaTolerance`, or that only one build has.
    public var areaChanged: [BoundaryChange] = []
    /// Polygons decided differently, or given another place.
    public var decisionsChanged: [DecisionChange] = []
}

/// One set of points resolved against both builds.
public struct AnswerSetChanges: Codable, Equatable, Sendable {
    /// A place an answer names, by stable ID and name.
    public struct Named: Codable, Equatable, Sendable {
        /// The stable ID; nil when the answer has no place at this level.
        public var id: String?
        /// Its name in that build; nil with no place.
        public var name: String?
    }

    /// Points whose answer at `level` went from one place to another.
    public struct Transition: Codable, Equatable, Sendable {
        /// The level that changed.
        public var level: AnswerLevel
        /// The old build's answer.
        public var from: Named
        /// The new build's answer.
        public var to: Named
        /// Points that went this way.
        public var points: Int
    }

    /// A changed point with both answers as labels ("Gesundbrunnen, Berlin, Germany").
    public struct Example: Codable, Equatable, Sendable {
        /// The point's latitude, in degrees.
        public var lat: Double
        /// The point's longitude, in degrees.
        public var lon: Double
        /// The levels whose answer changed, in `AnswerLevel` order.
        public var levels: [AnswerLevel]
        /// The old build's answer as a label.
        public var before: String
        /// The new build's answer as a label.
        public var after: String
    }

    /// For the section points of a set (the points of places that are sections of a city in either
    /// build): how many answer their city in each build.
    public struct Sections: Codable, Equatable, Sendable {
        /// Section points of the set.
        public var points = 0
        /// Of those, the points whose city in the old build is the section's city.
        public var answeringTheirCityBefore = 0
        /// Of those, the points whose city in the new build is the section's city.
        public var answeringTheirCityAfter = 0

        /// Counts as given; zero by default.
        public init(points: Int = 0, answeringTheirCityBefore: Int = 0, answeringTheirCityAfter: Int = 0) {
            self.points = points; self.answeringTheirCityBefore = answeringTheirCityBefore; self.answeringTheirCityAfter = answeringTheirCityAfter
        }
    }

    /// "cities", "border_probes", "land", "user".
    public var set: String
    /// Points of the set resolved.
    public var points = 0
    /// Points whose answer changed at any level.
    public var changed = 0
    /// Points whose answer changed at each level (a point can count at several).
    public var byLevel: [AnswerLevel: Int] = [:]
    /// The largest transitions, most points first.
    public var transitions: [Transition] = []
    /// The first changed points, in the set's order.
    public var examples: [Example] = []
    /// Nil when no point of the set is a section's.
    public var sections: Sections?
}

