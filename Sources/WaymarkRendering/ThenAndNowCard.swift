import Foundation
import WaymarkCalendar
import WaymarkMemories

/// The Then & Now card: one place photographed years apart, the two photos (upright, filling
/// frames of their own shape) with their dates, the place, and the span. Side by side or one
/// above the other, whichever gives the photos more room: landscape photos stack on the tall
/// shapes, portrait ones stand side by side. Every text is measured and ellipsised like the
/// statistics card's.
public struct ThenAndNowCard {
    /// The two photos of one place, as `waymark then-and-now` lists them.
    public let pair: ThenAndNowPair

    /// The card of `pair`.
    public init(pair: ThenAndNowPair) { self.pair = pair }

    static let top = 290.0
    static let captionHeight = 56.0
    static let gap = 24.0

    /// Side by side, or one above the other.
    public enum Layout: Sendable { case sideBySide, stacked }

    /// The frames' shape follows the photos: their upright width over height (the geometric
    /// mean of the two), kept between 3:4 and 16:9 so a panorama does not shrink to a strip.
    static func frameAspect(_ photoAspects: [Double]) -> Double {
        let valid = photoAspects.filter { $0 > 0 && $0.isFinite }
        guard !valid.isEmpty else { return 4.0 / 3.0 }
        let mean = exp(valid.map(log).reduce(0, +) / Double(valid.count))
        return min(16.0 / 9.0, max(3.0 / 4.0, mean))
    }

    /// The two cells a layout divides the photo room into ("then" first), before the frames
    /// take the photos' shape inside them.
    static func cells(_ aspect: CardAspect, _ layout: Layout) -> [CardSlot] {
        let (width, height) = aspect.size
        let pad = StatsCard.padding, w = Double(width) - 2 * pad
        let bottom = Double(height) - pad - 50
        switch layout {
        case .sideBySide:
            let cellWidth = ((w - gap) / 2).rounded(.down), cellHeight = (bottom - top - captionHeight).rounded(.down)
            return [CardSlot(x: pad, y: top, width: cellWidth, height: cellHeight),
                    CardSlot(x: pad + w - cellWidth, y: top, width: cellWidth, height: cellHeight)]
        case .stacked:
            let cellHeight = ((bottom - top - 2 * captionHeight - gap) / 2).rounded(.down)
            return [CardSlot(x: pad, y: top, width: w, height: cellHeight),
                    CardSlot(x: pad, y: top + cellHeight + captionHeight + gap, width: w, height: cellHeight)]
        }
    }

    /// The largest frame of `frameAspect` in a cell, in whole pixels.
    static func frame(in cell: CardSlot, aspect frameAspect: Double) -> (width: Double, height: Double) {
        let width = min(cell.width, cell.height * frameAspect).rounded(.down)
        return (width, min(cell.height, (width / frameAspect).rounded(.down)))
    }

    /// The layout whose frames, shaped like the photos, are the larger: portrait photos side by
    /// side, landscape ones one above the other where that gives them more room.
    public static func layout(_ aspect: CardAspect, photoAspects: [Double]) -> Layout {
        let shape = frameAspect(photoAspects)
        func area(_ layout: Layout) -> Double { let f = frame(in: cells(aspect, layout)[0], aspect: shape); return f.width * f.height }
        return area(.sideBySide) >= area(.stacked) ? .sideBySide : .stacked
    }

    /// Where the two photos go ("then" first): frames of the photos' shape, as large as the
    /// layout allows, the pair centred in the room between the span and the footer, each with
    /// its caption below.
    public static func slots(_ aspect: CardAspect, photoAspects: [Double]) -> [CardSlot] {
        let layout = layout(aspect, photoAspects: photoAspects)
        let cells = cells(aspect, layout), shape = frameAspect(photoAspects)
        let f = frame(in: cells[0], aspect: shape)
        let width = Double(aspect.size.width), bottom = Double(aspect.size.height) - StatsCard.padding - 50
        switch layout {
        case .sideBySide:
            let x0 = ((width - 2 * f.width - gap) / 2).rounded(.down)
            let y = (top + (bottom - top - captionHeight - f.height) / 2).rounded(.down)
            return [CardSlot(x: x0, y: y, width: f.width, height: f.height), CardSlot(x: x0 + f.width + gap, y: y, width: f.width, height: f.height)]
        case .stacked:
            let x = ((width - f.width) / 2).rounded(.down)
            let blockHeight = 2 * (f.height + captionHeight) + gap
            let y0 = (top + (bottom - top - blockHeight) / 2).rounded(.down)
            return [CardSlot(x: x, y: y0, width: f.width, height: f.height),
                    CardSlot(x: x, y: y0 + f.height + captionHeight + gap, width: f.width, height: f.height)]
        }
    }

    /// The slots for 4:3 landscape photos.
    public static func slots(_ aspect: CardAspect) -> [CardSlot] { slots(aspect, photoAspects: [4.0 / 3.0]) }

    /// The box each photo is decoded to fit before the layout is chosen: the whole room, so the
    /// decoded photo is at least as large as any frame it may fill.
    static func decodeBox(_ aspect: CardAspect) -> (width: Int, height: Int) {
        let (width, height) = aspect.size
        return (width - 2 * Int(StatsCard.padding), height - Int(StatsCard.padding) - 50 - Int(top) - Int(captionHeight))
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

    /// "12 years apart · May 2011 → Aug 2023", as the list counts it.
    public var span: String { pair.spanText }

    /// Draws the card; `photo` gives each photo (its path) decoded to fit whole inside a box of
    /// the given size, upright, from which the frames take their shape.
    public func render(theme: Theme, aspect: CardAspect, measure: TextMeasure,
                       photo: (_ path: String, _ width: Int, _ height: Int) throws -> EmbeddedImage) throws -> ImageCardPicture {
        let (width, height) = aspect.size
        let h = Double(height), pad = StatsCard.padding
        var texts = ImageCardMarkup.texts(kicker: "WAYMARK · THEN & NOW", aspect: aspect, theme: theme, measure: measure)
        texts.line(placeName, y: 190, font: PictureFont(size: 60, bold: true), color: theme.text)
        texts.line(span, y: 248, font: PictureFont(size: 36), color: theme.accent)

        let box = Self.decodeBox(aspect)
        let images = try [pair.then, pair.now].map { try photo($0.path, box.width, box.height) }
        let slots = Self.slots(aspect, photoAspects: images.map { Double($0.width) / Double(max(1, $0.height)) })
        var body = ""
        for (index, (slot, shot)) in zip(slots, [pair.then, pair.now]).enumerated() {
            body += ImageCardMarkup.image(images[index], in: slot, id: index == 0 ? "then" : "now", radius: 18, tile: nil)
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

    /// "2011-05-14" from a local capture time 2011-05-14T09:30:00.
    static func day(_ localTime: LocalDateTime) -> String { String(localTime.iso8601.prefix(10)) }
}
