/// What an MRZ says, every check digit's verdict, each repair made to reach it, and each problem
/// left. A reading that fails its checks is returned as it is, with the failing fields named:
/// nothing is dropped or quietly changed.
public struct MRZReading: Codable, Equatable, Sendable {
    /// One check digit's verdict: the digit printed against the digit the characters it covers give.
    public struct CheckResult: Codable, Equatable, Sendable {
        /// Which check digit (document number, birth date, expiry date, optional data, composite).
        public var check: MRZCheck
        /// The digit printed in the MRZ (after any repair), `<` for a filler.
        public var printed: String
        /// The digit the covered characters give, nil when they hold a character the MRZ cannot.
        public var computed: Int?
        /// True when the printed digit equals the computed one (a filler `<` passes for a field of
        /// fillers only).
        public var passed: Bool
    }

    /// One character changed from what was read. `verifiedBy` names the check digits that agree
    /// only after the change; empty for a letter-only field no check digit covers, where the field type alone (a digit
    /// can never stand in a name or a country code) drove the change.
    public struct Repair: Codable, Equatable, Sendable {
        /// The field the character stands in.
        public var field: MRZField
        /// The MRZ line the character stands on, counted from 1.
        public var line: Int
        /// Its column in that line, counted from 1.
        public var column: Int
        /// The character as read.
        public var read: String
        /// The character put in its place.
        public var replacedBy: String
        /// The check digits that agree only after the change.
        public var verifiedBy: [MRZCheck]
    }

    /// Something the reading cannot be trusted for, in words a person can act on.
    public struct Problem: Codable, Equatable, Sendable {
        /// The field it concerns; nil when it concerns the MRZ as a whole (its shape).
        public var field: MRZField?
        /// What is wrong, naming the characters read ("sex is 'K', not M, F, X or <").
        public var message: String
    }

    /// A date as printed (YYMMDD) and, when it is a real date, the full date with its century.
    public struct MRZDate: Codable, Equatable, Sendable {
        /// The six characters as they stand in the MRZ.
        public var printed: String
        /// "YYYY-MM-DD", nil when a part is unknown (fillers) or not a date.
        public var date: String?
    }

    /// The document's layout (TD1, TD2, TD3, MRV-A, MRV-B), from the number and length of its lines.
    public var format: MRZFormat
    /// The lines as read (upper case, spaces removed).
    public var linesRead: [String]
    /// The lines after the repairs listed in `repairs`.
    public var lines: [String]
    /// The document code as printed, fillers removed ("P", "I", "V", "AC"…).
    public var documentCode: String
    /// The issuing state or organisation, three letters (ICAO 9303 Part 3; "D" for Germany).
    public var issuingState: String
    /// The primary identifier, with `<` between its parts read as spaces.
    public var surname: String
    /// The secondary identifier, with `<` between its parts read as spaces; empty when none.
    public var givenNames: String
    /// True when the name field is full to its last character, so the name may be cut short.
    public var nameMayBeTruncated: Bool
    /// The whole document number, fillers removed; on TD1 a number longer than nine characters
    /// is joined with its tail from the optional data.
    public var documentNumber: String
    /// The holder's nationality, three letters as `issuingState`.
    public var nationality: String
    /// The birth date; its century is the latest that does not put it after `today` (`MRZCalendar`).
    public var birthDate: MRZDate
    /// "M", "F", "X", or "<" (unspecified) as printed.
    public var sex: String
    /// The expiry date; its century puts it within 50 years of `today` (`MRZCalendar`).
    public var expiryDate: MRZDate
    /// TD3's personal number, a visa's optional data, TD1/TD2's first optional data field
    /// (without the tail of a long document number).
    public var optionalData: String
    /// TD1's second optional data field (line 2); nil for the other formats.
    public var optionalData2: String?
    /// Every check digit the format has, in the order ICAO 9303 prints them.
    public var checks: [CheckResult]
    /// The characters changed from what was read, each with the check digits that confirm it.
    public var repairs: [Repair]
    /// Why the reading is `invalid`; empty otherwise.
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

    /// The reading's verdict, from its checks, problems, doubts and repairs.
    ///
    /// ```swift
    /// let reading = try MRZParser(calendar: MRZCalendar(today: "2026-12-04")).parse(text)
    /// if reading.status.isAccepted { print(reading.documentNumber) }
    /// ```
    public var status: Status {
        if !problems.isEmpty || !checks.allSatisfy(\.passed) { return .invalid }
        if !doubts.isEmpty { return .doubtful }
        return repairs.isEmpty ? .valid : .repaired
    }

    /// Every check digit agrees with the MRZ exactly as read, nothing was changed and nothing is
    /// doubtful.
    public var isValid: Bool { status == .valid }

    /// The check digits that disagree with what they cover, in print order.
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
    /// What was read and the shapes an MRZ can have.
    public var description: String
}
