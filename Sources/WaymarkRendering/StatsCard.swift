import WaymarkAtlas
import WaymarkGazetteer

/// The shapes a share card comes in, at 1080 pixels wide.
public enum CardAspect: String, CaseIterable, Sendable {
    /// The raw value is what `--aspect` takes.
    case square = "1:1", portrait = "4:5", story = "9:16"

    /// The card's size in pixels: 1080 wide, and 1080, 1350 or 1920 tall.
    public var size: (width: Int, height: Int) {
        switch self {
        case .square: return (1080, 1080)
        case .portrait: return (1080, 1350)
        case .story: return (1080, 1920)
        }
    }
}

/// A finished card: its SVG, size, and where its small map lies (for checking its colours).
public struct CardPicture: Sendable {
    /// The card as an SVG document: the PNG is this, rendered by `Rasteriser`.
    public let svg: String
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// The frame the small world map is drawn on, in the map's own pixels.
    public let mapFrame: MapFrame
    /// The small map's top-left corner on the card.
    public let mapOrigin: (x: Double, y: Double)

    /// Where a coordinate lands on the card.
    public func pixel(latitude: Double, longitude: Double) -> (x: Double, y: Double) {
        let p = mapFrame.pixel(latitude: latitude, longitude: longitude)
        return (p.x + mapOrigin.x, p.y + mapOrigin.y)
    }
}

/// The passport statistics card: the country count, the share of the world, regions, cities,
/// airports and continents, the countries with the most days (as many as the shape has room
/// for), a small world map and the span of years. Every text is measured with the renderer's
/// own layout engine and ellipsised to the card's content width, at whole characters.
public struct StatsCard {
    /// The figures the card shows.
    public let statistics: AtlasStatistics
    /// The gazetteer's count of countries, as given. The card does not read it: the world share
    /// comes from `statistics` (`worldShare`, `worldCountries`).
    public let supportedCountries: Int?
    /// The countries' outlines for the small world map.
    public let outlines: [BoundaryOutline]
    /// Each country's visit state; a country missing here is drawn as not visited.
    public let states: [PlaceID: VisitState]

    /// A card of these figures. `AtlasPictures.statsCard(theme:aspect:)` makes one from an atlas.
    public init(statistics: AtlasStatistics, supportedCountries: Int?, outlines: [BoundaryOutline], states: [PlaceID: VisitState]) {
        self.statistics = statistics; self.supportedCountries = supportedCountries; self.outlines = outlines; self.states = states
    }

    /// Padding on every side; nothing is drawn outside it.
    public static let padding = 72.0

    /// Draws the card in `theme`'s colours at `aspect`'s size, shortening with "…" each text
    /// `measure` finds too long for its room.
    public func render(theme: Theme, aspect: CardAspect, measure: TextMeasure) -> CardPicture {
        let (width, height) = aspect.size
        let w = Double(width), h = Double(height), pad = Self.padding, contentWidth = w - 2 * pad
        var texts = TextWriter(theme: theme, measure: measure, left: pad, right: w - pad)

        texts.line("WAYMARK · TRAVEL PASSPORT", y: pad + 28, font: PictureFont(size: 28, bold: true), color: theme.mutedText)
        let count = "\(statistics.countries)"
        let big = PictureFont(size: 168, bold: true)
        texts.line(count, y: 270, font: big, color: theme.accent)
        let labelX = pad + measure.width(count, font: big) + 20
        texts.line(statistics.countries == 1 ? "country" : "countries", y: 270, font: PictureFont(size: 48), color: theme.text, x: labelX)
        if let line = Self.shareLine(statistics) {
            texts.line(line, y: 330, font: PictureFont(size: 34), color: theme.mutedText)
        }
        let columns: [(String, Int)] = [("regions", statistics.regions), ("cities", statistics.cities),
                                        ("airports", statistics.airports), ("continents", statistics.continents.count)]
        let columnWidth = contentWidth / Double(columns.count)
        for (i, column) in columns.enumerated() {
            let x = pad + Double(i) * columnWidth
            texts.line(Self.grouped(column.1), y: 430, font: PictureFont(size: 64, bold: true), color: theme.text, x: x, maxWidth: columnWidth - 16)
            texts.line(column.0, y: 470, font: PictureFont(size: 28), color: theme.mutedText, x: x, maxWidth: columnWidth - 16)
        }
        // The continents wrap onto a second line rather than lose a name.
        let continentLines = texts.wrapped(statistics.continents.isEmpty ? "No continent yet" : statistics.continents.joined(separator: " · "),
                                           y: 540, font: PictureFont(size: 32), color: theme.text, lineHeight: 42, maxLines: 2)

        // The map and its key sit above the footer; rows of countries fill what is left above.
        let footerY = h - pad, keyY = footerY - 56
        let mapBottom = keyY - 44, top = 580.0 + Double(continentLines - 1) * 42
        let layout = Self.lowerLayout(available: mapBottom - top, contentWidth: contentWidth, countries: statistics.countryVisits.count)
        let mapHeight = layout.mapHeight
        let mapWidth = (mapHeight / MapFrame.worldAspect).rounded()
        // What the rows and the map leave free is shared out above, between and below them.
        let used = layout.listHeight + mapHeight
        let spare = max(0, (mapBottom - top - used) / 3)
        var y = top + spare + 34
        let origin = ((w - mapWidth) / 2, mapBottom - spare - mapHeight)
        let rows = statistics.countryVisits.sorted { $0.days != $1.days ? $0.days > $1.days : TextFolding.precedesInNameOrder($0.name, $1.name) }
        if layout.rows > 0 {
            texts.line("Most days", y: y, font: PictureFont(size: 26, bold: true), color: theme.mutedText)
            let dayFont = PictureFont(size: 30)
            for visit in rows.prefix(layout.rows) {
                y += layout.rowHeight
                let days = (visit.days == 1 ? "1 day" : "\(Self.grouped(visit.days)) days") + (visit.transitOnly ? ", transit" : "")
                let daysWidth = measure.width(days, font: dayFont)
                texts.line(days, y: y, font: dayFont, color: theme.mutedText, rightAlignedAt: w - pad)
                texts.line(visit.name, y: y, font: PictureFont(size: 32), color: theme.text, maxWidth: contentWidth - daysWidth - 24)
            }
        }

        let frame = MapFrame.world(width: mapWidth, height: mapHeight, margin: 0)
        let (shapes, _) = MapShapes(frame: frame, theme: theme, outlines: outlines, states: states).markup()
        let keyFont = PictureFont(size: 26)
        var keyX = pad
        var key = ""
        for state in [VisitState.visited, .transitOnly] {
            let label = state == .visited ? "Visited" : "Transit only"
            key += "<rect class=\"swatch \(state.rawValue)\" x=\"\(SVGMarkup.number(keyX))\" y=\"\(SVGMarkup.number(keyY - 22))\" width=\"24\" height=\"24\" rx=\"5\" fill=\"\(theme.fill(state))\"/>"
            texts.line(label, y: keyY, font: keyFont, color: theme.mutedText, x: keyX + 34)
            keyX += 34 + measure.width(label, font: keyFont) + 40
        }
        texts.line(footer, y: footerY, font: PictureFont(size: 26), color: theme.mutedText)

        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)" role="img" aria-label="Travel passport: \(statistics.countries) countries">
            <rect width="\(width)" height="\(height)" fill="\(theme.page)"/>
            <g id="map" transform="translate(\(SVGMarkup.number(origin.0)) \(SVGMarkup.number(origin.1)))">
            <path d="\(AtlasMap.worldOutline(frame))" fill="\(theme.water)"/>
            \(shapes)
            </g>
            \(key)
            \(texts.markup)</svg>

            """
        return CardPicture(svg: svg, width: width, height: height, mapFrame: frame, mapOrigin: origin)
    }

    /// How the room between the continents and the map's key is shared: the map as wide as the
    /// content (its height then follows) when at least three rows of countries still fit,
    /// else at least 300 pixels tall; the rows of the countries with the most days take the rest,
    /// spaced up to 1.5 times their height when there are few; a square card shows the map alone
    /// when fewer than two rows fit. `listHeight` includes the heading and the space below.
    static func lowerLayout(available: Double, contentWidth: Double, countries: Int) -> (mapHeight: Double, rows: Int, rowHeight: Double, listHeight: Double) {
        let rowHeight = 50.0, heading = 34.0, below = 24.0
        let fullMap = (contentWidth * MapFrame.worldAspect).rounded(.down)
        guard countries > 0 else { return (min(fullMap, available), 0, rowHeight, 0) }
        let mapHeight = available - fullMap >= heading + below + 3 * rowHeight ? fullMap : min(fullMap, max(300, available - heading - below - 3 * rowHeight))
        let room = Int(((available - mapHeight - heading - below) / rowHeight).rounded(.down))
        guard room >= 2 else { return (min(fullMap, available), 0, rowHeight, 0) }
        let rows = min(room, countries)
        let spaced = min(rowHeight * 1.5, (available - mapHeight - heading - below) / Double(rows)).rounded(.down)
        return (mapHeight, rows, spaced, heading + Double(rows) * spaced + below)
    }

    var footer: String {
        let years = statistics.countryVisits.flatMap { [String($0.firstVisit.year), String($0.lastVisit.year)] }.sorted()
        guard let first = years.first, let last = years.last else { return "Made offline with Waymark" }
        return "Made offline with Waymark · " + (first == last ? String(first) : "\(first)–\(last)")
    }

    /// "5.6% of the world's 250 countries · 5 transit only": the share of the visited countries
    /// and the transit-only ones, counted apart; nil when there is neither a share nor transit.
    static func shareLine(_ statistics: AtlasStatistics) -> String? {
        var parts: [String] = []
        if let share = statistics.worldShare, let world = statistics.worldCountries { parts.append("\(percent(share)) of the world's \(world) countries") }
        if statistics.transitOnlyCountries > 0 { parts.append("\(statistics.transitOnlyCountries) transit only") }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// "12.5%", "0.4%", "100%": one decimal below 10%, whole numbers above.
    static func percent(_ share: Double) -> String {
        let p = share * 100
        if p >= 10 || p == 0 { return "\(Int(p.rounded()))%" }
        let tenths = Int((p * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)%"
    }

    /// 12345 → "12,345".
    static func grouped(_ n: Int) -> String {
        let digits = Array(String(n))
        var out = ""
        for (i, d) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(d)
        }
        return out
    }
}
