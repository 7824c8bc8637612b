import WaymarkAtlas
import WaymarkGazetteer

/// The offline HTML atlas: one file with everything inline (styles, the map as SVG, the
/// numbers) and a Content-Security-Policy that forbids every fetch, so it opens the same from a
/// USB stick with no network. No script: the core content needs none; names show on hover
/// through each country's SVG `<title>`, and on a touch screen a tap on a coloured country
/// follows a plain link to its row in the countries table. On a narrow screen the table's rows
/// become stacked cards. Light and dark follow the reader's system setting.
/// Images (Then & Now and stamp thumbnails) are `data:` URIs inside the page, the one source of
/// images the policy allows: none is fetched.
public struct AtlasReport {
    /// The figures the page shows: counts, the world share, continents, the countries table.
    public let statistics: AtlasStatistics
    /// The gazetteer's count of countries, as given. The page does not read it: the world share
    /// comes from `statistics` (`worldShare`, `worldCountries`).
    public let supportedCountries: Int?
    /// The photos counted in the atlas, shown among the figures.
    public let photos: Int
    /// The countries' outlines for the world map.
    public let outlines: [BoundaryOutline]
    /// Each country's visit state; a country missing here is drawn as not visited.
    public let states: [PlaceID: VisitState]
    /// On This Day, Then & Now and the stamp gallery, with their thumbnails; empty leaves those
    /// sections out.
    public let memories: ReportMemories

    /// A report of these figures and memories. `AtlasPictures.report(onThisDay:thenAndNow:)` makes
    /// one from an atlas and reads its images.
    public init(statistics: AtlasStatistics, supportedCountries: Int?, photos: Int, outlines: [BoundaryOutline], states: [PlaceID: VisitState],
                memories: ReportMemories = ReportMemories()) {
        self.statistics = statistics; self.supportedCountries = supportedCountries; self.photos = photos
        self.outlines = outlines; self.states = states; self.memories = memories
    }

    /// The map's size in its own units (it scales to the page).
    public static let mapWidth = 1200.0
    /// The frame the page's world map is drawn on: Equal Earth, `mapWidth` units wide.
    public static var mapFrame: MapFrame {
        MapFrame.world(width: mapWidth, height: (mapWidth * MapFrame.worldAspect).rounded(), margin: 12)
    }

    /// The page as one HTML document.
    public func html() -> String {
        let frame = Self.mapFrame
        let (shapes, counts) = MapShapes(frame: frame, theme: .light, outlines: outlines, states: states, link: Self.rowAnchor).markup()
        var page = head
        page += "<header class=\"card\"><p class=\"kicker\">Waymark · travel atlas</p><h1>\(statistics.countries) \(statistics.countries == 1 ? "country" : "countries")</h1>"
        if let line = StatsCard.shareLine(statistics) { page += "<p class=\"muted\">\(esc(line))</p>" }
        page += "<dl class=\"figures\">"
        for (label, value) in [("regions", statistics.regions), ("cities", statistics.cities), ("airports", statistics.airports),
                               ("continents", statistics.continents.count), ("photos", photos)] {
            page += "<div><dt>\(label)</dt><dd>\(StatsCard.grouped(value))</dd></div>"
        }
        page += "</dl><p>\(esc(statistics.continents.isEmpty ? "No continent yet" : statistics.continents.joined(separator: " · ")))</p></header>\n"

        page += "<section class=\"card\" id=\"map\"><h2>Map</h2>"
        page += "<svg class=\"map\" viewBox=\"0 0 \(Int(frame.width)) \(Int(frame.height))\" role=\"img\" aria-label=\"World map of the visited countries\">"
        page += "<path class=\"water\" d=\"\(AtlasMap.worldOutline(frame))\"/>\(shapes)</svg>"
        page += "<ul class=\"legend\">"
        for state in VisitState.allCases {
            page += "<li><span class=\"swatch \(state.rawValue)\"></span>\(esc(Legend.label(state, count: counts[state] ?? 0, nouns: ("country", "countries"))))</li>"
        }
        page += "</ul><p class=\"muted small\">Tap or click a coloured country to find it in the table below; with a mouse, hover over any country for its name. Transit only: every piece of evidence there is at an airport, and none is a passport stamp.</p></section>\n"
        if let onThisDay = memories.onThisDay { page += ReportMemorySections.onThisDay(onThisDay, photos: memories.onThisDayPhotos) }
        if !memories.pairs.isEmpty { page += ReportMemorySections.thenAndNow(memories.pairs) }

        page += "<section class=\"card\" id=\"countries\"><h2>Countries</h2><table class=\"visits\"><thead><tr><th>Country</th><th>Days</th><th>First</th><th>Last</th><th>Regions</th></tr></thead><tbody>"
        for visit in statistics.countryVisits {
            let transit = visit.transitOnly
            let regions = visit.regionShare.map { "\(visit.regionsVisited) (\(StatsCard.percent($0)))" } ?? "\(visit.regionsVisited)"
            let anchor = " id=\"\(esc(Self.rowAnchor(visit.id)))\""
            page += "<tr\(anchor)><td>\(esc(visit.name))\(transit ? " <span class=\"tag\">transit only</span>" : "")</td><td data-label=\"Days\">\(visit.days)</td>"
                + "<td data-label=\"First\" class=\"date\">\(visit.firstVisit)</td><td data-label=\"Last\" class=\"date\">\(visit.lastVisit)</td><td data-label=\"Regions\">\(regions)</td></tr>"
        }
        page += "</tbody></table></section>\n"

        page += "<section class=\"card\" id=\"achievements\"><h2>Achievements</h2>"
        if statistics.achievements.isEmpty { page += "<p class=\"muted\">None yet.</p>" }
        else {
            page += "<ul class=\"achievements\">"
            for a in statistics.achievements { page += "<li><strong>\(esc(a.title))</strong> <span class=\"muted\">\(a.earnedOn)</span></li>" }
            page += "</ul>"
        }
        page += "</section>\n"

        page += "<section class=\"card\" id=\"timeline\"><h2>Years</h2><ol class=\"timeline\">"
        let most = max(1, statistics.countriesByYear.values.map(\.count).max() ?? 1)
        for (year, names) in statistics.countriesByYear.sorted(by: { $0.key < $1.key }) {
            let percent = names.count * 100 / most
            page += "<li><span class=\"year\">\(esc(year))</span><span class=\"bar\" style=\"width:\(max(2, percent))%\"></span>"
            page += "<span class=\"count\">\(names.count) \(names.count == 1 ? "country" : "countries")</span><span class=\"names\">\(esc(names.joined(separator: ", ")))</span></li>"
        }
        page += "</ol></section>\n"
        if let stamps = memories.stamps { page += ReportMemorySections.stamps(stamps, thumbnails: memories.stampThumbnails) }
        page += "<footer class=\"muted small\">Made offline by Waymark. \(esc(Attribution.text).replacingOccurrences(of: "\n", with: " "))</footer>\n</main></body></html>\n"
        return page
    }

    private func esc(_ text: String) -> String { SVGMarkup.escape(text) }

    /// The id of a country's row in the table, which its shape on the map links to.
    static func rowAnchor(_ place: PlaceID) -> String { "visit-\(place.code)" }

    private var head: String {
        let light = Theme.light, dark = Theme.dark
        func palette(_ t: Theme) -> String {
            "--page:\(t.page);--text:\(t.text);--muted:\(t.mutedText);--accent:\(t.accent);--water:\(t.water);--land:\(t.land);--visited:\(t.visited);--transit:\(t.transit);--border:\(t.border);"
        }
        return """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <title>Waymark atlas</title>
            <style>
            :root{\(palette(light))}
            @media (prefers-color-scheme: dark){:root{\(palette(dark))}}
            *{box-sizing:border-box}
            body{margin:0;background:var(--page);color:var(--text);font-family:\(SVGMarkup.fontFamily);line-height:1.45}
            main{max-width:1100px;margin:0 auto;padding:24px}
            .card{padding:20px 24px;margin:0 0 20px;border:1px solid var(--land);border-radius:14px;overflow-wrap:anywhere;min-width:0}
            h1{font-size:56px;margin:0;color:var(--accent)}h2{margin:0 0 12px;font-size:22px}
            .kicker{text-transform:uppercase;font-weight:700;color:var(--muted);margin:0;font-size:14px}
            .muted{color:var(--muted)}.small{font-size:14px}
            .figures{display:flex;flex-wrap:wrap;gap:8px 32px;margin:16px 0}.figures dt{color:var(--muted);order:2}.figures dd{margin:0;font-size:28px;font-weight:700}
            .figures div{display:flex;flex-direction:column-reverse}
            svg.map{display:block;width:100%;height:auto}
            .map .water{fill:var(--water)}.map .not_visited{fill:var(--land)}.map .visited{fill:var(--visited)}.map .transit_only{fill:var(--transit)}.map circle.not_visited{stroke:var(--muted)}
            .map g{stroke:var(--border)}.map path:hover,.map circle:hover{stroke:var(--text);stroke-width:1.5}
            .legend{display:flex;flex-wrap:wrap;gap:6px 24px;list-style:none;padding:0;margin:12px 0 0;color:var(--muted)}
            .swatch{display:inline-block;width:14px;height:14px;border-radius:3px;margin-right:8px;vertical-align:-2px}
            .swatch.visited{background:var(--visited)}.swatch.transit_only{background:var(--transit)}.swatch.not_visited{background:var(--land)}
            table{width:100%;border-collapse:collapse;table-layout:fixed}th,td{text-align:left;padding:6px 8px;border-bottom:1px solid var(--land);vertical-align:top}
            th:first-child,td:first-child{width:40%}.visits .date{white-space:nowrap}
            .visits tr:target{background:var(--water)}.map a:focus path,.map a:focus circle{stroke:var(--text);stroke-width:2}
            @media (max-width:600px){
            main{padding:12px}.card{padding:16px}h1{font-size:44px}
            .visits thead{display:none}.visits,.visits tbody,.visits tr,.visits td{display:block;width:auto}
            .visits tr{display:flex;flex-wrap:wrap;gap:2px 16px;padding:8px 0;border-bottom:1px solid var(--land)}
            .visits td{border:0;padding:0}.visits td:first-child{width:100%;font-weight:700}
            .visits td[data-label]::before{content:attr(data-label) " ";color:var(--muted)}
            }
            .tag{font-size:12px;color:var(--muted);border:1px solid var(--muted);border-radius:8px;padding:0 6px;white-space:nowrap}
            .achievements{padding-left:20px}
            .timeline{list-style:none;padding:0;margin:0}.timeline li{display:grid;grid-template-columns:64px minmax(0,1fr);gap:2px 12px;margin:0 0 12px}
            .timeline .year{font-weight:700;grid-row:span 3}.timeline .bar{display:block;height:10px;border-radius:5px;background:var(--visited)}
            .timeline .count{color:var(--muted);font-size:14px}.timeline .names{min-width:0}
            footer{padding:8px 0 24px}
            \(ReportMemorySections.style)
            </style></head><body><main>

            """
    }
}
