/// ICAO 9303 Part 3 §4.9: a check digit is the sum of the character values (0–9 as themselves,
/// A–Z as 10–35, the filler `<` as 0) weighted 7, 3, 1, 7, 3, 1, … taken modulo 10.
public enum MRZCheckDigit {
    /// The value of one MRZ character, or nil for a character the MRZ cannot hold.
    public static func value(of character: UInt8) -> Int? {
        switch character {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(character - UInt8(ascii: "0"))
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return Int(character - UInt8(ascii: "A")) + 10
        case UInt8(ascii: "<"): return 0
        default: return nil
        }
    }

    /// The check digit over `characters`, or nil when one of them is not an MRZ character.
    public static func compute<C: Collection>(_ characters: C) -> Int? where C.Element == UInt8 {
        let weights = [7, 3, 1]
        var sum = 0
        for (offset, character) in characters.enumerated() {
            guard let value = value(of: character) else { return nil }
            sum += value * weights[offset % 3]
        }
        return sum % 10
    }

    /// The check digit of `text`, nil when it holds a character the MRZ cannot.
    ///
    /// ```swift
    /// MRZCheckDigit.compute("L898902C3")   // 6
    /// ```
    public static func compute(_ text: String) -> Int? { compute(Array(text.utf8)) }

    /// Whether `digit` (a character of the MRZ) is the check digit of `characters`. A filler in
    /// the check position counts as 0, which ICAO allows for an optional field left empty.
    public static func agrees<C: Collection>(_ characters: C, digit: UInt8) -> Bool where C.Element == UInt8 {
        guard let expected = compute(characters) else { return false }
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(digit - UInt8(ascii: "0")) == expected
        case UInt8(ascii: "<"): return expected == 0 && characters.allSatisfy { $0 == UInt8(ascii: "<") }
        default: return false
        }
    }
}
