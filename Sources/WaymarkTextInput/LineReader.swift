import Foundation

/// One line of text and its 1-based number in the input.
///
/// ```swift
/// let reader = try LineReader(path: "visits.txt")
/// while let line = try reader.next() { print(line.number, line.text) }
/// ```
public struct TextLine: Equatable {
    /// The line's number, counting every line of the input from 1.
    public var number: Int
    /// The line without its line end.
    public var text: String
}

/// Lines of a text input, streamed. Ends of line may be LF, CRLF or a lone CR (old Mac files),
/// mixed freely; the last line needs no end. A UTF-8 byte-order mark is skipped; UTF-16 input is
/// refused. A line with a NUL byte, invalid UTF-8 or more than `maximumLineBytes` is rejected by
/// number (`RejectedRecord`) and reading goes on with the next line; memory stays bounded
/// whatever the input (a 10 GB line is skipped, not held).
///
/// ```swift
/// let reader = try LineReader(path: "-")   // standard input
/// while true {
///     do {
///         guard let line = try reader.next() else { break }
///         print(line.text)
///     } catch let rejected as RejectedRecord {
///         print(rejected)   // "line 7: …"; reading goes on
///     }
/// }
/// ```
public final class LineReader {
    /// The longest line read (1 MiB); a longer one is rejected and skipped.
    public static let maximumLineBytes = 1 << 20
    /// The path, or "stdin": for messages.
    public var name: String { stream.name }
    /// The number of the last line returned or rejected.
    public private(set) var lineNumber = 0

    let stream: ByteStream
    /// A line ended with CR as the last buffered byte: an LF starting the next read completes it.
    private var pendingCR = false
    /// Position of the next LF in the buffer, or -1; no LF lies in `start..<lfClearUntil` otherwise.
    private var nextLF = -1
    private var lfClearUntil = 0

    /// Opens the file at `path`, or standard input for "-".
    /// - Throws: `InputFileError` when it cannot be read.
    public convenience init(path: String) throws { self.init(stream: try ByteStream(path: path)) }

    init(stream: ByteStream) {
        self.stream = stream
        stream.onShift = { [unowned self] shift in
            nextLF = nextLF >= shift ? nextLF - shift : -1
            lfClearUntil = max(0, lfClearUntil - shift)
        }
    }

    /// The next line, nil at the end. Throws `RejectedRecord` for a line that cannot be used (it
    /// is consumed: call again for the next) and `InputFileError` when the input fails.
    public func next() throws -> TextLine? {
        try withNextLine { bytes, number in TextLine(number: number, text: String(decoding: bytes, as: UTF8.self)) }
    }

    /// The next line as checked UTF-8 bytes (no NUL, valid, within the length cap; without its
    /// end of line) and its number, handed to `body` without making a String: the bytes are
    /// valid only during `body`. Nil at the end; throws as `next()` does.
    func withNextLine<T>(_ body: (UnsafeBufferPointer<UInt8>, Int) throws -> T) throws -> T? {
        if let (bytes, number) = nextPlainLine() { return try body(bytes, number) }
        let s = stream
        if pendingCR {
            pendingCR = false
            if s.start == s.end { try s.fill() }
            if s.start < s.end, s.storage[s.start] == 10 { s.start += 1 }
        }
        var spill: [UInt8] = []      // a line longer than what is buffered
        var length = 0               // its length so far, in bytes
        var started = false
        while true {
            if s.start == s.end {
                if try !s.fill() && s.start == s.end {
                    guard started else { return nil }   // end of input
                    return try finish(spill, nil, length, body)
                }
            }
            started = true
            let lf = findLF()
            let scanEnd = lf ?? s.end
            let cr = memchr(s.storage + s.start, 13, scanEnd - s.start).map { UnsafeMutablePointer($0.assumingMemoryBound(to: UInt8.self)) - s.storage }
            guard let terminator = cr ?? lf else {
                // No end of line buffered: keep what fits under the limit, drop the rest uncounted.
                let count = s.end - s.start
                if length < Self.maximumLineBytes { spill.append(contentsOf: UnsafeBufferPointer(start: s.storage + s.start, count: min(count, Self.maximumLineBytes + 1 - length))) }
                length += count
                s.start = s.end
                if length > Self.maximumLineBytes { length += s.skipHole() }   // skipped anyway: jump a sparse file's hole
                continue
            }
            let piece = UnsafeBufferPointer(start: s.storage + s.start, count: terminator - s.start)
            length += piece.count
            s.start = terminator + 1
            if s.storage[terminator] == 13 {
                if s.start < s.end { if s.storage[s.start] == 10 { s.start += 1 } } else { pendingCR = true }
            }
            return try finish(spill, piece, length, body)
        }
    }

    /// The next line when it is plain, as nearly every line is: buffered whole up to its LF (or
    /// CRLF), with no NUL, no CR and no byte above 0x7F before that. Such a line needs none of
    /// the checks and joins below: its bytes are handed out where they lie, valid until the next
    /// read. Nil, consuming nothing, for any other line (the general path decides).
    func nextPlainLine() -> (UnsafeBufferPointer<UInt8>, Int)? {
        let s = stream
        guard !pendingCR, let lf = findLF() else { return nil }
        var end = lf
        if end > s.start, s.storage[end - 1] == 13 { end -= 1 }
        let bytes = UnsafeBufferPointer(start: s.storage + s.start, count: end - s.start)
        guard Self.isPlainASCII(bytes) else { return nil }
        s.start = lf + 1
        lineNumber += 1
        return (bytes, lineNumber)
    }

    /// True when no byte is NUL, CR or above 0x7F, tested eight bytes at a time: a byte above
    /// 0x7F shows in its top bit; a zero byte in the classic `(w - 0x01…01) & ~w` (once no top
    /// bit is set, exactly when some byte is zero), and a CR as a zero byte of `w ^ 0x0D…0D`.
    static func isPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return true }
        let count = bytes.count
        guard count >= 8 else {
            for byte in bytes where byte == 0 || byte == 13 || byte >= 0x80 { return false }
            return true
        }
        let raw = UnsafeRawPointer(base)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let crs = ones &* 13
        var flags: UInt64 = 0
        func look(at offset: Int) {
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            let cr = word ^ crs
            flags |= word | ((word &- ones) & ~word) | ((cr &- ones) & ~cr)
        }
        var offset = 0
        while offset + 8 <= count { look(at: offset); offset += 8 }
        if offset < count { look(at: count - 8) }   // the last bytes, overlapping some seen already
        return flags & (ones &* 0x80) == 0
    }

    private func findLF() -> Int? {
        let s = stream
        if nextLF >= s.start { return nextLF }
        let from = max(s.start, lfClearUntil)
        if from < s.end, let p = memchr(s.storage + from, 10, s.end - from) {
            nextLF = UnsafeMutablePointer(p.assumingMemoryBound(to: UInt8.self)) - s.storage
            return nextLF
        }
        lfClearUntil = s.end
        nextLF = -1
        return nil
    }

    private func finish<T>(_ spill: [UInt8], _ piece: UnsafeBufferPointer<UInt8>?, _ length: Int,
                           _ body: (UnsafeBufferPointer<UInt8>, Int) throws -> T) throws -> T {
        lineNumber += 1
        guard length <= Self.maximumLineBytes else {
            throw RejectedRecord(line: lineNumber, reason: "the line is longer than \(Self.maximumLineBytes >> 20) MiB (\(length) bytes)")
        }
        if spill.isEmpty {
            let bytes = piece ?? UnsafeBufferPointer(start: nil, count: 0)
            try Self.check(bytes, line: lineNumber)
            return try body(bytes, lineNumber)
        }
        var bytes = spill
        if let piece { bytes.append(contentsOf: piece) }
        return try bytes.withUnsafeBufferPointer { joined in
            try Self.check(joined, line: lineNumber)
            return try body(joined, lineNumber)
        }
    }

    /// Refuses a line holding a NUL byte or invalid UTF-8. Lines of ASCII (nearly all) are
    /// checked byte by byte; only others are validated as UTF-8.
    static func check(_ bytes: UnsafeBufferPointer<UInt8>, line: Int) throws {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return }
        if memchr(base, 0, bytes.count) != nil {
            throw RejectedRecord(line: line, reason: "the line contains a NUL byte (binary data, or text that is not UTF-8)")
        }
        var high: UInt8 = 0
        for byte in bytes { high |= byte }
        if high >= 0x80, String(validating: bytes, as: UTF8.self) == nil {
            throw RejectedRecord(line: line, reason: "the line is not valid UTF-8; save the file as UTF-8")
        }
    }
}
