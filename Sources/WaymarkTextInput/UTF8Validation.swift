import Foundation

/// Where a file stops being UTF-8, read as a stream in bounded memory: the first byte of the
/// first ill-formed sequence (RFC 3629: no overlong forms, no surrogates, nothing beyond
/// U+10FFFF, no sequence cut by the end of the file), and its line.
///
/// ```swift
/// if let bad = try UTF8Validation.firstInvalid(in: URL(fileURLWithPath: "cities.txt")) {
///     print("line \(bad.line), byte \(bad.offset): 0x\(String(bad.byte, radix: 16))")
/// }
/// ```
public enum UTF8Validation {
    /// The first ill-formed sequence of a file.
    public struct Invalid: Equatable, Sendable {
        /// Byte offset from the start of the file.
        public var offset: Int
        /// 1-based line number.
        public var line: Int
        /// The sequence's first byte (the one at `offset`).
        public var byte: UInt8
    }

    /// The first ill-formed sequence of the file at `url`, nil when the whole file is UTF-8.
    /// Reads 1 MiB at a time.
    /// - Throws: when the file cannot be opened or read.
    public static func firstInvalid(in url: URL) throws -> Invalid? {
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        var offset = 0, line = 1
        var need = 0, low: UInt8 = 0x80, high: UInt8 = 0xBF
        var start = (offset: 0, line: 1, byte: UInt8(0))
        while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            let found: Invalid? = chunk.withUnsafeBytes { raw in
                for b in raw.bindMemory(to: UInt8.self) {
                    defer { offset += 1 }
                    if need == 0 {
                        if b < 0x80 { if b == 10 { line += 1 }; continue }
                        start = (offset, line, b)
                        switch b {
                        case 0xC2...0xDF: need = 1; low = 0x80; high = 0xBF
                        case 0xE0: need = 2; low = 0xA0; high = 0xBF
                        case 0xE1...0xEC, 0xEE, 0xEF: need = 2; low = 0x80; high = 0xBF
                        case 0xED: need = 2; low = 0x80; high = 0x9F
                        case 0xF0: need = 3; low = 0x90; high = 0xBF
                        case 0xF1...0xF3: need = 3; low = 0x80; high = 0xBF
                        case 0xF4: need = 3; low = 0x80; high = 0x8F
                        default: return Invalid(offset: offset, line: line, byte: b)
                        }
                    } else {
                        guard (low...high).contains(b) else { return Invalid(offset: start.offset, line: start.line, byte: start.byte) }
                        need -= 1; low = 0x80; high = 0xBF
                    }
                }
                return nil
            }
            if let found { return found }
        }
        return need > 0 ? Invalid(offset: start.offset, line: start.line, byte: start.byte) : nil
    }
}
