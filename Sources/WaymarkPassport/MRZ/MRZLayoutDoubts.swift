/// What the layout alone says about the parts of an MRZ no check digit can vouch for. A filler `<`
/// is worth 0, as are A, K and U modulo 10 under every weight, so a filler read as one of those
/// letters passes every check digit; and no check digit covers the name, the issuing state or
/// the nationality at all. Where the layout says only a filler may stand, or a code must be one
/// ICAO lists, a reading that breaks the rule is doubtful, whatever its check digits say.
enum MRZLayoutDoubts {
    static let filler = UInt8(ascii: "<")

    /// Every doubt the layout raises in `grid`; `checks` are the check digits as laid out for
    /// this reading (an optional data field a check digit covers is left to it).
    static func doubts(layout: MRZLayout, checks: [MRZCheckLayout], grid: [[UInt8]]) -> [MRZReading.Problem] {
        var doubts: [MRZReading.Problem] = []
        for field in layout.fields {
            let line = grid[field.span.line], range = field.span.range
            switch field.field {
            case .name:
                doubts += lettersAmongFillers(line, range, field: .name, lineNumber: field.span.line + 1)
                doubts += lettersAfterTheName(line, range, lineNumber: field.span.line + 1)
                doubts += lettersThreeTimesRunning(line, range, lineNumber: field.span.line + 1)
                doubts += digitsInTheName(line, range, lineNumber: field.span.line + 1)
            case .optionalData1, .optionalData2:
                doubts += lettersAmongFillers(line, range, field: field.field, lineNumber: field.span.line + 1)
            case .optionalData where !checks.contains(where: { $0.check == .optionalData }):
                doubts += lettersAmongFillers(line, range, field: field.field, lineNumber: field.span.line + 1)
            case .documentNumber:
                doubts += charactersAfterFillers(line, range, field: .documentNumber, lineNumber: field.span.line + 1)
            case .issuingState, .nationality:
                doubts += unknownStateCode(line, range, field: field.field, lineNumber: field.span.line + 1)
            default:
                break
            }
        }
        return doubts
    }

    static func text(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }

    /// A letter alone among fillers, with two fillers on one side at least (`ANNA<MARIA<K<<<`):
    /// most often a filler read as a letter. An initial between single fillers is a name's own.
    static func lettersAmongFillers(_ line: [UInt8], _ range: Range<Int>, field: MRZField, lineNumber: Int) -> [MRZReading.Problem] {
        var doubts: [MRZReading.Problem] = []
        for column in range where line[column] != filler {
            let before = column - 1, after = column + 1
            let fillerBefore = before >= range.lowerBound && line[before] == filler
            let fillerAfter = after >= range.upperBound || line[after] == filler
            guard fillerBefore, fillerAfter else { continue }
            let twoBefore = before - 1 >= range.lowerBound && line[before - 1] == filler
            let twoAfter = after >= range.upperBound || (after + 1 < range.upperBound && line[after] == filler && line[after + 1] == filler)
            guard twoBefore || twoAfter else { continue }
            doubts.append(.init(field: field, message: "line \(lineNumber) column \(column + 1): '\(text(line[column...column]))' stands alone among fillers, where a filler '<' read as a letter would stand"))
        }
        return doubts
    }

    /// ICAO 9303 Part 3 §4.6: surname, `<<`, given names parted by single fillers, then fillers to
    /// the end. A letter after three fillers running, or after a second `<<`, stands where the
    /// name has ended. One doubt a name is enough.
    static func lettersAfterTheName(_ line: [UInt8], _ range: Range<Int>, lineNumber: Int) -> [MRZReading.Problem] {
        var run = 0, separators = 0
        for column in range {
            if line[column] == filler { run += 1; continue }
            if run >= 3 || (run == 2 && separators >= 1) {
                let why = run >= 3 ? "after \(run) fillers running" : "after a second '<<'"
                return [.init(field: .name, message: "line \(lineNumber) column \(column + 1): '\(text(line[column...column]))' stands \(why), where the name has ended and only fillers may stand")]
            }
            if run == 2 { separators += 1 }
            run = 0
        }
        return []
    }

    /// A letter three times running: a run of fillers read as letters (`KKK`).
    static func lettersThreeTimesRunning(_ line: [UInt8], _ range: Range<Int>, lineNumber: Int) -> [MRZReading.Problem] {
        for column in range.dropFirst(2) where line[column] != filler && line[column] == line[column - 1] && line[column] == line[column - 2] {
            return [.init(field: .name, message: "line \(lineNumber) column \(column + 1): '\(text(line[column...column]))' three times running in the name, where fillers read as letters would stand")]
        }
        return []
    }

    /// A digit the parser left in the name (a 0, which may be O, Q or D; or one no letter is
    /// mistaken for): a name holds only letters and fillers.
    static func digitsInTheName(_ line: [UInt8], _ range: Range<Int>, lineNumber: Int) -> [MRZReading.Problem] {
        guard let column = range.first(where: { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(line[$0]) }) else { return [] }
        let read = text(line[column...column])
        let which = read == "0" ? ", and a 0 may be O, Q or D: left as read" : ""
        return [.init(field: .name, message: "line \(lineNumber) column \(column + 1): '\(read)' stands in the name, where only letters and fillers may\(which)")]
    }

    /// A document number is written from the field's start and filled out with `<`: a character
    /// after a filler stands where only fillers may (the check digit cannot tell a filler from A,
    /// K or U there).
    static func charactersAfterFillers(_ line: [UInt8], _ range: Range<Int>, field: MRZField, lineNumber: Int) -> [MRZReading.Problem] {
        guard let firstFiller = range.first(where: { line[$0] == filler }),
              let stray = (firstFiller..<range.upperBound).first(where: { line[$0] != filler }) else { return [] }
        return [.init(field: field, message: "line \(lineNumber) column \(stray + 1): '\(text(line[stray...stray]))' stands after the number's fillers, where only fillers may stand")]
    }

    /// A state code is three letters, or fewer filled out with `<` (Germany's `D<<`), and one
    /// ICAO 9303 Part 3 lists (`MRZStateCodes`).
    static func unknownStateCode(_ line: [UInt8], _ range: Range<Int>, field: MRZField, lineNumber: Int) -> [MRZReading.Problem] {
        let read = line[range]
        var code = read
        while code.last == filler { code = code.dropLast() }
        guard code.contains(filler) || !MRZStateCodes.isKnown(text(code)) else { return [] }
        let name = field == .nationality ? "nationality" : "issuing state"
        return [.init(field: field, message: "line \(lineNumber) columns \(range.lowerBound + 1)–\(range.upperBound): the \(name) '\(text(read))' is no state or organisation code ICAO 9303 lists, and no check digit covers it")]
    }
}
