import WaymarkSQLite

/// One place as two builds are compared: its stable ID, name, position and the stable IDs of
/// the places above it (`waymark diff`). Codes, not rowids: rowids are not stable across builds.
///
/// ```swift
/// let cursor = try gazetteer.placesInCodeOrder()
/// while let row = try cursor.next() { print(row.id, row.name) }
/// ```
public struct ReleasePlaceRow: Sendable, Equatable {
    /// The place's rowid in its own build: how that build's answers, given as rowids, are
    /// matched to this row.
    public var rowid: Int
    /// The place's stable ID, the key two builds are compared by.
    public var id: PlaceID
    /// The place's display name.
    public var name: String
    /// The place's latitude; nil when it has no position.
    public var latitude: Double?
    /// The place's longitude; nil when it has no position.
    public var longitude: Double?
    /// The code of the place's country ("DE"), for a place below a country.
    public var countryCode: String?
    /// The GeoNames admin-1 key of the place's region ("DE.16"), for a place below a region.
    public var regionCode: String?
    /// The geonameid of the city above the place: for a city section, its city; for an airport,
    /// the city it serves.
    public var cityCode: String?
}

/// One stored polygon as two builds are compared: keyed by level and Natural Earth reference.
public struct ReleaseBoundaryRow: Sendable, Equatable {
    /// 0 for a country polygon, 1 for a region polygon.
    public var level: Int
    /// The Natural Earth reference the polygon was read from.
    public var sourceRef: String
    /// The place it stands for (nil for a region polygon decided by its cities).
    public var place: PlaceID?
    /// The stable ID of the polygon's country.
    public var country: PlaceID?
    /// Why the polygon belongs to its place: a `BoundaryDecision` raw value.
    public var decision: String
    /// The polygon's stored area in km².
    public var areaSquareKilometers: Double
}

extension Gazetteer {
    /// Every place, ordered by code then kind, bytewise (SQLite's BINARY collation), one row at a
    /// time: two builds are compared by merging two such cursors, a row of each in memory.
    public func placesInCodeOrder() throws -> ReleasePlaceCursor {
        ReleasePlaceCursor(try database.prepare("""
            SELECT p.rowid, p.kind, p.code, p.name, p.latitude, p.longitude, c.code, r.code, y.code
            FROM place p INDEXED BY place_by_code
            LEFT JOIN place c ON c.rowid = p.country AND p.kind > \(PlaceKind.country.rawValue)
            LEFT JOIN place r ON r.rowid = p.region AND p.kind > \(PlaceKind.region.rawValue)
            LEFT JOIN place y ON y.rowid = p.city AND p.kind >= \(PlaceKind.city.rawValue)
            ORDER BY p.code, p.kind
            """))
    }

    /// Every stored polygon without its rings, ordered by level then source reference.
    public func releaseBoundaries() throws -> [ReleaseBoundaryRow] {
        let statement = try database.prepare("""
            SELECT b.level, b.source_ref, p.kind, p.code, c.code, b.decision, b.area_km2
            FROM boundary b LEFT JOIN place p ON p.rowid = b.place JOIN place c ON c.rowid = b.country
            ORDER BY b.level, b.source_ref
            """)
        var rows: [ReleaseBoundaryRow] = []
        while try statement.step() {
            let place = statement.isNull(2) ? nil : PlaceKind(rawValue: statement.int(2)).map { PlaceID(kind: $0, code: statement.text(3) ?? "") }
            rows.append(ReleaseBoundaryRow(level: statement.int(0), sourceRef: statement.text(1) ?? "", place: place,
                                           country: statement.text(4).map { PlaceID(kind: .country, code: $0) },
                                           decision: statement.text(5) ?? "", areaSquareKilometers: statement.double(6)))
        }
        return rows
    }
}

/// The places of a build in code order (`Gazetteer.placesInCodeOrder`).
///
/// ```swift
/// let cursor = try gazetteer.placesInCodeOrder()
/// while let row = try cursor.next() { print(row.id) }
/// ```
public final class ReleasePlaceCursor {
    private let statement: Statement

    init(_ statement: Statement) { self.statement = statement }

    /// The next place; nil after the last.
    public func next() throws -> ReleasePlaceRow? {
        while try statement.step() {
            guard let kind = PlaceKind(rawValue: statement.int(1)) else { continue }
            return ReleasePlaceRow(rowid: statement.int(0), id: PlaceID(kind: kind, code: statement.text(2) ?? ""),
                                   name: statement.text(3) ?? "", latitude: statement.optionalDouble(4),
                                   longitude: statement.optionalDouble(5), countryCode: statement.text(6),
                                   regionCode: statement.text(7), cityCode: statement.text(8))
        }
        return nil
    }
}
