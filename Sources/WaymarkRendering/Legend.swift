import WaymarkAtlas

/// The key under a map: a title line, then a swatch and a count for each visit state, on one
/// line when they fit and one under another when they do not. Every text is measured, and the
/// title is ellipsised to the width.
struct Legend {
    let theme: Theme
    let measure: TextMeasure
    let fontSize: Double

    /// The legend's type size for a map `width` pixels wide: a sixtieth of the width (20 px on
    /// a 1,200-pixel map, 34 px at 2,048), never under 11 px, so the key keeps its share of the
    /// picture at every size.
    static func fontSize(width: Double) -> Double { max(11, (width / 60).rounded()) }

    static func label(_ state: VisitState, count: Int, nouns: (String, String)) -> String {
        let noun = count == 1 ? nouns.0 : nouns.1
        switch state {
        case .visited: return "Visited: \(count) \(noun)"
        case .transitOnly: return "Transit only (airports): \(count)"
        case .notVisited: return "Not visited: \(count)"
        }
    }

    func markup(title: String, counts: [VisitState: Int], nouns: (String, String), width: Double, top: Double) -> (svg: String, height: Double) {
        let margin = (fontSize * 0.9).rounded()
        let titleFont = PictureFont(size: fontSize, bold: true), font = PictureFont(size: fontSize * 0.85)
        let line = (fontSize * 1.5).rounded()
        var texts = TextWriter(theme: theme, measure: measure, left: margin, right: width - margin)
        var swatches = ""
        var y = top + margin + fontSize
        texts.line(title, y: y, font: titleFont, color: theme.text)
        let swatch = (font.size * 0.9).rounded(), gap = (font.size * 0.45).rounded(), spacing = (font.size * 1.4).rounded()
        let items = VisitState.allCases.map { state -> (VisitState, String, Double) in
            let text = Self.label(state, count: counts[state] ?? 0, nouns: nouns)
            return (state, text, swatch + gap + measure.width(text, font: font))
        }
        let oneLine = items.reduce(0) { $0 + $1.2 } + spacing * Double(items.count - 1) <= width - 2 * margin
        var x = margin
        y += line
        for (index, item) in items.enumerated() {
            if !oneLine && index > 0 { x = margin; y += line }
            swatches += "<rect class=\"swatch \(item.0.rawValue)\" x=\"\(SVGMarkup.number(x))\" y=\"\(SVGMarkup.number(y - swatch + font.size * 0.1))\" width=\"\(SVGMarkup.number(swatch))\" height=\"\(SVGMarkup.number(swatch))\" rx=\"\(SVGMarkup.number(swatch / 5))\" fill=\"\(theme.fill(item.0))\"/>"
            texts.line(item.1, y: y, font: font, color: theme.mutedText, x: x + swatch + gap)
            x += item.2 + spacing
        }
        return (swatches + "\n" + texts.markup, y - top + margin)
    }
}
