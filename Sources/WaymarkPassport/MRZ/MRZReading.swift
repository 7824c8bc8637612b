/// What an MRZ says, every check digit's verdict, each repair made to reach it, and each problem
/// left. A reading that fails its checks is returned as it is, with the failing fields named:
/// nothing is dropped or quietly changed.
public struct MRZReading: Codable, Equatable, Sendable {
    public struct CheckResult: Codable, Equatable, Sendable {
        public var check: MRZCheck
        /// The digit printed in the MRZ (after any repair), `<` for a filler.
        public var printed: String
        /// The digit the covered characters give, nil when they hold a character the MRZ cannot.
        public var computed: Int?
        public var passed: Bool
    }

    /// One character changed from what was read. `verifiedBy` names the check digits that agree
    /// only after the change; empty for a letter-only field no check digit covers, where the field type alone (a digit
    /// can never stand in a name or a country code) drove the change.
    public struct Repair: Codable, Equatable, Sendable {
        public var field: MRZField
        public var line: Int
        public var column: Int
        public var read: String
        public var replacedBy: String
        public var verifiedBy: [MRZCheck]
    }

    public struct Problem: Codable, Equatable, Sendable {
        public var field: MRZField?
        public var message: String
    }

    /// A date as printed (YYMMDD) and, when it is a real date, the full date with its century.
    public struct MRZDate: Codable, Equatable, Sendable {
        public var printed: String
        /// "YYYY-MM-DD", nil when a part is unknown (fillers) or not a date.
        public var date: String?
    }

    public var format: MRZFormat
    /// The lines as read (upper case, spaces removed).
    public var linesRead: [String]
    /// The lines after the repairs listed in `repairs`.
    public var lines: [String]
    public var documentCode: String
    public var issuingState: String
    public var surname: String
    public var givenNames: String
    /// True when the name field is full to its last character, so the name may be cut short.
    public var nameMayBeTruncated: Bool
    public var documentNumber: String
    public var nationality: String
    public var birthDate: MRZDate
    /// "M", "F", "X", or "<" (unspecified) as printed.
    public var sex: String
    public var expiryDate: MRZDate
    /// TD3's personal number, a visa's optional data, TD1/TD2's first optional data field
    /// (without the tail of a long document number).
    public var optionalData: String
    public var optionalData2: String?
    public var checks: [CheckResult]
    public var repairs: [Repair]
    public var problems: [Problem]
    /// What makes a reading whose check digits agree doubtful all the same (a letter alone among
    /// fillers in a name: no check digit covers a name).
    public var doubts: [Problem]

    /// The verdict, from the strictest: `valid`, every check digit agrees with the MRZ as read and
    /// nothing was changed; `repaired`, they agree only after the changes in `repairs`; `doubtful`,
    /// they agree but something no check covers looks misread (`doubts`); `invalid`, a check fails
    /// or a field is not what it must be (`problems`).
    public enum Status: String, Codable, Sendable {
        case valid, repaired, doubtful, invalid

        /// A reading that can be used: clean, or repaired with every change listed.
        public var isAccepted: Bool { self == .valid || self == .repaired }
    }

    public var status: Status {
        if !problems.isEmpty || !checks.allSatisfy(\.passed) { return .invalid }
        if !doubts.isEmpty { return .doubtful }
        return repairs.isEmpty ? .valid : .repaired
    }

    /// Every check digit agrees with the MRZ exactly as read, nothing was changed and nothing is
    /// doubtful.
    public var isValid: Bool { status == .valid }

    public var failingChecks: [MRZCheck] { checks.filter { !$0.passed }.map(\.check) }

    /// ICAO 9303 Part 11 §9.7.2: the MRZ information the chip's access keys are derived from —
    /// the whole document number (at least nine characters, filled with `<`) and the check digits
    /// of it, the birth date and the expiry date, as printed (after the listed repairs). Nil when
    /// any check digit disagrees: keys from a misread MRZ would not open the chip.
    public var mrzInformation: String? {
        guard checks.allSatisfy(\.passed), let number = printed(.documentNumber), let birth = printed(.birthDate),
              let expiry = printed(.expiryDate) else { return nil }
        return "\(paddedDocumentNumber)\(number)\(birthDate.printed)\(birth)\(expiryDate.printed)\(expiry)"
    }

    private func printed(_ check: MRZCheck) -> String? { checks.first { $0.check == check }?.printed }

    private var paddedDocumentNumber: String {
        documentNumber.count >= 9 ? documentNumber : documentNumber + String(repeating: "<", count: 9 - documentNumber.count)
    }
}

/// The MRZ cannot be read at all: not the shape of any format.
public struct MRZShapeError: Error, CustomStringConvertible, Equatable {
    public var description: String
}
