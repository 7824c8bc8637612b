import Foundation

/// A synthetic passport stamp drawn as SVG, for the OCR tests and the scan benchmark: the stamp's
/// lines in a border (oval, rectangle or circle), in one ink, turned to any angle, optionally
/// faded, over a patterned page, overprinted by a second stamp in another ink, or beside the
/// corner of another stamp that the picture cuts off. Rendering the SVG (rsvg-convert) and
/// re-encoding it (ImageMagick) happen outside, with real tools. Lives with the benchmarks: a
/// generator, not shipped in the library.
public struct StampSpecimen: Sendable {
    public enum Shape: String, Sendable, CaseIterable { case oval, rectangle, round, doubleOval }
    public enum Ink: String, Sendable, CaseIterable {
        case blue, violet, red, green, black
        var colour: String {
            switch self {
            case .blue: return "#1d3f9e"
            case .violet: return "#6a2c8f"
            case .red: return "#b3202a"
            case .green: return "#1f7a3a"
            case .black: return "#262626"
            }
        }
        /// The coloured inks, in the order the rendered sets take them.
        public static let coloured: [Ink] = [.blue, .violet, .red, .green]
        /// A second stamp's ink: two colours along, so the two stamps differ.
        var other: Ink { Self.coloured[((Self.coloured.firstIndex(of: self) ?? 0) + 2) % Self.coloured.count] }
    }

    public var name: String
    /// The ISO alpha-2 code of the country the stamp is from: the answer the scan should find.
    public var country: String
    public var lines: [String]
    public var shape: Shape
    public var ink: Ink
    /// Clockwise, −180…180.
    public var degrees: Double
    public var faded: Bool
    public var patternedPage: Bool
    /// A second stamp's lines, in another ink, overlapping this one.
    public var overprint: [String]?
    /// The lines of a stamp beside this one, in another ink, mostly off the picture: only its
    /// upper left corner shows, at the picture's lower right corner (a photo of one stamp on a
    /// full page catches the edge of its neighbour).
    public var neighbour: [String]?
    /// "png" or "jpg".
    public var format: String
    /// On round stamps, the first line runs along the top of the ring and (with three lines or
    /// more) the last along the bottom, letter by letter.
    public var curved = false
    /// Ink thinning from one side of the stamp to the other (a tilted stamp pad).
    public var unevenInk = false
    /// The stamp lies partly off the page: this share of its width is cut off at the left.
    public var cropShare = 0.0
    /// Blotches where the pad gave little ink: the ink thins to a sixth to a third in a few round
    /// patches a few letters wide, and the page shows through.
    public var blotchyInk = false
    /// Ink worn down, as on an old stamp of a well-used passport: a third to a half of its strength
    /// overall, thinned again in broad blotches (down to a quarter of that), and broken into specks
    /// where no ink took (a quarter to a third of the strokes' area). Takes the place of `blotchyInk`.
    public var wornInk = false
    /// The ink of the lines without letters (the date), when it is not the stamp's: a date band
    /// struck from a pad of its own, red beside a black stamp.
    public var dateInk: Ink?
    /// The picture darkens from its left edge to its right, as a page photographed lit from
    /// one side: the right-hand paper ends a little darker than the left-hand ink.
    public var litFromOneSide = false
    /// The page photographed on a desk, which shows along the picture's left and bottom edges.
    public var desk: Desk?

    /// The desk under a photographed page.
    public enum Desk: String, Sendable {
        /// Wooden: darker than the paper and brown (a colour red ink has too).
        case wooden
        /// Pale grey-green, about as light as the paper, seen beyond the passport cover's edge:
        /// a band of burgundy (dark, and red as red ink is) round the page.
        case paleBeyondCover
    }

    public static let side = 1000

    public init(name: String, country: String, lines: [String], shape: Shape, ink: Ink, degrees: Double, faded: Bool, patternedPage: Bool,
                overprint: [String]?, format: String, curved: Bool = false, unevenInk: Bool = false, cropShare: Double = 0, blotchyInk: Bool = false, neighbour: [String]? = nil,
                dateInk: Ink? = nil, litFromOneSide: Bool = false, desk: Desk? = nil, wornInk: Bool = false) {
        self.name = name
        self.country = country
        self.lines = lines
        self.shape = shape
        self.ink = ink
        self.degrees = degrees
        self.faded = faded
        self.patternedPage = patternedPage
        self.overprint = overprint
        self.format = format
        self.curved = curved
        self.unevenInk = unevenInk
        self.cropShare = cropShare
        self.blotchyInk = blotchyInk
        self.neighbour = neighbour
        self.dateInk = dateInk
        self.litFromOneSide = litFromOneSide
        self.desk = desk
        self.wornInk = wornInk
    }

    public var svg: String {
        var body = ""
        if patternedPage { body += Self.pattern() }
        if let overprint {
            body += Self.stamp(overprint, shape: .rectangle, ink: ink.other, degrees: -degrees / 3 + 20, center: (560, 640), faded: false, seed: 7)
        }
        if let neighbour {
            // Centred past the right edge and level with the bottom one: a quarter or less shows.
            body += Self.stamp(neighbour, shape: .rectangle, ink: ink.other, degrees: 6, center: (Self.side + 120, Self.side - 10), faded: false, seed: 11)
        }
        var center = (500, 480)
        if cropShare > 0 { center.0 = Int(Double(Self.halfWidth(lines, shape: shape)) * (1 - 2 * cropShare)) }
        body += Self.stamp(lines, shape: shape, ink: ink, degrees: degrees, center: center, faded: faded, seed: lines.joined().count,
                           curved: curved, unevenInk: unevenInk, blotchyInk: blotchyInk, dateInk: dateInk, wornInk: wornInk)
        // The page's edges run a little askew, as a page photographed by hand does.
        switch desk {
        case .wooden:
            body += "<path d=\"M0 0 L46 0 L34 958 L1000 946 L1000 1000 L0 1000 Z\" fill=\"#6e4b2e\"/>"
                + (0..<6).map { "<path d=\"M0 \(130 + $0 * 150) L40 \(150 + $0 * 150)\" stroke=\"#59391f\" stroke-width=\"3\"/>" }.joined()
                + "<path d=\"M60 975 L1000 968\" stroke=\"#59391f\" stroke-width=\"3\"/>"
        case .paleBeyondCover:
            body += "<path d=\"M0 0 L30 0 L18 972 L1000 962 L1000 1000 L0 1000 Z\" fill=\"#c8cabc\"/>"
                + "<path d=\"M40 0 L28 956 L1000 946\" fill=\"none\" stroke=\"#63181d\" stroke-width=\"18\"/>"
        case nil:
            break
        }
        if litFromOneSide {
            body += "<defs><linearGradient id=\"light\" x1=\"0\" x2=\"1\" y1=\"0\" y2=\"0\"><stop offset=\"0\" stop-color=\"#000\" stop-opacity=\"0\"/>"
                + "<stop offset=\"1\" stop-color=\"#000\" stop-opacity=\"0.62\"/></linearGradient></defs>"
                + "<rect width=\"100%\" height=\"100%\" fill=\"url(#light)\"/>"
        }
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Self.side)" height="\(Self.side)" viewBox="0 0 \(Self.side) \(Self.side)">
            <rect width="100%" height="100%" fill="#f7f3e8"/>
            \(body)</svg>
            """
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }

    /// Half the width of a stamp's border, before it is turned.
    static func halfWidth(_ lines: [String], shape: Shape) -> Int {
        let textWidth = Int(Double((lines.map(\.count).max() ?? 1) * 46) * 0.66)
        let textHeight = lines.count * 60
        switch shape {
        case .oval, .doubleOval: return textWidth / 2 + 70
        case .rectangle: return textWidth / 2 + 40
        case .round: return max(textWidth, textHeight) / 2 + 50
        }
    }

    static func stamp(_ lines: [String], shape: Shape, ink: Ink, degrees: Double, center: (Int, Int), faded: Bool, seed: Int,
                      curved: Bool = false, unevenInk: Bool = false, blotchyInk: Bool = false, dateInk: Ink? = nil, wornInk: Bool = false) -> String {
        let fontSize = 46
        let lineHeight = 60
        let widest = lines.map(\.count).max() ?? 1
        let textWidth = Int(Double(widest * fontSize) * 0.66)
        let textHeight = lines.count * lineHeight
        var border: String
        switch shape {
        case .oval:
            border = "<ellipse cx=\"0\" cy=\"0\" rx=\"\(textWidth / 2 + 70)\" ry=\"\(textHeight / 2 + 60)\" fill=\"none\" stroke-width=\"7\"/>"
        case .doubleOval:
            border = "<ellipse cx=\"0\" cy=\"0\" rx=\"\(textWidth / 2 + 70)\" ry=\"\(textHeight / 2 + 60)\" fill=\"none\" stroke-width=\"6\"/>"
                + "<ellipse cx=\"0\" cy=\"0\" rx=\"\(textWidth / 2 + 56)\" ry=\"\(textHeight / 2 + 46)\" fill=\"none\" stroke-width=\"3\"/>"
        case .rectangle:
            border = "<rect x=\"\(-textWidth / 2 - 40)\" y=\"\(-textHeight / 2 - 35)\" width=\"\(textWidth + 80)\" height=\"\(textHeight + 70)\" rx=\"14\" fill=\"none\" stroke-width=\"7\"/>"
        case .round:
            let r = max(textWidth, textHeight) / 2 + 50
            border = "<circle cx=\"0\" cy=\"0\" r=\"\(r)\" fill=\"none\" stroke-width=\"7\"/><circle cx=\"0\" cy=\"0\" r=\"\(r - 14)\" fill=\"none\" stroke-width=\"3\"/>"
        }
        var text = ""
        var straight = Array(lines.enumerated())
        if curved, shape == .round, lines.count >= 2 {
            let radius = Double(max(textWidth, textHeight) / 2 + 50)
            text += arc(lines[0], radius: radius - 22 - Double(fontSize) * 0.8, top: true, fontSize: fontSize)
            straight.removeFirst()
            if lines.count >= 3 {
                // Its letters stand on the inner ring's inside, as the upper line's hang from it.
                text += arc(lines[lines.count - 1], radius: radius - 22 - Double(fontSize) * 0.75, top: false, fontSize: fontSize)
                straight.removeLast()
            }
        }
        for (i, line) in straight {
            let y = -textHeight / 2 + i * lineHeight + lineHeight * 3 / 4
            let fill = dateInk.flatMap { line.contains(where: \.isLetter) ? nil : " fill=\"\($0.colour)\"" } ?? ""
            text += "<text x=\"0\" y=\"\(y)\" text-anchor=\"middle\" font-family=\"Noto Sans\" font-weight=\"bold\" font-size=\"\(fontSize)\"\(fill)>\(escape(line))</text>"
        }
        var holes = ""
        if faded {
            // Worn ink: pale overall, with specks where no ink took. Paper only: without their
            // own `stroke="none"` the specks took the group's ink stroke and drew rings of ink.
            var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 | 1
            func next() -> Int { state ^= state << 13; state ^= state >> 7; state ^= state << 17; return Int(state % 10_000) }
            for _ in 0..<260 {
                holes += "<circle cx=\"\(next() % (textWidth + 120) - textWidth / 2 - 60)\" cy=\"\(next() % (textHeight + 100) - textHeight / 2 - 50)\" r=\"\(2 + next() % 3)\" fill=\"#f7f3e8\" stroke=\"none\"/>"
            }
        }
        if unevenInk {
            // Paper-coloured veil, clear on the left and thick on the right: the pad pressed unevenly.
            let id = "veil\(seed)"
            holes += "<defs><linearGradient id=\"\(id)\" x1=\"0\" x2=\"1\" y1=\"0\" y2=\"0.3\"><stop offset=\"0\" stop-color=\"#f7f3e8\" stop-opacity=\"0\"/>"
                + "<stop offset=\"1\" stop-color=\"#f7f3e8\" stop-opacity=\"0.7\"/></linearGradient></defs>"
                + "<rect x=\"\(-textWidth / 2 - 90)\" y=\"\(-textHeight / 2 - 80)\" width=\"\(textWidth + 180)\" height=\"\(textHeight + 160)\" fill=\"url(#\(id))\" stroke=\"none\"/>"
        }
        // Blotches and wear mask the ink, not the page: the page's pattern shows through where the pad gave little.
        let mask = wornInk ? Self.wear(seed: seed, side: max(textWidth, textHeight) + 200)
            : blotchyInk ? Self.blotches(seed: seed, width: textWidth + 180, height: textHeight + 160) : nil
        let opacity = wornInk ? String(format: "%.3f", 0.92 * [0.35, 0.45, 0.55][seed % 3]) : faded ? "0.5" : "0.92"
        return """
            \(mask?.definition ?? "")<g transform="translate(\(center.0) \(center.1)) rotate(\(degrees))" fill="\(ink.colour)" stroke="\(ink.colour)" opacity="\(opacity)"\(mask.map { " mask=\"url(#\($0.id))\"" } ?? "")>
            \(border)<g stroke="none">\(text)</g>\(holes)</g>

            """
    }

    /// A mask thinning the ink in four round blotches of 60–140 px radius (a letter is 46 px high),
    /// placed by `seed` over a stamp of `width` × `height` centred on the origin: the ink keeps a
    /// sixth to a third of its strength at a blotch's middle, all of it at its edge.
    static func blotches(seed: Int, width: Int, height: Int) -> (id: String, definition: String) {
        var state = UInt64(seed + 1) &* 0xD1B5_4A32_D192_ED03 | 1
        func next() -> Int { state ^= state << 13; state ^= state >> 7; state ^= state << 17; return Int(state % 10_000) }
        let id = "blotches\(seed)"
        var circles = ""
        for b in 0..<4 {
            let keep = 0.17 + Double(next() % 17) / 100
            circles += "<radialGradient id=\"\(id)-\(b)\"><stop offset=\"0\" stop-color=\"black\" stop-opacity=\"\(String(format: "%.2f", 1 - keep))\"/>"
                + "<stop offset=\"0.55\" stop-color=\"black\" stop-opacity=\"\(String(format: "%.2f", (1 - keep) * 0.8))\"/><stop offset=\"1\" stop-color=\"black\" stop-opacity=\"0\"/></radialGradient>"
                + "<circle cx=\"\(next() % width - width / 2)\" cy=\"\(next() % height - height / 2)\" r=\"\(60 + next() % 81)\" fill=\"url(#\(id)-\(b))\"/>"
        }
        let definition = "<defs><mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\" x=\"-2000\" y=\"-2000\" width=\"4000\" height=\"4000\">"
            + "<rect x=\"-2000\" y=\"-2000\" width=\"4000\" height=\"4000\" fill=\"white\"/>\(circles)</mask></defs>"
        return (id, definition)
    }

    /// A mask wearing the ink down (`wornInk`) over a square of `side` centred on the stamp's
    /// origin (the whole stamp, its ring included: outside a mask nothing shows): two noise
    /// fields from `seed`, drawn by librsvg's `feTurbulence`. A coarse one thins the ink in
    /// blotches a few letters wide (keeping a quarter to all of it); a fine one, cut at a
    /// threshold and softened by a pixel, leaves specks of paper in a quarter to a third of the
    /// strokes.
    static func wear(seed: Int, side: Int) -> (id: String, definition: String) {
        let id = "wear\(seed)"
        let region = "x=\"\(-side / 2)\" y=\"\(-side / 2)\" width=\"\(side)\" height=\"\(side)\""
        let definition = "<defs><filter id=\"\(id)-noise\" \(region) filterUnits=\"userSpaceOnUse\" primitiveUnits=\"userSpaceOnUse\" color-interpolation-filters=\"sRGB\">"
            + "<feTurbulence type=\"fractalNoise\" baseFrequency=\"0.02\" numOctaves=\"2\" seed=\"\(seed % 997)\" result=\"coarse\"/>"
            // Alpha from the red channel (about 0.5 ± 0.15): 2.5 r − 0.6, so a quarter to all of the ink.
            + "<feColorMatrix in=\"coarse\" type=\"matrix\" values=\"0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 2.5 0 0 0 -0.6\" result=\"blotches\"/>"
            + "<feTurbulence type=\"fractalNoise\" baseFrequency=\"0.5\" numOctaves=\"1\" seed=\"\(seed % 991 + 1)\" result=\"fine\"/>"
            + "<feColorMatrix in=\"fine\" type=\"matrix\" values=\"0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 6 0 0 0 -2.5\"/>"
            + "<feComponentTransfer><feFuncA type=\"discrete\" tableValues=\"0 1 1 1\"/></feComponentTransfer>"
            + "<feGaussianBlur stdDeviation=\"0.7\" result=\"specks\"/>"
            + "<feComposite in=\"blotches\" in2=\"specks\" operator=\"arithmetic\" k1=\"1\"/></filter>"
            + "<mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\" \(region)><rect \(region) fill=\"white\" filter=\"url(#\(id)-noise)\"/></mask></defs>"
        return (id, definition)
    }

    /// `line` set letter by letter along an arc of `radius` around the stamp's centre, read left
    /// to right on the top (letters upright outward) or on the bottom (letters upright inward).
    static func arc(_ line: String, radius: Double, top: Bool, fontSize: Int) -> String {
        let letters = Array(line)
        let step = Double(fontSize) * 0.7 / radius
        let middle = Double(letters.count - 1) / 2
        var out = ""
        for (i, letter) in letters.enumerated() where letter != " " {
            let angle = (Double(i) - middle) * step * (top ? 1 : -1) * 180 / .pi
            let y = top ? -radius : radius + Double(fontSize) * 0.75
            out += "<text transform=\"rotate(\(String(format: "%.2f", angle))) translate(0 \(String(format: "%.1f", y)))\" text-anchor=\"middle\" "
                + "font-family=\"Noto Sans\" font-weight=\"bold\" font-size=\"\(fontSize)\">\(escape(String(letter)))</text>"
        }
        return out
    }

    /// A passport page: fine guilloche waves in pale colours and a line of black print.
    static func pattern() -> String {
        var out = ""
        for i in 0..<40 {
            let y = i * 26
            out += "<path d=\"M0 \(y) Q 125 \(y - 14) 250 \(y) T 500 \(y) T 750 \(y) T 1000 \(y)\" fill=\"none\" stroke=\"#b9d3c4\" stroke-width=\"2\"/>"
        }
        for i in 0..<20 {
            out += "<circle cx=\"\(500 + (i % 5) * 3)\" cy=\"\(500 - (i % 4) * 3)\" r=\"\(60 + i * 22)\" fill=\"none\" stroke=\"#e0c9b5\" stroke-width=\"1.5\"/>"
        }
        out += "<text x=\"40\" y=\"960\" font-family=\"Noto Sans\" font-size=\"30\" fill=\"#333\">VISAS  8</text>"
        return out
    }
}

extension StampSpecimen {
    /// The stamps the rendered test set is made of: real airports' and border posts' wording.
    static let texts: [(country: String, lines: [String])] = [
        ("IS", ["KEFLAVIKURFLUGVOLLUR", "14.08.15", "IS"]),
        ("DE", ["BUNDESPOLIZEI", "FRANKFURT FLUGHAFEN", "02.04.19", "D"]),
        ("FR", ["POLICE AUX FRONTIERES", "ROISSY CDG", "25.12.18"]),
        ("ES", ["AEROPUERTO DE BARCELONA", "30.06.17", "E"]),
        ("IT", ["AEROPORTO MALPENSA", "04.07.19", "I"]),
        ("NL", ["SCHIPHOL", "09.01.2020", "NL"]),
        ("GB", ["HEATHROW", "14 AUG 2015", "UNITED KINGDOM"]),
        ("US", ["ADMITTED", "JFK", "APR 02 2019"]),
        ("JP", ["NARITA", "14 AUG 2015", "JAPAN"]),
        ("TR", ["ISTANBUL HAVALIMANI", "12.12.2019"]),
        ("PL", ["LOTNISKO CHOPINA", "WARSZAWA", "12.08.09"]),
        ("CZ", ["LETISTE PRAHA", "19.05.2011", "CZ"]),
        ("AT", ["FLUGHAFEN WIEN", "03.05.09", "A"]),
        ("TH", ["SUVARNABHUMI AIRPORT", "THAILAND", "10 JAN 2020"]),
        ("BR", ["AEROPORTO GUARULHOS", "BRASIL", "12/10/2014"]),
        ("PT", ["AEROPORTO DE LISBOA", "PORTUGAL", "07.03.2015"]),
    ]

    /// The rendered set: every text in a different shape, ink and angle (−180° to 180°), every
    /// third faded, every fourth on a patterned page, every fifth overprinted, half as JPEG.
    public static func renderedSet(count: Int = 40) -> [StampSpecimen] {
        let angles: [Double] = [0, 12, -25, 47, -63, 90, -90, 135, -150, 180, -170, 8, -5, 30, -120, 160, 75, -40, 3, -180]
        return (0..<count).map { i in
            let (country, lines) = texts[i % texts.count]
            let other = texts[(i + 5) % texts.count].lines
            return StampSpecimen(
                name: String(format: "stamp-%02d-%@", i, country.lowercased()), country: country, lines: lines,
                shape: Shape.allCases[i % 3], ink: Ink.coloured[i % 4], degrees: angles[i % angles.count],
                faded: i % 3 == 2, patternedPage: i % 4 == 3, overprint: i % 5 == 4 ? Array(other.prefix(2)) : nil,
                format: i % 2 == 0 ? "png" : "jpg")
        }
    }
}

extension StampSpecimen {
    /// A real baseline JPEG of `side` × `side` mid-grey pixels (side a multiple of 8), written
    /// byte by byte: every 8×8 block is "DC unchanged, end of block", two bits with one-code
    /// Huffman tables, so 100 megapixels take 391 KB. For the bounded-memory test and benchmark.
    public static func uniformJPEG(side: Int) -> Data {
        var d = Data([0xFF, 0xD8])
        d += [0xFF, 0xDB, 0x00, 0x43, 0x00] + [UInt8](repeating: 1, count: 64)
        let hi = UInt8(side >> 8), lo = UInt8(side & 0xFF)
        d += [0xFF, 0xC0, 0x00, 0x0B, 0x08, hi, lo, hi, lo, 0x01, 0x01, 0x11, 0x00]
        for tableClass: UInt8 in [0x00, 0x10] {
            d += [0xFF, 0xC4, 0x00, 0x14, tableClass, 0x01] + [UInt8](repeating: 0, count: 15) + [0x00]
        }
        d += [0xFF, 0xDA, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3F, 0x00]
        d += Data(count: (side / 8) * (side / 8) * 2 / 8)
        d += [0xFF, 0xD9]
        return d
    }
}
