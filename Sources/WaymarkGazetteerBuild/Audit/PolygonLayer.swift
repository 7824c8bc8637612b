import WaymarkGazetteer
import WaymarkGeo

/// One level of boundaries (countries or regions) prepared for point queries, in either the
/// source or the stored geometry. Where polygons overlap, the smallest by area wins, ties going
/// to the lower row index: the rule the resolver uses, so the audit checks what users will get.
struct PolygonLayer {
    let polygons: [IndexedPolygon]
    let keys: [String]
    /// Whether each polygon's region is decided point by point, by the nearest city inside it
    /// (`splitNearestCity`, `derived`), so the polygon itself names no one region.
    let decidedPerPoint: [Bool]
    let areas: [Double]
    let grid: GridIndex

    init(_ rows: [BoundaryRow], useSource: Bool) {
        let prepared = parallelMap(rows.count, chunks: min(rows.count, 256)) { IndexedPolygon(useSource ? rows[$0].source : rows[$0].stored) }
        polygons = prepared
        keys = rows.map(Self.key)
        decidedPerPoint = rows.map { $0.decision == .splitNearestCity || $0.decision == .derived }
        // The stored layer ranks by the area the gazetteer stores, exactly as the resolver does.
        areas = useSource ? rows.map(\.areaSquareKilometers) : rows.map { GazetteerSchema.storedArea($0.stored) }
        grid = GridIndex(boxes: prepared.map(\.boundingBox), cellSize: 1)
    }

    /// What a point resolves to at this level: a place ID, `split:<polygon>` for a region polygon
    /// decided per point, or `none`. A derived polygon gives its former majority region.
    static func key(_ row: BoundaryRow) -> String {
        if let place = row.place { return place.description }
        let polygonRef = row.sourceRef.split(separator: "#").first.map(String.init) ?? row.sourceRef
        return "\(row.decision.rawValue):\(polygonRef)"
    }

    /// Index of the winning polygon for `c`, if any.
    func winner(at c: Coordinate) -> Int? {
        var best: Int?
        for candidate in grid.candidates(at: c) {
            let i = Int(candidate)
            guard polygons[i].contains(c) else { continue }
            if let b = best, areas[b] < areas[i] || (areas[b] == areas[i] && b < i) { continue }
            best = i
        }
        return best
    }

    func decision(at c: Coordinate) -> String { winner(at: c).map { keys[$0] } ?? "none" }

    /// Distance in degrees (and metres) from `c` to the nearest boundary of any polygon near it.
    func distanceToBorder(from c: Coordinate, within radius: Double = 0.05) -> Double {
        let box = BoundingBox(minLatitude: c.latitude - radius, minLongitude: c.longitude - radius,
                              maxLatitude: c.latitude + radius, maxLongitude: c.longitude + radius)
        var best = Double.infinity
        for candidate in grid.candidates(in: box) where polygons[Int(candidate)].boundingBox.intersects(box) {
            best = min(best, polygons[Int(candidate)].degreesToBoundary(from: c, searchRadius: radius))
        }
        return best
    }
}
