import WaymarkAtlas
import WaymarkGazetteer
import WaymarkGeo

/// A far part of a country drawn in its own box, with its own projection: in the main map's
/// empty water where one fits, else in a row under it (Alaska and Hawaii beside the lower 48 states).
public struct MapInset: Sendable {
    /// The name the inset is shown with: its first outline's ("Alaska", "Corsica").
    public let name: String
    /// The places drawn in it, in ID order.
    public let places: [PlaceID]
    /// The inset's frame, in the box's own pixels.
    public let frame: MapFrame
    /// The box's left edge, in the map's pixels.
    public let originX: Double
    /// The box's top edge, in the map's pixels (y grows downwards).
    public let originY: Double

    /// Where a coordinate of the inset lands on the map.
    public func pixel(latitude: Double, longitude: Double) -> (x: Double, y: Double) {
        let p = frame.pixel(latitude: latitude, longitude: longitude)
        return (p.x + originX, p.y + originY)
    }
}

/// How a country map is framed on its main territory: the polygons are grouped into clusters
/// (two polygons belong together when their projected boxes lie within a reach of 15% of the
/// square root of the country's area, and at least 300 km, so neighbouring regions and an
/// archipelago's islands join), the cluster with the largest area is the main territory, and
/// the map is fitted to its polygons. A place whose every polygon lies outside it, and each far
/// cluster of a place that also lies in it, may become an inset, largest first (visited and
/// transit-only places before the others), at most `maximumInsets`. The United States' main territory is the lower 48 states
/// with Alaska and Hawaii as insets; France's, the mainland with Corsica; Russia's and Fiji's,
/// all of them; Spain's Canary Islands and Chile's Easter Island become insets.
enum CountryFraming {
    static let maximumInsets = 4
    static let reachShare = 0.15
    /// 300 km on the unit sphere the projection is drawn on.
    static let shortestReach = 300.0 / 6371.0
    /// A far place smaller than this share of the main territory gets no inset unless visited.
    static let smallestInsetShare = 0.0005

    struct Split {
        /// The polygons the main frame is fitted to.
        var mainPolygons: [Polygon]
        /// The outlines drawn on the main map (the far places' left out).
        var mainOutlines: [BoundaryOutline]
        /// Each inset's outlines, one place each, largest first.
        var insets: [[BoundaryOutline]]
    }

    static func split(_ outlines: [BoundaryOutline], states: [PlaceID: VisitState]) -> Split {
        let placed = outlines.filter { $0.place != nil }
        let polygons = (placed.isEmpty ? outlines : placed).map(\.polygon)
        guard Set(placed.compactMap(\.place)).count > 1 else { return Split(mainPolygons: polygons, mainOutlines: outlines, insets: []) }
        let projection = MapFrame.fitting(polygons, width: 1000, height: 1000, margin: 0).projection
        let boxes = placed.map { MapFrame.projectedBox([$0.polygon], projection) }
        let areas = placed.map { projectedArea($0.polygon.outer, projection) }
        let reach = max(shortestReach, reachShare * areas.reduce(0, +).squareRoot())

        // Single-linkage clusters of the polygons' boxes.
        var cluster = Array(repeating: -1, count: placed.count)
        var clusters: [[Int]] = []
        for seed in placed.indices where cluster[seed] < 0 {
            var members = [seed], next = 0
            cluster[seed] = clusters.count
            while next < members.count {
                let box = boxes[members[next]]
                next += 1
                for other in placed.indices where cluster[other] < 0 && gap(box, boxes[other]) <= reach {
                    cluster[other] = clusters.count
                    members.append(other)
                }
            }
            clusters.append(members)
        }
        let clusterArea = clusters.map { $0.reduce(0) { $0 + areas[$1] } }
        let main = clusterArea.indices.max { (clusterArea[$0], -$0) < (clusterArea[$1], -$1) }!

        // The far parts: a place with no polygon in the main territory is one part (all its
        // polygons); a place of the main territory with polygons far from it (Chile's Valparaíso
        // and Easter Island, 3,700 km out) has one part per far cluster, which does not frame
        // the map: it may become an inset like a far place.
        var inMain = Set<PlaceID>()
        for (index, outline) in placed.enumerated() where cluster[index] == main { inMain.insert(outline.place!) }
        struct Part: Hashable { let place: PlaceID; let cluster: Int }
        var far: [Part: [Int]] = [:]
        for (index, outline) in placed.enumerated() where cluster[index] != main {
            let place = outline.place!
            far[Part(place: place, cluster: inMain.contains(place) ? cluster[index] : -1), default: []].append(index)
        }
        let candidates = far.map { part, members in
            (part: part, members: members, area: members.reduce(0) { $0 + areas[$1] }, seen: (states[part.place] ?? .notVisited) != .notVisited)
        }
        let insets = candidates
            .filter { $0.seen || $0.area >= smallestInsetShare * clusterArea[main] }
            .sorted { ($0.seen ? 1 : 0, $0.area, $1.part.place, $1.part.cluster) > ($1.seen ? 1 : 0, $1.area, $0.part.place, $0.part.cluster) }
            .prefix(maximumInsets)
        // Outlines are drawn on the main map unless an inset draws them.
        var inInset = Set<Int>()
        for inset in insets { inInset.formUnion(inset.members) }
        var placedIndex = 0
        var mainOutlines: [BoundaryOutline] = []
        for outline in outlines {
            guard outline.place != nil else { mainOutlines.append(outline); continue }
            if !inInset.contains(placedIndex) { mainOutlines.append(outline) }
            placedIndex += 1
        }
        return Split(mainPolygons: placed.indices.filter { cluster[$0] == main }.map { placed[$0].polygon },
                     mainOutlines: mainOutlines,
                     insets: insets.map { inset in inset.members.sorted().map { placed[$0] } })
    }

    /// The part of an inset's polygons it is fitted to: the largest polygon and those chained
    /// to it within its own diagonal (Hawaii's eight main islands, not the atolls 1,000 km up
    /// the chain, which may fall outside the box).
    static func core(_ polygons: [Polygon]) -> [Polygon] {
        guard polygons.count > 1 else { return polygons }
        let projection = MapFrame.fitting(polygons, width: 1000, height: 1000, margin: 0).projection
        let boxes = polygons.map { MapFrame.projectedBox([$0], projection) }
        let areas = polygons.map { projectedArea($0.outer, projection) }
        let largest = areas.indices.max { areas[$0] < areas[$1] }!
        let b = boxes[largest]
        let reach = ((b.maxX - b.minX) * (b.maxX - b.minX) + (b.maxY - b.minY) * (b.maxY - b.minY)).squareRoot()
        var members = [largest], taken = Set([largest]), next = 0
        while next < members.count {
            let box = boxes[members[next]]
            next += 1
            for other in polygons.indices where !taken.contains(other) && gap(box, boxes[other]) <= reach {
                taken.insert(other)
                members.append(other)
            }
        }
        return members.sorted().map { polygons[$0] }
    }

    /// The distance between two boxes (0 when they overlap), in projected units.
    static func gap(_ a: (minX: Double, minY: Double, maxX: Double, maxY: Double), _ b: (minX: Double, minY: Double, maxX: Double, maxY: Double)) -> Double {
        let dx = max(0, max(a.minX, b.minX) - min(a.maxX, b.maxX)), dy = max(0, max(a.minY, b.minY) - min(a.maxY, b.maxY))
        return (dx * dx + dy * dy).squareRoot()
    }

    /// A ring's area in an equal-area projection (the shoelace formula on projected points).
    static func projectedArea(_ ring: Ring, _ projection: MapProjection) -> Double {
        let points = ring.points.map { projection.project(latitude: $0.latitude, longitude: $0.longitude) }
        guard points.count >= 3 else { return 0 }
        var sum = 0.0
        for i in points.indices {
            let a = points[i], b = points[(i + 1) % points.count]
            sum += a.x * b.y - b.x * a.y
        }
        return abs(sum) / 2
    }
}
