import WaymarkCalendar

/// Reads ISO 8601 instants ("2019-07-12T14:05:31.123Z", "2024-07-12T14:00:00.000+00:00",
/// "2013-01-01T12:00:00" taken as UTC, as GPX defines) straight from bytes into whole seconds
/// since 1970, without Foundation's formatters, which cost microseconds per call.
enum InstantParser {
    static func seconds(_ text: String) -> Int64? {
        var copy = text
        return copy.withUTF8 { seconds($0) }
    }

    static func seconds(_ b: UnsafeBufferPointer<UInt8>) -> Int64? {
        let n = b.count
        guard n >= 10 else { return nil }
        @inline(__always) func digits(_ at: Int, _ count: Int) -> Int? {
            guard at + count <= n else { return nil }
            var v = 0
            for i in at..<(at + count) {
                let d = Int(b[i]) - 48
                guard d >= 0, d < 10 else { return nil }
                v = v * 10 + d
            }
            return v
        }
        guard let year = digits(0, 4), b[4] == UInt8(ascii: "-"), let month = digits(5, 2), b[7] == UInt8(ascii: "-"),
              let day = digits(8, 2), (1...12).contains(month), day >= 1,
              day <= CivilCalendar.daysInMonth(year: year, month: month) else { return nil }
        var hour = 0, minute = 0, second = 0, p = 10
        if p < n, b[p] == UInt8(ascii: "T") || b[p] == UInt8(ascii: " ") {
            guard let h = digits(p + 1, 2), p + 3 < n, b[p + 3] == UInt8(ascii: ":"), let m = digits(p + 4, 2) else { return nil }
            hour = h; minute = m; p += 6
            if p < n, b[p] == UInt8(ascii: ":") {
                guard let s = digits(p + 1, 2) else { return nil }
                second = s; p += 3
            }
            if p < n, b[p] == UInt8(ascii: ".") || b[p] == UInt8(ascii: ",") {
                p += 1
                while p < n, b[p] >= 48, b[p] <= 57 { p += 1 }
            }
            guard hour < 24, minute < 60, second < 61 else { return nil }
        }
        var offset = 0
        if p < n {
            switch b[p] {
            case UInt8(ascii: "Z"), UInt8(ascii: "z"): p += 1
            case UInt8(ascii: "+"), UInt8(ascii: "-"):
                let sign = b[p] == UInt8(ascii: "-") ? -1 : 1
                guard let h = digits(p + 1, 2) else { return nil }
                var m = 0
                if p + 3 < n, b[p + 3] == UInt8(ascii: ":") { guard let mm = digits(p + 4, 2) else { return nil }; m = mm; p += 6 }
                else if let mm = digits(p + 3, 2) { m = mm; p += 5 } else { p += 3 }
                offset = sign * (h * 3600 + m * 60)
            default: return nil
            }
            guard p == n else { return nil }
        }
        let days = CivilCalendar.daysFromEpoch(year: year, month: month, day: day)
        return Int64(days * 86400 + hour * 3600 + minute * 60 + second - offset)
    }

    /// "2019-07-12" for a day number since 1970-01-01.
    static func date(day: Int) -> String {
        let (y, m, d) = CivilCalendar.date(daysFromEpoch: day)
        func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
        let year = String(y)
        return String(repeating: "0", count: max(0, 4 - year.count)) + year + "-" + two(m) + "-" + two(d)
    }
}
