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

/// ```swift
/// let paris = try CoordinateParser.parse("48.8566", " 2.3522")   // Coordinate(48.8566, 2.3522)
/// try CoordinateParser.parse("0x10", "2")                        // throws: not decimal degrees
/// ```
public enum CoordinateParser {
    /// Says which of the two is wrong and why, with the text as given.
    public struct Invalid: Error, CustomStringConvertible { public var description: String }

    /// A coordinate is a plain decimal number (`plainNumber`'s grammar): hexadecimal (`0x10`,
    /// which `Double(String)` reads as 16), `inf`, `nan`, `1e400` and `+-1` are not coordinates.
    /// - Throws: `Invalid` for text that is not a plain decimal number, or beyond ±90 / ±180.
    public static func parse(_ latText: String, _ lonText: String) throws -> Coordinate {
        func decimal(_ text: String) -> Double? {
            var trimmed = String(text.trimmingWhitespace)
            return trimmed.withUTF8 { plainNumber($0, false) }
        }
        guard let lat = decimal(latText) else { throw Invalid(description: "latitude '\(latText)' is not a number in decimal degrees") }
        guard let lon = decimal(lonText) else { throw Invalid(description: "longitude '\(lonText)' is not a number in decimal degrees") }
        guard abs(lat) <= 90 else { throw Invalid(description: "latitude \(latText) is beyond ±90") }
        guard abs(lon) <= 180 else { throw Invalid(description: "longitude \(lonText) is beyond ±180") }
        return Coordinate(latitude: lat, longitude: lon)
    }

    /// The same from a batch row's bytes, with the comma as the decimal mark when `decimalComma`.
    /// A plain decimal number of ASCII digits (what nearly every row holds) is converted from its
    /// digits (`DecimalToDouble`), else from a String made in place; anything else takes the path
    /// above, for the same answer and message.
    public static func parse(_ latBytes: UnsafeBufferPointer<UInt8>, _ lonBytes: UnsafeBufferPointer<UInt8>, decimalComma: Bool) throws -> Coordinate {
        if let lat = plainNumber(latBytes, decimalComma), let lon = plainNumber(lonBytes, decimalComma), abs(lat) <= 90, abs(lon) <= 180 {
            return Coordinate(latitude: lat, longitude: lon)
        }
        func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
            let text = String(decoding: bytes, as: UTF8.self)
            return decimalComma ? String(text.map { $0 == "," ? "." : $0 }) : text
        }
        return try parse(text(latBytes), text(lonBytes))
    }

    /// How many of the eight bytes in `word` (the first in the lowest byte, as loaded on a
    /// little-endian machine) are ASCII digits before the first that is not: 0…8. A byte is a
    /// digit when neither adding 0x46 nor subtracting 0x30 sets its top bit; the lowest byte that
    /// is not a digit shows so, as no carry or borrow reaches it from the digits below (those
    /// above it may show anything, and are not looked at).
    @inline(__always)
    static func leadingDigitCount(_ word: UInt64) -> Int {
        let notDigits = ((word &+ 0x4646_4646_4646_4646) | (word &- 0x3030_3030_3030_3030)) & 0x8080_8080_8080_8080
        return notDigits.trailingZeroBitCount &>> 3
    }

    /// The number that the eight ASCII digits in `word` spell, the first in the lowest byte
    /// (unchecked: `leadingDigitCount` is 8). Gathered by pairs, fours and eights, three
    /// multiplications in all (as fast_float does).
    @inline(__always)
    static func digitValue(_ word: UInt64) -> UInt64 {
        var value = word & 0x0F0F_0F0F_0F0F_0F0F
        value = (value &* 2561) >> 8
        value = ((value & 0x00FF_00FF_00FF_00FF) &* 6_553_601) >> 16
        return ((value & 0x0000_FFFF_0000_FFFF) &* 42_949_672_960_001) >> 32
    }

    /// The number the first `count` (1…7) bytes of `word` spell, when `leadingDigitCount(word)`
    /// is at least `count`: they move to the top of the word, with '0's below them.
    @inline(__always)
    static func leadingDigits(_ word: UInt64, count: Int) -> UInt64 {
        let shift = UInt64(truncatingIfNeeded: 64 &- 8 &* count)                 // 8…56
        return digitValue((word &<< shift) | (0x3030_3030_3030_3030 &>> (64 &- shift)))
    }

    /// 10^0 … 10^7: the scale of a run of fewer than eight digits.
    private static let smallPowersOfTen: [UInt64] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000]

    /// Appends the run of digits at `p` to `significand` and moves `p` past it; its length.
    /// Eight bytes are looked at a time: while eight remain, the next eight (a coordinate's
    /// fraction has 14–16 digits), then the field's last eight (from `fieldStart` on), shifted
    /// so that the bytes not yet read come first (the zero bytes shifted in above them are not
    /// digits). The run ends at the first byte that is not a digit. Only a field shorter than
    /// eight bytes is read byte by byte. A static function, not one nested in `plainNumber`:
    /// a nested one that changes the caller's variables was compiled out of line, reaching
    /// them through memory.
    @inline(__always)
    static func digitRun(at p: inout UnsafePointer<UInt8>, end: UnsafePointer<UInt8>, fieldStart: UnsafePointer<UInt8>, into significand: inout UInt64) -> Int {
        let from = p
        var word: UInt64 = 0, count = 0
        while true {
            if end - p >= 8 {
                word = UInt64(littleEndian: UnsafeRawPointer(p).loadUnaligned(as: UInt64.self))
                count = leadingDigitCount(word)
                if count == 8 {
                    significand = significand &* 100_000_000 &+ digitValue(word)
                    p += 8
                    continue
                }
            } else if p < end, end - fieldStart >= 8 {
                let last = UInt64(littleEndian: UnsafeRawPointer(end - 8).loadUnaligned(as: UInt64.self))
                word = last &>> UInt64(truncatingIfNeeded: 64 &- 8 &* (end - p))
                count = leadingDigitCount(word)
            } else {
                while p < end {
                    let digit = p.pointee &- 48
                    guard digit < 10 else { break }
                    significand = significand &* 10 &+ UInt64(digit)
                    p += 1
                }
                return p - from
            }
            // The first `count` (0…7) digits of `word` end the run.
            if count > 0 {
                significand = significand &* smallPowersOfTen[count] &+ leadingDigits(word, count: count)
                p += count
            }
            return p - from
        }
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
        /// Skips the zeros at `p` (before the first other digit: not significant); how many.
        func zeroRun() -> Int {
            let from = p
            while p < end, p.pointee == UInt8(ascii: "0") { p += 1 }
            return p - from
        }
        var digits = zeroRun()
        var significant = Self.digitRun(at: &p, end: end, fieldStart: base, into: &significand)
        digits += significant
        var exponent = 0
        var mark: UnsafePointer<UInt8>?
        if p < end, p.pointee == (decimalComma ? UInt8(ascii: ",") : UInt8(ascii: ".")) {
            mark = p
            p += 1
            let zeros = significant == 0 ? zeroRun() : 0
            let more = Self.digitRun(at: &p, end: end, fieldStart: base, into: &significand)
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
