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

    /// `text` on up to `maxLines` lines of `lineHeight`, broken between words (a list joined by
    /// " · " between its items, the "·" ending the line before), the last line ellipsised if the words still do not fit.
    /// Returns how many lines were written.
    @discardableResult
    mutating func wrapped(_ text: String, y: Double, font: PictureFont, color: RGBColor, lineHeight: Double, maxLines: Int,
                          x: Double? = nil, maxWidth: Double? = nil) -> Int {
        let x = x ?? left
        let room = min(maxWidth ?? .infinity, right - x) * Self.browserAllowance
        let lines = Self.wrap(text, font: font, maxWidth: room, maxLines: maxLines, measure: measure)
        for (index, shown) in lines.enumerated() { line(shown, y: y + Double(index) * lineHeight, font: font, color: color, x: x, maxWidth: maxWidth) }
        return lines.count
    }

    /// The lines `wrapped` writes (the last one not yet ellipsised).
    static func wrap(_ text: String, font: PictureFont, maxWidth: Double, maxLines: Int, measure: TextMeasure) -> [String] {
        // A list ("South America · Europe") breaks between its items, never inside one.
        var words: [String] = []
        if text.contains(" · ") {
            let items = text.components(separatedBy: " · ")
            words = items.enumerated().map { $0.offset < items.count - 1 ? $0.element + " ·" : $0.element }
        } else {
            words = text.split(separator: " ").map(String.init)
        }
        var lines: [String] = []
        var current = ""
        for (index, word) in words.enumerated() {
            let candidate = current.isEmpty ? word : current + " " + word
            if current.isEmpty || measure.width(candidate, font: font) <= maxWidth {
                current = candidate
                continue
            }
            if lines.count == maxLines - 1 {
                // The last line takes every word left, to be ellipsised.
                current = ([current] + words[index...]).joined(separator: " ")
                break
            }
            lines.append(current)
            current = word
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    private mutating func append(_ shown: String, x: Double, y: Double, font: PictureFont, color: RGBColor, anchor: String) {
        guard !shown.isEmpty else { return }
        markup += "<text x=\"\(SVGMarkup.number(x))\" y=\"\(SVGMarkup.number(y))\"\(anchor) fill=\"\(color)\" \(font.attributes)>\(SVGMarkup.escape(shown))</text>\n"
    }
}
