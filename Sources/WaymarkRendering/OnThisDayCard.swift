import WaymarkMemories

/// The On This Day card: the day, how many memories from which years, and a grid of the day's
/// photos across the years (one from each year first, newest year first, then more), each
/// captioned with its year and place. A day whose memories have no photo lists them instead.
public struct OnThisDayCard {
    /// The day's memories, as `OnThisDay.report(for:)` gives them.
    public let report: OnThisDayReport

    /// The card of `report`'s day.
    public init(report: OnThisDayReport) { self.report = report }

    static let top = 300.0
    static let gap = 20.0
    static let captionHeight = 46.0

    /// How many photos the shape shows: two columns of two, three or four rows.
    static func rows(_ aspect: CardAspect) -> Int {
        switch aspect {
        case .square: return 2
        case .portrait: return 3
        case .story: return 4
        }
    }

    /// The photos in the order the card shows them, with their memory: each year's first photo,
    /// newest year first, then each year's second, and so on.
    public func photos(limit: Int) -> [(memory: Memory, photo: MemoryGalleryPhoto)] {
        var out: [(Memory, MemoryGalleryPhoto)] = []
        var round = 0
        while out.count < limit {
            let next = report.memories.compactMap { memory in memory.gallery.count > round ? (memory, memory.gallery[round]) : nil }
            if next.isEmpty { break }
            out += next.prefix(limit - out.count)
            round += 1
        }
        return out
    }

    /// "3 memories · 2012–2024 · with 29 February".
    public var summary: String {
        let years = report.memories.map(\.year).sorted()
        let span = years.first.map { $0 == years.last! ? "\($0)" : "\($0)–\(years.last!)" } ?? ""
        let count = report.memories.count == 1 ? "1 memory" : "\(report.memories.count) memories"
        return ([count, span] + (report.includesLeapDay ? ["with 29 February"] : [])).filter { !$0.isEmpty }.joined(separator: " · ")
    }

    /// Where the photos go: two equal columns, `rows(aspect)` rows, filling the room.
    public static func slots(_ aspect: CardAspect, count: Int) -> [CardSlot] {
        let (width, height) = aspect.size
        let pad = StatsCard.padding, w = Double(width) - 2 * pad, bottom = Double(height) - pad - 50
        let rows = max(1, min(Self.rows(aspect), (count + 1) / 2)), columns = count == 1 ? 1 : 2
        let cellWidth = ((w - Double(columns - 1) * gap) / Double(columns)).rounded(.down)
        let cellHeight = ((bottom - top - Double(rows) * captionHeight - Double(rows - 1) * gap) / Double(rows)).rounded(.down)
        return (0..<count).map { index in
            CardSlot(x: pad + Double(index % columns) * (cellWidth + gap), y: top + Double(index / columns) * (cellHeight + captionHeight + gap),
                     width: cellWidth, height: cellHeight)
        }
    }

    /// Draws the card; `photo` gives each photo decoded to fill a box of the given size.
    public func render(theme: Theme, aspect: CardAspect, measure: TextMeasure,
                       photo: (_ path: String, _ width: Int, _ height: Int) throws -> EmbeddedImage?) throws -> ImageCardPicture {
        let (width, height) = aspect.size
        let h = Double(height), pad = StatsCard.padding
        var texts = ImageCardMarkup.texts(kicker: "WAYMARK · ON THIS DAY", aspect: aspect, theme: theme, measure: measure)
        texts.line(report.date.monthDay.spelledOut, y: 190, font: PictureFont(size: 72, bold: true), color: theme.accent)
        texts.line(summary, y: 250, font: PictureFont(size: 34), color: theme.text)

        let shown = photos(limit: 2 * Self.rows(aspect))
        let slots = Self.slots(aspect, count: shown.count)
        var body = ""
        for (index, (slot, item)) in zip(slots, shown).enumerated() {
            let caption = "\(item.memory.year) · \(item.photo.place)"
            if let image = try photo(item.photo.path, Int(slot.width), Int(slot.height)) {
                body += ImageCardMarkup.image(image, in: slot, id: "photo-\(index)", radius: 16, tile: nil, title: caption)
            } else {
                body += "<rect x=\"\(SVGMarkup.number(slot.x))\" y=\"\(SVGMarkup.number(slot.y))\" width=\"\(SVGMarkup.number(slot.width))\" height=\"\(SVGMarkup.number(slot.height))\" rx=\"16\" fill=\"\(theme.land)\"/>\n"
            }
            let yearFont = PictureFont(size: 28, bold: true)
            let year = "\(item.memory.year)"
            texts.line(year, y: slot.y + slot.height + 36, font: yearFont, color: theme.text, x: slot.x, maxWidth: slot.width)
            let offset = measure.width(year, font: yearFont) + 12
            texts.line(item.photo.place, y: slot.y + slot.height + 36, font: PictureFont(size: 28), color: theme.mutedText,
                       x: slot.x + offset, maxWidth: slot.width - offset)
        }
        if shown.isEmpty {
            // No photo on this day in any year: the memories themselves, one line each.
            for (index, memory) in report.memories.prefix(Int((h - pad - 50 - Self.top) / 64)).enumerated() {
                let y = Self.top + 40 + Double(index) * 64
                texts.line("\(memory.year)", y: y, font: PictureFont(size: 40, bold: true), color: theme.text)
                texts.line(memory.headline, y: y, font: PictureFont(size: 40), color: theme.mutedText, x: pad + 130)
            }
        }
        texts.line(ImageCardMarkup.footer, y: h - pad, font: PictureFont(size: 26), color: theme.mutedText)
        let svg = ImageCardMarkup.document(width: width, height: height, label: "On this day, \(report.date.monthDay.spelledOut): \(summary)",
                                           theme: theme, body: body + texts.markup)
        return ImageCardPicture(svg: svg, width: width, height: height, slots: slots)
    }
}
