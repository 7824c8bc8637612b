/// Turns text as typed, pasted or recognised into MRZ lines: upper case, spaces, tabs and other
/// white space removed, blank lines dropped, and one unbroken run of 90, 72 or 88 characters cut
/// into its lines. Any line end ends a line: LF, CR, CRLF (one grapheme in Swift, so lines are
/// cut on Unicode scalars, not Characters), and the Unicode ones (NEL, U+2028, U+2029, VT, FF).
/// Characters outside ASCII become `?` so each keeps one column and is reported, never dropped.
enum MRZText {
    static func lines(of text: String) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        var line: [UInt8] = []
        for scalar in text.unicodeScalars {
            if Self.endsLine(scalar) {
                if !line.isEmpty { lines.append(line) }
                line.removeAll(keepingCapacity: true)
                continue
            }
            if scalar.properties.isWhitespace { continue }
            guard scalar.isASCII else { line.append(UInt8(ascii: "?")); continue }
            let byte = UInt8(scalar.value)
            line.append((UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) ? byte - 32 : byte)
        }
        if !line.isEmpty { lines.append(line) }
        if lines.count == 1 {
            let run = lines[0]
            for (count, length) in [(3, 30), (2, 36), (2, 44)] where run.count == count * length {
                lines = (0..<count).map { Array(run[$0 * length..<($0 + 1) * length]) }
            }
        }
        return lines
    }

    /// The scalars Unicode counts as line or paragraph ends (Character.isNewline's set).
    private static func endsLine(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }
}
