import Foundation

/// The rows of a CSV file as RFC 4180 writes them: a byte-order mark is dropped, CRLF and LF
/// both end a row, quoted fields may hold commas, doubled quotes and line breaks. Each row
/// carries the line it starts on, for messages. Flight logs are small, so the file is read whole.
struct CSVRecords {
    struct Row {
        var line: Int
        var fields: [String]
    }

    struct Malformed: Error, CustomStringConvertible {
        var location: String
        var description: String { "\(location): a quoted field is never closed" }
    }

    static func read(_ data: Data, file: String) throws -> [Row] {
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        var rows: [Row] = []
        var fields: [String] = []
        var field: [UInt8] = []
        var line = 1, rowLine = 1
        var quoted = false, wasQuoted = false
        var i = 0
        func endField() { fields.append(String(decoding: field, as: UTF8.self)); field.removeAll(keepingCapacity: true); wasQuoted = false }
        func endRow() {
            endField()
            if !(fields.count == 1 && fields[0].isEmpty) { rows.append(Row(line: rowLine, fields: fields)) }
            fields = []
        }
        while i < bytes.count {
            let c = bytes[i]
            if quoted {
                if c == UInt8(ascii: "\"") {
                    if i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "\"") { field.append(c); i += 2; continue }
                    quoted = false
                } else {
                    if c == 0x0A { line += 1 }
                    field.append(c)
                }
                i += 1
                continue
            }
            switch c {
            case UInt8(ascii: "\""):
                if field.isEmpty && !wasQuoted { quoted = true; wasQuoted = true } else { field.append(c) }
            case UInt8(ascii: ","): endField()
            case 0x0D where i + 1 < bytes.count && bytes[i + 1] == 0x0A: break
            case 0x0A, 0x0D:
                endRow()
                line += 1
                rowLine = line
            default: field.append(c)
            }
            i += 1
        }
        if quoted { throw Malformed(location: "\(file):\(rowLine)") }
        if !field.isEmpty || !fields.isEmpty { endRow() }
        return rows
    }
}
