import WaymarkGazetteer
import WaymarkGeo
import WaymarkResolver

/// The country of a point by the plainest test there is, the yardstick for the resolvers: every
/// country polygon's full-resolution source rings (`boundary_exact`), each tested over all of its
/// edges with the even-odd rule (`Polygon.contains`), the smallest containing polygon by stored
/// area winning (ties to the lower rowid). No grid, no bands, no simplified rings, no SQL per
/// point: nothing that the resolvers' speed depends on.
public final class FullResolutionCountries {
    struct Entry {
        let rowid: Int
        let country: Int
        let area: Double
        let box: BoundingBox
        let polygon: Polygon
    }

    let entries: [Entry]

    public init(gazetteer: Gazetteer) throws {
        let reader = gazetteer.makeBoundaryReader()
        var entries: [Entry] = []
        for record in try reader.all() where record.level == 0 {
            guard let blob = try reader.exactGeometry(rowid: record.rowid) else { continue }
            let polygon = try ExactPolygonCodec.decode(blob)
            guard let box = polygon.boundingBox else { continue }
            entries.append(Entry(rowid: record.rowid, country: record.country, area: record.areaSquareKilometers, box: box, polygon: polygon))
        }
        self.entries = entries
    }

    /// How many country polygons there are.
    public var count: Int { entries.count }

    /// The full-resolution polygons, in rowid order (to place sample points along real borders).
    public var polygons: [Polygon] { entries.map(\.polygon) }

    /// The country rowid whose source rings contain `c`, or nil.
    public func country(at c: Coordinate) -> Int? {
        var best: Entry?
        for entry in entries where entry.box.contains(c) && entry.polygon.contains(c) {
            if let b = best, (b.area, b.rowid) < (entry.area, entry.rowid) { continue }
            best = entry
        }
        return best?.country
    }
}
