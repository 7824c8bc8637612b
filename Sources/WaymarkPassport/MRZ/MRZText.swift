/// Turns text as typed or recognised into MRZ lines: upper case, spaces and tabs removed, blank
/// lines dropped, and one unbroken run of 90, 72 or 88 characters cut into its lines. Characters
/// outside ASCII become `?` so each keeps one column and is reported, never dropped.
enum MRZText {
    static func lines(of text: String) -> [[UInt8]] {
        var lines = text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).map { line -> [UInt8] in
            line.unicodeScalars.compactMap { scalar -> UInt8? in
                if scalar == " " || scalar == "\t" { return nil }
                guard scalar.isASCII else { return UInt8(ascii: "?") }
                let byte = UInt8(scalar.value)
                return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) ? byte - 32 : byte
            }
        }.filter { !$0.isEmpty }
        if lines.count == 1 {
            let run = lines[0]
            for (count, length) in [(3, 30), (2, 36), (2, 44)] where run.count == count * length {
                lines = (0..<count).map { Array(run[$0 * length..<($0 + 1) * length]) }
            }
        }
        return lines
    }
}
