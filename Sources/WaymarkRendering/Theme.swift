import Foundation
import WaymarkAtlas

/// An sRGB colour, written as #rrggbb.
public struct RGBColor: Hashable, Sendable, CustomStringConvertible {
    /// The channels, 0–255 each.
    public var red: UInt8, green: UInt8, blue: UInt8

    /// The colour written 0xRRGGBB (bits above the lowest 24 are ignored).
    ///
    /// ```swift
    /// RGBColor(0x17694f).description   // "#17694f"
    /// ```
    public init(_ hex: UInt32) {
        red = UInt8(hex >> 16 & 0xff); green = UInt8(hex >> 8 & 0xff); blue = UInt8(hex & 0xff)
    }

    /// The colour of these channels.
    public init(red: UInt8, green: UInt8, blue: UInt8) { self.red = red; self.green = green; self.blue = blue }

    /// "#rrggbb", lower case: as SVG and CSS take it.
    public var description: String {
        let digits = Array("0123456789abcdef")
        return "#" + String([red, green, blue].flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] })
    }

    /// WCAG 2 relative luminance: each channel linearised from sRGB, then weighted.
    public var relativeLuminance: Double {
        func linear(_ c: UInt8) -> Double {
            let v = Double(c) / 255
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2 contrast ratio, from 1 (same) to 21 (black on white).
    public func contrast(with other: RGBColor) -> Double {
        let a = relativeLuminance, b = other.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}

/// The colours of every picture. Text colours meet WCAG AA (4.5:1) on the backgrounds they are
/// drawn on, and the visited and transit fills stand 3:1 apart from unvisited land (WCAG's
/// figure for graphics); `ThemeTests` computes each ratio.
public struct Theme: Sendable {
    /// The themes there are; the raw value is what `--theme` takes.
    public enum Name: String, CaseIterable, Sendable { case light, dark }

    /// Which theme this is.
    public let name: Name
    /// The background of the page, card or map picture.
    public let page: RGBColor
    /// The sea, and the inside of an inset's box.
    public let water: RGBColor
    /// Land not visited, and the tile under a stamp's thumbnail.
    public let land: RGBColor
    /// The fill of a visited place.
    public let visited: RGBColor
    /// The fill of a place only passed through: all its evidence is at airports.
    public let transit: RGBColor
    /// The line between neighbouring places: the page's colour, so neighbours stand apart.
    public let border: RGBColor
    /// Main text.
    public let text: RGBColor
    /// Secondary text (labels, legend, footer), and the ring round a small unvisited place's dot.
    public let mutedText: RGBColor
    /// The headline figure or name of a card (the country count, the day, the country).
    public let accent: RGBColor

    /// Dark text on a pale page.
    public static let light = Theme(name: .light, page: RGBColor(0xfbfaf7), water: RGBColor(0xdce8f0), land: RGBColor(0xdcd8cf),
                                    visited: RGBColor(0x17694f), transit: RGBColor(0xa8551a), border: RGBColor(0xfbfaf7),
                                    text: RGBColor(0x1a1c1e), mutedText: RGBColor(0x53575c), accent: RGBColor(0x17694f))
    /// Light text on a near-black page.
    public static let dark = Theme(name: .dark, page: RGBColor(0x121417), water: RGBColor(0x1b2530), land: RGBColor(0x3b4048),
                                   visited: RGBColor(0x5fd3a0), transit: RGBColor(0xf2b25c), border: RGBColor(0x121417),
                                   text: RGBColor(0xf1f2f4), mutedText: RGBColor(0xb4b9c2), accent: RGBColor(0x5fd3a0))

    /// The theme called `name`.
    public static func named(_ name: Name) -> Theme { name == .light ? light : dark }

    /// The colour a place of `state` is filled with: `visited`, `transit`, or `land` when not visited.
    public func fill(_ state: VisitState) -> RGBColor {
        switch state {
        case .visited: return visited
        case .transitOnly: return transit
        case .notVisited: return land
        }
    }

    /// Every (text, background) pair the pictures draw, for the contrast check.
    public var textPairs: [(text: RGBColor, background: RGBColor)] {
        [(text, page), (mutedText, page), (accent, page)]
    }
}
