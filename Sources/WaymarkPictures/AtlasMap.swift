import WaymarkAtlas
import WaymarkGazetteer
import WaymarkGeo

/// A finished map: the SVG, its size in pixels, the frame it was drawn on (where any coordinate
/// lands) and how many places of each state it drew.
public struct MapPicture: Sendable {
    public let svg: String
    public let width: Int
    public let height: Int
    public let frame: MapFrame
    public let counts: [VisitState: Int]
}

/// World and country maps of the atlas, as SVG written by our own code.
public enum AtlasMap {
    /// The visited countries on an Equal Earth world map, with a legend underneath.
    public static func world(outlines: [BoundaryOutline], states: [PlaceID: VisitState], title: String,
                             theme: Theme, width: Int, measure: TextMeasure) -> MapPicture {
        let w = Double(width)
        let frame = MapFrame.world(width: w, height: (w * MapFrame.worldAspect).rounded(), margin: (w / 100).rounded())
        let water = worldOutline(frame)
        return compose(frame: frame, backdrop: "<path d=\"\(water)\" fill=\"\(theme.water)\"/>",
                       shapes: MapShapes(frame: frame, theme: theme, outlines: outlines, states: states),
                       title: title, nouns: ("country", "countries"), theme: theme, measure: measure)
    }

    /// One country's regions (or, for a country without regions, its own outline), fitted to
    /// its extent and centred away from the antimeridian when it straddles it.
    public static func country(outlines: [BoundaryOutline], states: [PlaceID: VisitState], title: String,
                               theme: Theme, width: Int, measure: TextMeasure) -> MapPicture {
        let w = Double(width)
        // The frame follows the polygons that belong to a place: a piece the build kept without a
        // region (Clipperton Island, 5 km² of France 10,000 km away) is drawn if it falls on the
        // canvas but does not shrink the whole country to a corner.
        let placed = outlines.filter { $0.place != nil }
        let polygons = (placed.isEmpty ? outlines : placed).map(\.polygon)
        let probe = MapFrame.fitting(polygons, width: w, height: w, margin: 0)
        let box = MapFrame.projectedBox(polygons, probe.projection)
        let aspect = min(1.3, max(0.35, (box.maxY - box.minY) / max(box.maxX - box.minX, 1e-9)))
        let frame = MapFrame.fitting(polygons, width: w, height: (w * aspect).rounded(), margin: (w / 40).rounded())
        let regions = outlines.contains { $0.place?.kind == .region }
        return compose(frame: frame, backdrop: "<rect width=\"\(width)\" height=\"\(Int(frame.height))\" fill=\"\(theme.water)\"/>",
                       shapes: MapShapes(frame: frame, theme: theme, outlines: outlines, states: states),
                       title: title, nouns: regions ? ("region", "regions") : ("country", "countries"), theme: theme, measure: measure)
    }

    /// The Equal Earth world's edge (the ±180° meridians), as path data on `frame`.
    static func worldOutline(_ frame: MapFrame) -> String {
        var points: [(Double, Double)] = []
        for lat in stride(from: -90, through: 90, by: 2) { points.append(frame.pixel(latitude: Double(lat), longitude: -180)) }
        for lat in stride(from: 90, through: -90, by: -2) { points.append(frame.pixel(latitude: Double(lat), longitude: 180)) }
        return "M" + points.map { "\(SVGMarkup.number($0.0)) \(SVGMarkup.number($0.1))" }.joined(separator: "L") + "Z"
    }

    static func compose(frame: MapFrame, backdrop: String, shapes: MapShapes, title: String,
                        nouns: (String, String), theme: Theme, measure: TextMeasure) -> MapPicture {
        let width = Int(frame.width), mapHeight = Int(frame.height)
        let (body, counts) = shapes.markup()
        let legend = Legend(theme: theme, measure: measure, fontSize: max(11, min(24, frame.width / 60)))
        let drawn = legend.markup(title: title, counts: counts, nouns: nouns, width: frame.width, top: frame.height)
        let height = mapHeight + Int(drawn.height.rounded(.up))
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)" role="img" aria-label="\(SVGMarkup.escape(title))">
            <desc>Boundaries: Natural Earth (public domain), simplified. Drawn by Waymark.</desc>
            <rect width="\(width)" height="\(height)" fill="\(theme.page)"/>
            \(backdrop)
            \(body)
            \(drawn.svg)
            </svg>

            """
        return MapPicture(svg: svg, width: width, height: height, frame: frame, counts: counts)
    }
}
