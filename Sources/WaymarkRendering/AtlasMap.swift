import WaymarkAtlas
import WaymarkGazetteer
import WaymarkGeo

/// A finished map: the SVG, its size in pixels, the frame it was drawn on (where any coordinate
/// lands) and how many places of each state it drew.
public struct MapPicture: Sendable {
    /// The whole picture as an SVG document: map, insets and legend.
    public let svg: String
    /// Its width in pixels, as asked.
    public let width: Int
    /// Its height in pixels: the map (and any row of insets under it) plus the legend.
    public let height: Int
    /// The frame the main map is drawn on: where a coordinate lands in the picture's pixels.
    public let frame: MapFrame
    /// How many places it drew in each state, insets included; a place the atlas has no state for
    /// counts as not visited, and a piece of land kept without a place is not counted.
    public let counts: [VisitState: Int]
    /// The far parts of a country drawn in boxes under its main map (none on the world map).
    public var insets: [MapInset] = []
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
    /// its main territory and centred away from the antimeridian when it straddles it; the
    /// places far from it are drawn in inset boxes in the map's empty corners and edges, or
    /// under it where none fits (see `CountryFraming`, `InsetPlacement`).
    public static func country(outlines: [BoundaryOutline], states: [PlaceID: VisitState], title: String,
                               theme: Theme, width: Int, measure: TextMeasure) -> MapPicture {
        let w = Double(width)
        // The frame follows the main territory's polygons that belong to a place: a piece the
        // build kept without a region (Clipperton Island, 5 km² of France 10,000 km away) is
        // drawn if it falls on the canvas but does not shrink the whole country to a corner.
        let split = CountryFraming.split(outlines, states: states)
        let frame = fitted(split.mainPolygons, width: w, maxAspect: 1.3)
        let regions = outlines.contains { $0.place?.kind == .region }

        // The insets: each in the main map's empty water where one fits (`InsetPlacement`),
        // else in a row of boxes under the map; each fitted to its place.
        var insets: [MapInset] = []
        var insetMarkup = "", insetCounts: [VisitState: Int] = [:]
        var rowHeight = 0.0
        if !split.insets.isEmpty {
            var placement = InsetPlacement(frame: frame, polygons: split.mainOutlines.map(\.polygon))
            let cores = split.insets.map { CountryFraming.core($0.map(\.polygon)) }
            var boxes: [(x: Double, y: Double, width: Double, height: Double)?] = cores.map { core in
                placement.place(aspect: insetAspect(core), longest: (w * 0.4).rounded(), shortest: max(40, (w * 0.12).rounded()),
                                tallest: (frame.height * 0.35).rounded(), gap: (w / 100).rounded(), edge: (w / 80).rounded())
            }
            // The rest in a row under the map.
            let under = boxes.indices.filter { boxes[$0] == nil }
            if !under.isEmpty {
                let margin = (w / 60).rounded(), n = Double(under.count)
                let boxWidth = min(w * 0.4, ((w - margin * (n + 1)) / n).rounded(.down)), boxHeight = (w * 0.22).rounded()
                rowHeight = boxHeight + margin
                for (slot, index) in under.enumerated() {
                    boxes[index] = (margin + Double(slot) * (boxWidth + margin), frame.height, boxWidth, boxHeight)
                }
            }
            for (index, outlines) in split.insets.enumerated() {
                let box = boxes[index]!
                let inner = MapFrame.fitting(cores[index], width: box.width, height: box.height, margin: (min(box.width, box.height) / 12).rounded())
                let inset = MapInset(name: outlines.first?.name ?? "", places: Array(Set(outlines.compactMap(\.place))).sorted(), frame: inner,
                                     originX: box.x, originY: box.y)
                insets.append(inset)
                let (shapes, counts) = MapShapes(frame: inner, theme: theme, outlines: outlines, states: states).markup()
                for (state, count) in counts { insetCounts[state, default: 0] += count }
                let clip = "inset-\(index)-clip", size = "width=\"\(SVGMarkup.number(box.width))\" height=\"\(SVGMarkup.number(box.height))\""
                insetMarkup += "<g class=\"inset\" transform=\"translate(\(SVGMarkup.number(inset.originX)) \(SVGMarkup.number(inset.originY)))\">"
                    + "<clipPath id=\"\(clip)\"><rect \(size)/></clipPath><rect \(size) fill=\"\(theme.water)\" stroke=\"\(theme.mutedText)\" stroke-width=\"1\"/>"
                    + "<g clip-path=\"url(#\(clip))\">\(shapes)</g></g>\n"
            }
        }
        return compose(frame: frame, backdrop: "<rect width=\"\(width)\" height=\"\(Int(frame.height))\" fill=\"\(theme.water)\"/>",
                       shapes: MapShapes(frame: frame, theme: theme, outlines: split.mainOutlines, states: states),
                       extra: (insetMarkup, rowHeight, insetCounts), insets: insets,
                       title: title, nouns: regions ? ("region", "regions") : ("country", "countries"), theme: theme, measure: measure)
    }

    /// An inset's shape: its polygons' projected height over width, kept between 0.35 and 1.3.
    static func insetAspect(_ polygons: [Polygon]) -> Double {
        let probe = MapFrame.fitting(polygons, width: 1000, height: 1000, margin: 0)
        let box = MapFrame.projectedBox(polygons, probe.projection)
        return min(1.3, max(0.35, (box.maxY - box.minY) / max(box.maxX - box.minX, 1e-9)))
    }

    /// A frame `width` wide fitted to the polygons, as tall as their projected shape (within
    /// 0.35 and `maxAspect` of the width).
    static func fitted(_ polygons: [Polygon], width w: Double, maxAspect: Double) -> MapFrame {
        let probe = MapFrame.fitting(polygons, width: w, height: w, margin: 0)
        let box = MapFrame.projectedBox(polygons, probe.projection)
        let aspect = min(maxAspect, max(0.35, (box.maxY - box.minY) / max(box.maxX - box.minX, 1e-9)))
        return MapFrame.fitting(polygons, width: w, height: (w * aspect).rounded(), margin: (w / 40).rounded())
    }

    /// The Equal Earth world's edge (the ±180° meridians), as path data on `frame`.
    static func worldOutline(_ frame: MapFrame) -> String {
        var points: [(Double, Double)] = []
        for lat in stride(from: -90, through: 90, by: 2) { points.append(frame.pixel(latitude: Double(lat), longitude: -180)) }
        for lat in stride(from: 90, through: -90, by: -2) { points.append(frame.pixel(latitude: Double(lat), longitude: 180)) }
        return "M" + points.map { "\(SVGMarkup.number($0.0)) \(SVGMarkup.number($0.1))" }.joined(separator: "L") + "Z"
    }

    /// The map's page: backdrop, shapes, anything drawn under the frame (`extra`: markup, its
    /// height, and the places it drew), then the legend, whose type grows with the width.
    static func compose(frame: MapFrame, backdrop: String, shapes: MapShapes, extra: (svg: String, height: Double, counts: [VisitState: Int]) = ("", 0, [:]),
                        insets: [MapInset] = [], title: String, nouns: (String, String), theme: Theme, measure: TextMeasure) -> MapPicture {
        let width = Int(frame.width), mapHeight = Int(frame.height) + Int(extra.height.rounded(.up))
        var (body, counts) = shapes.markup()
        for (state, count) in extra.counts { counts[state, default: 0] += count }
        body += extra.svg
        let legend = Legend(theme: theme, measure: measure, fontSize: Legend.fontSize(width: frame.width))
        let drawn = legend.markup(title: title, counts: counts, nouns: nouns, width: frame.width, top: Double(mapHeight))
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
        return MapPicture(svg: svg, width: width, height: height, frame: frame, counts: counts, insets: insets)
    }
}
