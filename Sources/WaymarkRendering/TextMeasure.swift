import CRsvgPangoForwarding
import Foundation

/// A font as the pictures use it: the Noto families (Debian's fonts-noto-core and fonts-noto-cjk),
/// a pixel size and a weight.
public struct PictureFont: Hashable, Sendable {
    /// The size in pixels.
    public var size: Double
    /// Bold (weight 700) rather than regular.
    public var bold: Bool

    /// Noto at `size` pixels, regular unless `bold`.
    public init(size: Double, bold: Bool = false) { self.size = size; self.bold = bold }

    /// The pango family list: the same fonts, in the same order, as `SVGMarkup.fontFamily`.
    static let pangoFamilies = "Noto Sans,Noto Sans CJK SC,Noto Sans Symbols,sans-serif"

    /// SVG attributes for text in this font.
    var attributes: String {
        "font-family=\"\(SVGMarkup.fontFamily)\" font-size=\"\(SVGMarkup.number(size))\"" + (bold ? " font-weight=\"700\"" : "")
    }
}

/// Measures text with pango, the engine librsvg draws the PNG's text with, and shortens names
/// that do not fit. Not for sharing between threads.
public final class TextMeasure {
    private let context: OpaquePointer
    private var cache: [String: Double] = [:]

    /// A measurer on pango's default font map, with its own cache of widths.
    public init() {
        let fontMap = pango_cairo_font_map_get_default()
        context = pango_font_map_create_context(fontMap)!
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(context)) }

    /// The advance width of `text` in pixels.
    public func width(_ text: String, font: PictureFont) -> Double {
        let key = "\(font.size)|\(font.bold)|\(text)"
        if let known = cache[key] { return known }
        let layout = pango_layout_new(context)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let description = pango_font_description_from_string(PictureFont.pangoFamilies)
        pango_font_description_set_absolute_size(description, font.size * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, font.bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        pango_layout_set_text(layout, text, -1)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let width = Double(max(logical.x + logical.width, ink.x + ink.width)) / Double(PANGO_SCALE)
        cache[key] = width
        return width
    }

    /// How many characters of `text` no installed font has a glyph for (drawn as boxes).
    public func missingGlyphs(_ text: String, font: PictureFont) -> Int {
        let layout = pango_layout_new(context)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let description = pango_font_description_from_string(PictureFont.pangoFamilies)
        pango_font_description_set_absolute_size(description, font.size * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        pango_layout_set_text(layout, text, -1)
        return Int(pango_layout_get_unknown_glyphs_count(layout))
    }

    /// `text` if it fits in `maxWidth`, else its longest prefix of whole characters (grapheme
    /// clusters: a letter with its accents, a flag, a conjunct) that fits with "…" after it.
    /// Trailing spaces before the ellipsis are dropped.
    public func fitting(_ text: String, font: PictureFont, maxWidth: Double) -> String {
        if width(text, font: font) <= maxWidth { return text }
        let characters = Array(text)
        var low = 0, high = characters.count - 1   // the longest prefix that fits lies in low...high
        func candidate(_ n: Int) -> String {
            var prefix = String(characters[0..<n])
            while prefix.last?.isWhitespace == true { prefix.removeLast() }
            return prefix + "…"
        }
        if width(candidate(0), font: font) > maxWidth { return "" }
        while low < high {
            let mid = (low + high + 1) / 2
            if width(candidate(mid), font: font) <= maxWidth { low = mid } else { high = mid - 1 }
        }
        return candidate(low)
    }
}
