import WaymarkGazetteer
import WaymarkCalendar

/// The passport statistics of an atlas, derived from its evidence.
public struct AtlasStatistics: Codable, Equatable {
    /// A country with days of evidence: when first and last seen, and on how many days.
    public struct CountryVisit: Codable, Equatable {
        /// The country.
        public var id: PlaceID
        /// Its name, as the atlas's snapshot has it.
        public var name: String
        /// The first day of presence there in the period.
        public var firstVisit: LocalDay
        /// The last day of presence there in the period.
        public var lastVisit: LocalDay
        /// Distinct days of presence there in the period.
        public var days: Int
        /// Every day there was at airports (a layover, a connection): not counted as visited.
        public var transitOnly: Bool
        /// Regions of the country visited: with a day of evidence beyond an airport.
        public var regionsVisited: Int
        /// Visited regions over the country's regions in the gazetteer; nil without one.
        public var regionShare: Double?
    }

    /// The calendar year the statistics cover; nil for the whole atlas.
    public var year: Int?
    /// Countries visited: with some evidence beyond an airport in the period.
    public var countries: Int
    /// Countries whose every piece of evidence in the period is at an airport, counted apart
    /// from `countries` (never in both).
    public var transitOnlyCountries: Int
    /// Regions visited: with some evidence beyond an airport in the period. A region seen only
    /// at its airport (a connection) is not counted, as its country is not: the maps show it as
    /// transit only.
    public var regions: Int
    /// Cities visited, counted as `regions` are.
    public var cities: Int
    /// Airports with a day of evidence in the period.
    public var airports: Int
    /// Flights from imported logs (one flight found in two logs counts once), and their
    /// great-circle kilometres.
    public var flights: Int
    /// The flights' great-circle distance added up, in kilometres to one decimal.
    public var distanceFlownKilometers: Double
    /// Continents visited (some evidence beyond an airport), by name in name order.
    public var continents: [String]
    /// The world total that `worldShare` is taken of: the gazetteer's supported countries
    /// (docs/atlas.md); nil without a gazetteer.
    public var worldCountries: Int?
    /// Visited countries (transit-only ones left out) over `worldCountries`; nil without a gazetteer.
    public var worldShare: Double?
    /// Every country with presence, visited and transit-only, in English name order.
    public var countryVisits: [CountryVisit]
    /// The visited countries of each year, in English name order.
    public var countriesByYear: [String: [String]]
    /// With `year`, the achievements first earned in that year; each with the day it was first
    /// earned, read from the whole atlas.
    public var achievements: [EarnedAchievement]

    /// Reads the atlas's presence over the whole atlas, or over `year`.
    ///
    /// ```swift
    /// let statistics = try AtlasStatistics(atlas: atlas, totals: try gazetteer.totals())
    /// print("\(statistics.countries) countries · \(statistics.transitOnlyCountries) transit only")
    /// ```
    /// - Parameters:
    ///   - atlas: the atlas read; photos the user excluded do not count.
    ///   - year: count only that year's days; its achievements are those first earned in it.
    ///   - totals: from the gazetteer when one is at hand; without them the shares are nil.
    /// - Throws: an SQLite error of the atlas.
    public init(atlas: AtlasStore, year: Int? = nil, totals: GazetteerTotals?) throws {
        self.year = year
        let inYear: (LocalDay) -> Bool = { day in year.map { day.year == $0 } ?? true }
        let whole = try atlas.presenceTimeline()
        let timeline = whole.filter { inYear($0.day) }
        var snapshots: [PlaceID: PlaceSnapshot] = [:]
        for snapshot in try atlas.allSnapshots() { snapshots[snapshot.id] = snapshot }
        func name(_ id: PlaceID) -> String { snapshots[id]?.name ?? id.code }

        var days: [PlaceID: [LocalDay]] = [:]
        var beyondAirports = Set<PlaceID>()
        for entry in timeline {
            days[entry.place, default: []].append(entry.day)
            if !entry.atAirports { beyondAirports.insert(entry.place) }
        }
        // A place is visited with some evidence beyond an airport; an airport counts for itself.
        func count(_ kind: PlaceKind) -> Int { days.keys.filter { $0.kind == kind && (kind == .airport || beyondAirports.contains($0)) }.count }
        let presentCountries = days.keys.filter { $0.kind == .country }
        countries = presentCountries.filter(beyondAirports.contains).count
        transitOnlyCountries = presentCountries.count - countries
        regions = count(.region); cities = count(.city); airports = count(.airport)
        let flown = try atlas.flights(year: year)
        flights = flown.count
        distanceFlownKilometers = (flown.reduce(0) { $0 + $1.distanceKilometers } * 10).rounded() / 10
        continents = days.keys.filter { $0.kind == .continent && beyondAirports.contains($0) }.map(name).sorted(by: TextFolding.precedesInNameOrder)
        worldCountries = totals?.supportedCountries
        let visitedCountries = countries
        worldShare = totals.map { Double(visitedCountries) / Double(max(1, $0.supportedCountries)) }

        var regionsByCountry: [PlaceID: Set<PlaceID>] = [:]
        for id in days.keys where id.kind == .region && beyondAirports.contains(id) {
            if let country = snapshots[id]?.country?.id { regionsByCountry[country, default: []].insert(id) }
        }
        countryVisits = presentCountries.compactMap { id -> AtlasStatistics.CountryVisit? in
            let list = days[id]!.sorted()
            guard let first = list.first, let last = list.last else { return nil }   // a present country has a day
            let visited = regionsByCountry[id]?.count ?? 0
            let share = totals?.regionsPerCountry[id].flatMap { $0 > 0 ? Double(visited) / Double($0) : nil }
            return AtlasStatistics.CountryVisit(id: id, name: name(id), firstVisit: first, lastVisit: last,
                                                days: Set(list).count, transitOnly: !beyondAirports.contains(id),
                                                regionsVisited: visited, regionShare: share)
        }.sorted { TextFolding.precedesInNameOrder($0.name, $1.name) || ($0.name == $1.name && $0.id.description < $1.id.description) }
        var byYear: [String: Set<String>] = [:]
        for entry in timeline where entry.place.kind == .country && beyondAirports.contains(entry.place) {
            byYear[String(entry.day.year), default: []].insert(name(entry.place))
        }
        countriesByYear = byYear.mapValues { $0.sorted(by: TextFolding.precedesInNameOrder) }
        // Earned over the whole atlas, so a year's list says when each was first earned.
        achievements = Achievements.earned(timeline: whole, snapshots: snapshots).filter { inYear($0.earnedOn) }
    }
}

/// An achievement and the day the evidence earned it.
public struct EarnedAchievement: Codable, Equatable {
    /// The rule's ID in `Achievements.all` ("countries-10").
    public var id: String
    /// The achievement's name as shown ("10 countries").
    public var title: String
    /// The day of the evidence that completed it.
    public var earnedOn: LocalDay

    /// An achievement earned on `earnedOn`.
    public init(id: String, title: String, earnedOn: LocalDay) { self.id = id; self.title = title; self.earnedOn = earnedOn }
}

/// The achievements, as data: each rule says what completes it, and the day it is earned is the
/// day of the evidence that completed it.
public enum Achievements {
    /// What completes an achievement.
    public enum Rule: Equatable, Sendable {
        /// The first day in a country other than the first country in the atlas.
        case firstCountryAbroad
        /// That many countries with a day of visit.
        case countries(Int)
        /// That many continents with a day of visit (beyond an airport).
        case continents(Int)
        /// That many regions of a single country visited (beyond an airport).
        case regionsOfOneCountry(Int)
    }

    /// Every achievement, in the order they are listed.
    public static let all: [(id: String, title: String, rule: Rule)] = [
        ("first-abroad", "First country abroad", .firstCountryAbroad),
        ("countries-10", "10 countries", .countries(10)),
        ("countries-25", "25 countries", .countries(25)),
        ("countries-50", "50 countries", .countries(50)),
        ("countries-100", "100 countries", .countries(100)),
        ("continents-6", "Every inhabited continent", .continents(6)),
        ("continents-7", "All seven continents", .continents(7)),
        ("regions-10", "10 regions of one country", .regionsOfOneCountry(10)),
        ("regions-25", "25 regions of one country", .regionsOfOneCountry(25)),
    ]

    /// A country, continent or region counts from its first day beyond an airport, as
    /// `AtlasStatistics` counts them.
    static func earned(timeline: [PresenceDay], snapshots: [PlaceID: PlaceSnapshot]) -> [EarnedAchievement] {
        // Counts kept as they grow (a set per kind, and the most regions seen in one country), so
        // a timeline of 100,000 photos' days is one pass with no rescans.
        var countries = Set<PlaceID>(), continents = Set<PlaceID>(), regions: [PlaceID: Set<PlaceID>] = [:]
        var mostRegionsInOneCountry = 0
        var earned: [String: LocalDay] = [:]
        for entry in timeline where !entry.atAirports {   // in date order
            switch entry.place.kind {
            case .country: guard countries.insert(entry.place).inserted else { continue }
            case .continent: guard continents.insert(entry.place).inserted else { continue }
            case .region:
                guard let country = snapshots[entry.place]?.country?.id, regions[country, default: []].insert(entry.place).inserted else { continue }
                mostRegionsInOneCountry = max(mostRegionsInOneCountry, regions[country]!.count)
            default: continue
            }
            guard earned.count < all.count else { break }
            for rule in all where earned[rule.id] == nil {
                let done: Bool
                switch rule.rule {
                case .firstCountryAbroad: done = countries.count >= 2
                case .countries(let n): done = countries.count >= n
                case .continents(let n): done = continents.count >= n
                case .regionsOfOneCountry(let n): done = mostRegionsInOneCountry >= n
                }
                if done { earned[rule.id] = entry.day }
            }
        }
        return all.compactMap { rule in earned[rule.id].map { EarnedAchievement(id: rule.id, title: rule.title, earnedOn: $0) } }
    }
}
