/// The machine-readable zone layouts of ICAO 9303: TD1 (Part 5), TD2 (Part 6), TD3 (Part 4) and
/// the two visa sizes MRV-A and MRV-B (Part 7).
public enum MRZFormat: String, Codable, CaseIterable, Sendable {
    case td1, td2, td3
    case mrvA = "mrv_a"
    case mrvB = "mrv_b"

    /// Lines in the zone: 3 for TD1, 2 for the others.
    public var lineCount: Int { self == .td1 ? 3 : 2 }

    /// Characters in each line: 30 (TD1), 36 (TD2, MRV-B) or 44 (TD3, MRV-A).
    public var lineLength: Int {
        switch self {
        case .td1: return 30
        case .td2, .mrvB: return 36
        case .td3, .mrvA: return 44
        }
    }

    /// The name ICAO 9303 gives the layout ("TD3", "MRV-A").
    public var displayName: String {
        switch self {
        case .td1: return "TD1"
        case .td2: return "TD2"
        case .td3: return "TD3"
        case .mrvA: return "MRV-A"
        case .mrvB: return "MRV-B"
        }
    }

    /// The format of lines of these lengths; a visa is told apart by its document code `V`.
    static func detect(lineLengths: [Int], firstCharacter: UInt8?) -> MRZFormat? {
        let isVisa = firstCharacter == UInt8(ascii: "V")
        switch lineLengths {
        case [30, 30, 30]: return .td1
        case [36, 36]: return isVisa ? .mrvB : .td2
        case [44, 44]: return isVisa ? .mrvA : .td3
        default: return nil
        }
    }
}

/// A named part of the MRZ.
public enum MRZField: String, Codable, CaseIterable, Sendable {
    case documentCode = "document_code"
    case issuingState = "issuing_state"
    case name
    case documentNumber = "document_number"
    case documentNumberCheck = "document_number_check"
    case nationality
    case birthDate = "birth_date"
    case birthDateCheck = "birth_date_check"
    case sex
    case expiryDate = "expiry_date"
    case expiryDateCheck = "expiry_date_check"
    /// TD3's personal number, and the visas' optional data.
    case optionalData = "optional_data"
    case optionalDataCheck = "optional_data_check"
    case optionalData1 = "optional_data1"
    case optionalData2 = "optional_data2"
    case compositeCheck = "composite_check"
}

/// A check digit of the MRZ and what it covers.
public enum MRZCheck: String, Codable, CaseIterable, Sendable {
    case documentNumber = "document_number"
    case birthDate = "birth_date"
    case expiryDate = "expiry_date"
    case optionalData = "optional_data"
    case composite
}

/// Which characters a field may hold, and so which OCR confusions are certain errors in it.
enum MRZCharacterClass {
    case letters, digits, lettersAndDigits, sex
}

/// A run of characters on one line.
struct MRZSpan: Hashable {
    var line: Int
    var range: Range<Int>

    init(_ line: Int, _ range: Range<Int>) { self.line = line; self.range = range }
    init(_ line: Int, _ position: Int) { self.init(line, position..<position + 1) }
}

struct MRZFieldLayout {
    var field: MRZField
    var span: MRZSpan
    var characters: MRZCharacterClass
}

struct MRZCheckLayout {
    var check: MRZCheck
    var covers: [MRZSpan]
    var digit: MRZSpan
}

/// Where each field sits in each format (0-based columns).
struct MRZLayout {
    var fields: [MRZFieldLayout]
    var checks: [MRZCheckLayout]

    static func of(_ format: MRZFormat) -> MRZLayout {
        switch format {
        case .td1: return td1
        case .td2: return twoLine(length: 36, optional: .optionalData1, hasOptionalCheck: false, hasComposite: true)
        case .td3: return twoLine(length: 44, optional: .optionalData, hasOptionalCheck: true, hasComposite: true)
        case .mrvA: return twoLine(length: 44, optional: .optionalData, hasOptionalCheck: false, hasComposite: false)
        case .mrvB: return twoLine(length: 36, optional: .optionalData, hasOptionalCheck: false, hasComposite: false)
        }
    }

    func field(_ field: MRZField) -> MRZFieldLayout? { fields.first { $0.field == field } }

    /// TD2, TD3 and the visas share their first 28 characters of line 2; they differ in the
    /// length of the optional data and in which check digits close the line.
    private static func twoLine(length: Int, optional: MRZField, hasOptionalCheck: Bool, hasComposite: Bool) -> MRZLayout {
        var optionalEnd = length
        if hasComposite { optionalEnd -= 1 }
        if hasOptionalCheck { optionalEnd -= 1 }
        var fields: [MRZFieldLayout] = [
            .init(field: .documentCode, span: MRZSpan(0, 0..<2), characters: .letters),
            .init(field: .issuingState, span: MRZSpan(0, 2..<5), characters: .letters),
            .init(field: .name, span: MRZSpan(0, 5..<length), characters: .letters),
            .init(field: .documentNumber, span: MRZSpan(1, 0..<9), characters: .lettersAndDigits),
            .init(field: .documentNumberCheck, span: MRZSpan(1, 9), characters: .digits),
            .init(field: .nationality, span: MRZSpan(1, 10..<13), characters: .letters),
            .init(field: .birthDate, span: MRZSpan(1, 13..<19), characters: .digits),
            .init(field: .birthDateCheck, span: MRZSpan(1, 19), characters: .digits),
            .init(field: .sex, span: MRZSpan(1, 20), characters: .sex),
            .init(field: .expiryDate, span: MRZSpan(1, 21..<27), characters: .digits),
            .init(field: .expiryDateCheck, span: MRZSpan(1, 27), characters: .digits),
            .init(field: optional, span: MRZSpan(1, 28..<optionalEnd), characters: .lettersAndDigits),
        ]
        var checks: [MRZCheckLayout] = [
            .init(check: .documentNumber, covers: [MRZSpan(1, 0..<9)], digit: MRZSpan(1, 9)),
            .init(check: .birthDate, covers: [MRZSpan(1, 13..<19)], digit: MRZSpan(1, 19)),
            .init(check: .expiryDate, covers: [MRZSpan(1, 21..<27)], digit: MRZSpan(1, 27)),
        ]
        if hasOptionalCheck {
            fields.append(.init(field: .optionalDataCheck, span: MRZSpan(1, optionalEnd), characters: .digits))
            checks.append(.init(check: .optionalData, covers: [MRZSpan(1, 28..<optionalEnd)], digit: MRZSpan(1, optionalEnd)))
        }
        if hasComposite {
            fields.append(.init(field: .compositeCheck, span: MRZSpan(1, length - 1), characters: .digits))
            checks.append(.init(check: .composite, covers: [MRZSpan(1, 0..<10), MRZSpan(1, 13..<20), MRZSpan(1, 21..<length - 1)],
                                digit: MRZSpan(1, length - 1)))
        }
        return MRZLayout(fields: fields, checks: checks)
    }

    private static let td1 = MRZLayout(
        fields: [
            .init(field: .documentCode, span: MRZSpan(0, 0..<2), characters: .letters),
            .init(field: .issuingState, span: MRZSpan(0, 2..<5), characters: .letters),
            .init(field: .documentNumber, span: MRZSpan(0, 5..<14), characters: .lettersAndDigits),
            .init(field: .documentNumberCheck, span: MRZSpan(0, 14), characters: .digits),
            .init(field: .optionalData1, span: MRZSpan(0, 15..<30), characters: .lettersAndDigits),
            .init(field: .birthDate, span: MRZSpan(1, 0..<6), characters: .digits),
            .init(field: .birthDateCheck, span: MRZSpan(1, 6), characters: .digits),
            .init(field: .sex, span: MRZSpan(1, 7), characters: .sex),
            .init(field: .expiryDate, span: MRZSpan(1, 8..<14), characters: .digits),
            .init(field: .expiryDateCheck, span: MRZSpan(1, 14), characters: .digits),
            .init(field: .nationality, span: MRZSpan(1, 15..<18), characters: .letters),
            .init(field: .optionalData2, span: MRZSpan(1, 18..<29), characters: .lettersAndDigits),
            .init(field: .compositeCheck, span: MRZSpan(1, 29), characters: .digits),
            .init(field: .name, span: MRZSpan(2, 0..<30), characters: .letters),
        ],
        checks: [
            .init(check: .documentNumber, covers: [MRZSpan(0, 5..<14)], digit: MRZSpan(0, 14)),
            .init(check: .birthDate, covers: [MRZSpan(1, 0..<6)], digit: MRZSpan(1, 6)),
            .init(check: .expiryDate, covers: [MRZSpan(1, 8..<14)], digit: MRZSpan(1, 14)),
            .init(check: .composite, covers: [MRZSpan(0, 5..<30), MRZSpan(1, 0..<7), MRZSpan(1, 8..<15), MRZSpan(1, 18..<29)],
                  digit: MRZSpan(1, 29)),
        ])
}
