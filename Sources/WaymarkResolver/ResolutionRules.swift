import WaymarkGazetteer
import WaymarkGeo

/// A polygon that contains the point or lies near it.
public struct BoundaryHit: Sendable, Equatable {
    /// The polygon's rowid in the gazetteer's boundaries.
    public var boundary: Int       // boundary rowid
    /// Country or region rowid; nil for a split or country-only polygon. A derived polygon keeps
    /// its former majority region here (maps name it), but answers per point like a split one.
    public var place: Int?
    /// The rowid of the country the polygon belongs to.
    public var country: Int
    /// How the build assigned the polygon to its place (`BoundaryDecision`).
    public var decision: BoundaryDecision
    /// The polygon's area; the smallest containing polygon wins.
    public var areaSquareKilometers: Double

    /// Split between regions: a point takes the region of the nearest city inside it.
    public var isSplit: Bool { decision == .splitNearestCity || decision == .derived }
    /// The region the polygon answers for every point in it; nil where it is split.
    public var region: Int? { isSplit ? nil : place }

    /// A polygon as the gazetteer describes it.
    public init(boundary: Int, place: Int?, country: Int, decision: BoundaryDecision, areaSquareKilometers: Double) {
        self.boundary = boundary; self.place = place; self.country = country
        self.decision = decision; self.areaSquareKilometers = areaSquareKilometers
    }
}

/// A candidate city or airport with its distance. At equal distance the lower rowid wins: the
/// build assigns rowids in order of importance, so a tie goes to the larger place.
public struct NearbyPlace: Sendable, Equatable {
    /// The place's rowid in the gazetteer.
    public var rowid: Int
    /// Its distance from the point, in metres.
    public var meters: Double

    /// A place at this distance.
    public init(rowid: Int, meters: Double) { self.rowid = rowid; self.meters = meters }
}

/// Where the candidates come from. The fast resolver answers from in-memory indexes, the
/// reference resolver from SQL and brute force; `ResolutionRules` makes every decision, so the
/// two can differ only in which candidates they find, and the tests compare exactly that.
public protocol CandidateSource: AnyObject {
    /// Polygons of `level` containing `c`; with `country`, only that country's.
    func polygons(level: Int, containing c: Coordinate, country: Int?) throws -> [BoundaryHit]
    /// The one of those that `ResolutionRules.precedes` puts first.
    func smallestPolygon(level: Int, containing c: Coordinate, country: Int?) throws -> BoundaryHit?
    /// Country polygons whose boundary lies within `meters`, with that distance.
    func countryPolygons(near c: Coordinate, within meters: Double) throws -> [(hit: BoundaryHit, meters: Double)]
    /// The nearest town within `meters` whose own point lies in no country polygon
    /// (`city_outside_countries`), with the country it lies in.
    func nearestTownOutsideCountries(to c: Coordinate, within meters: Double) throws -> (town: NearbyPlace, country: Int)?
    func nearestCity(to c: Coordinate, inRegion region: Int) throws -> NearbyPlace?
    /// The nearest city of the country; with `boundary`, only cities inside that stored polygon.
    func nearestCity(to c: Coordinate, inCountry country: Int, insideBoundary boundary: Int?) throws -> NearbyPlace?
    /// The `count` nearest cities of `region`, or with no region of `country`, nearest first
    /// (ties to the lower rowid): the candidates `--explain` shows.
    func nearestCities(to c: Coordinate, inRegion region: Int?, country: Int, count: Int) throws -> [NearbyPlace]
    /// The region a city lies in (see `CityMembership`).
    func region(ofCity city: Int) throws -> Int?
    /// The city a section belongs to (`city_section`); nil for a place that is not a section.
    func cityOfSection(_ rowid: Int) -> Int?
    /// The airports that answer coordinates whose reference point lies within `meters` of `c`,
    /// in any order.
    func airports(near c: Coordinate, within meters: Double) throws -> [AirportFootprint]
}

/// A coordinate that cannot be resolved: not finite, or beyond ±90° / ±180°.
public struct InvalidCoordinate: Error, CustomStringConvertible, Equatable {
    /// The coordinate as given.
    public var coordinate: Coordinate
    /// The coordinate and why it is none ("not a position on Earth").
    public var description: String { "cannot resolve latitude \(coordinate.latitude), longitude \(coordinate.longitude): not a position on Earth" }
}

/// The resolution rules, shared by every resolver.
public enum ResolutionRules {
    /// A point this close to a country's land (a beach, a harbour, a ferry) belongs to it.
    public static let offshoreMeters = 25_000.0
    /// Closer than this to a country's land, a point outside every polygon is on the shore, not
    /// offshore. Natural Earth's 1:10m coastlines are generalised: central Longyearbyen, on the
    /// shore of Adventfjorden, lies 170 m out in the fjord by the full-resolution rings, and so do
    /// quays and harbour fronts elsewhere. The country is the same either way; only the flag differs.
    public static let shoreMeters = 250.0
    /// An airport joins the chain only within its footprint (`AirportFootprint`): near its
    /// runways, by its size, so a photo at a terminal gets it and one in the city it serves does
    /// not. Every footprint lies within this distance of its airport's reference point.
    public static let airportMeters = AirportFootprint.reachMeters

    /// The smallest polygon wins; equal areas go to the lower boundary rowid, so the answer is the
    /// same in every process.
    public static func smallest(_ hits: [BoundaryHit]) -> BoundaryHit? {
        hits.min(by: precedes)
    }

    /// True when `a` wins over `b`: the smaller area, or at equal areas the lower boundary rowid.
    @inline(__always)
    public static func precedes(_ a: BoundaryHit, _ b: BoundaryHit) -> Bool {
        (a.areaSquareKilometers, a.boundary) < (b.areaSquareKilometers, b.boundary)
    }

    /// Generic rather than taking `any CandidateSource`, so each resolver gets its own specialised
    /// copy with its candidate lookups inlined.
    public static func resolve<Source: CandidateSource>(_ c: Coordinate, using source: Source, trace: ResolutionTrace? = nil) throws -> Resolution {
        guard c.isValid else { throw InvalidCoordinate(coordinate: c) }
        var result = Resolution(coordinate: c, country: .none, region: .none, city: .none, airport: .none)
        result.airport = try airport(c, source, trace)

        result.country = try country(c, using: source, trace: trace)
        guard let countryRowid = result.country.rowid else { return result }

        if let winner = try regionPolygon(c, country: countryRowid, using: source, trace: trace) {
            if let region = winner.region {
                result.region = Level(rowid: region, decision: result.isOffshore ? .offshore : .contained)
            } else if winner.isSplit {
                let city = try source.nearestCity(to: c, inCountry: countryRowid, insideBoundary: winner.boundary)
                    ?? source.nearestCity(to: c, inCountry: countryRowid, insideBoundary: nil)
                if let city, let region = try source.region(ofCity: city.rowid) {
                    result.region = Level(rowid: region, decision: winner.decision == .derived ? .derived : .splitNearestCity, meters: city.meters)
                }
            }
        } else if let city = try source.nearestCity(to: c, inCountry: countryRowid, insideBoundary: nil),
                  let region = try source.region(ofCity: city.rowid) {
            result.region = Level(rowid: region, decision: .nearestCityInCountry, meters: city.meters)
        }

        if let region = result.region.rowid, let city = try source.nearestCity(to: c, inRegion: region) {
            place(city, decision: .nearestInRegion, in: &result, source)
        } else if let city = try source.nearestCity(to: c, inCountry: countryRowid, insideBoundary: nil) {
            place(city, decision: .nearestInCountry, in: &result, source)
        }
        if let trace, result.city.rowid != nil {
            let chosen = result.locality.rowid == nil ? result.city.decision : result.locality.decision
            let scope = chosen == .nearestInRegion ? result.region.rowid : nil
            trace.cityCandidates = try source.nearestCities(to: c, inRegion: scope, country: countryRowid, count: ResolutionTrace.cityCandidateCount)
        }
        return result
    }

    /// The nearest place is the city, or a section of one: then the section is the locality and
    /// its city the city ("Mitte" → Berlin).
    @inline(__always)
    static func place<Source: CandidateSource>(_ nearest: NearbyPlace, decision: Decision, in result: inout Resolution, _ source: Source) {
        if let city = source.cityOfSection(nearest.rowid) {
            result.locality = Level(rowid: nearest.rowid, decision: decision, meters: nearest.meters)
            result.city = Level(rowid: city, decision: .sectionOf)
        } else {
            result.city = Level(rowid: nearest.rowid, decision: decision, meters: nearest.meters)
        }
    }

    /// The country level alone: by containment (the smallest polygon), else the nearest country
    /// within `offshoreMeters` (on the shore within `shoreMeters`), else the country of the nearest
    /// town within `offshoreMeters` that lies outside every polygon, else none (open water).
    ///
    /// Natural Earth 1:10m leaves out atolls and islets that GeoNames has towns on (Enewetak,
    /// Nukunonu, Cargados Carajos): by polygons alone their towns lie in open water, with no
    /// country. Such a town stands for the land that the layer does not draw, as a polygon's edge
    /// does for the land it does. Only points with no polygon within the offshore distance are
    /// affected, so every answer that a polygon decides is unchanged.
    public static func country<Source: CandidateSource>(_ c: Coordinate, using source: Source, trace: ResolutionTrace? = nil) throws -> Level {
        if let trace { trace.countryCandidates = try source.polygons(level: 0, containing: c, country: nil) }
        if let winner = try source.smallestPolygon(level: 0, containing: c, country: nil) {
            return Level(rowid: winner.country, decision: .contained)
        }
        let near = try source.countryPolygons(near: c, within: offshoreMeters)
        trace?.offshoreCandidates = near
        guard let nearest = near.min(by: { ($0.meters, $0.hit.boundary) < ($1.meters, $1.hit.boundary) }) else {
            guard let town = try source.nearestTownOutsideCountries(to: c, within: offshoreMeters) else { return .none }
            trace?.townOutsideCountries = town.town
            return Level(rowid: town.country, decision: .nearestTown, meters: town.town.meters)
        }
        return Level(rowid: nearest.hit.country, decision: nearest.meters <= shoreMeters ? .shore : .offshore, meters: nearest.meters)
    }

    /// The region polygon that decides the region: the smallest of `country`'s containing `c`.
    /// Regions of other countries are ignored: the admin-1 layer does not nest exactly in the
    /// admin-0 layer, and the country is authoritative.
    public static func regionPolygon<Source: CandidateSource>(_ c: Coordinate, country: Int, using source: Source,
                                                              trace: ResolutionTrace? = nil) throws -> BoundaryHit? {
        if let trace { trace.regionCandidates = try source.polygons(level: 1, containing: c, country: country) }
        return try source.smallestPolygon(level: 1, containing: c, country: country)
    }

    /// The airport whose footprint holds `c`, nearest runway first (ties to the lower rowid).
    static func airport<Source: CandidateSource>(_ c: Coordinate, _ source: Source, _ trace: ResolutionTrace?) throws -> Level {
        typealias Candidate = (place: NearbyPlace, bound: Double)
        func precedes(_ a: Candidate, _ b: Candidate?) -> Bool { b.map { (a.place.meters, a.place.rowid) < ($0.place.meters, $0.place.rowid) } ?? true }
        var inside: Candidate?, nearest: Candidate?
        for footprint in try source.airports(near: c, within: airportMeters) {
            let candidate = (place: NearbyPlace(rowid: footprint.rowid, meters: footprint.distance(to: c)), bound: footprint.meters)
            if candidate.place.meters <= candidate.bound, precedes(candidate, inside) { inside = candidate }
            if precedes(candidate, nearest) { nearest = candidate }
        }
        // With a trace: the airport chosen, else the nearest one left out, with its footprint's bound.
        if let trace {
            trace.nearestAirport = (inside ?? nearest)?.place
            trace.nearestAirportBound = (inside ?? nearest)?.bound
        }
        guard let inside else { return .none }
        return Level(rowid: inside.place.rowid, decision: .withinBound, meters: inside.place.meters)
    }
}

/// The evidence behind one resolution, for `waymark resolve --explain`.
public final class ResolutionTrace {
    /// Every country polygon containing the point.
    public var countryCandidates: [BoundaryHit] = []
    /// With no country polygon containing it: those within `ResolutionRules.offshoreMeters`, with their distance.
    public var offshoreCandidates: [(hit: BoundaryHit, meters: Double)] = []
    /// With no country polygon near: the town outside every polygon that decided the country.
    public var townOutsideCountries: NearbyPlace?
    /// The country's region polygons containing the point.
    public var regionCandidates: [BoundaryHit] = []
    /// The nearest cities of the list the city was chosen from, nearest first; the first is the city.
    public var cityCandidates: [NearbyPlace] = []
    /// How many cities `cityCandidates` lists.
    public static let cityCandidateCount = 5
    /// The airport chosen, else the nearest whose reference point lies within
    /// `ResolutionRules.airportMeters`, with its distance to its runways, to show why it was in or
    /// out; and its footprint's bound.
    public var nearestAirport: NearbyPlace?
    /// That airport's footprint bound, in metres: it joins the chain when its runways are within it.
    public var nearestAirportBound: Double?

    /// An empty trace, for `FastResolver.explain(_:)` to fill.
    public init() {}
}
