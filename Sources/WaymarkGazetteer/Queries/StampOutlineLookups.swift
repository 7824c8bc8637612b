import WaymarkGeo
import WaymarkSQLite

/// How far a town lies from the edge of its own country, the question the passport-stamp matcher
/// asks of the few towns a port or border stamp names. No pinned source lists seaports or land
/// crossings, but every one of them is on its country's outline: a coast and a land border are
/// both edges of the country rings (Natural Earth admin-0, as stored in `boundary` and read by
/// the resolver), and so is a river port on a border. Read-only, one connection's prepared
/// statements; not for sharing between threads.
///
/// ```swift
/// let outlines = try StampOutlineLookups(gazetteer: gazetteer)
/// let dover = try outlines.metersToOwnOutline(place: rowid, within: 30_000)  // a few hundred metres
/// ```
public final class StampOutlineLookups {
    let placeStatement: Statement
    let ringsStatement: Statement
    let otherRingsStatement: Statement
    /// Decoded country polygons by boundary rowid: the towns of one stamp, and of a batch, lie in
    /// few countries, and a large country's mainland is one polygon each of them meets.
    private var polygons: [Int: Polygon] = [:]

    /// Prepares the lookups on `gazetteer`; polygons are decoded when first needed and kept.
    public init(gazetteer: Gazetteer) throws {
        let database = gazetteer.database
        placeStatement = try database.prepare("SELECT latitude, longitude, country FROM place WHERE rowid = ?1")
        ringsStatement = try database.prepare("""
            SELECT rowid, geometry FROM boundary INDEXED BY boundary_by_box
            WHERE level = 0 AND min_lat <= ?1 AND max_lat >= ?2 AND min_lon <= ?3 AND max_lon >= ?4 AND country = ?5
            ORDER BY rowid
            """)
        otherRingsStatement = try database.prepare("""
            SELECT rowid, geometry FROM boundary INDEXED BY boundary_by_box
            WHERE level = 0 AND min_lat <= ?1 AND max_lat >= ?2 AND min_lon <= ?3 AND max_lon >= ?4 AND country <> ?5
            ORDER BY rowid
            """)
    }

    /// Metres from place `rowid` to the nearest edge of another country's rings, when one is
    /// within `reach` metres; nil when none is, or the place has no point or no country. A town
    /// a few kilometres from another country lies on a land border (or across a narrow strait).
    public func metersToAnotherCountry(place rowid: Int, within reach: Double) throws -> Double? {
        try metersToEdges(of: rowid, within: reach, rings: otherRingsStatement)
    }

    /// Metres from place `rowid` to the nearest edge of the rings `rings` selects around it (its
    /// own country's, or every other country's), within `reach`.
    private func metersToEdges(of rowid: Int, within reach: Double, rings: Statement) throws -> Double? {
        guard let (point, country) = try pointAndCountry(of: rowid) else { return nil }
        var nearest: Double?
        for polygon in try polygons(around: point, meters: reach, country: country, statement: rings) {
            for ring in polygon.rings {
                let meters = Self.metersToEdges(of: ring, from: point)
                if meters <= reach, meters < (nearest ?? .infinity) { nearest = meters }
            }
        }
        return nearest
    }

    private func pointAndCountry(of rowid: Int) throws -> (Coordinate, Int)? {
        let place = placeStatement
        defer { place.reset() }
        try place.bind([.integer(rowid)])
        guard try place.step(), let latitude = place.optionalDouble(0), let longitude = place.optionalDouble(1),
              let country = place.optionalInt(2) else { return nil }
        return (Coordinate(latitude: latitude, longitude: longitude), country)
    }

    /// Metres from place `rowid` to the nearest edge of its own country's rings (a coast or a
    /// land border), when one is within `reach` metres; nil when none is, or the place has no
    /// point or no country. Edges along the antimeridian, where the rings are cut, are no coast.
    public func metersToOwnOutline(place rowid: Int, within reach: Double) throws -> Double? {
        try metersToEdges(of: rowid, within: reach, rings: ringsStatement)
    }

    /// The polygons `statement` selects (the country's own, or every other country's) whose boxes
    /// come within `meters` of `point`.
    private func polygons(around point: Coordinate, meters: Double, country: Int, statement s: Statement) throws -> [Polygon] {
        var rowids: [Int] = []
        var blobs: [Int: [UInt8]] = [:]
        for box in SphericalDistance.boxes(around: point, meters: meters) {
            defer { s.reset() }
            try s.bind([.real(box.maxLatitude), .real(box.minLatitude), .real(box.maxLongitude), .real(box.minLongitude), .integer(country)])
            while try s.step() {
                let rowid = s.int(0)
                guard !rowids.contains(rowid) else { continue }
                rowids.append(rowid)
                if polygons[rowid] == nil { blobs[rowid] = s.blob(1) }
            }
        }
        for (rowid, blob) in blobs { polygons[rowid] = try PolygonCodec.decode(blob) }
        return rowids.compactMap { polygons[$0] }
    }

    /// The distance from `point` to the nearest edge of `ring`.
    static func metersToEdges(of ring: Ring, from point: Coordinate) -> Double {
        let points = ring.points
        guard points.count > 1 else { return .infinity }
        let scale = SphericalDistance.longitudeScale(at: point.latitude)
        var nearest = Double.infinity
        for i in points.indices {
            let a = points[i], b = points[(i + 1) % points.count]
            if isCut(a, b) { continue }
            nearest = min(nearest, SphericalDistance.metersToSegment(point, scale, a, b))
        }
        return nearest
    }

    /// Whether the edge a–b runs along the antimeridian, where the build cut the rings.
    static func isCut(_ a: Coordinate, _ b: Coordinate) -> Bool {
        abs(a.longitude) >= 179.999 && abs(b.longitude) >= 179.999 && (a.longitude > 0) == (b.longitude > 0)
    }
}
