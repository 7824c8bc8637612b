import Foundation
import WaymarkGazetteer
import WaymarkGeo

/// The resolver for real work: in-memory indexes, built lazily and kept.
///
/// - Boundaries: a 1° grid over bounding boxes (its offsets fit in cache), candidates smallest
///   first, then a banded point-in-polygon test; the first polygon that contains the point wins.
/// - Cities: per region (and per country, for fallbacks) a latitude-sorted list searched outward,
///   made from its country's stored list the first time a point needs it (`CityCatalog`).
/// - Airports: one latitude-sorted list of those that answer coordinates, with their footprints.
/// - A direct-mapped cache of whole answers keyed by the exact coordinate serves bursts of photos
///   taken at one spot.
/// Boundaries and airports are read once, at open; a city list once, when first needed. No
/// query runs per point.
/// Not thread-safe: give each thread its own resolver.
public final class FastResolver: CandidateSource {
    let boundaries: BoundaryCatalog
    let cities: CityCatalog
    let airports: NearestPoints
    /// The footprint of `airports.points[i]`, at index i.
    let airportFootprints: [AirportFootprint]
    private let gazetteer: Gazetteer
    /// Read the first time a point has no country polygon near (`city_outside_countries`).
    private var townsOutsideCountries: TownsOutsideCountries?
    /// 1,024 answers (144 KB): bursts repeat within a few shots, and a larger cache crowds the
    /// indexes out of the processor's cache.
    private let recent = AnswerCache(capacity: 1024)
    /// The last query point, prepared for nearest-point searches: the airport and the city
    /// search of one resolution share it.
    private var probe = NearestPoints.Probe(Coordinate(latitude: 0, longitude: 0))
    /// The airport bound every resolution searches within, prepared once.
    private let airportLimit = NearestPoints.Limit(meters: ResolutionRules.airportMeters)

    /// Reads the boundary and airport summaries; polygons and city lists are read when a point
    /// first needs them.
    ///
    /// ```swift
    /// let resolver = try FastResolver(gazetteer: gazetteer)
    /// let answer = try resolver.resolve(Coordinate(latitude: 52.5163, longitude: 13.3777))
    /// print(try PlaceNamer(gazetteer: gazetteer).label(answer) ?? "open water")  // Tiergarten, Berlin, Germany
    /// ```
    /// - Throws: a `GazetteerFormatError` or SQLite error when the gazetteer's tables cannot be read.
    public init(gazetteer: Gazetteer) throws {
        self.gazetteer = gazetteer
        boundaries = try BoundaryCatalog(gazetteer: gazetteer)
        cities = try CityCatalog(gazetteer: gazetteer, sectionParents: try gazetteer.citySectionParents())
        airports = try NearestPoints.airports(gazetteer)
        airportFootprints = try NearestPoints.footprints(of: airports, gazetteer)
    }

    /// The country, region, city and airport of `c` by `ResolutionRules`, each level with its
    /// rowid, the decision that produced it and the distance involved.
    ///
    /// ```swift
    /// let answer = try resolver.resolve(Coordinate(latitude: 64.1466, longitude: -21.9426))
    /// answer.country.decision   // .contained
    /// ```
    /// - Throws: `InvalidCoordinate` for a latitude beyond ±90°, a longitude beyond ±180° or a
    ///   value that is not a number; a read error of the gazetteer file.
    public func resolve(_ c: Coordinate) throws -> Resolution {
        if let known = recent.answer(for: c) { return known }
        let answer = try ResolutionRules.resolve(c, using: self)
        recent.remember(answer)
        return answer
    }

    /// Resolves many points and returns the answers in input order.
    ///
    /// The points are visited along a Z-order curve rather than as given, so that points near each
    /// other on the ground are resolved one after another and find the polygons and cities they
    /// need still in the processor's cache; on scattered points this about halves the time per
    /// point. Each answer is exactly what `resolve(_:)` gives for that point alone.
    /// Cost: O(n) for the ordering (a radix sort), small beside the resolutions.
    ///
    /// ```swift
    /// let answers = try resolver.resolve(photos.map(\.coordinate))
    /// ```
    /// - Throws: as `resolve(_:)` for a single point, for the first point that fails.
    public func resolve(_ points: [Coordinate]) throws -> [Resolution] {
        let order = ZOrder.order(points)
        var failure: Error?
        // Filled in place rather than through an optional array unwrapped and copied after:
        // the order is a permutation, so every slot is written exactly once.
        let answers = [Resolution](unsafeUninitializedCapacity: points.count) { buffer, initialized in
            do {
                for index in order { (buffer.baseAddress! + index).initialize(to: try resolve(points[index])) }
                initialized = points.count
            } catch {
                // Resolution holds no references, so slots written before the error need no cleanup.
                failure = error
                initialized = 0
            }
        }
        if let failure { throw failure }
        return answers
    }

    /// Forgets remembered answers (the indexes stay built).
    public func clearAnswerCache() { recent.removeAll() }

    /// Resolves and records the evidence.
    public func explain(_ c: Coordinate) throws -> (Resolution, ResolutionTrace) {
        let trace = ResolutionTrace()
        return (try ResolutionRules.resolve(c, using: self, trace: trace), trace)
    }

    // MARK: CandidateSource

    /// Polygons of `level` (0 countries, 1 regions) containing `c`, from the grid and the banded test.
    public func polygons(level: Int, containing c: Coordinate, country: Int?) throws -> [BoundaryHit] {
        var hits: [BoundaryHit] = []
        try boundaries.forEachCandidate(level: level, at: c, country: country) { index, hit in
            if try boundaries.contains(index, level: level, c) { hits.append(hit) }
            return true
        }
        return hits
    }

    /// The containing polygon `ResolutionRules.precedes` puts first: candidates come smallest first,
    /// so the first that contains `c` wins.
    public func smallestPolygon(level: Int, containing c: Coordinate, country: Int?) throws -> BoundaryHit? {
        var best: BoundaryHit?
        try boundaries.forEachCandidate(level: level, at: c, country: country) { index, hit in
            guard try boundaries.contains(index, level: level, c) else { return true }
            best = hit
            return false
        }
        return best
    }

    /// Country polygons within `meters` of `c`, measured to their full-resolution rings.
    public func countryPolygons(near c: Coordinate, within meters: Double) throws -> [(hit: BoundaryHit, meters: Double)] {
        var found: [(hit: BoundaryHit, meters: Double)] = []
        for index in boundaries.candidates(level: 0, in: SphericalDistance.boxes(around: c, meters: meters)) {
            if let d = try boundaries.exactPolygon(index).metersToBoundary(from: c, within: meters) {
                found.append((boundaries.entries[index].hit, d))
            }
        }
        return found
    }

    /// The nearest town within `meters` whose point lies outside every country polygon, with its
    /// country; those towns are read the first time a point needs them.
    public func nearestTownOutsideCountries(to c: Coordinate, within meters: Double) throws -> (town: NearbyPlace, country: Int)? {
        let towns = try townsOutsideCountries ?? TownsOutsideCountries(gazetteer)
        townsOutsideCountries = towns
        guard let town = towns.points.nearest(to: prepared(c), within: meters), let country = towns.country[town.rowid] else { return nil }
        return (town, country)
    }

    /// The nearest city whose region is `region`, from its country's list.
    public func nearestCity(to c: Coordinate, inRegion region: Int) throws -> NearbyPlace? {
        try cities.inRegion(region).nearest(to: prepared(c))
    }

    @inline(__always)
    private func prepared(_ c: Coordinate) -> NearestPoints.Probe {
        if probe.coordinate != c { probe = NearestPoints.Probe(c) }
        return probe
    }

    /// The nearest city of `country`; with `boundary`, of those inside that stored polygon.
    public func nearestCity(to c: Coordinate, inCountry country: Int, insideBoundary boundary: Int?) throws -> NearbyPlace? {
        let list = try boundary.map { try cities.inCountry(country, insideBoundary: $0) } ?? cities.inCountry(country)
        return list.nearest(to: prepared(c))
    }

    /// The `count` nearest cities of `region`, else of `country`, nearest first.
    public func nearestCities(to c: Coordinate, inRegion region: Int?, country: Int, count: Int) throws -> [NearbyPlace] {
        try (region.map { try cities.inRegion($0) } ?? cities.inCountry(country)).ranked(from: c, count: count)
    }

    /// The region rowid of the city with rowid `city`; nil when it has none.
    public func region(ofCity city: Int) throws -> Int? { try cities.region(ofRowid: city) }

    /// The rowid of the city whose section `rowid` is; nil for a place that is not a section.
    public func cityOfSection(_ rowid: Int) -> Int? { cities.parent(ofSection: rowid) }

    /// The airports answering coordinates whose reference point lies within `meters` of `c`.
    public func airports(near c: Coordinate, within meters: Double) throws -> [AirportFootprint] {
        var found: [AirportFootprint] = []
        airports.forEach(within: meters == airportLimit.meters ? airportLimit : NearestPoints.Limit(meters: meters), of: prepared(c)) {
            found.append(airportFootprints[$0])
        }
        return found
    }
}
