import Foundation

/// The one JSON tokenizer, of our own: it reads the file in 4 MB pieces (through `ByteStream`,
/// the one sequential reader), so memory stays flat however large the file, and hands out tokens whose bytes stay valid until the next call.
/// It checks the grammar as it goes, knows the JSON path of the token in hand (for error
/// messages), and reports where a truncated or malformed file stopped. No value is built unless
/// the caller asks for one (`JSONValue.read`). A key met twice in one object is noted
/// (`duplicateKey`) for the reader to refuse the record: no reader picks one of the two values.
/// Shared by the Google location-history reader, `import atlas`'s check, the JSON records of
/// `RecordReader` (`JSONValue.parse`) and the gazetteer build's JSON sources.
///
/// ```swift
/// let scanner = JSONScanner(data: Data(#"{"name": "Oslo", "population": 709000}"#.utf8))
/// var token = try scanner.next()
/// while token != .end {
///     if token == .number { print(scanner.path, scanner.integer ?? 0) }   // $.population 709000
///     token = try scanner.next()
/// }
/// ```
public final class JSONScanner {
    /// What `next()` read. A key, string or number's bytes are the scanner's `bytes` until the
    /// next call.
    public enum Token: Equatable {
        /// `{`, `}`, `[` and `]`.
        case beginObject, endObject, beginArray, endArray
        /// An object's key, a string value, a number, and the three literals.
        case key, string, number, `true`, `false`, null
        /// The top-level value is complete (or the input is empty).
        case end
    }

    /// A file that is not JSON, or stops in the middle of it: where, and what was expected.
    public struct Failure: Error, CustomStringConvertible {
        /// The byte offset in the file where the scanner stopped.
        public var offset: Int
        /// The JSON path of the value in hand there: `$.locations[12].timestamp`.
        public var path: String
        /// What was wrong: "expected ':'", "the JSON stops in the middle (truncated file)".
        public var message: String
        /// A failure at `offset` and `path`.
        public init(offset: Int, path: String, message: String) { self.offset = offset; self.path = path; self.message = message }
        /// "message at byte N (path)".
        public var description: String { "\(message) at byte \(offset) (\(path))" }
    }

    private enum State: UInt8 {
        case value            // expecting a value (top level, after ':' or ',' in an array)
        case arrayStart       // after '[': a value or ']'
        case arrayNext        // after a value in an array: ',' or ']'
        case objectStart      // after '{': a key or '}'
        case objectKey        // after ',' in an object: a key
        case objectColon      // after a key: ':'
        case objectNext       // after a value in an object: ',' or '}'
        case done             // after the top-level value
    }

    private struct Frame {
        var isArray: Bool
        var index: Int
        var key: [UInt8]
        /// Hashes of the keys met so far in this object (a set once there are many).
        var keyHashes: [UInt64] = []
        var manyKeyHashes: Set<UInt64> = []
    }

    /// The file read; nil for a scanner over bytes in memory, which owns `buffer`.
    private let stream: ByteStream?
    /// `stream`'s buffer (or the bytes in memory), read here without going through the stream.
    private var buffer: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var position = 0
    private var limit = 0
    private var atEOF = false
    /// Absolute file offset of buffer[0].
    private var base = 0
    private var state = State.value
    /// Open containers, outermost first. Frames above `depth` are kept for reuse, so opening
    /// a record's object costs no allocation for its key buffer.
    private var frames: [Frame] = []
    /// The number of objects and arrays open at the scanner's position (0 outside the top-level
    /// value).
    public private(set) var depth = 0
    private(set) var tokenStart = 0
    private(set) var tokenEnd = 0
    /// Whether the string or key in hand holds a backslash escape.
    public private(set) var tokenHasEscape = false
    /// The longest token (a string, a number) read from a file: memory stays within about twice it.
    public let maximumToken: Int
    /// The first key met twice in one object since `clearDuplicateKey()`: "'name' at $.path".
    public private(set) var duplicateKey: String?

    /// - Throws: `InputFileError` when the file cannot be read or is UTF-16 or UTF-32 text.
    public init(url: URL, chunk: Int = 4 << 20, maximumToken: Int = 64 << 20) throws {
        let stream = try ByteStream(path: url.path, capacity: max(4, min(chunk, maximumToken)))   // skips a byte-order mark
        self.stream = stream
        self.maximumToken = maximumToken
        buffer = stream.storage
        capacity = stream.capacity
        position = stream.start
        limit = stream.end
        atEOF = stream.atEOF
    }

    /// A scanner over bytes in memory (copied; a UTF-8 byte-order mark is skipped).
    public init(data: Data) {
        stream = nil
        maximumToken = max(1, data.count)
        capacity = max(1, data.count)
        buffer = .allocate(capacity: capacity)
        data.copyBytes(to: buffer, count: data.count)
        limit = data.count
        atEOF = true
        try? skipByteOrderMark()
    }

    deinit {
        if stream == nil { buffer.deallocate() }
    }

    private func skipByteOrderMark() throws {
        guard try ensure(3) else { return }
        if buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF { position = 3 }
    }

    /// Makes `count` bytes from `position` available; false at end of file.
    private func ensure(_ count: Int) throws -> Bool {
        while limit - position < count {
            if atEOF { return false }
            try refill(keepingFrom: position)
        }
        return true
    }

    /// Moves the bytes from `keep` to the front and reads more after them.
    private func refill(keepingFrom keep: Int) throws {
        guard let stream else { atEOF = true; return }
        if keep == 0 && limit == capacity {
            guard capacity < maximumToken else {
                throw Failure(offset: base, path: path, message: "a JSON token longer than \(Self.describe(bytes: maximumToken))")
            }
            stream.grow()
        }
        // The stream moves the bytes from `keep` to the front, then reads after them.
        stream.start = keep
        try stream.fill()
        base += keep
        position -= keep; tokenStart -= keep; tokenEnd -= keep
        buffer = stream.storage
        capacity = stream.capacity
        limit = stream.end
        atEOF = stream.atEOF
    }

    static func describe(bytes: Int) -> String { bytes >= 1 << 20 ? "\(bytes >> 20) MiB" : "\(bytes) bytes" }

    /// The absolute byte offset of the next unread byte.
    public var offset: Int { base + position }

    /// The JSON path of the value in hand: `$.locations[12].timestamp`.
    public var path: String {
        var text = "$"
        for frame in frames[0..<depth] {
            if frame.isArray { text += "[\(max(0, frame.index))]" } else if !frame.key.isEmpty {
                text += "." + String(decoding: frame.key, as: UTF8.self)
            }
        }
        return text
    }

    /// The raw bytes of the token in hand (a key or string without its quotes, a number).
    @inline(__always)
    public var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: buffer + tokenStart, count: tokenEnd - tokenStart) }

    /// The token in hand as text, with escapes decoded.
    public var text: String {
        guard tokenHasEscape else { return String(decoding: bytes, as: UTF8.self) }
        var quoted = Data([UInt8(ascii: "\"")]); quoted.append(contentsOf: bytes); quoted.append(UInt8(ascii: "\""))
        return (try? JSONDecoder().decode(String.self, from: quoted)) ?? String(decoding: bytes, as: UTF8.self)
    }

    /// Compares the token in hand with an ASCII name.
    @inline(__always)
    public func tokenIs(_ name: StaticString) -> Bool {
        let count = tokenEnd - tokenStart
        guard count == name.utf8CodeUnitCount else { return false }
        return memcmp(buffer + tokenStart, name.utf8Start, count) == 0
    }

    private func fail(_ message: String) -> Failure { Failure(offset: offset, path: path, message: message) }

    private func truncated() -> Failure { Failure(offset: offset, path: path, message: "the JSON stops in the middle (truncated file)") }

    @inline(__always)
    private func nextSignificantByte() throws -> UInt8? {
        while true {
            // Locals: the loop then runs on registers, not on the object's stored properties.
            var p = position
            let end = limit, bytes = buffer
            while p < end {
                let b = bytes[p]
                if b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 { p += 1; continue }
                position = p
                return b
            }
            position = p
            if atEOF { return nil }
            try refill(keepingFrom: position)
        }
    }

    /// Reads the next token, checking the grammar; `.end` once the top-level value is complete.
    /// - Throws: `Failure` where the text breaks the grammar or stops in the middle of a value.
    public func next() throws -> Token {
        guard let b = try nextSignificantByte() else {
            if state == .done || (state == .value && depth == 0 && base + position == 0) { return .end }
            throw truncated()
        }
        switch state {
        case .done:
            throw fail("unexpected data after the JSON value")
        case .objectColon:
            guard b == UInt8(ascii: ":") else { throw fail("expected ':'") }
            position += 1
            state = .value
            return try next()
        case .arrayNext, .objectNext:
            let isArray = state == .arrayNext
            if b == UInt8(ascii: ",") {
                position += 1
                state = isArray ? .value : .objectKey
                return try next()
            }
            if b == (isArray ? UInt8(ascii: "]") : UInt8(ascii: "}")) {
                position += 1
                return close(isArray)
            }
            throw fail(isArray ? "expected ',' or ']'" : "expected ',' or '}'")
        case .objectStart, .objectKey:
            if b == UInt8(ascii: "}") && state == .objectStart { position += 1; return close(false) }
            guard b == UInt8(ascii: "\"") else { throw fail("expected a key") }
            try scanString()
            // Keys are kept for the outer two levels only ("$.locations[12]"): copying every
            // key of every record would cost more than the rest of reading it.
            if depth <= 2 {
                let top = depth - 1
                frames[top].key.removeAll(keepingCapacity: true)
                frames[top].key.append(contentsOf: bytes)
            }
            noteKey()
            state = .objectColon
            return .key
        case .arrayStart:
            if b == UInt8(ascii: "]") { position += 1; return close(true) }
            return try value(b)
        case .value:
            return try value(b)
        }
    }

    /// Records the key in hand in its object, noting it when the object had it already. Keys
    /// are told apart by a 64-bit FNV-1a hash of their decoded bytes (no copy of each key).
    @inline(__always)
    private func noteKey() {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ byte: UInt8) { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        if tokenHasEscape { for b in text.utf8 { mix(b) } } else { for b in bytes { mix(b) } }
        let top = depth - 1
        let seen: Bool
        if frames[top].keyHashes.count < 32 {
            seen = frames[top].keyHashes.contains(hash)
            frames[top].keyHashes.append(hash)
            if frames[top].keyHashes.count == 32 { frames[top].manyKeyHashes = Set(frames[top].keyHashes) }
        } else {
            seen = !frames[top].manyKeyHashes.insert(hash).inserted
        }
        if seen && duplicateKey == nil { duplicateKey = "'\(text)' at \(path)" }
    }

    /// Forgets the duplicate key noted, before the next record.
    public func clearDuplicateKey() { duplicateKey = nil }

    private func close(_ isArray: Bool) -> Token {
        depth -= 1
        afterValue()
        return isArray ? .endArray : .endObject
    }

    @inline(__always)
    private func afterValue() {
        if depth > 0 { state = frames[depth - 1].isArray ? .arrayNext : .objectNext } else { state = .done }
    }

    private func value(_ b: UInt8) throws -> Token {
        if depth > 0, frames[depth - 1].isArray { frames[depth - 1].index += 1 }
        switch b {
        case UInt8(ascii: "{"):
            position += 1
            push(isArray: false)
            state = .objectStart
            return .beginObject
        case UInt8(ascii: "["):
            position += 1
            push(isArray: true)
            state = .arrayStart
            return .beginArray
        case UInt8(ascii: "\""):
            try scanString()
            afterValue()
            return .string
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try scanNumber()
            afterValue()
            return .number
        case UInt8(ascii: "t"): try literal("true"); afterValue(); return .true
        case UInt8(ascii: "f"): try literal("false"); afterValue(); return .false
        case UInt8(ascii: "n"): try literal("null"); afterValue(); return .null
        default: throw fail("unexpected character '\(String(UnicodeScalar(b)))'")
        }
    }

    @inline(__always)
    private func push(isArray: Bool) {
        if depth < frames.count {
            frames[depth].isArray = isArray
            frames[depth].index = -1
            if depth < 2 { frames[depth].key.removeAll(keepingCapacity: true) }
            if !isArray {
                frames[depth].keyHashes.removeAll(keepingCapacity: true)
                if !frames[depth].manyKeyHashes.isEmpty { frames[depth].manyKeyHashes.removeAll() }
            }
        } else {
            frames.append(Frame(isArray: isArray, index: -1, key: []))
        }
        depth += 1
    }

    private func literal(_ word: StaticString) throws {
        let n = word.utf8CodeUnitCount
        guard try ensure(n) else { throw truncated() }
        guard memcmp(buffer + position, word.utf8Start, n) == 0 else { throw fail("unexpected word") }
        position += n
    }

    private func scanString() throws {
        position += 1   // the opening quote
        tokenStart = position
        tokenHasEscape = false
        var i = position
        var escaped = false
        while true {
            let end = limit, bytes = buffer
            while i < end {
                let c = bytes[i]
                if escaped { escaped = false; i += 1; continue }
                if c == UInt8(ascii: "\"") {
                    tokenEnd = i
                    position = i + 1
                    return
                }
                if c == UInt8(ascii: "\\") { tokenHasEscape = true; escaped = true; i += 1; continue }
                if c < 0x20 { position = i; throw fail("control character in a string") }
                i += 1
            }
            if atEOF { position = i; throw truncated() }
            let shift = tokenStart
            try refill(keepingFrom: tokenStart)
            i -= shift
        }
    }

    private func scanNumber() throws {
        tokenStart = position
        var i = position
        while true {
            let end = limit, bytes = buffer
            while i < end {
                let c = bytes[i]
                let isNumberByte = (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: "-") || c == UInt8(ascii: "+")
                    || c == UInt8(ascii: ".") || c == UInt8(ascii: "e") || c == UInt8(ascii: "E")
                if !isNumberByte {
                    tokenEnd = i
                    position = i
                    return
                }
                i += 1
            }
            if atEOF { break }
            let shift = tokenStart
            try refill(keepingFrom: tokenStart)
            i -= shift
        }
        tokenEnd = i
        position = i
        // A number at the very end of a file that should go on is where a truncation cut it.
        if depth > 0 { throw truncated() }
    }

    /// Skips the rest of the container whose opening token was just returned.
    public func skipContainer() throws {
        let target = depth - 1
        while depth > target {
            _ = try next()
        }
    }

    /// Skips the value whose first token is `token`.
    public func skip(_ token: Token) throws {
        if token == .beginObject || token == .beginArray { try skipContainer() }
    }

    // MARK: reading the token in hand

    /// The number in hand as a whole number (digits only, optional sign), or nil.
    public var integer: Int64? {
        var p = tokenStart
        let end = tokenEnd
        guard p < end else { return nil }
        var negative = false
        if buffer[p] == UInt8(ascii: "-") { negative = true; p += 1 }
        guard p < end, end - p <= 18 else { return nil }
        var value: Int64 = 0
        while p < end {
            let d = buffer[p] &- UInt8(ascii: "0")
            guard d < 10 else { return nil }
            value = value * 10 + Int64(d)
            p += 1
        }
        return negative ? -value : value
    }

    /// The number (or numeric string) in hand as a Double.
    public var double: Double? { Double(String(decoding: bytes, as: UTF8.self)) }

    /// The byte length of the token in hand.
    public var tokenLength: Int { tokenEnd - tokenStart }
}
