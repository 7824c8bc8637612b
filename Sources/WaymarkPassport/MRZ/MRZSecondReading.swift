import WaymarkOCR

/// What a second, independent reading of the same MRZ says against an accepted first one. The
/// check digits vouch only for what they cover, and not even for that where two characters
/// differ by a multiple of ten (S and 8 are 28 and 8; K and `<` are 20 and 0: every weight
/// gives the same digit). A name, the nationality, the sex, the issuing state are covered by no
/// check at all, so one letter misread there (`JQHN`) passes every check. So the band is read a
/// second time from another rendering, and every place where the two readings differ is
/// judged: outside every check, or a difference no check digit can see, or a look-alike read
/// again where two or three look-alike swaps together leave every check digit as it is
/// (`MRZCheckBlindSpots`), or a second reading whose own check digits agree as well — each makes
/// the reading doubtful, since the checks cannot say which reading is right. A difference a
/// check digit sees is settled by it (the first reading agrees with its checks, the second does
/// not); a filler one reading lost (tesseract drops one from a long run now and then), a
/// look-alike the field's layout forbids (a 0 read again in a state code), and any character
/// that could not have been printed where it was read again (`MRZLayoutRules`), are no
/// difference.
enum MRZSecondReading {
    static let filler = UInt8(ascii: "<")
    /// The second rendering's scale: another pixel grid, so that tesseract's thresholding and
    /// its line normalisation meet other pixels than in the first reading.
    static let scale = 1.5

    /// The MRZ's lines (their boxes in `image`) cut out with a margin of half a line's height,
    /// and scaled by `scale` (bilinear); nil when the boxes hold no pixels.
    static func rendering(_ image: GrayImage, lines: [TesseractEngine.TextBox]) -> GrayImage? {
        guard !lines.isEmpty, image.width > 0, image.height > 0, image.pixels.count == image.width * image.height else { return nil }
        let margin = max(4, (lines.map { $0.bottom - $0.top }.max() ?? 0) / 2)
        let left = max(0, lines.map(\.left).min()! - margin), right = min(image.width, lines.map(\.right).max()! + margin)
        let top = max(0, lines.map(\.top).min()! - margin), bottom = min(image.height, lines.map(\.bottom).max()! + margin)
        guard right - left >= 8, bottom - top >= 8 else { return nil }
        let width = Int(Double(right - left) * scale), height = Int(Double(bottom - top) * scale)
        var out = [UInt8](repeating: 255, count: width * height)
        image.pixels.withUnsafeBufferPointer { p in
            for y in 0..<height {
                let sy = min(Double(bottom - 1), Double(top) + (Double(y) + 0.5) / scale - 0.5)
                for x in 0..<width {
                    let sx = min(Double(right - 1), Double(left) + (Double(x) + 0.5) / scale - 0.5)
                    out[y * width + x] = MRZStraightening.sample(p, image.width, image.height, max(Double(left), sx), max(Double(top), sy))
                }
            }
        }
        return GrayImage(width: width, height: height, pixels: out)
    }

    /// The doubts that `second` (the MRZ's lines read again, in order; their lengths may be a few
    /// characters off) raises against `first`, an accepted reading. Empty when they agree
    /// wherever no check digit settles it.
    static func doubts(_ first: MRZReading, second: [String], parser: MRZParser) -> [MRZReading.Problem] {
        let lines = first.lines.map { Array($0.utf8) }
        guard second.count == lines.count else { return [] }
        let layout = MRZLayout.of(first.format)
        // The second reading of exact shape is parsed, so that the field-type repairs made to
        // the first (a 5 in a name read as S) are made to it too, and its own checks are known.
        let secondReading = try? parser.parse(second.joined(separator: "\n"))
        // A rival reading only if it is a whole one: every check digit agreeing, and nothing in
        // it the layout forbids (a month 13, a sex Q).
        let secondAgrees = secondReading.map { $0.checks.allSatisfy(\.passed) && $0.problems.isEmpty } ?? false
        let other = (secondReading?.lines ?? second).map { Array($0.utf8) }
        let blind = MRZCheckBlindSpots.positions(lines, layout: layout)
        var doubts: [MRZReading.Problem] = []
        for line in lines.indices {
            for (column, read) in aligned(lines[line], other[line]) {
                let character = lines[line][column]
                guard read != character else { continue }
                let fieldLayout = layout.fields.first { $0.span.line == line && $0.span.range.contains(column) }
                let field = fieldLayout?.field
                // A digit read again where the layout allows only letters (or a letter where only
                // digits) is a look-alike the parser puts back: '0' in a state code is the 'O' of
                // the first reading, not a second opinion against it.
                if let read, let fieldLayout, MRZConfusion.forced(read, in: fieldLayout.characters) == character { continue }
                // A character that could not have been printed there is no rival to the first
                // reading's: a code no state has (IND read again as TND), a letter where the
                // name has ended, a day that does not exist.
                if let read, MRZLayoutRules.forbids(read, line: line, column: column, in: lines, format: first.format, calendar: parser.calendar) { continue }
                let covering = layout.checks.filter { check in
                    (check.covers + [check.digit]).contains { $0.line == line && $0.range.contains(column) }
                }
                let where_ = "line \(line + 1) column \(column + 1): '\(text(character))' read, '\(read.map(text) ?? "nothing")' read again"
                guard let read else {
                    // A character the second reading lost: only a letter no check covers is in doubt.
                    if covering.isEmpty, character != filler {
                        doubts.append(.init(field: field, message: "\(where_), and no check digit covers the \(name(field))"))
                    }
                    continue
                }
                if covering.isEmpty {
                    doubts.append(.init(field: field, message: "\(where_), and no check digit covers the \(name(field))"))
                } else if !MRZConfusion.checkCanTell(character, read) {
                    doubts.append(.init(field: field, message: "\(where_), and no check digit can tell \(text(character)) from \(text(read)) (their values differ by a multiple of ten)"))
                } else if MRZConfusion.other(character) == read || MRZConfusion.other(read) == character, blind.contains(.init(line: line, column: column)) {
                    doubts.append(.init(field: field, message: "\(where_), and the check digits cannot vouch for it: swapped with another look-alike they cover, it leaves every check digit as it is"))
                } else if secondAgrees {
                    doubts.append(.init(field: field, message: "\(where_), and both readings agree with every check digit"))
                }
            }
        }
        return doubts
    }

    static func text(_ byte: UInt8) -> String { String(decoding: [byte], as: UTF8.self) }

    static func name(_ field: MRZField?) -> String {
        switch field {
        case .name: return "name"
        case .nationality: return "nationality"
        case .issuingState: return "issuing state"
        case .sex: return "sex"
        case .documentCode: return "document code"
        default: return "optional data"
        }
    }

    /// Each character of `a` with the character of `b` it stands against (nil where `b` has none):
    /// position by position when the lines are as long, else by the alignment of fewest edits
    /// (a run of fillers read one short shifts the rest of the line).
    static func aligned(_ a: [UInt8], _ b: [UInt8]) -> [(Int, UInt8?)] {
        if a.count == b.count { return a.indices.map { ($0, b[$0]) } }
        let n = a.count, m = b.count
        var cost = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in 0...n { cost[i][0] = i }
        for j in 0...m { cost[0][j] = j }
        if n > 0 && m > 0 {
            for i in 1...n {
                for j in 1...m {
                    cost[i][j] = min(cost[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1), cost[i - 1][j] + 1, cost[i][j - 1] + 1)
                }
            }
        }
        var pairs: [(Int, UInt8?)] = []
        var i = n, j = m
        while i > 0 {
            if j > 0, cost[i][j] == cost[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1) {
                pairs.append((i - 1, b[j - 1])); i -= 1; j -= 1
            } else if cost[i][j] == cost[i - 1][j] + 1 {
                pairs.append((i - 1, nil)); i -= 1
            } else {
                j -= 1
            }
        }
        return pairs.reversed()
    }
}
