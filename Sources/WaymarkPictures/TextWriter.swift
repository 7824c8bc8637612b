/// Text elements laid on a picture between a left and a right edge, each fitted to its room.
struct TextWriter {
    let theme: Theme
    let measure: TextMeasure
    let left: Double
    let right: Double
    private(set) var markup = ""

    init(theme: Theme, measure: TextMeasure, left: Double, right: Double) {
        self.theme = theme; self.measure = measure; self.left = left; self.right = right
    }

    /// Browsers lay text out with their own shaper; leaving this share of the width free keeps
    /// a name that librsvg fits from running past the edge in a browser's preview.
    static let browserAllowance = 0.98

    /// One line at baseline `y`, starting at `x` (default: the left edge), ellipsised to
    /// `maxWidth` and never past the right edge.
    mutating func line(_ text: String, y: Double, font: PictureFont, color: RGBColor, x: Double? = nil, maxWidth: Double? = nil) {
        let x = x ?? left
        let room = min(maxWidth ?? .infinity, right - x) * Self.browserAllowance
        append(measure.fitting(text, font: font, maxWidth: room), x: x, y: y, font: font, color: color, anchor: "")
    }

    /// One line that ends at `end` (text-anchor end), so it never passes that edge in any renderer.
    mutating func line(_ text: String, y: Double, font: PictureFont, color: RGBColor, rightAlignedAt end: Double) {
        let shown = measure.fitting(text, font: font, maxWidth: (end - left) * Self.browserAllowance)
        append(shown, x: end, y: y, font: font, color: color, anchor: " text-anchor=\"end\"")
    }

    private mutating func append(_ shown: String, x: Double, y: Double, font: PictureFont, color: RGBColor, anchor: String) {
        guard !shown.isEmpty else { return }
        markup += "<text x=\"\(SVGMarkup.number(x))\" y=\"\(SVGMarkup.number(y))\"\(anchor) fill=\"\(color)\" \(font.attributes)>\(SVGMarkup.escape(shown))</text>\n"
    }
}
