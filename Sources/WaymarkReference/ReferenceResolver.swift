import WaymarkGazetteer
import WaymarkGeo
import WaymarkResolver

/// The slow, obviously correct resolver that the fast one is checked against: every candidate
/// comes from an SQL query, every polygon is tested with the plain ring test over all its edges,
/// every distance is a brute-force scan. Countries are tested on their full-resolution source
/// rings only (`boundary_exact`), never on the simplified ones. The only thing kept between
/// points is the decoded form of each polygon blob, which is a pure function of the stored bytes.
public final class ReferenceResolver: CandidateSource {
    let gazetteer: Gazetteer
    let reader: BoundaryReader
    private var decoded: [Int: Polygon] = [:]
    /// A city section's point answers as its city, and the section is the locality (`city_section`).
    private let sectionParents: [Int: Int]

    public init(gazetteer: Gazetteer) {
        self.gazetteer = gazetteer
        reader = gazetteer.makeBoundaryReader()
        sectionParents = (try? gazetteer.citySectionParents()) ?? [:]
    }

    public func resolve(_ c: Coordinate) throws -> Resolution {
        try ResolutionRules.resolve(c, using: self)
    }

    /// The rings that decide for boundary `rowid`: a country's full-resolution source rings, a
    /// region's stored rings.
    func decidingPolygon(_ rowid: Int, level: Int) throws -> Polygon? {
        if let known = decoded[rowid] { return known }
        let polygon: Polygon
        if level == 0, let exact = try reader.exactGeometry(rowid: rowid) {
            polygon = try ExactPolygonCodec.decode(exact)
        } else {
            guard let blob = try reader.record(rowid: rowid, geometry: true)?.geometry else { return nil }
            polygon = try PolygonCodec.decode(blob)
        }
        decoded[rowid] = polygon
        return polygon
    }

    /// Boundaries whose boxes meet `box`. A country's source rings reach up to
    /// `GazetteerSchema.exactMarginDegrees` beyond its stored box, so country boxes are searched
    /// that much wider.
    func boundaries(level: Int, in box: BoundingBox) throws -> [(hit: BoundaryHit, polygon: Polygon)] {
        let search = level == 0 ? box.expanded(by: GazetteerSchema.exactMarginDegrees) : box
        var result: [(hit: BoundaryHit, polygon: Polygon)] = []
        for rowid in try reader.rowids(level: level, meeting: search) {
            guard let r = try reader.record(rowid: rowid, geometry: false), let polygon = try decidingPolygon(rowid, level: level) else { continue }
            let hit = BoundaryHit(boundary: r.rowid, place: r.place, country: r.country, decision: r.decision, areaSquareKilometers: r.areaSquareKilometers)
            result.append((hit, polygon))
        }
        return result
    }

    public func polygons(level: Int, containing c: Coordinate, country: Int?) throws -> [BoundaryHit] {
        let point = BoundingBox(minLatitude: c.latitude, minLongitude: c.longitude, maxLatitude: c.latitude, maxLongitude: c.longitude)
        return try boundaries(level: level, in: point).filter { $0.polygon.contains(c) && (country == nil || $0.hit.country == country) }.map(\.hit)
    }

    public func smallestPolygon(level: Int, containing c: Coordinate, country: Int?) throws -> BoundaryHit? {
        ResolutionRules.smallest(try polygons(level: level, containing: c, country: country))
    }

    public func countryPolygons(near c: Coordinate, within meters: Double) throws -> [(hit: BoundaryHit, meters: Double)] {
        var seen = Set<Int>()
        var found: [(hit: BoundaryHit, meters: Double)] = []
        for box in SphericalDistance.boxes(around: c, meters: meters) {
            for candidate in try boundaries(level: 0, in: box) where seen.insert(candidate.hit.boundary).inserted {
                let d = candidate.polygon.metersToBoundary(from: c)
                if d <= meters { found.append((candidate.hit, d)) }
            }
        }
        return found
    }

    public func nearestTownOutsideCountries(to c: Coordinate, within meters: Double) throws -> (town: NearbyPlace, country: Int)? {
        // A latitude band only, as for airports: a longitude range would break across the antimeridian.
        let band = SphericalDistance.boxes(around: c, meters: meters)[0]
        let towns = try gazetteer.townsOutsideCountries(latitudes: band.minLatitude...band.maxLatitude)
        // Ranked by the town's own rowid, not a section's parent: only its country is used.
        var nearest: (h: Double, town: PlacePoint)?
        let limit = SphericalDistance.haversine(ofMeters: meters)
        let cosC = SphericalDistance.cosine(of: c.latitude)
        for town in towns {
            let h = SphericalDistance.haversine(c, cosC, town.coordinate, SphericalDistance.cosine(of: town.coordinate.latitude))
            if h <= limit, nearest.map({ (h, town.rowid) < ($0.h, $0.town.rowid) }) ?? true { nearest = (h, town) }
        }
        guard let nearest, let country = nearest.town.country else { return nil }
        return (NearbyPlace(rowid: nearest.town.rowid, meters: SphericalDistance.meters(haversine: nearest.h)), country)
    }

    /// Every point within `limit`, nearest first by the haversine term, ties to the smaller rowid,
    /// each with its own coordinate. A section is ranked as itself; the rules answer its city.
    func ranked(_ points: [PlacePoint], to c: Coordinate, within limit: Double = .infinity) -> [(place: NearbyPlace, coordinate: Coordinate)] {
        let limitH = limit.isFinite ? SphericalDistance.haversine(ofMeters: limit) : 2
        let cosC = SphericalDistance.cosine(of: c.latitude)
        var found: [(h: Double, rowid: Int, coordinate: Coordinate)] = []
        for p in points {
            let h = SphericalDistance.haversine(c, cosC, p.coordinate, SphericalDistance.cosine(of: p.coordinate.latitude))
            if h <= limitH { found.append((h, p.rowid, p.coordinate)) }
        }
        return found.sorted { ($0.h, $0.rowid) < ($1.h, $1.rowid) }
            .map { (NearbyPlace(rowid: $0.rowid, meters: SphericalDistance.meters(haversine: $0.h)), $0.coordinate) }
    }

    public func nearestCity(to c: Coordinate, inRegion region: Int) throws -> NearbyPlace? {
        ranked(try gazetteer.citiesLying(inRegion: region), to: c).first?.place
    }

    public func nearestCities(to c: Coordinate, inRegion region: Int?, country: Int, count: Int) throws -> [NearbyPlace] {
        let points = try region.map { try gazetteer.citiesLying(inRegion: $0) } ?? gazetteer.citiesLying(inCountry: country)
        return ranked(points, to: c).prefix(count).map(\.place)
    }

    public func nearestCity(to c: Coordinate, inCountry country: Int, insideBoundary boundary: Int?) throws -> NearbyPlace? {
        var polygon: Polygon?
        if let boundary {
            guard let blob = try reader.record(rowid: boundary, geometry: true)?.geometry else { return nil }
            polygon = try PolygonCodec.decode(blob)
        }
        // The first city inside, in the order of every city ranked, is the nearest city inside:
        // the same answer as testing every city first, without testing every one.
        return ranked(try gazetteer.citiesLying(inCountry: country), to: c).first { polygon?.contains($0.coordinate) ?? true }?.place
    }

    public func region(ofCity city: Int) throws -> Int? { try gazetteer.regionLying(city: city) }

    public func cityOfSection(_ rowid: Int) -> Int? { sectionParents[rowid] }

    public func airports(near c: Coordinate, within meters: Double) throws -> [AirportFootprint] {
        // A latitude band only: a longitude range would break across the antimeridian.
        let box = SphericalDistance.boxes(around: c, meters: meters)[0]
        let limit = SphericalDistance.haversine(ofMeters: meters), cosC = SphericalDistance.cosine(of: c.latitude)
        return try gazetteer.airportFootprints(latitudes: box.minLatitude...box.maxLatitude).filter {
            SphericalDistance.haversine(c, cosC, $0.reference, SphericalDistance.cosine(of: $0.reference.latitude)) <= limit
        }
    }
}
