/// Where an embedded image lies on a card, in pixels.
public struct CardSlot: Sendable, Equatable {
    /// The left edge, in the card's pixels.
    public let x: Double
    /// The top edge, in the card's pixels (y grows downwards).
    public let y: Double
    /// Width in pixels.
    public let width: Double
    /// Height in pixels.
    public let height: Double

    /// The box whose top-left corner is (`x`, `y`).
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// The box's middle point.
    public var center: (x: Double, y: Double) { (x + width / 2, y + height / 2) }
}

/// A finished card made of images (Then & Now, stamp mosaics): its SVG, its size, and where each
/// image lies. Like the statistics card, the PNG is this SVG rendered by librsvg.
public struct ImageCardPicture: Sendable {
    /// The card as an SVG document, its images inline as `data:` URIs.
    public let svg: String
    /// Its width in pixels (1080, `CardAspect.size`).
    public let width: Int
    /// Its height in pixels, by its `CardAspect`.
    public let height: Int
    /// Where each image lies, in the order the card lays them out ("then" before "now").
    public let slots: [CardSlot]
}

/// The pieces every image card shares: the page, the rounded image tiles and the footer, so
/// that the cards differ only in what they lay out.
enum ImageCardMarkup {
    /// An embedded JPEG clipped to a rounded box. With a `tile` colour the image is fitted whole
    /// inside the box less `inset` on each side, scaled up or down and centred, on a tile of that
    /// colour; otherwise the image fills the box (its centre kept).
    static func image(_ image: EmbeddedImage, in slot: CardSlot, id: String, radius: Double, tile: RGBColor?, inset: Double = 0, title: String? = nil) -> String {
        var out = "<g id=\"\(id)\">"
        if let title { out += "<title>\(SVGMarkup.escape(title))</title>" }
        out += "<clipPath id=\"\(id)-clip\"><rect x=\"\(SVGMarkup.number(slot.x))\" y=\"\(SVGMarkup.number(slot.y))\" width=\"\(SVGMarkup.number(slot.width))\" height=\"\(SVGMarkup.number(slot.height))\" rx=\"\(SVGMarkup.number(radius))\"/></clipPath>"
        var x = slot.x, y = slot.y, w = slot.width, h = slot.height
        if let tile {
            out += "<rect x=\"\(SVGMarkup.number(slot.x))\" y=\"\(SVGMarkup.number(slot.y))\" width=\"\(SVGMarkup.number(slot.width))\" height=\"\(SVGMarkup.number(slot.height))\" rx=\"\(SVGMarkup.number(radius))\" fill=\"\(tile)\"/>"
            // Whole pixels, centred: a small thumbnail grows to its tile rather than float in it.
            let scale = min((slot.width - 2 * inset) / Double(max(1, image.width)), (slot.height - 2 * inset) / Double(max(1, image.height)))
            w = (Double(image.width) * scale).rounded(); h = (Double(image.height) * scale).rounded()
            x = (slot.x + (slot.width - w) / 2).rounded(); y = (slot.y + (slot.height - h) / 2).rounded()
        }
        out += "<image x=\"\(SVGMarkup.number(x))\" y=\"\(SVGMarkup.number(y))\" width=\"\(SVGMarkup.number(w))\" height=\"\(SVGMarkup.number(h))\" preserveAspectRatio=\"xMidYMid slice\" clip-path=\"url(#\(id)-clip)\" xlink:href=\"\(image.dataURI)\"/></g>\n"
        return out
    }

    /// The SVG document around a card's body.
    static func document(width: Int, height: Int, label: String, theme: Theme, body: String) -> String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)" role="img" aria-label="\(SVGMarkup.escape(label))">
        <rect width="\(width)" height="\(height)" fill="\(theme.page)"/>
        \(body)</svg>

        """
    }

    static let footer = "Made offline with Waymark"

    /// The text writer of a card of this shape, between its paddings, with the kicker ("WAYMARK ·
    /// THEN & NOW") already on its first line.
    static func texts(kicker: String, aspect: CardAspect, theme: Theme, measure: TextMeasure) -> TextWriter {
        let width = Double(aspect.size.width), pad = StatsCard.padding
        var texts = TextWriter(theme: theme, measure: measure, left: pad, right: width - pad)
        texts.line(kicker, y: pad + 28, font: PictureFont(size: 28, bold: true), color: theme.mutedText)
        return texts
    }
}
