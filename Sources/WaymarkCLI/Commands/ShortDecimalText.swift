/// Swift's own text for a Double (`description`: the shortest decimal that reads back as the same
/// value) for the numbers a batch writes most, coordinates and distances, without Swift's general
/// shortest-digits search, which is about 400 instructions a number and the largest cost of
/// writing a row after the names.
///
/// Why the shortcut is exact: when `m / 10^7` (m a whole number below 10^15) reads back as `v`,
/// that decimal has at most 15 significant digits, and two different decimals of at most 15
/// significant digits never read back as the same Double (DBL_DIG is 15). So no shorter decimal
/// reads back as `v`, nor another one as short: `m / 10^7` with its trailing zeros dropped is
/// the shortest, which is what `description` writes. Whether it reads back is decided exactly:
/// `Double(m)` and `10^7` are exact, and IEEE division rounds their quotient correctly.
/// Between 1e-4 and 10^8 `description` uses plain decimal notation with at least one digit after
/// the point; outside that range, or with more than seven decimals, `append` declines and the
/// caller writes `description`.
enum ShortDecimalText {
    private static let scale = 10_000_000.0
    private static let decimals = 7

    /// Appends `description`'s text of `value` and returns true, or appends nothing and returns false.
    @inline(__always)
    static func append(_ value: Double, to buffer: inout [UInt8]) -> Bool {
        let magnitude = value.magnitude
        guard magnitude >= 0.0001, magnitude < 100_000_000 else { return false }
        let scaled = (magnitude * scale).rounded()
        guard scaled / scale == magnitude else { return false }
        var units = UInt64(scaled)
        // Digits right to left: the fraction without its trailing zeros (at least one digit),
        // the point, then the whole part (at least one digit).
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)    // 24 bytes of scratch, no allocation
        return withUnsafeMutableBytes(of: &digits) { scratch in
            var position = scratch.count
            var fraction = units % 10_000_000
            units /= 10_000_000
            var fractionDigits = decimals
            while fractionDigits > 1, fraction % 10 == 0 { fraction /= 10; fractionDigits -= 1 }
            for _ in 0..<fractionDigits {
                position -= 1; scratch[position] = UInt8(ascii: "0") + UInt8(fraction % 10); fraction /= 10
            }
            position -= 1; scratch[position] = UInt8(ascii: ".")
            repeat {
                position -= 1; scratch[position] = UInt8(ascii: "0") + UInt8(units % 10); units /= 10
            } while units > 0
            if value < 0 { position -= 1; scratch[position] = UInt8(ascii: "-") }
            buffer.append(contentsOf: UnsafeRawBufferPointer(rebasing: scratch[position...]))
            return true
        }
    }
}
