/// The OCR confusions the repair may undo: each letter with the digit it is mistaken for.
enum MRZConfusion {
    static let pairs: [(letter: UInt8, digit: UInt8)] = [
        (UInt8(ascii: "O"), UInt8(ascii: "0")), (UInt8(ascii: "I"), UInt8(ascii: "1")), (UInt8(ascii: "B"), UInt8(ascii: "8")),
        (UInt8(ascii: "S"), UInt8(ascii: "5")), (UInt8(ascii: "Z"), UInt8(ascii: "2")), (UInt8(ascii: "G"), UInt8(ascii: "6")),
    ]

    static func digit(for letter: UInt8) -> UInt8? { pairs.first { $0.letter == letter }?.digit }
    static func letter(for digit: UInt8) -> UInt8? { pairs.first { $0.digit == digit }?.letter }
    static func other(_ character: UInt8) -> UInt8? { digit(for: character) ?? letter(for: character) }

    /// The change the field type forces: a letter where only digits may stand, or a digit where
    /// only letters may.
    static func forced(_ character: UInt8, in characters: MRZCharacterClass) -> UInt8? {
        switch characters {
        case .digits: return digit(for: character)
        case .letters: return letter(for: character)
        case .lettersAndDigits, .sex: return nil
        }
    }
}

/// Repairs one check digit's characters: first what the field types force, then, only if the
/// digit still disagrees, single and then double swaps of confusable characters in fields that
/// may hold letters and digits. The first size of change that makes the digit agree wins, and
/// only if exactly one change of that size does; two different answers are a doubt, not a fix.
/// (The composite cannot choose between them: it weighs a document number or a personal number
/// with the same 7-3-1 phase as the field's own digit, so every repair the one accepts, the other
/// accepts too.)
struct MRZCheckRepair {
    static let maximumSwaps = 2

    let positions: [MRZSpan]
    let digit: MRZSpan
    let characterClass: (Int, Int) -> MRZCharacterClass

    enum Outcome {
        case agreed(changes: [(line: Int, column: Int, to: UInt8)])
        case ambiguous(count: Int)
        case failed
    }

    func agrees(_ grid: [[UInt8]]) -> Bool {
        var covered: [UInt8] = []
        for span in positions { covered.append(contentsOf: grid[span.line][span.range]) }
        return MRZCheckDigit.agrees(covered, digit: grid[digit.line][digit.range.lowerBound])
    }

    func repair(_ grid: [[UInt8]], swappable: (Int, Int) -> Bool) -> Outcome {
        if agrees(grid) { return .agreed(changes: []) }
        var trial = grid
        var forced: [(line: Int, column: Int, to: UInt8)] = []
        for span in positions + [digit] {
            for column in span.range {
                if let to = MRZConfusion.forced(trial[span.line][column], in: characterClass(span.line, column)) {
                    trial[span.line][column] = to
                    forced.append((span.line, column, to))
                }
            }
        }
        if agrees(trial) { return .agreed(changes: forced) }
        var candidates: [(line: Int, column: Int, to: UInt8)] = []
        for span in positions {
            for column in span.range where characterClass(span.line, column) == .lettersAndDigits && swappable(span.line, column) {
                if let to = MRZConfusion.other(trial[span.line][column]) { candidates.append((span.line, column, to)) }
            }
        }
        for size in 1...Self.maximumSwaps where size <= candidates.count {
            var found: [[(line: Int, column: Int, to: UInt8)]] = []
            Self.combinations(of: candidates.count, size: size) { chosen in
                var attempt = trial
                for index in chosen { attempt[candidates[index].line][candidates[index].column] = candidates[index].to }
                if agrees(attempt) { found.append(chosen.map { candidates[$0] }) }
            }
            if found.count == 1 { return .agreed(changes: forced + found[0]) }
            if found.count > 1 { return .ambiguous(count: found.count) }
        }
        return .failed
    }

    static func combinations(of count: Int, size: Int, _ body: ([Int]) -> Void) {
        var chosen: [Int] = []
        func next(_ start: Int) {
            if chosen.count == size { body(chosen); return }
            guard start < count else { return }
            for index in start..<count {
                chosen.append(index)
                next(index + 1)
                chosen.removeLast()
            }
        }
        next(0)
    }
}
