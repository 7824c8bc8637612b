import Foundation

/// Reads an MRZ: finds its format from the shape of its lines, repairs OCR confusions only where
/// a check digit (or, for letter-only fields, the field type) settles them, and reports every
/// check and every remaining problem.
///
/// ```swift
/// let parser = MRZParser(calendar: MRZCalendar(today: "2026-12-04"))
/// let reading = try parser.parse("P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UTO7408122F1204159ZE184226B<<<<<10")
/// print(reading.status, reading.surname)   // valid ERIKSSON
/// ```
public struct MRZParser: Sendable {
    /// Makes the two-digit years whole.
    public var calendar: MRZCalendar

    /// A parser whose dates are read against `calendar`'s day.
    public init(calendar: MRZCalendar) { self.calendar = calendar }

    /// Reads the MRZ in `text` (its lines, separated by line breaks; spaces are ignored).
    ///
    /// - Returns: the reading, whatever its `status`: a failing check is reported, not thrown.
    /// - Throws: `MRZShapeError` when the lines have no MRZ format's shape.
    public func parse(_ text: String) throws -> MRZReading {
        let lines = MRZText.lines(of: text)
        guard let format = MRZFormat.detect(lineLengths: lines.map(\.count), firstCharacter: lines.first?.first) else {
            let shape = lines.isEmpty ? "no text" : lines.map { "\($0.count)" }.joined(separator: " + ") + " characters"
            throw MRZShapeError(description: "an MRZ has 3 lines of 30 characters (TD1), 2 of 36 (TD2, MRV-B) or 2 of 44 (TD3, MRV-A); got \(shape)")
        }
        var state = ParseState(format: format, grid: lines)
        state.reportForeignCharacters()
        state.repairLetterFields()
        state.reportCharactersNoCheckCanConfirm()
        state.repairByCheckDigits()
        state.reportLayoutDoubts()
        return state.reading(calendar: calendar)
    }
}

/// The working state of one parse: the grid of characters as repaired so far.
private struct ParseState {
    let format: MRZFormat
    let layout: MRZLayout
    let linesRead: [String]
    var grid: [[UInt8]]
    var checks: [MRZCheckLayout]
    /// The end of a long document number's tail in the optional data (TD1, TD2), when there is one.
    var longNumberTail: MRZSpan?
    var repairs: [MRZReading.Repair] = []
    var problems: [MRZReading.Problem] = []
    var doubts: [MRZReading.Problem] = []
    /// Why a check that disagrees was left so.
    var checkReasons: [MRZCheck: String] = [:]
    var results: [MRZReading.CheckResult] = []

    init(format: MRZFormat, grid: [[UInt8]]) {
        self.format = format
        self.layout = MRZLayout.of(format)
        self.grid = grid
        self.linesRead = grid.map { String(decoding: $0, as: UTF8.self) }
        self.checks = layout.checks
        if let tail = Self.longNumberTail(format: format, layout: layout, grid: grid),
           let index = checks.firstIndex(where: { $0.check == .documentNumber }), let number = layout.field(.documentNumber) {
            // ICAO 9303 Part 5 §4.2.2 / Part 6: a number longer than nine characters continues in
            // the optional data, its check digit last; the usual check position holds a filler.
            checks[index] = MRZCheckLayout(check: .documentNumber,
                                           covers: [number.span, MRZSpan(tail.line, tail.range.lowerBound..<tail.range.upperBound - 1)],
                                           digit: MRZSpan(tail.line, tail.range.upperBound - 1))
            longNumberTail = tail
        }
    }

    static func longNumberTail(format: MRZFormat, layout: MRZLayout, grid: [[UInt8]]) -> MRZSpan? {
        let optionalField: MRZField
        switch format {
        case .td1: optionalField = .optionalData1
        case .td2: optionalField = .optionalData1
        default: return nil
        }
        guard let check = layout.field(.documentNumberCheck), let optional = layout.field(optionalField),
              grid[check.span.line][check.span.range.lowerBound] == UInt8(ascii: "<") else { return nil }
        let line = grid[optional.span.line]
        var end = optional.span.range.lowerBound
        while end < optional.span.range.upperBound, line[end] != UInt8(ascii: "<") { end += 1 }
        guard end - optional.span.range.lowerBound >= 2 else { return nil }
        return MRZSpan(optional.span.line, optional.span.range.lowerBound..<end)
    }

    func field(at line: Int, _ column: Int) -> MRZFieldLayout? {
        layout.fields.first { $0.span.line == line && $0.span.range.contains(column) }
    }

    /// The characters a position may hold; a check digit position holds a digit whatever field
    /// it sits in (the last character of a long number's tail).
    func characterClass(_ line: Int, _ column: Int) -> MRZCharacterClass {
        if checks.contains(where: { $0.digit.line == line && $0.digit.range.contains(column) }) { return .digits }
        return field(at: line, column)?.characters ?? .lettersAndDigits
    }

    mutating func reportForeignCharacters() {
        for (line, characters) in grid.enumerated() {
            for (column, character) in characters.enumerated() where MRZCheckDigit.value(of: character) == nil {
                let shown = character == UInt8(ascii: "?") ? "a non-ASCII character" : "'\(String(decoding: [character], as: UTF8.self))'"
                problems.append(.init(field: field(at: line, column)?.field,
                                      message: "line \(line + 1) column \(column + 1): \(shown) is not an MRZ character (A-Z, 0-9, <)"))
            }
        }
    }

    /// Names, country codes and the document code hold only letters and fillers, and no check
    /// digit covers them: a confusable digit there is changed by its field type alone when only
    /// one letter fits, and the change is listed as unverified. A 0 may be O, Q or D: in a state
    /// code the one letter that makes a code ICAO lists is taken, if only one does; elsewhere
    /// it is left as read, and the reading is doubtful (`MRZLayoutDoubts`).
    mutating func repairLetterFields() {
        let covered = Set(checks.flatMap { ($0.covers + [$0.digit]).flatMap { span in span.range.map { MRZSpanKey(line: span.line, column: $0) } } })
        for field in layout.fields where field.characters == .letters {
            for column in field.span.range where !covered.contains(MRZSpanKey(line: field.span.line, column: column)) {
                let read = grid[field.span.line][column]
                let fitting = MRZConfusion.letters(for: read).filter { letter in
                    guard [.issuingState, .nationality].contains(field.field) else { return true }
                    var code = grid[field.span.line][field.span.range]
                    code[column] = letter
                    while code.last == UInt8(ascii: "<") { code = code.dropLast() }
                    return MRZStateCodes.isKnown(Self.text(code))
                }
                guard fitting.count == 1, let to = fitting.first else { continue }
                grid[field.span.line][column] = to
                repairs.append(.init(field: field.field, line: field.span.line + 1, column: column + 1, read: Self.text(read),
                                     replacedBy: Self.text(to), verifiedBy: []))
            }
        }
        if let sex = layout.field(.sex) {
            let value = grid[sex.span.line][sex.span.range.lowerBound]
            if !"MFX<".utf8.contains(value) {
                problems.append(.init(field: .sex, message: "sex is '\(Self.text(value))', not M, F, X or <"))
            }
        }
    }

    /// A letter where only a digit may stand, whose digit no check can confirm (G for 6: 16 and 6
    /// weigh alike): it is left as read, and the field then fails as no number.
    mutating func reportCharactersNoCheckCanConfirm() {
        for check in checks {
            for span in check.covers + [check.digit] {
                for column in span.range where characterClass(span.line, column) == .digits {
                    let read = grid[span.line][column]
                    guard let to = MRZConfusion.forced(read, in: .digits), !MRZConfusion.checkCanTell(read, to) else { continue }
                    problems.append(.init(field: field(at: span.line, column)?.field,
                                          message: "line \(span.line + 1) column \(column + 1): '\(Self.text(read))' stands where only a digit may, and no check digit can tell \(Self.text(read)) from \(Self.text(to)): left as read"))
                }
            }
        }
    }

    /// Runs every check digit, repairing what they settle together (`MRZCheckRepair`), and
    /// records each verdict.
    mutating func repairByCheckDigits() {
        let classes = grid.indices.map { line in grid[line].indices.map { characterClass(line, $0) } }
        switch MRZCheckRepair(checks: checks, characterClass: { classes[$0][$1] }).repair(grid) {
        case .agreed(let changes):
            for change in changes {
                let read = grid[change.line][change.column]
                grid[change.line][change.column] = change.to
                let verified = checks.filter { $0.covers.contains { $0.line == change.line && $0.range.contains(change.column) } || ($0.digit.line == change.line && $0.digit.range.contains(change.column)) }.map(\.check)
                repairs.append(.init(field: field(at: change.line, change.column)?.field ?? fieldOfCheck(change.check), line: change.line + 1,
                                     column: change.column + 1, read: Self.text(read), replacedBy: Self.text(change.to),
                                     verifiedBy: verified))
            }
        case .refused(let reasons):
            checkReasons = reasons
        }
        for check in checks {
            var covered: [UInt8] = []
            for span in check.covers { covered.append(contentsOf: grid[span.line][span.range]) }
            let printed = grid[check.digit.line][check.digit.range.lowerBound]
            results.append(.init(check: check.check, printed: Self.text(printed), computed: MRZCheckDigit.compute(covered),
                                 passed: MRZCheckDigit.agrees(covered, digit: printed)))
        }
    }

    /// What the layout says of the parts no check digit vouches for (`MRZLayoutDoubts`): a letter
    /// where only fillers may stand, a state code ICAO does not list.
    mutating func reportLayoutDoubts() {
        doubts += MRZLayoutDoubts.doubts(layout: layout, checks: checks, grid: grid)
    }

    func fieldOfCheck(_ check: MRZCheck) -> MRZField {
        switch check {
        case .documentNumber: return .documentNumber
        case .birthDate: return .birthDate
        case .expiryDate: return .expiryDate
        case .optionalData: return .optionalData
        case .composite: return .compositeCheck
        }
    }

    func value(_ field: MRZField) -> String {
        guard let layout = layout.field(field) else { return "" }
        return Self.text(grid[layout.span.line][layout.span.range])
    }

    func reading(calendar: MRZCalendar) -> MRZReading {
        let nameField = value(.name)
        let name = Self.trimmingFillers(nameField)
        let parts = name.components(separatedBy: "<<")
        let surname = parts[0].replacingOccurrences(of: "<", with: " ")
        let given = parts.dropFirst().joined(separator: " ").split(separator: "<", omittingEmptySubsequences: true).joined(separator: " ")
        var number = Self.trimmingFillers(value(.documentNumber))
        var optional = format == .td1 || format == .td2 ? value(.optionalData1) : value(.optionalData)
        if let tail = longNumberTail {
            number = value(.documentNumber) + Self.text(grid[tail.line][tail.range.lowerBound..<tail.range.upperBound - 1])
            optional = String(optional.dropFirst(tail.range.count))
        }
        let birth = value(.birthDate), expiry = value(.expiryDate)
        var problems = self.problems
        for result in results where !result.passed {
            problems.append(.init(field: fieldOfCheck(result.check),
                                  message: "\(result.check.rawValue) check digit is \(result.printed) but the characters give \(result.computed.map(String.init) ?? "none (a character the MRZ cannot hold)")"
                                      + (checkReasons[result.check].map { "; \($0)" } ?? "")))
        }
        let birthDate = calendar.birthDate(birth), expiryDate = calendar.expiryDate(expiry)
        if birthDate == nil, !birth.contains("<") { problems.append(.init(field: .birthDate, message: "birth date '\(birth)' is not a date")) }
        if expiryDate == nil { problems.append(.init(field: .expiryDate, message: "expiry date '\(expiry)' is not a date")) }
        return MRZReading(
            format: format, linesRead: linesRead, lines: grid.map { Self.text($0[...]) },
            documentCode: Self.trimmingFillers(value(.documentCode)), issuingState: Self.trimmingFillers(value(.issuingState)),
            surname: surname, givenNames: given, nameMayBeTruncated: nameField.last != "<",
            documentNumber: number, nationality: Self.trimmingFillers(value(.nationality)),
            birthDate: .init(printed: birth, date: birthDate), sex: value(.sex), expiryDate: .init(printed: expiry, date: expiryDate),
            optionalData: Self.trimmingFillers(optional), optionalData2: format == .td1 ? Self.trimmingFillers(value(.optionalData2)) : nil,
            checks: results, repairs: repairs.sorted { ($0.line, $0.column) < ($1.line, $1.column) }, problems: problems, doubts: doubts)
    }

    static func text(_ byte: UInt8) -> String { String(decoding: [byte], as: UTF8.self) }
    static func text(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }

    static func trimmingFillers(_ text: String) -> String {
        var text = Substring(text)
        while text.last == "<" { text = text.dropLast() }
        while text.first == "<" { text = text.dropFirst() }
        return String(text)
    }
}

private struct MRZSpanKey: Hashable { var line: Int; var column: Int }
