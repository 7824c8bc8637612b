/// Two-digit years made whole. A birth date is the latest century that does not put it after
/// the reference day; an expiry date is the century that puts it within 50 years either side of
/// it (documents are valid for ten years or so, and a long-expired book is still worth reading).
public struct MRZCalendar: Sendable, Equatable {
    /// The day the reading is made, "YYYY-MM-DD".
    public var today: String

    /// A calendar for readings made on `today`, "YYYY-MM-DD".
    public init(today: String) { self.today = today }

    var year: Int { Int(today.prefix(4)) ?? 2000 }

    func birthDate(_ printed: String) -> String? {
        guard let (yy, rest) = Self.split(printed) else { return nil }
        if let recent = Self.format(2000 + yy, rest), recent <= today { return recent }
        return Self.format(1900 + yy, rest)
    }

    func expiryDate(_ printed: String) -> String? {
        guard let (yy, rest) = Self.split(printed) else { return nil }
        let century = 2000 + yy > year + 50 ? 1900 : (2000 + yy <= year - 50 ? 2100 : 2000)
        return Self.format(century + yy, rest)
    }

    /// Two-digit year and "MM-DD", when the six characters are a real day in every century
    /// (29 February is checked against the whole year later).
    private static func split(_ printed: String) -> (Int, (Int, Int))? {
        let digits = Array(printed.utf8)
        guard digits.count == 6, digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
        let n = digits.map { Int($0 - UInt8(ascii: "0")) }
        let (yy, month, day) = (n[0] * 10 + n[1], n[2] * 10 + n[3], n[4] * 10 + n[5])
        guard (1...12).contains(month), day >= 1, day <= 31 else { return nil }
        return (yy, (month, day))
    }

    private static func format(_ year: Int, _ monthDay: (Int, Int)) -> String? {
        let (month, day) = monthDay
        let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        let length = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        guard day <= length else { return nil }
        func pad(_ v: Int, _ width: Int) -> String { let s = String(v); return String(repeating: "0", count: max(0, width - s.count)) + s }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }
}
