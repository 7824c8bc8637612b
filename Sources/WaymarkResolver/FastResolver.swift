import Foundation
import WaymarkGazetteer
import WaymarkGeo
import WaymarkSQLite

/// The resolver for real work: in-memory indexes, built lazily and kept.
///
/// - Boundaries: a 0.5° grid over bounding boxes, then a banded point-in-polygon test.
/// - Cities: per region (and per country, for fallbacks) a latitude-sorted list searched outward.
/// - Airports: one latitude-sorted list of the whole world.
/// - A cache of whole answers keyed by the exact coordinate serves bursts of photos taken at one spot.
/// SQLite is read only to fill those indexes the first time a region or country is touched.
/// Not thread-safe: give each thread its own resolver.
public final class FastResolver: CandidateSource {
    let database: Database
    let boundaries: BoundaryCatalog
    let airports: NearestPoints
    private var regionCities: [Int: NearestPoints] = [:]
    private var countryCities: [Int: NearestPoints] = [:]
    private var boundaryCities: [Int: NearestPoints] = [:]
    private var cityRegion: [Int: Int] = [:]
    private var recent: [Coordinate: Resolution] = [:]
    private let regionCityQuery: Statement
    private let countryCityQuery: Statement
    private let cityRegionQuery: Statement
    /// Answers kept for repeated coordinates; cleared when full to bound memory.
    public var cacheLimit = 4096

    public init(gazetteer: Gazetteer) throws {
        database = gazetteer.connection
        boundaries = try BoundaryCatalog(database: database)
        let statement = try database.prepare("SELECT rowid, latitude, longitude FROM place WHERE kind = 4 ORDER BY rowid")
        var points: [(rowid: Int, coordinate: Coordinate, tieBreak: Int)] = []
        while try statement.step() {
            points.append((statement.int(0), Coordinate(latitude: statement.double(1), longitude: statement.double(2)), statement.int(0)))
        }
        airports = NearestPoints(points)
        regionCityQuery = try database.prepare("SELECT rowid, latitude, longitude, CAST(code AS INTEGER) FROM place WHERE region = ? AND kind = 3")
        countryCityQuery = try database.prepare("SELECT rowid, latitude, longitude, CAST(code AS INTEGER), region FROM place WHERE country = ? AND kind = 3")
        cityRegionQuery = try database.prepare("SELECT region FROM place WHERE rowid = ?")
    }

    public func resolve(_ c: Coordinate) throws -> Resolution {
        if let known = recent[c] { return known }
        let answer = try ResolutionRules.resolve(c, using: self)
        if recent.count >= cacheLimit { recent.removeAll(keepingCapacity: true) }
        recent[c] = answer
        return answer
    }

    /// Resolves and records the evidence.
    public func explain(_ c: Coordinate) throws -> (Resolution, ResolutionTrace) {
        let trace = ResolutionTrace()
        return (try ResolutionRules.resolve(c, using: self, trace: trace), trace)
    }

    // MARK: CandidateSource

    public func polygons(level: Int, containing c: Coordinate) throws -> [BoundaryHit] {
        var hits: [BoundaryHit] = []
        for index in boundaries.candidates(level: level, at: c) where try boundaries.polygon(index).contains(c) {
            hits.append(boundaries.entries[index].hit)
        }
        return hits
    }

    public func countryPolygons(near c: Coordinate, within meters: Double) throws -> [(hit: BoundaryHit, meters: Double)] {
        let box = Self.box(around: c, meters: meters)
        var found: [(hit: BoundaryHit, meters: Double)] = []
        for index in boundaries.candidates(level: 0, in: box) {
            if let d = try boundaries.polygon(index).metersToBoundary(from: c, within: meters) {
                found.append((boundaries.entries[index].hit, d))
            }
        }
        return found
    }

    public func nearestCity(to c: Coordinate, inRegion region: Int) throws -> NearbyPlace? {
        if regionCities[region] == nil {
            regionCityQuery.reset()
            try regionCityQuery.bind([.integer(region)])
            var points: [(rowid: Int, coordinate: Coordinate, tieBreak: Int)] = []
            while try regionCityQuery.step() {
                points.append((regionCityQuery.int(0), Coordinate(latitude: regionCityQuery.double(1), longitude: regionCityQuery.double(2)), regionCityQuery.int(3)))
            }
            regionCities[region] = NearestPoints(points)
        }
        return regionCities[region]?.nearest(to: c)
    }

    public func nearestCity(to c: Coordinate, inCountry country: Int, insideBoundary boundary: Int?) throws -> NearbyPlace? {
        let all = try citiesOfCountry(country)
        guard let boundary else { return all.nearest(to: c) }
        if boundaryCities[boundary] == nil {
            guard let index = boundaries.index(ofBoundary: boundary) else { return nil }
            let polygon = try boundaries.polygon(index)
            var inside: [(rowid: Int, coordinate: Coordinate, tieBreak: Int)] = []
            for i in 0..<all.count {
                let p = Coordinate(latitude: all.latitudes[i], longitude: all.longitudes[i])
                if polygon.contains(p) { inside.append((all.rowids[i], p, all.tieBreaks[i])) }
            }
            boundaryCities[boundary] = NearestPoints(inside)
        }
        return boundaryCities[boundary]?.nearest(to: c)
    }

    public func region(ofCity city: Int) throws -> Int? {
        if let known = cityRegion[city] { return known }
        cityRegionQuery.reset()
        try cityRegionQuery.bind([.integer(city)])
        return try cityRegionQuery.step() ? cityRegionQuery.optionalInt(0) : nil
    }

    public func nearestAirport(to c: Coordinate, within meters: Double) throws -> NearbyPlace? {
        airports.nearest(to: c, within: meters)
    }

    func citiesOfCountry(_ country: Int) throws -> NearestPoints {
        if let ready = countryCities[country] { return ready }
        countryCityQuery.reset()
        try countryCityQuery.bind([.integer(country)])
        var points: [(rowid: Int, coordinate: Coordinate, tieBreak: Int)] = []
        while try countryCityQuery.step() {
            let rowid = countryCityQuery.int(0)
            points.append((rowid, Coordinate(latitude: countryCityQuery.double(1), longitude: countryCityQuery.double(2)), countryCityQuery.int(3)))
            if let region = countryCityQuery.optionalInt(4) { cityRegion[rowid] = region }
        }
        let built = NearestPoints(points)
        countryCities[country] = built
        return built
    }

    /// A box holding every point within `meters` of `c` (wider in longitude toward the poles).
    static func box(around c: Coordinate, meters: Double) -> BoundingBox {
        let dLat = meters / NearestPoints.metersPerDegree * 1.01
        let cosLat = max(0.01, cos(min(89.9, abs(c.latitude) + dLat) * .pi / 180))
        let dLon = min(180, dLat / cosLat)
        return BoundingBox(minLatitude: max(-90, c.latitude - dLat), minLongitude: max(-180, c.longitude - dLon),
                           maxLatitude: min(90, c.latitude + dLat), maxLongitude: min(180, c.longitude + dLon))
    }
}
