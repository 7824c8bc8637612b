import WaymarkMemories

/// The Then & Now card: one place photographed years apart, the two photos (upright, filling
/// their frames) with their dates, the place, and the span. Side by side on a square card, one
/// above the other on the taller ones. Every text is measured and ellipsised like the statistics
/// card's.
public struct ThenAndNowCard {
    public let pair: ThenAndNowPair

    public init(pair: ThenAndNowPair) { self.pair = pair }

    static let top = 290.0
    static let captionHeight = 56.0
    static let gap = 24.0

    /// Where the two photos go on a card of this shape ("then" first), in whole pixels so each
    /// photo is decoded at exactly the size it is shown.
    public static func slots(_ aspect: CardAspect) -> [CardSlot] {
        let (width, height) = aspect.size
        let pad = StatsCard.padding, w = Double(width) - 2 * pad
        let bottom = Double(height) - pad - 50
        if aspect == .square {
            let slotWidth = ((w - gap) / 2).rounded(.down), slotHeight = (bottom - top - captionHeight).rounded(.down)
            return [CardSlot(x: pad, y: top, width: slotWidth, height: slotHeight),
                    CardSlot(x: pad + w - slotWidth, y: top, width: slotWidth, height: slotHeight)]
        }
        let slotHeight = ((bottom - top - 2 * captionHeight - gap) / 2).rounded(.down)
        return [CardSlot(x: pad, y: top, width: w, height: slotHeight),
                CardSlot(x: pad, y: top + slotHeight + captionHeight + gap, width: w, height: slotHeight)]
    }

    /// The place as the card names it: "City, Country", else the coordinates of the "now" photo.
    public var placeName: String {
        let names = [pair.city?.name, pair.country?.name].compactMap { $0 }.filter { !$0.isEmpty }
        guard names.isEmpty else { return names.joined(separator: ", ") }
        return Self.coordinate(pair.now.lat, positive: "N", negative: "S") + ", " + Self.coordinate(pair.now.lon, positive: "E", negative: "W")
    }

    /// "48.8584° N": four decimals (about 10 m), printed by our own code.
    static func coordinate(_ value: Double, positive: String, negative: String) -> String {
        let tenThousandths = Int((abs(value) * 10_000).rounded())
        let fraction = String(tenThousandths % 10_000)
        return "\(tenThousandths / 10_000).\(String(repeating: "0", count: 4 - fraction.count))\(fraction)° \(value < 0 ? negative : positive)"
    }

    /// "12 years apart · 2011 → 2023".
    public var span: String {
        let years = pair.years == 1 ? "1 year apart" : "\(pair.years) years apart"
        return "\(years) · \(pair.then.localTime.prefix(4)) → \(pair.now.localTime.prefix(4))"
    }

    /// Draws the card; `photo` gives each photo (its path) decoded for a box of the given size.
    public func render(theme: Theme, aspect: CardAspect, measure: TextMeasure,
                       photo: (_ path: String, _ width: Int, _ height: Int) throws -> EmbeddedImage) throws -> ImageCardPicture {
        let (width, height) = aspect.size
        let h = Double(height), pad = StatsCard.padding
        var texts = ImageCardMarkup.texts(kicker: "WAYMARK · THEN & NOW", aspect: aspect, theme: theme, measure: measure)
        texts.line(placeName, y: 190, font: PictureFont(size: 60, bold: true), color: theme.text)
        texts.line(span, y: 248, font: PictureFont(size: 36), color: theme.accent)

        let slots = Self.slots(aspect)
        var body = ""
        for (index, (slot, shot)) in zip(slots, [pair.then, pair.now]).enumerated() {
            let image = try photo(shot.path, Int(slot.width), Int(slot.height))
            body += ImageCardMarkup.image(image, in: slot, id: index == 0 ? "then" : "now", radius: 18, tile: nil)
            let captionY = slot.y + slot.height + 42
            let label = index == 0 ? "Then" : "Now"
            let labelFont = PictureFont(size: 30, bold: true)
            texts.line(label, y: captionY, font: labelFont, color: theme.text, x: slot.x, maxWidth: slot.width)
            texts.line(Self.day(shot.localTime), y: captionY, font: PictureFont(size: 30), color: theme.mutedText,
                       x: slot.x + measure.width(label, font: labelFont) + 14, maxWidth: slot.width - measure.width(label, font: labelFont) - 14)
        }
        texts.line(ImageCardMarkup.footer, y: h - pad, font: PictureFont(size: 26), color: theme.mutedText)
        let svg = ImageCardMarkup.document(width: width, height: height, label: "Then and now: \(placeName), \(span)", theme: theme,
                                           body: body + texts.markup)
        return ImageCardPicture(svg: svg, width: width, height: height, slots: slots)
    }

    /// "2011-05-14" from a local capture time "2011-05-14T09:30:00".
    static func day(_ localTime: String) -> String { String(localTime.prefix(10)) }
}
