import WaymarkAtlas
import WaymarkGazetteer
import WaymarkGeo

/// The filled shapes of a map, one SVG path per place (all its polygons as subpaths), each with
/// its name as a `<title>` (a browser shows it on hover, with no script) and its visit state as
/// its class. A visited or transit-only place smaller than its dot at this size (Monaco,
/// Singapore, Malta, an island nation) gets a dot over its outline, at every width, so it
/// always shows. Order: unvisited, transit-only, visited, then by ID.
struct MapShapes {
    let frame: MapFrame
    let theme: Theme
    /// Each element's id is the place's kind and code ("country-FR", "region-US.AK").
    let outlines: [BoundaryOutline]
    let states: [PlaceID: VisitState]
    /// The page anchor a visited or transit-only place links to (the report's table row), so a
    /// tap on a touch screen, where there is no hover, leads to the place's name and days.
    var link: ((PlaceID) -> String)? = nil

    struct Group {
        let place: PlaceID?
        let name: String
        let state: VisitState
        let polygons: [Polygon]
    }

    /// Outlines grouped by place; polygons without a place are each their own unvisited group.
    var groups: [Group] {
        var byPlace: [PlaceID: (name: String, polygons: [Polygon])] = [:]
        var loose: [Group] = []
        for outline in outlines {
            guard let place = outline.place else {
                loose.append(Group(place: nil, name: outline.name ?? "", state: .notVisited, polygons: [outline.polygon]))
                continue
            }
            byPlace[place, default: (outline.name ?? place.code, [])].polygons.append(outline.polygon)
        }
        let rank: [VisitState: Int] = [.notVisited: 0, .transitOnly: 1, .visited: 2]
        let placed = byPlace.map { Group(place: $0.key, name: $0.value.name, state: states[$0.key] ?? .notVisited, polygons: $0.value.polygons) }
            .sorted { (rank[$0.state]!, $0.place!) < (rank[$1.state]!, $1.place!) }
        return loose + placed
    }

    /// The shapes as SVG elements, with a count of places drawn per state.
    func markup() -> (svg: String, counts: [VisitState: Int]) {
        let path = OutlinePath(frame: frame)
        var out: [UInt8] = []
        out.reserveCapacity(1 << 20)
        var counts: [VisitState: Int] = [:]
        let strokeWidth = SVGMarkup.number(max(0.4, frame.width / 2400))
        out += Array("<g stroke=\"\(theme.border)\" stroke-width=\"\(strokeWidth)\" stroke-linejoin=\"round\" fill-rule=\"evenodd\">".utf8)
        for group in groups {
            if group.place != nil { counts[group.state, default: 0] += 1 }
            let id = group.place.map { " id=\"\($0.kind.idPrefix)-\(SVGMarkup.escape($0.code))\"" } ?? ""
            let head = "<path\(id) class=\"\(group.state.rawValue)\" fill=\"\(theme.fill(group.state))\""
            let title = group.name.isEmpty ? "" : "<title>\(SVGMarkup.escape(group.name))</title>"
            let anchor = group.state == .notVisited ? nil : group.place.flatMap { place in link.map { $0(place) } }
            if let anchor { out += Array("<a href=\"#\(SVGMarkup.escape(anchor))\">".utf8) }
            defer { if anchor != nil { out += Array("</a>".utf8) } }
            let radius = max(2.5, frame.width / 300)
            let dot = group.state != .notVisited && pixelExtent(group.polygons) < 2 * radius ? dotCentre(group.polygons) : nil
            if let d = path.data(for: group.polygons) {
                // With a dot, the outline keeps no id: the dot carries it.
                out += Array(((dot == nil ? head : "<path class=\"\(group.state.rawValue)\" fill=\"\(theme.fill(group.state))\"") + " d=\"").utf8)
                out += d
                out += Array("\">\(title)</path>".utf8)
            }
            if let dot {
                out += Array("<circle\(id) class=\"\(group.state.rawValue)\" fill=\"\(theme.fill(group.state))\" cx=\"\(SVGMarkup.number(dot.x))\" cy=\"\(SVGMarkup.number(dot.y))\" r=\"\(SVGMarkup.number(radius))\">\(title)</circle>".utf8)
            }
        }
        out += Array("</g>".utf8)
        return (String(decoding: out, as: UTF8.self), counts)
    }

    /// The largest side of any one of the place's polygons' boxes on this frame, in pixels: an
    /// archipelago of specks (Kiribati, across the antimeridian) is as small as its largest speck.
    private func pixelExtent(_ polygons: [Polygon]) -> Double {
        var largest = 0.0
        for box in polygons.compactMap(\.boundingBox) {
            var minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
            for (lat, lon) in [(box.minLatitude, box.minLongitude), (box.maxLatitude, box.maxLongitude), (box.minLatitude, box.maxLongitude), (box.maxLatitude, box.minLongitude)] {
                let p = frame.pixel(latitude: lat, longitude: lon)
                minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
            }
            largest = max(largest, maxX - minX, maxY - minY)
        }
        return largest
    }

    /// The centre of the largest polygon's box, in pixels.
    private func dotCentre(_ polygons: [Polygon]) -> (x: Double, y: Double)? {
        let boxes = polygons.compactMap(\.boundingBox)
        guard let box = boxes.max(by: { area($0) < area($1) }) else { return nil }
        return frame.pixel(latitude: box.center.latitude, longitude: box.center.longitude)
    }

    private func area(_ b: BoundingBox) -> Double { (b.maxLatitude - b.minLatitude) * (b.maxLongitude - b.minLongitude) }
}
