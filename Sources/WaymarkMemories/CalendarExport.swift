import Foundation
import WaymarkCalendar

/// RFC 5545 calendars of upcoming memories: one all-day event per date, with a display alarm at
/// 09:00 on the day. Each event's UID is derived from its date alone, so exporting again updates
/// the events a calendar already has instead of adding copies.
public enum CalendarExport {
    /// The calendar of `upcoming`, CRLF line ends and folded lines as RFC 5545 asks; `stamp` is
    /// every event's DTSTAMP (when the file was made).
    ///
    /// ```swift
    /// let text = CalendarExport.ics(try Reminders(atlas: atlas).upcoming(from: try LocalDay.today(), days: 30), stamp: Date())
    /// ```
    public static func ics(_ upcoming: [UpcomingMemory], stamp: Date) -> String {
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Waymark//On This Day//EN", "CALSCALE:GREGORIAN", "METHOD:PUBLISH"]
        let dtstamp = utcStamp(stamp)
        for memory in upcoming {
            let day = basicDate(daysFromEpoch: memory.date.daysFromEpoch)
            let next = basicDate(daysFromEpoch: memory.date.daysFromEpoch + 1)
            let summary = "On this day: " + memory.text
            lines += [
                "BEGIN:VEVENT",
                "UID:on-this-day-\(memory.date)@waymark",
                "DTSTAMP:\(dtstamp)",
                "DTSTART;VALUE=DATE:\(day)",
                "DTEND;VALUE=DATE:\(next)",
                "SUMMARY:" + escaped(summary),
                "DESCRIPTION:" + escaped("\(memory.text)\n\(memory.link)"),
                "URL:" + memory.link,
                "TRANSP:TRANSPARENT",
                "BEGIN:VALARM",
                "ACTION:DISPLAY",
                "DESCRIPTION:" + escaped(summary),
                "TRIGGER:PT9H",
                "END:VALARM",
                "END:VEVENT",
            ]
        }
        lines.append("END:VCALENDAR")
        return lines.map(folded).joined(separator: "\r\n") + "\r\n"
    }

    /// "YYYYMMDDThhmmssZ".
    static func utcStamp(_ date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let time = ((seconds % 86400) + 86400) % 86400
        return basicDate(daysFromEpoch: (seconds - time) / 86400) + String(format: "T%02d%02d%02dZ", time / 3600, time / 60 % 60, time % 60)
    }

    /// "YYYYMMDD", the basic form of RFC 5545 DATE values; any day, so the day after 9999-12-31
    /// is written too rather than refused.
    static func basicDate(daysFromEpoch days: Int) -> String {
        let date = CivilCalendar.date(daysFromEpoch: days)
        return String(format: "%04d%02d%02d", date.year, date.month, date.day)
    }

    /// TEXT values: backslash, semicolon and comma escaped, line breaks as \n (RFC 5545 3.3.11).
    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "\\": out += "\\\\"
            case ";": out += "\\;"
            case ",": out += "\\,"
            case "\n": out += "\\n"
            default: out.append(character)
            }
        }
        return out
    }

    /// Lines longer than 75 octets continue on the next line after a space (RFC 5545 3.1),
    /// never splitting a UTF-8 sequence.
    static func folded(_ line: String) -> String {
        var pieces: [String] = [], current = "", octets = 0
        for scalar in line.unicodeScalars {
            let size = String(scalar).utf8.count
            let limit = pieces.isEmpty ? 75 : 74   // a continuation line starts with one space
            if octets + size > limit {
                pieces.append(current); current = ""; octets = 0
            }
            current.unicodeScalars.append(scalar); octets += size
        }
        pieces.append(current)
        return pieces.joined(separator: "\r\n ")
    }
}
