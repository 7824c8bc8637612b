import Foundation
import WaymarkCalendar

/// The handful of EXIF 2.3 tags Waymark needs, and how to turn them into `PhotoMetadata`.
enum ExifTag {
    // IFD0 pointers
    static let exifIFD: UInt16 = 0x8769
    static let gpsIFD: UInt16 = 0x8825
    // Exif IFD
    static let dateTimeOriginal: UInt16 = 0x9003
    static let offsetTimeOriginal: UInt16 = 0x9011
    static let subSecTimeOriginal: UInt16 = 0x9291
    // GPS IFD
    static let gpsLatitudeRef: UInt16 = 0x0001
    static let gpsLatitude: UInt16 = 0x0002
    static let gpsLongitudeRef: UInt16 = 0x0003
    static let gpsLongitude: UInt16 = 0x0004
    static let gpsTimeStamp: UInt16 = 0x0007
    static let gpsStatus: UInt16 = 0x0009
    static let gpsDateStamp: UInt16 = 0x001D
}

enum ExifExtractor {
    /// IFD0 normally holds the pointers, but some writers chain extra directories; we follow the
    /// chain a little way, remembering where we have been so a directory pointing at itself ends
    /// the walk instead of looping.
    static let maxChainLength = 8

    /// Fills `metadata` from a TIFF structure. Only a broken IFD0 is an error: a damaged Exif or
    /// GPS directory just leaves its fields nil, which is how truncated files give partial results.
    static func extract(from tiff: TIFFReader, into metadata: inout PhotoMetadata) throws {
        var visited = Set<Int>()
        var offset: Int? = tiff.firstIFDOffset
        var exifOffset: Int?
        var gpsOffset: Int?
        var first = true
        while let current = offset, visited.count < maxChainLength, visited.insert(current).inserted {
            let directory: TIFFDirectory
            do {
                directory = try tiff.directory(at: current)
            } catch {
                if first { throw error }
                break
            }
            first = false
            if exifOffset == nil, let entry = directory.first(ExifTag.exifIFD) { exifOffset = tiff.pointer(entry) }
            if gpsOffset == nil, let entry = directory.first(ExifTag.gpsIFD) { gpsOffset = tiff.pointer(entry) }
            if exifOffset != nil, gpsOffset != nil { break }
            offset = directory.next
        }
        if let exifOffset, let exif = try? tiff.directory(at: exifOffset) {
            readExif(exif, tiff: tiff, into: &metadata)
        }
        if let gpsOffset, let gps = try? tiff.directory(at: gpsOffset) {
            readGPS(gps, tiff: tiff, into: &metadata)
        }
    }

    static func readExif(_ ifd: TIFFDirectory, tiff: TIFFReader, into metadata: inout PhotoMetadata) {
        if let entry = ifd.first(ExifTag.dateTimeOriginal), let text = tiff.string(entry),
           var local = ExifText.dateTime(text) {
            if let entry = ifd.first(ExifTag.subSecTimeOriginal), let sub = tiff.string(entry),
               let digits = ExifText.subsecond(sub) {
                local.subsecond = digits
            }
            metadata.dateTimeOriginal = local
        }
        if let entry = ifd.first(ExifTag.offsetTimeOriginal), let text = tiff.string(entry) {
            metadata.offsetTimeOriginal = ExifText.offset(text)
        }
    }

    static func readGPS(_ ifd: TIFFDirectory, tiff: TIFFReader, into metadata: inout PhotoMetadata) {
        func ref(_ tag: UInt16) -> UInt8? {
            guard let entry = ifd.first(tag), let text = tiff.string(entry, maxLength: 2) else { return nil }
            return text.utf8.first.map { $0 & 0xDF } // upper-case ASCII letter
        }
        func coordinate(_ tag: UInt16, negativeRef: UInt8, _ refTag: UInt16) -> Double? {
            guard let entry = ifd.first(tag), let parts = tiff.numbers(entry, maxCount: 3),
                  let value = degrees(parts) else { return nil }
            // The reference, not the sign, says which hemisphere; a signed rational that
            // disagrees with its ref is treated as a magnitude.
            switch ref(refTag) {
            case .some(negativeRef): return -abs(value)
            case .some: return abs(value)
            case nil: return value
            }
        }
        metadata.latitude = coordinate(ExifTag.gpsLatitude, negativeRef: UInt8(ascii: "S"), ExifTag.gpsLatitudeRef)
        metadata.longitude = coordinate(ExifTag.gpsLongitude, negativeRef: UInt8(ascii: "W"), ExifTag.gpsLongitudeRef)

        switch ref(ExifTag.gpsStatus) {
        case .some(UInt8(ascii: "V")): metadata.gpsStatusVoid = true
        case .some(UInt8(ascii: "A")): metadata.gpsStatusVoid = false
        default: break
        }

        if let dateEntry = ifd.first(ExifTag.gpsDateStamp), let dateText = tiff.string(dateEntry),
           let timeEntry = ifd.first(ExifTag.gpsTimeStamp), let time = tiff.numbers(timeEntry, maxCount: 3) {
            metadata.gpsTimestampUTC = ExifText.gpsInstant(date: dateText, time: time)
        }
    }

    /// Degrees + minutes/60 + seconds/3600; writers that store a single decimal value (or two)
    /// are accepted by treating the missing parts as zero, as exiftool does.
    static func degrees(_ parts: [Double]) -> Double? {
        guard let d = parts.first else { return nil }
        let m = parts.count > 1 ? parts[1] : 0
        let s = parts.count > 2 ? parts[2] : 0
        return d + m / 60 + s / 3600
    }
}

/// Parsers for EXIF's fixed-layout ASCII values.
enum ExifText {
    /// Reads two..four decimal digits; nil if any is not a digit.
    private static func number(_ bytes: [UInt8], _ range: Range<Int>) -> Int? {
        guard range.upperBound <= bytes.count else { return nil }
        var value = 0
        for i in range {
            let digit = bytes[i] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value * 10 + Int(digit)
        }
        return value
    }

    /// "YYYY:MM:DD HH:MM:SS". Dashes or slashes in the date and a 'T' separator are tolerated
    /// because some software writes them; all-zero or blank values mean "unknown" per EXIF.
    /// Field ranges are not checked here, so validation can report an impossible date as such.
    static func dateTime(_ text: String) -> LocalDateTime? {
        let b = Array(text.utf8)
        guard b.count >= 19 else { return nil }
        let dateSeparators: Set<UInt8> = [UInt8(ascii: ":"), UInt8(ascii: "-"), UInt8(ascii: "/")]
        guard dateSeparators.contains(b[4]), dateSeparators.contains(b[7]),
              b[10] == UInt8(ascii: " ") || b[10] == UInt8(ascii: "T"),
              b[13] == UInt8(ascii: ":"), b[16] == UInt8(ascii: ":"),
              let year = number(b, 0 ..< 4), let month = number(b, 5 ..< 7), let day = number(b, 8 ..< 10),
              let hour = number(b, 11 ..< 13), let minute = number(b, 14 ..< 16), let second = number(b, 17 ..< 19)
        else { return nil }
        if year == 0, month == 0, day == 0 { return nil }
        var result = LocalDateTime(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        if b.count > 20, b[19] == UInt8(ascii: ".") {
            result.subsecond = subsecond(String(decoding: b[20...], as: UTF8.self))
        }
        return result
    }

    /// SubSecTime digits; trailing non-digits (some writers append a zone) end the value.
    static func subsecond(_ text: String) -> String? {
        let digits = text.utf8.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        guard !digits.isEmpty else { return nil }
        return String(decoding: digits.prefix(9), as: UTF8.self)
    }

    /// "+HH:MM" / "-HH:MM" (EXIF 2.31), also "+HHMM" and "Z", to seconds east of UTC.
    static func offset(_ text: String) -> Int? {
        let b = Array(text.utf8)
        if b == [UInt8(ascii: "Z")] { return 0 }
        guard b.count >= 5, b[0] == UInt8(ascii: "+") || b[0] == UInt8(ascii: "-") else { return nil }
        let minuteStart = b[3] == UInt8(ascii: ":") ? 4 : 3
        guard let hours = number(b, 1 ..< 3), let minutes = number(b, minuteStart ..< minuteStart + 2),
              minutes < 60, b.count == minuteStart + 2 else { return nil }
        let seconds = hours * 3600 + minutes * 60
        return b[0] == UInt8(ascii: "-") ? -seconds : seconds
    }

    /// GPSDateStamp "YYYY:MM:DD" + GPSTimeStamp h/m/s rationals (UTC). Nil unless the result is
    /// a real instant, because a made-up one would poison offset derivation.
    static func gpsInstant(date: String, time: [Double]) -> Date? {
        let b = Array(date.utf8)
        guard b.count >= 10, let year = number(b, 0 ..< 4), let month = number(b, 5 ..< 7),
              let day = number(b, 8 ..< 10), time.count == 3 else { return nil }
        let (h, m, s) = (time[0], time[1], time[2])
        // Fractional minutes occur (some loggers write 12/1 34.5/1 0/1); only the ranges matter.
        guard h.isFinite, m.isFinite, s.isFinite, h >= 0, h < 24, m >= 0, m < 60, s >= 0, s < 61 else { return nil }
        let local = LocalDateTime(year: year, month: month, day: day, hour: 0, minute: 0, second: 0)
        guard local.isCalendarValid, let midnight = local.date(offsetSeconds: 0) else { return nil }
        return midnight.addingTimeInterval(h * 3600 + m * 60 + s)
    }
}
