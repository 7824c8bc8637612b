import Foundation

/// A synthetic identity page drawn as SVG, for the MRZ-reading tests: a title, a photo box and
/// printed fields above the MRZ, whose lines are set in a monospaced font (DejaVu Sans Mono,
/// Debian's fonts-dejavu-core) as OCR-B is not packaged. Optionally turned and made noisy (900
/// grey specks, a tinted page, lower contrast; JPEG at quality 60). Rendered by
/// `StampSpecimenRenderer`, like the stamps.
public struct MRZSpecimen: Sendable {
    public var name: String
    /// The MRZ's lines, exactly as printed.
    public var lines: [String]
    /// Clockwise, −180…180.
    public var degrees: Double
    public var noisy: Bool
    /// "png" or "jpg".
    public var format: String
    /// The MRZ's typeface (a monospaced one, as the MRZ is).
    public var font: String
    /// What lies around the page: nil, white paper filling the image; else the colour of a table
    /// the page lies on, shrunk so that its edges show whatever the turn.
    public var surround: String?
    /// The MRZ's type size in pixels; nil, 34. ICAO's MRZ spans nearly the document's width
    /// (44 characters of 2.54 mm on a 125 mm page): `spanningSize` gives that.
    public var mrzFontSize: Int?
    /// The page's size in the image when it lies on a `surround`: small enough for its corners to
    /// stay inside at the turn drawn (0.58 at any turn).
    public var pageScale = 0.8

    /// The type size at which the longest line spans 88% of the page's width (a monospaced
    /// character is 0.6 em wide).
    public static func spanningSize(for lines: [String]) -> Int {
        Int(Double(width) * 0.88 / (0.6 * Double(max(1, lines.map(\.count).max() ?? 44))))
    }

    public init(name: String, lines: [String], degrees: Double = 0, noisy: Bool = false, format: String = "png",
                font: String = "DejaVu Sans Mono", surround: String? = nil) {
        self.name = name
        self.lines = lines
        self.degrees = degrees
        self.noisy = noisy
        self.format = format
        self.font = font
        self.surround = surround
    }

    public static let width = 1500
    public static let height = 1000

    public var svg: String {
        let fontSize = mrzFontSize ?? 34
        let lineHeight = fontSize * 56 / 34
        let top = 760 - (lines.count - 2) * lineHeight
        var mrz = ""
        for (i, line) in lines.enumerated() {
            mrz += "<text x=\"\(mrzFontSize == nil ? 80 : 70)\" y=\"\(top + i * lineHeight)\" font-family=\"\(font)\" font-size=\"\(fontSize)\" fill=\"\(noisy ? "#2a2a2a" : "#111")\">\(StampSpecimen.escape(line))</text>\n"
        }
        var specks = ""
        if noisy {
            var state: UInt64 = 0x2545_F491_4F6C_DD1D
            func next() -> Int { state ^= state << 13; state ^= state >> 7; state ^= state << 17; return Int(state % 100_000) }
            for _ in 0..<900 {
                let grey = 140 + next() % 80
                specks += "<circle cx=\"\(next() % Self.width)\" cy=\"\(next() % Self.height)\" r=\"\(1 + next() % 2)\" fill=\"rgb(\(grey),\(grey),\(grey))\"/>"
            }
        }
        let page = """
            <rect x="40" y="40" width="\(Self.width - 80)" height="\(Self.height - 80)" rx="24" fill="\(noisy ? "#e9e2cf" : "#f6f3ea")" stroke="#9a9a9a" stroke-width="3"/>
            <text x="80" y="120" font-family="Noto Sans" font-weight="bold" font-size="40" fill="#2b3d6b">PASSPORT  PASSEPORT</text>
            <text x="80" y="170" font-family="Noto Sans" font-size="26" fill="#2b3d6b">Utopia · Type P · Code UTO</text>
            <rect x="80" y="210" width="260" height="330" fill="#c9c4b8"/>
            <text x="400" y="250" font-family="Noto Sans" font-size="22" fill="#555">Surname / Nom</text>
            <text x="400" y="285" font-family="Noto Sans" font-size="30" fill="#111">ERIKSSON</text>
            <text x="400" y="335" font-family="Noto Sans" font-size="22" fill="#555">Given names / Prénoms</text>
            <text x="400" y="370" font-family="Noto Sans" font-size="30" fill="#111">ANNA MARIA</text>
            <text x="400" y="420" font-family="Noto Sans" font-size="22" fill="#555">Date of birth / Date de naissance</text>
            <text x="400" y="455" font-family="Noto Sans" font-size="30" fill="#111">12 AUG 1974</text>
            \(mrz)\(specks)
            """
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Self.width)" height="\(Self.height)" viewBox="0 0 \(Self.width) \(Self.height)">
            <rect width="100%" height="100%" fill="\(surround ?? "#ffffff")"/>
            <g transform="rotate(\(degrees) \(Self.width / 2) \(Self.height / 2))\(surround == nil ? "" : " translate(\(Self.width / 2) \(Self.height / 2)) scale(\(pageScale)) translate(-\(Self.width / 2) -\(Self.height / 2))")">
            \(page)</g></svg>
            """
    }
}
