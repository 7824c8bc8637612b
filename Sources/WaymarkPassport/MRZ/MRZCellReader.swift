import WaymarkOCR

/// Tesseract's models drop characters from a long run of one character (the fillers `<<<<…`)
/// now and then. An MRZ is monospaced (ICAO 9303 Part 3 §4.2), so its lines can be cut into
/// their character cells, the cells set apart, and each character read placed in its cell: every
/// line then has its exact length, and a cell nothing was read in is read again alone. The cuts
/// fall on the emptiest column near each expected cell boundary, so a small error in the pitch
/// never cuts a character.
enum MRZCellReader {
    /// The MRZ's band with its cells set apart: where each cell and each line lies in it.
    struct Spread {
        var image: GrayImage
        /// Each cell's columns in `image`.
        var cells: [Range<Int>]
        /// Each line's rows in `image`.
        var rows: [Range<Int>]
        var background: UInt8
    }

    /// Reads the spread band: each character read goes to the cell and line its box centre falls
    /// in (the more confident one where two do); each cell left empty is read alone. A cell
    /// still unread holds `?`, which the parser reports as no MRZ character. Also returns how many
    /// cells were read alone.
    static func read(_ spread: Spread, engine: TesseractEngine) -> (lines: [String], cellsReadAlone: Int) {
        var grid = spread.rows.map { _ in [(text: Character, confidence: Double)?](repeating: nil, count: spread.cells.count) }
        func nearest(_ ranges: [Range<Int>], _ v: Int) -> Int {
            ranges.indices.min { distance(ranges[$0], v) < distance(ranges[$1], v) }!
        }
        for symbol in engine.readBoxes(spread.image, level: .character).boxes {
            guard symbol.text.count == 1, let character = symbol.text.first else { continue }
            let row = nearest(spread.rows, (symbol.top + symbol.bottom) / 2), cell = nearest(spread.cells, (symbol.left + symbol.right) / 2)
            if grid[row][cell].map({ $0.confidence < symbol.confidence }) ?? true { grid[row][cell] = (character, symbol.confidence) }
        }
        var alone = 0
        for row in grid.indices {
            for cell in grid[row].indices where grid[row][cell] == nil {
                alone += 1
                let text = engine.read(crop(spread, cell: cell, row: row), layout: .singleCharacter).text.filter { !$0.isWhitespace }
                if text.count == 1, let character = text.first { grid[row][cell] = (character, 0) }
            }
        }
        return (grid.map { String($0.map { $0?.text ?? "?" }) }, alone)
    }

    static func distance(_ range: Range<Int>, _ v: Int) -> Int {
        range.contains(v) ? 0 : (v < range.lowerBound ? range.lowerBound - v : v - range.upperBound + 1)
    }

    /// One cell on its own, with a margin of paper around it.
    static func crop(_ spread: Spread, cell: Int, row: Int) -> GrayImage {
        let columns = spread.cells[cell], rows = spread.rows[row]
        let margin = max(4, columns.count / 2)
        let width = columns.count + 2 * margin, height = rows.count + 2 * margin
        var out = [UInt8](repeating: spread.background, count: width * height)
        for y in rows where y >= 0 && y < spread.image.height {
            for x in columns { out[(y - rows.lowerBound + margin) * width + x - columns.lowerBound + margin] = spread.image.pixels[y * spread.image.width + x] }
        }
        return GrayImage(width: width, height: height, pixels: out)
    }

    /// White set between cells, as a share of the pitch.
    static let gapShare = 0.6

    /// The band holding `lines` (an MRZ of `characters` a line, found by a first reading), cut
    /// into cells and spread; nil when the lines are too narrow to hold that many characters.
    static func spread(_ image: GrayImage, lines: [TesseractEngine.TextBox], characters n: Int) -> Spread? {
        guard !lines.isEmpty, n > 1, image.width > 0, image.height > 0, image.pixels.count == image.width * image.height else { return nil }
        let lineHeight = max(1, (lines.map { $0.bottom - $0.top }.max() ?? 1))
        let top = max(0, lines.map(\.top).min()! - lineHeight / 4), bottom = min(image.height, lines.map(\.bottom).max()! + lineHeight / 4)
        guard bottom > top else { return nil }
        let threshold = UInt8(clamping: image.otsu().threshold)
        var ink = [Int](repeating: 0, count: image.width)
        var paper = 0, paperCount = 0
        image.pixels.withUnsafeBufferPointer { p in
            for y in top..<bottom {
                for x in 0..<image.width {
                    let v = p[y * image.width + x]
                    if v <= threshold { ink[x] += 1 } else { paper += Int(v); paperCount += 1 }
                }
            }
        }
        // The MRZ's own extent: tesseract's line boxes can reach out to the page's edge or a
        // speck. Columns with a character's worth of ink, grouped while the gaps stay shorter than
        // half a line's height (an MRZ has no spaces); the group with the most ink is the MRZ.
        let inkColumn = max(4, (bottom - top) / 12)
        var groups: [(from: Int, to: Int, ink: Int)] = []
        for x in 0..<image.width where ink[x] >= inkColumn {
            if let last = groups.last, x - last.to <= lineHeight / 2 {
                groups[groups.count - 1].to = x
                groups[groups.count - 1].ink += ink[x]
            } else {
                groups.append((x, x, ink[x]))
            }
        }
        guard let text = groups.max(by: { $0.ink < $1.ink }) else { return nil }
        let left = text.from, right = text.to + 1
        // The ink spans n − 1 pitches and most of one more.
        let pitch = Double(right - left) / (Double(n) - 0.2)
        guard pitch >= 4 else { return nil }
        let margin = Int(pitch)
        var cuts = [max(0, left - margin)]
        var expected = Double(left) + 0.9 * pitch
        for _ in 1..<n {
            let from = max(cuts.last! + 1, Int(expected - 0.3 * pitch)), to = min(image.width - 1, Int(expected + 0.3 * pitch))
            guard from <= to else { return nil }
            // The emptiest column, the one nearest the expected boundary among equals; the next
            // boundary is expected a pitch after it, so a small error in the pitch never adds up.
            let best = (from...to).min { (ink[$0], abs(Double($0) - expected)) < (ink[$1], abs(Double($1) - expected)) }!
            cuts.append(best)
            expected = Double(best) + pitch
        }
        // A pitch guessed from a skewed or speckled band can carry the cuts past the text's end:
        // the last cell then has no room, and the band is not spread.
        let end = min(image.width, right + margin)
        guard end > cuts.last! else { return nil }
        cuts.append(end)
        let gap = Int(pitch * gapShare)
        let height = bottom - top
        let width = cuts.last! - cuts.first! + gap * (n - 1)
        let background = UInt8(clamping: paperCount > 0 ? paper / paperCount : 255)
        var out = [UInt8](repeating: background, count: width * height)
        var x0 = 0
        var cells: [Range<Int>] = []
        for cell in 0..<n {
            let from = cuts[cell], to = cuts[cell + 1]
            for y in 0..<height {
                for x in from..<to { out[y * width + x0 + x - from] = image.pixels[(y + top) * image.width + x] }
            }
            cells.append(x0..<(x0 + to - from))
            x0 += to - from + gap
        }
        // Clamped into the band, each at least one row: a line box may lie partly outside it.
        let rows = lines.map { line -> Range<Int> in
            let from = min(max(0, line.top - top), height - 1)
            return from..<max(from + 1, min(height, line.bottom - top))
        }
        return Spread(image: GrayImage(width: width, height: height, pixels: out), cells: cells, rows: rows, background: background)
    }
}
