import WaymarkAtlas

/// A country's or a continent's stamps as a mosaic of their thumbnails, with counts: how many
/// stamps, arrivals and departures, the places (or countries) they name and the years. Tiles are
/// as large as the shape allows for the number of stamps, never under `minimumTile` pixels; what
/// does not fit is counted on a last "+N" tile. A stamp without an image shows its place and
/// date on its tile.
public struct StampMosaicCard {
    /// "France", "Europe".
    public let title: String
    /// The stamps, in date order.
    public let stamps: [StampRow]
    /// True for a continent: the counts name countries rather than places.
    public let isContinent: Bool

    public init(title: String, stamps: [StampRow], isContinent: Bool) {
        self.title = title; self.stamps = stamps.sorted { ($0.stamp.date, $0.stamp.id) < ($1.stamp.date, $1.stamp.id) }
        self.isContinent = isContinent
    }

    public static let minimumTile = 120.0
    static let gap = 16.0
    static let top = 320.0

    /// The tile grid for `count` stamps on a card of this shape: the largest square tile that
    /// fits them all, or, when even the minimum would not, as many minimum tiles as fit.
    static func grid(count: Int, aspect: CardAspect) -> (columns: Int, tile: Double, shown: Int) {
        let (width, height) = aspect.size
        let w = Double(width) - 2 * StatsCard.padding, h = Double(height) - StatsCard.padding - 50 - top
        var best = (columns: 1, tile: 0.0)
        for columns in 1...max(1, count) {
            let rows = (count + columns - 1) / columns
            let tile = min((w - Double(columns - 1) * gap) / Double(columns), (h - Double(rows - 1) * gap) / Double(rows)).rounded(.down)
            if tile > best.tile { best = (columns, tile) }
        }
        if best.tile >= minimumTile { return (best.columns, best.tile, count) }
        let columns = Int((w + gap) / (minimumTile + gap)), rows = Int((h + gap) / (minimumTile + gap))
        let tile = ((w - Double(columns - 1) * gap) / Double(columns)).rounded(.down)
        return (columns, tile, min(count, columns * rows))
    }

    /// "12 stamps · 7 arrivals · 5 departures".
    public var counts: String {
        let arrivals = stamps.filter { $0.stamp.direction == .arrival }.count
        let departures = stamps.filter { $0.stamp.direction == .departure }.count
        var parts = [stamps.count == 1 ? "1 stamp" : "\(StatsCard.grouped(stamps.count)) stamps"]
        if arrivals > 0 { parts.append(arrivals == 1 ? "1 arrival" : "\(StatsCard.grouped(arrivals)) arrivals") }
        if departures > 0 { parts.append(departures == 1 ? "1 departure" : "\(StatsCard.grouped(departures)) departures") }
        return parts.joined(separator: " · ")
    }

    /// "3 countries · 2014–2023", or for a country its places: "4 places · 2019".
    public var spread: String {
        let years = stamps.map { String($0.stamp.date.prefix(4)) }.sorted()
        let span = years.first.map { first in first == years.last! ? first : "\(first)–\(years.last!)" } ?? ""
        let distinct = isContinent ? Set(stamps.map { $0.stamp.level(.country)?.description ?? "" }).count : Set(stamps.map { $0.stamp.place }).count
        let noun = isContinent ? (distinct == 1 ? "country" : "countries") : (distinct == 1 ? "place" : "places")
        return "\(distinct) \(noun)" + (span.isEmpty ? "" : " · \(span)")
    }

    /// Draws the card; `tile` gives a stamp's thumbnail fitted to a box of the given size, or nil
    /// when the stamp has no image.
    public func render(theme: Theme, aspect: CardAspect, measure: TextMeasure,
                       tile: (_ stamp: StampRow, _ size: Int) throws -> EmbeddedImage?) throws -> ImageCardPicture {
        let (width, height) = aspect.size
        let h = Double(height), pad = StatsCard.padding
        var texts = ImageCardMarkup.texts(kicker: "WAYMARK · PASSPORT STAMPS", aspect: aspect, theme: theme, measure: measure)
        texts.line(title, y: 182, font: PictureFont(size: 72, bold: true), color: theme.accent)
        texts.line(counts, y: 236, font: PictureFont(size: 34), color: theme.text)
        texts.line(spread, y: 280, font: PictureFont(size: 30), color: theme.mutedText)

        let grid = Self.grid(count: stamps.count, aspect: aspect)
        let overflow = grid.shown < stamps.count
        let drawn = overflow ? grid.shown - 1 : grid.shown
        var body = "", slots: [CardSlot] = []
        let inner = Int(grid.tile - 12)
        for index in 0..<grid.shown {
            let slot = CardSlot(x: pad + Double(index % grid.columns) * (grid.tile + Self.gap),
                                y: Self.top + Double(index / grid.columns) * (grid.tile + Self.gap), width: grid.tile, height: grid.tile)
            slots.append(slot)
            guard index < drawn else {
                body += tileRect(slot, theme: theme)
                let more = "+\(StatsCard.grouped(stamps.count - drawn))"
                texts.line(more, y: slot.y + slot.height / 2 + grid.tile * 0.1, font: PictureFont(size: (grid.tile * 0.28).rounded(), bold: true),
                           color: theme.text, x: slot.x + 12, maxWidth: slot.width - 24)
                continue
            }
            let row = stamps[index]
            let caption = "\(row.placeLabel), \(row.stamp.date)"
            if let image = try tile(row, inner) {
                body += ImageCardMarkup.image(image, in: slot, id: "stamp-\(row.stamp.id)", radius: 14, tile: theme.land, title: caption)
            } else {
                body += tileRect(slot, theme: theme)
                let font = PictureFont(size: max(18, (grid.tile * 0.13).rounded()))
                texts.line(row.placeName, y: slot.y + slot.height / 2, font: PictureFont(size: font.size, bold: true), color: theme.text,
                           x: slot.x + 12, maxWidth: slot.width - 24)
                texts.line(row.stamp.date, y: slot.y + slot.height / 2 + font.size * 1.4, font: font, color: theme.mutedText,
                           x: slot.x + 12, maxWidth: slot.width - 24)
            }
        }
        texts.line(ImageCardMarkup.footer, y: h - pad, font: PictureFont(size: 26), color: theme.mutedText)
        let svg = ImageCardMarkup.document(width: width, height: height, label: "Passport stamps of \(title): \(counts)", theme: theme,
                                           body: body + texts.markup)
        return ImageCardPicture(svg: svg, width: width, height: height, slots: slots)
    }

    private func tileRect(_ slot: CardSlot, theme: Theme) -> String {
        "<rect x=\"\(SVGMarkup.number(slot.x))\" y=\"\(SVGMarkup.number(slot.y))\" width=\"\(SVGMarkup.number(slot.width))\" height=\"\(SVGMarkup.number(slot.height))\" rx=\"14\" fill=\"\(theme.land)\"/>\n"
    }
}
