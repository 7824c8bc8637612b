import WaymarkGeo
import WaymarkTextInput

/// Reads and checks a latitude/longitude pair.
extension StringProtocol {
    /// Without leading and trailing whitespace, in plain Swift: batch input trims every field of
    /// every row, and Foundation's trimming bridges each string to do it.
    var trimmingWhitespace: SubSequence {
        var start = startIndex, end = endIndex
        while start < end, self[start].isWhitespace { start = index(after: start) }
        while end > start, self[index(before: end)].isWhitespace { end = index(before: end) }
        return self[start..<end]
    }
}

enum CoordinateParser {
    struct Invalid: Error, CustomStringConvertible { var description: String }

    static func parse(_ latText: String, _ lonText: String) throws -> Coordinate {
        let lat = Double(latText.trimmingWhitespace), lon = Double(lonText.trimmingWhitespace)
        guard let lat, lat.isFinite else { throw Invalid(description: "latitude '\(latText)' is not a number") }
        guard let lon, lon.isFinite else { throw Invalid(description: "longitude '\(lonText)' is not a number") }
        guard abs(lat) <= 90 else { throw Invalid(description: "latitude \(latText) is beyond ±90") }
        guard abs(lon) <= 180 else { throw Invalid(description: "longitude \(lonText) is beyond ±180") }
        return Coordinate(latitude: lat, longitude: lon)
    }

    /// The same from a batch row's bytes, with the comma as the decimal mark when `decimalComma`.
    /// A plain decimal number of ASCII digits (what nearly every row holds) is converted from its
    /// digits (`DecimalToDouble`), else from a String made in place; anything else takes the path
    /// above, for the same answer and message.
    static func parse(_ latBytes: UnsafeBufferPointer<UInt8>, _ lonBytes: UnsafeBufferPointer<UInt8>, decimalComma: Bool) throws -> Coordinate {
        if let lat = plainNumber(latBytes, decimalComma), let lon = plainNumber(lonBytes, decimalComma), abs(lat) <= 90, abs(lon) <= 180 {
            return Coordinate(latitude: lat, longitude: lon)
        }
        func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
            let text = String(decoding: bytes, as: UTF8.self)
            return decimalComma ? String(text.map { $0 == "," ? "." : $0 }) : text
        }
        return try parse(text(latBytes), text(lonBytes))
    }

    /// The number eight ASCII digits spell, the first in the lowest byte of `word` (as loaded on
    /// a little-endian machine); nil unless all eight are digits. A byte is a digit when neither
    /// adding 0x46 nor subtracting 0x30 sets its top bit; the lowest byte that is not a digit
    /// shows so, as no carry or borrow reaches it from the digits below. The value is then
    /// gathered by pairs, fours and eights, three multiplications in all (as fast_float does).
    @inline(__always)
    static func eightDigits(_ word: UInt64) -> UInt64? {
        let littleEndian = UInt64(littleEndian: word)
        guard ((littleEndian &+ 0x4646_4646_4646_4646) | (littleEndian &- 0x3030_3030_3030_3030)) & 0x8080_8080_8080_8080 == 0 else { return nil }
        var value = littleEndian & 0x0F0F_0F0F_0F0F_0F0F
        value = (value &* 2561) >> 8
        value = ((value & 0x00FF_00FF_00FF_00FF) &* 6_553_601) >> 16
        return ((value & 0x0000_FFFF_0000_FFFF) &* 42_949_672_960_001) >> 32
    }

    /// The same for four digits, in a 32-bit word: pairs, then the four.
    @inline(__always)
    static func fourDigits(_ word: UInt32) -> UInt64? {
        let littleEndian = UInt32(littleEndian: word)
        guard ((littleEndian &+ 0x4646_4646) | (littleEndian &- 0x3030_3030)) & 0x8080_8080 == 0 else { return nil }
        var value = UInt64(littleEndian & 0x0F0F_0F0F)
        value = (value &* 2561) >> 8
        return (((value & 0x00FF_00FF) &* 6_553_601) >> 16) & 0xFFFF
    }

    /// `[spaces] [+|-] digits [. digits] [(e|E) [+|-] digits] [spaces]` as a finite Double, else nil.
    ///
    /// One pass over the bytes, each run of digits a tight loop: a batch parses two numbers a
    /// row, millions of times. The digits are gathered as an integer and a power of ten for
    /// `DecimalToDouble`; leading zeros (before the first other digit, in the integer part or
    /// the fraction) are not significant, and past `DecimalToDouble.maximumDigits` significant
    /// digits the integer is not used, so it may wrap there.
    static func plainNumber(_ bytes: UnsafeBufferPointer<UInt8>, _ decimalComma: Bool) -> Double? {
        guard let base = bytes.baseAddress else { return nil }
        var start = base, end = base + bytes.count
        func isSpace(_ byte: UInt8) -> Bool { byte == 32 || byte &- 9 < 5 }   // space, or \t \n \v \f \r
        while start < end, isSpace(start.pointee) { start += 1 }
        while end > start, isSpace(end[-1]) { end -= 1 }
        var p = start
        let negative = p < end && p.pointee == UInt8(ascii: "-")
        if p < end, p.pointee == UInt8(ascii: "-") || p.pointee == UInt8(ascii: "+") { p += 1 }
        var significand: UInt64 = 0
        /// Appends the run of digits at `p` to `significand`; its length. Eight digits at a time
        /// while eight bytes remain (a coordinate's fraction has 14–16 digits), then four, then
        /// one by one.
        func digitRun() -> Int {
            let from = p
            while end - p >= 8 {
                let word = UnsafeRawPointer(p).loadUnaligned(as: UInt64.self)
                guard let eight = eightDigits(word) else { break }
                significand = significand &* 100_000_000 &+ eight
                p += 8
            }
            if end - p >= 4, let four = fourDigits(UnsafeRawPointer(p).loadUnaligned(as: UInt32.self)) {
                significand = significand &* 10_000 &+ four
                p += 4
            }
            while p < end {
                let digit = p.pointee &- 48
                guard digit < 10 else { break }
                significand = significand &* 10 &+ UInt64(digit)
                p += 1
            }
            return p - from
        }
        /// Skips the zeros at `p` (before the first other digit: not significant); how many.
        func zeroRun() -> Int {
            let from = p
            while p < end, p.pointee == UInt8(ascii: "0") { p += 1 }
            return p - from
        }
        var digits = zeroRun()
        var significant = digitRun()
        digits += significant
        var exponent = 0
        var mark: UnsafePointer<UInt8>?
        if p < end, p.pointee == (decimalComma ? UInt8(ascii: ",") : UInt8(ascii: ".")) {
            mark = p
            p += 1
            let zeros = significant == 0 ? zeroRun() : 0
            let more = digitRun()
            significant += more
            exponent = -(zeros + more)
            digits += zeros + more
        }
        guard digits > 0 else { return nil }
        if p < end, p.pointee | 0x20 == UInt8(ascii: "e") {
            p += 1
            let negativeExponent = p < end && p.pointee == UInt8(ascii: "-")
            if p < end, p.pointee == UInt8(ascii: "-") || p.pointee == UInt8(ascii: "+") { p += 1 }
            let from = p
            var written = 0
            while p < end {
                let digit = p.pointee &- 48
                guard digit < 10 else { break }
                written = min(written * 10 + Int(digit), 1_000_000)
                p += 1
            }
            guard p > from else { return nil }
            exponent += negativeExponent ? -written : written
        }
        guard p == end else { return nil }
        if significant <= DecimalToDouble.maximumDigits, let value = DecimalToDouble.value(negative: negative, significand: significand, exponent: exponent) {
            return value
        }
        // More digits than the shortcut takes, or a value it cannot decide: `strtod` decides.
        let count = end - start
        let text = String(unsafeUninitializedCapacity: count) { out in
            for offset in 0..<count { out[offset] = start + offset == mark ? UInt8(ascii: ".") : start[offset] }
            return count
        }
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }
}
