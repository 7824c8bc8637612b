/// The small pieces every picture is written from. Numbers are printed by our own code with a
/// fixed precision (never through the locale), so the same picture is always the same bytes.
enum SVGMarkup {
    /// Text for an element or an attribute value.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for ch in text.unicodeScalars {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default:
                // Control characters are not allowed in XML 1.0; a name never needs them.
                if ch.value < 0x20 && ch != "\n" && ch != "\t" { continue }
                out.unicodeScalars.append(ch)
            }
        }
        return out
    }

    /// A length with one decimal: "12.3", "-4", "0".
    static func number(_ value: Double) -> String {
        var bytes: [UInt8] = []
        appendTenths(Int((value * 10).rounded()), to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends a value given in tenths ("123" → "12.3"), without a trailing ".0".
    @inline(__always)
    static func appendTenths(_ tenths: Int, to out: inout [UInt8]) {
        var t = tenths
        if t < 0 { out.append(UInt8(ascii: "-")); t = -t }
        appendInteger(t / 10, to: &out)
        let fraction = t % 10
        if fraction != 0 { out.append(UInt8(ascii: ".")); out.append(UInt8(ascii: "0") + UInt8(fraction)) }
    }

    /// A non-negative integer's digits, without a temporary array (a world map writes ~200,000).
    @inline(__always)
    static func appendInteger(_ value: Int, to out: inout [UInt8]) {
        var divisor = 1
        while divisor <= value / 10 { divisor *= 10 }
        var v = value
        repeat {
            out.append(UInt8(ascii: "0") + UInt8(v / divisor))
            v %= divisor
            divisor /= 10
        } while divisor > 0
    }

    static let fontFamily = "'Noto Sans', 'Noto Sans CJK SC', 'Noto Sans Symbols', sans-serif"
}
