import WaymarkOCR

/// The lines of ink an image holds, found from the ink alone (its connected parts), for a model
/// to read one line at a time.
///
/// Tesseract finds a page's lines before it reads them, and its layout analysis can take a line
/// of bold joined letters for a picture: the Arabic line "ميناء صلالة" between a stamp's "OM"
/// and its date was no line to it, read as nothing by the Arabic model as by the Latin one,
/// while the same line cut out and read as one line was read whole. So another script's model
/// reads the ink the sure Latin lines leave (`StampScanner.otherScript`) line by line too.
///
///     let lines = UnreadLines.boxes(in: unread)  // one box round "ميناء صلالة"
enum UnreadLines {
    /// A part this share of the image's width or height across, or more, is a frame or a rule.
    static let widestPart = 0.5
    /// Parts shorter than this many pixels (dots, marks, specks) start no line; they join the
    /// line they lie beside, up to half its height above or below it (Arabic dots, Devanagari's
    /// matras).
    static let shortestLetter = 8
    /// A line is at least this many times as wide as it is tall: a word, not a mark.
    static let leastWidthToHeight = 2.0
    /// At most this many lines are read, the most inked first: a stamp's lines are few, and a
    /// page's pattern would be many.
    static let mostLines = 4

    /// The lines' boxes, top to bottom: parts of letter height grouped by the rows they share
    /// (each overlaps a line by at least half the shorter's height), smaller parts added to the
    /// line they lie beside. O(pixels + parts × lines).
    static func boxes(in image: GrayImage) -> [TesseractEngine.TextBox] {
        typealias Box = (left: Int, top: Int, right: Int, bottom: Int, pixels: Int)
        let parts = image.darkPartBoxes().filter { part in
            Double(part.right - part.left + 1) < widestPart * Double(image.width)
                && Double(part.bottom - part.top + 1) < widestPart * Double(image.height)
        }
        func height(_ b: Box) -> Int { b.bottom - b.top + 1 }
        func shared(_ a: Box, _ b: Box) -> Int { min(a.bottom, b.bottom) - max(a.top, b.top) + 1 }
        func joined(_ a: Box, _ b: Box) -> Box {
            (min(a.left, b.left), min(a.top, b.top), max(a.right, b.right), max(a.bottom, b.bottom), a.pixels + b.pixels)
        }
        var lines: [Box] = []
        let letters = parts.filter { height($0) >= shortestLetter }.sorted { ($0.top, $0.left) < ($1.top, $1.left) }
        for part in letters {
            if let i = lines.firstIndex(where: { 2 * shared(part, $0) >= min(height(part), height($0)) }) {
                lines[i] = joined(lines[i], part)
            } else {
                lines.append(part)
            }
        }
        for mark in parts where height(mark) < shortestLetter {
            if let i = lines.firstIndex(where: { line in
                mark.bottom >= line.top - height(line) / 2 && mark.top <= line.bottom + height(line) / 2
                    && mark.left >= line.left - height(line) && mark.right <= line.right + height(line)
            }) {
                lines[i] = joined(lines[i], mark)
            }
        }
        let words = lines.filter { Double($0.right - $0.left + 1) >= leastWidthToHeight * Double(height($0)) }
        // Ties keep the upper line, so the choice is the same in every process.
        let kept = words.enumerated().sorted { ($1.element.pixels, $0.offset) < ($0.element.pixels, $1.offset) }.prefix(mostLines).map(\.element)
        return kept.sorted { $0.top < $1.top }.map {
            TesseractEngine.TextBox(text: "", left: $0.left, top: $0.top, right: $0.right, bottom: $0.bottom, confidence: 0)
        }
    }
}
