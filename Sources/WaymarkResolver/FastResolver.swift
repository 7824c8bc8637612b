import Foundation
import WaymarkGazetteer
import WaymarkGeo
import WaymarkSQLite

/// The resolver for real work: in-memory indexes, built lazily and kept.
///
/// - Boundaries: a 1° grid over bounding boxes (its offsets fit in cache), then a banded point-in-polygon test.
/// - Cities: per region (and per country, for fallbacks) a latitude-sorted list searched outward.
/// - Airports: one latitude-sorted list of the whole world.
/// - A cache of whole answers keyed by the exact coordinate serves bursts of photos taken at one spot.
/// Everything is read from SQLite once, at open; no query runs per point.
/// Not thread-safe: give each thread its own resolver.
public final class FastResolver: CandidateSource {
    let boundaries: BoundaryCatalog
    let cities: CityCatalog
    let airports: NearestPoints
    private var boundaryCities: [Int: NearestPoints] = [:]
    private var recent: [Coordinate: Resolution] = [:]
    /// Answers kept for repeated coordinates; cleared when full to bound memory.
    public var cacheLimit = 4096

    public init(gazetteer: Gazetteer) throws {
        let database = gazetteer.connection
        boundaries = try BoundaryCatalog(database: database)
        cities = try CityCatalog(database: database)
        let statement = try database.prepare("SELECT rowid, latitude, longitude FROM place WHERE kind = 4 ORDER BY rowid")
        var points: [(rowid: Int, coordinate: Coordinate, tieBreak: Int)] = []
        while try statement.step() {
            points.append((statement.int(0), Coordinate(latitude: statement.double(1), longitude: statement.double(2)), statement.int(0)))
        }
        airports = NearestPoints(points)
    }

    public func resolve(_ c: Coordinate) throws -> Resolution {
        if let known = recent[c] { return known }
        let answer = try ResolutionRules.resolve(c, using: self)
        if recent.count >= cacheLimit { recent.removeAll(keepingCapacity: true) }
        recent[c] = answer
        return answer
    }

    /// Forgets remembered answers (the indexes stay built).
    public func clearAnswerCache() { recent.removeAll() }

    /// Resolves and records the evidence.
    public func explain(_ c: Coordinate) throws -> (Resolution, ResolutionTrace) {
        let trace = ResolutionTrace()
        return (try ResolutionRules.resolve(c, using: self, trace: trace), trace)
    }

    // MARK: CandidateSource

    public func polygons(level: Int, containing c: Coordinate, country: Int?) throws -> [BoundaryHit] {
        var hits: [BoundaryHit] = []
        try boundaries.forEachCandidate(level: level, at: c, country: country) { index, hit in
            if try boundaries.polygon(index).contains(c) { hits.append(hit) }
        }
        return hits
    }

    public func smallestPolygon(level: Int, containing c: Coordinate, country: Int?) throws -> BoundaryHit? {
        var best: BoundaryHit?
        try boundaries.forEachCandidate(level: level, at: c, country: country) { index, hit in
            if let b = best, !ResolutionRules.precedes(hit, b) { return }
            if try boundaries.polygon(index).contains(c) { best = hit }
        }
        return best
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
        cities.inRegion(region).nearest(to: c)
    }

    public func nearestCity(to c: Coordinate, inCountry country: Int, insideBoundary boundary: Int?) throws -> NearbyPlace? {
        guard let boundary else { return cities.inCountry(country).nearest(to: c) }
        if boundaryCities[boundary] == nil {
            guard let index = boundaries.index(ofBoundary: boundary) else { return nil }
            boundaryCities[boundary] = cities.inCountry(country, inside: try boundaries.polygon(index))
        }
        return boundaryCities[boundary]?.nearest(to: c)
    }

    public func region(ofCity city: Int) throws -> Int? { cities.region(ofRowid: city) }

    public func nearestAirport(to c: Coordinate, within meters: Double) throws -> NearbyPlace? {
        airports.nearest(to: c, within: meters)
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
