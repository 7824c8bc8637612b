import WaymarkGeo
import WaymarkTextInput
import WaymarkSamples

/// Every line `reader` gives, as "number:text", and each line it refuses as "REJECT number" (with
/// ": reason" when `reasons`), in order: what the line-reading tests compare.
func linesRead(by reader: LineReader, reasons: Bool = true) throws -> [String] {
    var out: [String] = []
    while true {
        do {
            guard let line = try reader.next() else { return out }
            out.append("\(line.number):\(line.text)")
        } catch let rejected as RejectedRecord {
            out.append("REJECT \(rejected.line)" + (reasons ? ": \(rejected.reason)" : ""))
        }
    }
}

/// The seeded generator the sample sets use, so a failing case is reproducible.
extension SeededGenerator {
    /// A value below `n` (by remainder: the tests need reproducible cases, not exact uniformity).
    mutating func below(_ n: UInt64) -> UInt64 { next() % n }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}
