/// The OCR confusions the repair may undo: each letter with the digit it is mistaken for.
enum MRZConfusion {
    static let pairs: [(letter: UInt8, digit: UInt8)] = [
        (UInt8(ascii: "O"), UInt8(ascii: "0")), (UInt8(ascii: "I"), UInt8(ascii: "1")), (UInt8(ascii: "B"), UInt8(ascii: "8")),
        (UInt8(ascii: "S"), UInt8(ascii: "5")), (UInt8(ascii: "Z"), UInt8(ascii: "2")), (UInt8(ascii: "G"), UInt8(ascii: "6")),
        // Q is read for a 0 too; a 0 is put back as O, the usual letter.
        (UInt8(ascii: "Q"), UInt8(ascii: "0")),
    ]

    static func digit(for letter: UInt8) -> UInt8? { pairs.first { $0.letter == letter }?.digit }
    /// Every letter a digit may be read for where only letters stand: a 0 is O, Q or D.
    static func letters(for digit: UInt8) -> [UInt8] {
        pairs.filter { $0.digit == digit }.map(\.letter) + (digit == UInt8(ascii: "0") ? [UInt8(ascii: "D")] : [])
    }
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

    /// True when a check digit can tell `a` from `b` wherever they stand: their values differ by
    /// a multiple of 10 for G and 6 (16 and 6), A, K, U and 0, and the like, and then every weight
    /// (7, 3, 1) gives the same digit, so no check can say which was printed.
    static func checkCanTell(_ a: UInt8, _ b: UInt8) -> Bool {
        guard let x = MRZCheckDigit.value(of: a), let y = MRZCheckDigit.value(of: b) else { return true }
        return (x - y) % 10 != 0
    }
}

/// Repairs by check digits, all of them at once. A check that disagrees may be undone by one
/// confusable swap among the characters it covers; the repair is made only when exactly one
/// choice of such swaps, over every disagreeing check, makes every check digit agree (the
/// composite included), and when no check digit misprinted would explain the disagreement as
/// well. A wrong check digit is the simpler account of a typed MRZ, and on a TD1, TD2 or TD3 a
/// swap in the document number that fits its own digit fits the composite too (both weigh it in
/// the same phase), so without that rule a typo in the digit would rewrite the number to fit it.
/// A visa has no composite: a misprinted digit always fits there, so its mixed fields are never
/// repaired. A check that still disagrees is left as read, with no other change made to it.
struct MRZCheckRepair {
    let checks: [MRZCheckLayout]
    let characterClass: (Int, Int) -> MRZCharacterClass

    /// A change to one character, and the check whose disagreement it answers.
    struct Change: Equatable {
        var line: Int, column: Int, to: UInt8
        var check: MRZCheck
    }

    enum Outcome: Equatable {
        /// Every check agrees after `changes` (none when they agreed as read).
        case agreed(changes: [Change])
        /// The checks named still disagree and nothing was changed for them; `reason` says why.
        case refused(reasons: [MRZCheck: String])
    }

    func agrees(_ check: MRZCheckLayout, _ grid: [[UInt8]]) -> Bool {
        var covered: [UInt8] = []
        for span in check.covers { covered.append(contentsOf: grid[span.line][span.range]) }
        return MRZCheckDigit.agrees(covered, digit: grid[check.digit.line][check.digit.range.lowerBound])
    }

    func computed(_ check: MRZCheckLayout, _ grid: [[UInt8]]) -> Int? {
        var covered: [UInt8] = []
        for span in check.covers { covered.append(contentsOf: grid[span.line][span.range]) }
        return MRZCheckDigit.compute(covered)
    }

    /// The characters a check's field type forces (a letter in a date, a letter read for its check
    /// digit) whose change a check digit can confirm, with the check then agreeing; nil when the
    /// check still disagrees with them, so they are left as read.
    func forcedChanges(_ check: MRZCheckLayout, _ grid: [[UInt8]]) -> [Change]? {
        var trial = grid, changes: [Change] = []
        for span in check.covers + [check.digit] {
            for column in span.range {
                let read = trial[span.line][column]
                guard let to = MRZConfusion.forced(read, in: characterClass(span.line, column)), MRZConfusion.checkCanTell(read, to) else { continue }
                trial[span.line][column] = to
                changes.append(Change(line: span.line, column: column, to: to, check: check.check))
            }
        }
        return changes.isEmpty || !agrees(check, trial) ? nil : changes
    }

    func repair(_ grid: [[UInt8]]) -> Outcome {
        var grid = grid
        var changes: [Change] = []
        for check in checks where check.check != .composite && !agrees(check, grid) {
            guard let forced = forcedChanges(check, grid) else { continue }
            for change in forced { grid[change.line][change.column] = change.to }
            changes += forced
        }
        // The composite's own digit read as a letter (O for 0) is put back when the composite
        // then agrees; what the composite covers is the other checks' to settle.
        if let composite = checks.first(where: { $0.check == .composite }), !agrees(composite, grid) {
            let digit = composite.digit
            let read = grid[digit.line][digit.range.lowerBound]
            if let to = MRZConfusion.forced(read, in: .digits), MRZConfusion.checkCanTell(read, to) {
                var trial = grid
                trial[digit.line][digit.range.lowerBound] = to
                if agrees(composite, trial) {
                    grid = trial
                    changes.append(Change(line: digit.line, column: digit.range.lowerBound, to: to, check: .composite))
                }
            }
        }
        let failing = checks.filter { !agrees($0, grid) }
        if failing.isEmpty { return .agreed(changes: changes) }
        // The choices for each disagreeing check: its digit misprinted (nil), or one swap among
        // the letters-and-digits it alone answers for.
        let fieldChecks = failing.filter { $0.check != .composite }
        var reasons: [MRZCheck: String] = [:]
        if fieldChecks.isEmpty {
            reasons[.composite] = "only the composite check digit disagrees; it may be misprinted, so no character it covers is changed"
            return .refused(reasons: reasons)
        }
        let choices: [[Change?]] = fieldChecks.map { check in
            var options: [Change?] = [nil]
            for span in check.covers {
                for column in span.range where characterClass(span.line, column) == .lettersAndDigits {
                    let read = grid[span.line][column]
                    if let to = MRZConfusion.other(read), MRZConfusion.checkCanTell(read, to) {
                        options.append(Change(line: span.line, column: column, to: to, check: check.check))
                    }
                }
            }
            return options
        }
        var fits: [[Change?]] = []
        func explore(_ index: Int, _ chosen: [Change?]) {
            if index == choices.count {
                var trial = grid
                for (check, choice) in zip(fieldChecks, chosen) {
                    if let choice { trial[choice.line][choice.column] = choice.to } else if let digit = computed(check, trial) {
                        trial[check.digit.line][check.digit.range.lowerBound] = UInt8(ascii: "0") + UInt8(digit)
                    }
                }
                // A misprinted field digit is taken as the computed one here, so the composite
                // judges the whole account.
                if checks.allSatisfy({ agrees($0, trial) }) { fits.append(chosen) }
                return
            }
            for option in choices[index] { explore(index + 1, chosen + [option]) }
        }
        explore(0, [])
        let swapsOnly = fits.filter { $0.allSatisfy { $0 != nil } }
        if fits.count == 1, swapsOnly.count == 1 {
            return .agreed(changes: changes + swapsOnly[0].compactMap { $0 })
        }
        let misprint = fits.contains { $0.contains(nil) }
        for check in fieldChecks {
            if fits.isEmpty {
                reasons[check.check] = "no single confusable swap (O/0, I/1, B/8, S/5, Z/2, Q/0) makes every check digit agree"
            } else if misprint && !swapsOnly.isEmpty {
                reasons[check.check] = "a swap would make it agree, but so would its check digit being misprinted: left as read"
            } else if misprint {
                reasons[check.check] = "no swap makes every check digit agree: the check digit itself may be misprinted"
            } else {
                reasons[check.check] = "\(swapsOnly.count) different repairs would make every check digit agree: left as read"
            }
        }
        return .refused(reasons: reasons)
    }
}
