/// What ICAO 9303's layout allows at each place of an MRZ, asked of one character read again by
/// a second reading. A second reading can only stand against the first where what it read could
/// have been printed there: a code no state or organisation has, a digit in a name, a letter
/// where the name has ended, a sex other than M, F, X or `<`, a month 13 or a 30 February — each
/// is that reading's own misread, not a rival to the first reading's character.
enum MRZLayoutRules {
    /// True when `read`, put in place of what `grid` holds at `line`, `column`, breaks a rule of
    /// the layout that `grid` itself keeps.
    static func forbids(_ read: UInt8, line: Int, column: Int, in grid: [[UInt8]], format: MRZFormat, calendar: MRZCalendar) -> Bool {
        let layout = MRZLayout.of(format)
        guard grid.indices.contains(line), grid[line].indices.contains(column),
              let field = layout.fields.first(where: { $0.span.line == line && $0.span.range.contains(column) }) else { return false }
        var trial = grid
        trial[line][column] = read
        if breaksCharacterClass(read, field.characters) { return true }
        switch field.field {
        case .documentCode where column == field.span.range.lowerBound:
            return !documentKinds(format).contains(read) && documentKinds(format).contains(grid[line][column])
        case .birthDate, .expiryDate:
            let isDate = field.field == .birthDate ? calendar.birthDate : calendar.expiryDate
            func date(_ grid: [[UInt8]]) -> String? { isDate(String(decoding: grid[line][field.span.range], as: UTF8.self)) }
            return date(trial) == nil && date(grid) != nil
        default:
            // The name's fillers and the state codes: a doubt the layout raises with the character
            // read again that it does not raise with the first reading's.
            let before = MRZLayoutDoubts.doubts(layout: layout, checks: layout.checks, grid: grid).count
            return MRZLayoutDoubts.doubts(layout: layout, checks: layout.checks, grid: trial).count > before
        }
    }

    /// A digit where only letters and fillers stand (the look-alikes, 0 for O, are put back
    /// before this is asked), a letter where only digits do, a sex that is none of M, F, X, `<`.
    static func breaksCharacterClass(_ read: UInt8, _ characters: MRZCharacterClass) -> Bool {
        let isDigit = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(read)
        let isLetter = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(read)
        switch characters {
        case .letters: return isDigit
        case .digits: return isLetter
        case .sex: return !"MFX<".utf8.contains(read)
        case .lettersAndDigits: return false
        }
    }

    /// The first character of the document code each format allows (ICAO 9303 Parts 4–7): P on a
    /// passport (TD3), A, C or I on a TD1 or TD2 card, V on a visa.
    static func documentKinds(_ format: MRZFormat) -> [UInt8] {
        switch format {
        case .td3: return [UInt8(ascii: "P")]
        case .td1, .td2: return Array("ACI".utf8)
        case .mrvA, .mrvB: return [UInt8(ascii: "V")]
        }
    }
}
