import Foundation

/// Finds the records of a JSON document without holding the document: the elements of a
/// top-level array, the features of a top-level object with a `features` array (GeoJSON), or
/// top-level objects one after another. Each record's bytes are handed out with the line it
/// starts on; a record over `RecordReader`'s limit is rejected and skipped.
final class JSONDocumentScanner {
    static let maximumRecordBytes = 1 << 20
    let stream: ByteStream
    private var line = 1
    private var lastWasCR = false
    /// Open containers, innermost last: `{` or `[`.
    private var stack: [UInt8] = []
    private var inString = false
    private var escaped = false
    /// The depth whose elements are records: 1 inside a top-level array, 2 inside `features`.
    private var recordDepth: Int?
    /// The last string at depth 1 of a top-level object, and whether a `:` followed it.
    private var keyBytes: [UInt8] = []
    private var collectingKey = false
    private var lastKey: [UInt8] = []
    /// The element being captured, from its first byte.
    private var element: [UInt8] = []
    private var elementLine = 0
    private var capturing = false
    private var elementTooLong = false
    /// Top-level object captured whole in case it is a record itself (no `features`).
    private var topIsContainer = false
    private var strayText = false

    init(stream: ByteStream) { self.stream = stream }

    func nextElement() throws -> (Data, Int)? {
        let s = stream
        while true {
            if s.start == s.end {
                if try !s.fill() && s.start == s.end {
                    if !stack.isEmpty || inString {
                        stack.removeAll(); inString = false
                        throw RejectedRecord(line: capturing ? elementLine : line, reason: "the JSON ends inside a value (is the file cut short?)")
                    }
                    return nil
                }
            }
            while s.start < s.end {
                let byte = s.storage[s.start]
                s.start += 1
                if let done = try consume(byte) { return done }
            }
        }
    }

    /// Feeds one byte; returns a finished record.
    private func consume(_ byte: UInt8) throws -> (Data, Int)? {
        if byte == 10 { if !lastWasCR { line += 1 } } else if byte == 13 { line += 1 }
        lastWasCR = byte == 13
        if byte == 0 { throw RejectedRecord(line: line, reason: "the JSON contains a NUL byte") }

        let depthBefore = stack.count
        if capturing { append(byte) }
        if inString {
            if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
            if collectingKey { if inString { keyBytes.append(byte) } else { collectingKey = false } }
            return nil
        }
        switch byte {
        case UInt8(ascii: "\""):
            inString = true
            if depthBefore == 0, !strayText { strayText = true; throw RejectedRecord(line: line, reason: "text outside a JSON object or array") }
            if depthBefore == 1 && stack.first == UInt8(ascii: "{") { collectingKey = true; keyBytes = [] }
            if !capturing, let depth = recordDepth, depthBefore == depth { startElement(byte) }
        case UInt8(ascii: ":"):
            if depthBefore == 1 { lastKey = keyBytes }
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            if depthBefore == 0 {
                recordDepth = byte == UInt8(ascii: "[") ? 1 : nil
                topIsContainer = false
                if byte == UInt8(ascii: "{") { startElement(byte) }   // may be a record itself
            } else if depthBefore == 1, byte == UInt8(ascii: "["), stack[0] == UInt8(ascii: "{"), lastKey == Array("features".utf8) {
                recordDepth = 2; topIsContainer = true
                capturing = false; element = []
            } else if !capturing, let depth = recordDepth, depthBefore == depth {
                startElement(byte)
            }
            stack.append(byte)
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
            guard let open = stack.popLast(), open == (byte == UInt8(ascii: "}") ? UInt8(ascii: "{") : UInt8(ascii: "[")) else {
                stack.removeAll(); capturing = false; recordDepth = nil
                throw RejectedRecord(line: line, reason: "unbalanced \(Character(UnicodeScalar(byte))) in the JSON")
            }
            if capturing, let depth = recordDepth {
                if stack.count == depth { return try finishElement() }          // an object or array element closed
                if stack.count == depth - 1 {                                     // the list closed after a bare value
                    element.removeLast()
                    recordDepth = nil
                    return try finishElement()
                }
            }
            if stack.isEmpty {
                defer { capturing = false; element = []; recordDepth = nil }
                if byte == UInt8(ascii: "}"), !topIsContainer, capturing { return try finishElement() }
            } else if stack.count == 1, recordDepth == 2 {
                recordDepth = nil   // the features array closed; the collection's other keys are not records
            }
        case UInt8(ascii: ","):
            if capturing, let depth = recordDepth, depthBefore == depth {
                element.removeLast()
                return try finishElement()
            }
        case 9, 10, 13, 32:
            break
        default:
            if depthBefore == 0 {
                // Text outside any JSON value: reported once per stretch of it.
                if !strayText { strayText = true; throw RejectedRecord(line: line, reason: "text outside a JSON object or array") }
                return nil
            }
            if !capturing, let depth = recordDepth, depthBefore == depth { startElement(byte) }
        }
        if depthBefore == 0 { strayText = false }
        return nil
    }

    private func startElement(_ byte: UInt8) {
        capturing = true; elementTooLong = false; elementLine = line
        element = [byte]
    }

    private func append(_ byte: UInt8) {
        if element.count <= Self.maximumRecordBytes { element.append(byte) } else { elementTooLong = true }
    }

    private func finishElement() throws -> (Data, Int)? {
        capturing = false
        defer { element = [] }
        if elementTooLong {
            throw RejectedRecord(line: elementLine, reason: "the record is longer than \(Self.maximumRecordBytes >> 20) MiB")
        }
        return (Data(element), elementLine)
    }
}
