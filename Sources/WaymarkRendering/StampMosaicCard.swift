import WaymarkAtlas

/// A country's or a continent's stamps as a mosaic of their thumbnails, with counts: how many
/// stamps, arrivals and departures, the places (or countries) they name and the years. Tiles are
/// as large as the shape allows for the number of stamps, never under `minimumTile` pixels, the
/// grid centred in its room; what does not fit is counted on a last "+N" tile. Each stamp's image
/// is fitted to its tile; a stamp without an image shows its place (wrapped) and date.
public struct StampMosaicCard {
    /// "France", "Europe".
    public let title: String
    /// The stamps, in date order.
    public let stamps: [StampRow]
    /// True for a continent: the counts name countries rather than places.
    public let isContinent: Bool

    /// The mosaic of `stamps` (put in date order, then ID order) under `title`.
    public init(title: String, stamps: [StampRow], isContinent: Bool) {
        self.title = title; self.stamps = stamps.sorted { ($0.stamp.date, $0.stamp.id) < ($1.stamp.date, $1.stamp.id) }
        self.isContinent = isContinent
    }

    /// The smallest side a tile is drawn at, in pixels.
    public static let minimumTile = 120.0
    static let gap = 16.0
    static let top = 320.0
    /// A tile is at most this much taller than wide, or wider than tall: stamps are roughly square.
    static let tileStretch = 1.35

    /// The tile grid for `count` stamps on a card of this shape: the columns giving the largest
    /// tiles that fit them all (a tile may stretch up to `tileStretch` to fill a tall or wide
    /// room), or, when even the minimum would not fit, as many minimum tiles as fit.
    static func grid(count: Int, aspect: CardAspect) -> (columns: Int, rows: Int, tile: Double, tileHeight: Double, shown: Int) {
        let (width, height) = aspect.size
        let w = Double(width) - 2 * StatsCard.padding, h = Double(height) - StatsCard.padding - 50 - top
        func tiles(columns: Int, rows: Int) -> (width: Double, height: Double) {
            let across = (w - Double(columns - 1) * gap) / Double(columns), down = (h - Double(rows - 1) * gap) / Double(rows)
            return (min(across, down * tileStretch).rounded(.down), min(down, across * tileStretch).rounded(.down))
        }
        var best: (columns: Int, rows: Int, tile: (width: Double, height: Double))?
        for columns in 1...max(1, count) {
            let rows = (count + columns - 1) / columns
            let tile = tiles(columns: columns, rows: rows)
            if let b = best, min(tile.width, tile.height) * max(tile.width, tile.height) <= min(b.tile.width, b.tile.height) * max(b.tile.width, b.tile.height) { continue }
            best = (columns, rows, tile)
        }
        if let best, min(best.tile.width, best.tile.height) >= minimumTile {
            return (best.columns, best.rows, best.tile.width, best.tile.height, count)
        }
        let columns = Int((w + gap) / (minimumTile + gap)), rows = Int((h + gap) / (minimumTile + gap))
        let tile = tiles(columns: columns, rows: rows)
        return (columns, rows, tile.width, tile.height, min(count, columns * rows))
    }

    /// Where each of `shown` tiles lies: the grid centred in the room below the counts, and a
    /// last row that is not full centred under the others.
    static func slots(_ g: (columns: Int, rows: Int, tile: Double, tileHeight: Double, shown: Int), aspect: CardAspect) -> [CardSlot] {
        let (width, height) = aspect.size
        let w = Double(width) - 2 * StatsCard.padding, h = Double(height) - StatsCard.padding - 50 - top
        let rows = (g.shown + g.columns - 1) / g.columns
        let gridHeight = Double(rows) * g.tileHeight + Double(rows - 1) * gap
        let y0 = (top + (h - gridHeight) / 2).rounded(.down)
        return (0..<g.shown).map { index in
            let row = index / g.columns
            let inRow = row == rows - 1 ? g.shown - row * g.columns : g.columns
            let rowWidth = Double(inRow) * g.tile + Double(inRow - 1) * gap
            let x0 = (StatsCard.padding + (w - rowWidth) / 2).rounded(.down)
            return CardSlot(x: x0 + Double(index % g.columns) * (g.tile + gap), y: y0 + Double(row) * (g.tileHeight + gap),
                            width: g.tile, height: g.tileHeight)
        }
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
        let years = stamps.map { String($0.stamp.date.year) }.sorted()
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
        var body = ""
        let slots = Self.slots(grid, aspect: aspect)
        let inset = 10.0
        let inner = Int(max(grid.tile, grid.tileHeight) - 2 * inset)
        for (index, slot) in slots.enumerated() {
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
                body += ImageCardMarkup.image(image, in: slot, id: "stamp-\(row.stamp.id)", radius: 14, tile: theme.land, inset: inset, title: caption)
            } else {
                // The place wraps (up to three lines) before it is cut; the date goes below it.
                body += tileRect(slot, theme: theme)
                let font = PictureFont(size: max(18, (min(slot.width, slot.height) * 0.13).rounded()))
                let lineHeight = font.size * 1.25
                let lines = TextWriter.wrap(row.placeName, font: PictureFont(size: font.size, bold: true), maxWidth: (slot.width - 24) * TextWriter.browserAllowance,
                                            maxLines: 3, measure: measure).count
                let firstY = slot.y + slot.height / 2 - Double(lines) * lineHeight / 2 + font.size * 0.4
                texts.wrapped(row.placeName, y: firstY, font: PictureFont(size: font.size, bold: true), color: theme.text, lineHeight: lineHeight,
                              maxLines: 3, x: slot.x + 12, maxWidth: slot.width - 24)
                texts.line(row.stamp.date.description, y: firstY + Double(lines) * lineHeight + font.size * 0.2, font: font, color: theme.mutedText,
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
