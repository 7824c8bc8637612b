import WaymarkGeo
import WaymarkSQLite

/// One stored boundary polygon, as a map draws it: whose it is and its shape.
///
/// ```swift
/// for outline in try gazetteer.countryOutlines(namer: try PlaceNamer(gazetteer: gazetteer)) {
///     print(outline.country, outline.name ?? "", outline.polygon.rings.count)
/// }
/// ```
public struct BoundaryOutline: Sendable {
    /// The country or region the polygon belongs to; nil for a region polygon the build kept
    /// without a region (decision `split_nearest_city`); a `derived` polygon is its former majority region.
    public var place: PlaceID?
    /// The place's name; nil with `place`.
    public var name: String?
    /// The country the polygon lies in.
    public var country: PlaceID
    /// The shape, as stored (simplified for drawing where the build simplified it).
    public var polygon: Polygon

    /// An outline as given.
    public init(place: PlaceID?, name: String?, country: PlaceID, polygon: Polygon) {
        self.place = place; self.name = name; self.country = country; self.polygon = polygon
    }
}

extension Gazetteer {
    /// Every country polygon (boundary level 0), in country-code then storage order, so that two
    /// reads of the same file draw the same map. Names come from `namer`, the one way places are named.
    public func countryOutlines(namer: PlaceNamer) throws -> [BoundaryOutline] {
        let s = try database.prepare("""
            SELECT c.code, b.geometry FROM boundary b JOIN place c ON c.rowid = b.country AND c.kind = ?1
            WHERE b.level = 0 ORDER BY c.code, b.rowid
            """)
        try s.bind([.integer(PlaceKind.country.rawValue)])
        var result: [BoundaryOutline] = []
        while try s.step() {
            let id = PlaceID(kind: .country, code: s.text(0) ?? "")
            result.append(BoundaryOutline(place: id, name: try namer.place(id: id)?.name, country: id, polygon: try PolygonCodec.decode(s.blob(1))))
        }
        return result
    }

    /// The region polygons (boundary level 1) of one country, in region-code then storage order.
    /// Empty when the country has none (small states are drawn from their country polygon).
    public func regionOutlines(of country: PlaceID, namer: PlaceNamer) throws -> [BoundaryOutline] {
        let s = try database.prepare("""
            SELECT r.code, b.geometry FROM boundary b
            JOIN place c ON c.rowid = b.country AND c.kind = ?1
            LEFT JOIN place r ON r.rowid = b.place AND r.kind = ?2
            WHERE b.level = 1 AND c.code = ?3 ORDER BY r.code IS NULL, r.code, b.rowid
            """)
        try s.bind([.integer(PlaceKind.country.rawValue), .integer(PlaceKind.region.rawValue), .text(country.code)])
        var result: [BoundaryOutline] = []
        while try s.step() {
            let id = s.text(0).map { PlaceID(kind: .region, code: $0) }
            result.append(BoundaryOutline(place: id, name: try id.flatMap { try namer.place(id: $0)?.name }, country: country,
                                          polygon: try PolygonCodec.decode(s.blob(1))))
        }
        return result
    }
}
