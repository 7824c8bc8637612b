/// Swift's own text for a Double (`description`) for the magnitudes a batch writes, coordinates
/// and distances (1e-4 <= |x| < 1e15, and zero), without `description`'s general search
/// (`_Float64ToASCII`) and the String it makes for every number.
///
/// `description` writes the decimal with the fewest significant digits that reads back as the
/// value (that lies strictly inside its rounding interval); among several such, the one closest
/// to the value, the even last digit on an exact tie (documented in the standard library's
/// FloatingPointToString.swift). Between 1e-4 and 1e15 it writes plain notation with at least
/// one digit after the point ("45.0", "0.0001").
///
/// Here the interval is computed exactly, without tables of rounded powers of ten: for such a
/// value v = m × 2^e, the scale 10^q that brings v between 10^16 and 2 × 10^17 has q <= 21,
/// so 5^q < 2^49 and v × 10^q = 4m × 5^q / 2^s (s > 0) is a 128-bit integer over a power of
/// two; so are the interval's ends, half a unit in the last place away (a quarter below a power
/// of two, whose lower neighbour is closer). At that scale the interval is more than one unit
/// wide, so it holds a whole number; dropping the last digit of both ends while a multiple of
/// the next power of ten still fits between them finds the fewest digits, and rounding v at that
/// digit (clamped into the interval) finds the closest. The ends themselves never count: in
/// this range they have at least 19 significant digits (their last bit is 2^(p-53) for
/// 2^p <= v, p <= 49), more than any candidate here.
/// Outside the range `append` declines and the caller writes `description`.
enum ShortestDecimalText {
    /// 5^0 … 5^21, each below 2^49 and exact. Values across the range use every q from 2 to 21,
    /// so the tests, which compare with `description` over the whole range, would meet a wrong one.
    private static let powersOfFive: [UInt64] = [
        1, 5, 25, 125, 625, 3_125, 15_625, 78_125, 390_625, 1_953_125, 9_765_625, 48_828_125,
        244_140_625, 1_220_703_125, 6_103_515_625, 30_517_578_125, 152_587_890_625,
        762_939_453_125, 3_814_697_265_625, 19_073_486_328_125, 95_367_431_640_625,
        476_837_158_203_125,
    ]

    /// The room `write` needs at its pointer: the text is at most 25 bytes, and up to 32 are stored.
    static var maximumLength: Int { 32 }

    /// Writes `description`'s text of `value` at `out`, which has room for `maximumLength`
    /// bytes, and returns its length; or returns 0, having written nothing, outside the range.
    @inline(__always)
    static func write(_ value: Double, to out: UnsafeMutablePointer<UInt8>) -> Int {
        let magnitude = value.magnitude
        guard magnitude >= 0.0001, magnitude < 1e15 else {
            guard value == 0 else { return 0 }
            let negative = value.sign == .minus
            if negative { out[0] = UInt8(ascii: "-") }
            let at = negative ? 1 : 0
            out[at] = UInt8(ascii: "0"); out[at + 1] = UInt8(ascii: "."); out[at + 2] = UInt8(ascii: "0")
            return at + 3
        }
        let (digits, exponent) = sevenDecimals(magnitude) ?? shortest(magnitude)
        return write(digits, exponent: exponent, negative: value < 0, to: out)
    }

    /// Appends `description`'s text of `value` and returns true, or appends nothing and returns false.
    static func append(_ value: Double, to buffer: inout [UInt8]) -> Bool {
        var text: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        let count = withUnsafeMutableBytes(of: &text) { write(value, to: $0.baseAddress!.assumingMemoryBound(to: UInt8.self)) }
        withUnsafeBytes(of: &text) { buffer.append(contentsOf: $0.prefix(count)) }
        return count > 0
    }

    /// The answer for the commonest short values, cheap to rule out otherwise:
    /// when `m / 10^7` (m a whole number below 10^15) reads back as `magnitude`, that decimal has
    /// at most 15 significant digits, and two different decimals of at most 15 significant digits
    /// never read back as the same Double (DBL_DIG is 15), so it is the only shortest one.
    /// Whether it reads back is decided exactly: `Double(m)` and 10^7 are exact, and IEEE
    /// division rounds their quotient correctly.
    @inline(__always)
    static func sevenDecimals(_ magnitude: Double) -> (digits: UInt64, exponent: Int)? {
        guard magnitude < 1e8 else { return nil }
        // The nearest whole number (magnitude × 10^7 is within 0.25 of m), by a truncating
        // conversion rather than a call of the C library's `round`.
        var digits = UInt64(truncatingIfNeeded: Int64(magnitude * 1e7 + 0.5))
        guard Double(digits) / 1e7 == magnitude else { return nil }
        var exponent = -7
        while exponent < 0, digits % 10 == 0 { digits /= 10; exponent &+= 1 }
        return (digits, exponent)
    }

    /// The decimal `digits` × 10^`exponent` that `description` writes for `magnitude`
    /// (1e-4 <= magnitude < 1e15); `digits` has no trailing zero.
    @inline(__always)
    static func shortest(_ magnitude: Double) -> (digits: UInt64, exponent: Int) {
        let bits = magnitude.bitPattern
        let p = Int(truncatingIfNeeded: bits >> 52) &- 1023              // 2^p <= magnitude < 2^(p+1)
        let fraction = bits & ((1 << 52) &- 1)
        let fourM = (fraction | (1 << 52)) << 2                          // magnitude = 4m × 2^(p-54)
        let q = 16 &- ((p &* 78_913) >> 18)                              // 16 - floor(p × log10 2)
        let five = powersOfFive[q]
        let s = UInt64(truncatingIfNeeded: 54 &- p &- q)                 // 3...47
        // magnitude × 10^q = exact / 2^s; the interval's ends are exact ± halfGap / 2^s.
        let exact = five.multipliedFullWidth(by: fourM)
        let halfGapUp = five << 1
        let halfGapDown = fraction == 0 ? five : halfGapUp
        let (upLow, carry) = exact.low.addingReportingOverflow(halfGapUp)
        let (downLow, borrow) = exact.low.subtractingReportingOverflow(halfGapDown)
        // Masking shifts (s is 3...47): Swift's `<<` would also test for shifts of 64 or more.
        @inline(__always) func whole(_ high: UInt64, _ low: UInt64) -> UInt64 { (high &<< (64 &- s)) | (low &>> s) }
        var upper = whole(exact.high &+ (carry ? 1 : 0), upLow)            // floor of the upper end
        var lower = whole(exact.high &- (borrow ? 1 : 0), downLow)         // floor of the lower end
        var digits = whole(exact.high, exact.low)
        let below = exact.low & ((1 &<< s) &- 1)                           // v's bits below the unit
        let half: UInt64 = 1 &<< (s &- 1)
        // Fewest digits: drop one while a multiple of ten more stays strictly inside.
        var dropped = 0
        var lastDropped: UInt64 = 0
        var stickyBelow = below != 0
        while upper / 10 > lower / 10 {
            upper /= 10
            lower /= 10
            stickyBelow = stickyBelow || lastDropped != 0
            lastDropped = digits % 10
            digits /= 10
            dropped &+= 1
        }
        // Closest: round v at the last kept digit, halves to even …
        let roundUp: Bool
        if dropped == 0 {
            roundUp = below > half || (below == half && digits & 1 == 1)
        } else {
            roundUp = lastDropped > 5 || (lastDropped == 5 && (stickyBelow || digits & 1 == 1))
        }
        if roundUp { digits &+= 1 }
        // … among the candidates strictly inside, lower + 1 ... upper.
        if digits > upper { digits = upper } else if digits <= lower { digits = lower &+ 1 }
        return (digits, dropped &- q)
    }

    /// Writes `digits` × 10^`exponent` (below 10^15) in plain notation, with at least one digit
    /// on each side of the point, at `out` (room for `maximumLength` bytes), and returns its length.
    @inline(__always)
    static func write(_ digits: UInt64, exponent: Int, negative: Bool, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        var number = digits
        var exponent = exponent
        while exponent > 0 { number &*= 10; exponent &-= 1 }             // a whole number
        let fractionDigits = -exponent                                    // 0...21
        let count = digitCount(number)
        // 64 bytes on the stack: the digits, zero-padded to 24, at 8..<32, eight at a time, and
        // room after them for the fixed 32-byte copy below from any `start` (8...30).
        var scratch: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
        return withUnsafeMutableBytes(of: &scratch) { out in
            let low = number % 100_000_000
            let high = number / 100_000_000
            // Below 10^16 (most coordinates) the first eight are zeros: no need to work them out.
            let top = high < 100_000_000 ? 0x3030_3030_3030_3030 : eightDigits(high / 100_000_000)
            out.storeBytes(of: top, toByteOffset: 8, as: UInt64.self)
            out.storeBytes(of: eightDigits(high % 100_000_000), toByteOffset: 16, as: UInt64.self)
            out.storeBytes(of: eightDigits(low), toByteOffset: 24, as: UInt64.self)
            // The whole part (at least "0", from the padding) moves one byte left for the point.
            let wholeEnd = 32 &- fractionDigits
            let wholeStart = 32 &- Swift.max(count, fractionDigits &+ 1)
            for index in wholeStart..<wholeEnd { out[index &- 1] = out[index] }
            out[wholeEnd &- 1] = UInt8(ascii: ".")
            var end = 32
            if fractionDigits == 0 { out[32] = UInt8(ascii: "0"); end = 33 }
            var start = wholeStart &- 1
            if negative { start &-= 1; out[start] = UInt8(ascii: "-") }
            // A fixed 32 bytes, whatever the length: one pair of vector moves rather than a call of
            // memcpy. The text is at most 25 bytes from `start`, which is 8...30 (the number has
            // at most 18 digits, the fraction at most 21), so the 32 read stay inside the 64 of
            // `scratch` (with 40, a `start` above 8 read past it).
            UnsafeMutableRawPointer(destination).copyMemory(from: out.baseAddress! + start, byteCount: 32)
            return end &- start
        }
    }

    /// How many decimal digits `number` has (one for zero): from its bit length, about
    /// log10(2) × bits (1233 / 4096), one fewer than that or exactly it.
    @inline(__always)
    static func digitCount(_ number: UInt64) -> Int {
        var count = ((64 &- number.leadingZeroBitCount) &* 1_233) >> 12
        if count < powersOfTen.count, number >= powersOfTen[count] { count &+= 1 }
        return Swift.max(count, 1)
    }

    /// 10^0 … 10^19.
    private static let powersOfTen: [UInt64] = [
        1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000,
        10_000_000_000, 100_000_000_000, 1_000_000_000_000, 10_000_000_000_000, 100_000_000_000_000,
        1_000_000_000_000_000, 10_000_000_000_000_000, 100_000_000_000_000_000,
        1_000_000_000_000_000_000, 10_000_000_000_000_000_000,
    ]

    /// The eight ASCII digits of `number` (below 10^8, zero-padded), first digit in the lowest
    /// byte, so that one little-endian store writes them in order. Each step splits every lane
    /// in two by an exact multiply-shift division: 8 digits into 4 + 4 (32-bit lanes), into
    /// 2 + 2 (16-bit lanes, y / 100 = y × 5243 >> 19 for y < 10^4), into 1 + 1 (bytes,
    /// z / 10 = z × 103 >> 10 for z < 100); no product reaches the next lane.
    @inline(__always)
    static func eightDigits(_ number: UInt64) -> UInt64 {
        let fours = (number / 10_000) | ((number % 10_000) << 32)
        let hundreds = ((fours &* 5_243) >> 19) & 0x0000_007F_0000_007F
        let pairs = hundreds | ((fours &- hundreds &* 100) << 16)
        let tens = ((pairs &* 103) >> 10) & 0x000F_000F_000F_000F
        let digits = tens | ((pairs &- tens &* 10) << 8)
        return digits | 0x3030_3030_3030_3030
    }
}
