/// The Double nearest a short decimal number, without making a String: what `Double(String)`
/// (the C library's correctly rounded `strtod`) gives for the same digits, or nil where this
/// shortcut cannot be sure and the caller must ask `Double(String)`.
///
/// Batch input holds millions of coordinates like "48.898532014069005": 16–17 significant digits,
/// too many for the classic exact shortcut (a significand below 2^53 times an exact power of ten).
/// `strtod` then takes its slow multi-precision path for every number. Here the
/// digits (up to 19, so below 2^64) and a power of ten up to 10^27 are exact in the x87
/// 80-bit format (64-bit significand), so one multiplication or division rounds the exact value
/// once, to within half a unit of its last bit. Rounding that to 53 bits gives the correctly
/// rounded Double unless the 80-bit result lies exactly on a Double halfway point, where the
/// exact value may lie on either side of it: then, and for subnormal or out-of-range results,
/// this answers nil. A test compares it with `Double(String)` on millions of strings.
///
/// ```swift
/// let latitude = DecimalToDouble.value(negative: false, significand: 48_898_532_014_069_005, exponent: -15)
///     ?? Double("48.898532014069005")!   // the same Double either way
/// ```
public enum DecimalToDouble {
    /// The most significant digits the significand may hold (10^19 − 1 < 2^64).
    public static let maximumDigits = 19

    #if arch(x86_64) && !os(Windows)
    /// 10^0 … 10^27, each exact: 10^27 = 2^27 × 5^27 and 5^27 < 2^64. Written out, the table
    /// is laid down by the compiler: no lazy initialisation is checked on every call.
    private static let powersOfTen: [Float80] = [
        1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13,
        1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22, 1e23, 1e24, 1e25, 1e26, 1e27,
    ]
    #endif

    /// ±`significand` × 10^`exponent`, correctly rounded; nil where the caller must take the slow path.
    @inline(__always)
    public static func value(negative: Bool, significand: UInt64, exponent: Int) -> Double? {
        if significand == 0 { return negative ? -0.0 : 0.0 }
        #if arch(x86_64) && !os(Windows)
        guard exponent >= -27, exponent <= 27 else { return nil }
        let exact = Float80(significand)
        let rounded = exponent < 0 ? exact / powersOfTen[-exponent] : exact * powersOfTen[exponent]
        // The 11 bits below a Double's last bit: 100…0 is a halfway point, undecidable here.
        guard rounded.significandBitPattern & 0x7FF != 0x400 else { return nil }
        let value = Double(rounded)
        guard value.isNormal else { return nil }
        return negative ? -value : value
        #else
        return nil
        #endif
    }
}
