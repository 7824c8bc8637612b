import WaymarkGazetteer
import WaymarkGeo

/// The stamp matcher's index as the gazetteer stores it (`stamp_index`, schema 12): what
/// `StampPlaceIndex`'s builder made from the same file, table by table, so that a process decodes
/// it instead of reading and folding every country and airport name again.
///
/// The layout: "WMSI", the format number, the table names in order (a reader whose builder fills
/// other tables refuses the blob), every distinct text once (UTF-8, by byte value, so texts that
/// are canonically equal but spelled apart stay apart), then each table's values, texts as their
/// number in that list and integers as zigzag varints. Dictionaries and sets are written in key
/// order, so the same index gives the same bytes (the gazetteer build is reproducible).
public enum StampIndexStorage {
    /// The layout's version. Bump it on any change to what the builder produces from the same
    /// gazetteer (a key folded otherwise, a table filled by another rule) as well as to the
    /// layout: an index stored by an older builder is then refused, and built again.
    public static let format = 5

    static let magic: [UInt8] = Array("WMSI".utf8)

    /// Why a stored index is not used.
    public struct Refusal: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    static func encode(_ index: StampPlaceIndex) throws -> [UInt8] {
        try checkCoverage(of: index)
        var writer = StampIndexWriter()
        for table in StampPlaceIndex.storedTables { table.store(index, &writer) }
        return writer.finished(tables: StampPlaceIndex.storedTables.map(\.name))
    }

    static func decode(_ bytes: [UInt8], lookups: StampLookups) throws -> StampPlaceIndex {
        var reader = try StampIndexReader(bytes, tables: StampPlaceIndex.storedTables.map(\.name))
        let index = StampPlaceIndex(emptyWith: lookups)
        for table in StampPlaceIndex.storedTables { try table.load(index, &reader) }
        guard reader.atEnd else { throw Refusal(description: "the stored stamp index has bytes after its last table") }
        try checkCoverage(of: index)
        return index
    }

    /// Every stored property of the index, and of an airport, is one this layout holds: a table
    /// the builder gained and the list did not would otherwise be left empty, and answers change.
    static func checkCoverage(of index: StampPlaceIndex) throws {
        let held = Set(StampPlaceIndex.storedTables.map(\.name)).union(["lookups"])
        let missing = Mirror(reflecting: index).children.compactMap(\.label).filter { !held.contains($0) }
        let airport = Mirror(reflecting: StampLookups.AirportNaming(storedRowid: 0, iata: "", name: "", municipality: "", servedCity: nil, servedCityRowid: nil,
                                                                    country: nil, type: "", scheduled: false, coordinate: nil, otherNames: []))
        let airportMissing = airport.children.compactMap(\.label).filter { !StampLookups.AirportNaming.storedFields.contains($0) }
        guard missing.isEmpty, airportMissing.isEmpty else {
            throw Refusal(description: "the stored stamp index does not hold \((missing + airportMissing.map { "AirportNaming.\($0)" }).joined(separator: ", ")) (StampPlaceIndex.storedTables)")
        }
    }
}

/// One table of the index as stored: how it is written and read back, by name.
struct StampIndexTable {
    let name: String
    let store: (StampPlaceIndex, inout StampIndexWriter) -> Void
    let load: (StampPlaceIndex, inout StampIndexReader) throws -> Void

    /// A table stored as it is.
    static func stored<T: StampIndexStorable>(_ name: String, _ path: ReferenceWritableKeyPath<StampPlaceIndex, T>) -> Self {
        Self(name: name, store: { $0[keyPath: path].store(in: &$1) }, load: { $0[keyPath: path] = try T(from: &$1) })
    }

    /// A table of tuples (which cannot take a protocol), stored as `S`.
    static func converted<T, S: StampIndexStorable>(_ name: String, _ path: ReferenceWritableKeyPath<StampPlaceIndex, T>,
                                                     to stored: @escaping (T) -> S, from kept: @escaping (S) -> T) -> Self {
        Self(name: name, store: { stored($0[keyPath: path]).store(in: &$1) }, load: { $0[keyPath: path] = kept(try S(from: &$1)) })
    }

    /// A table not stored but made again, as the builder makes it, from the tables read before it.
    static func remade<T>(_ name: String, _ path: ReferenceWritableKeyPath<StampPlaceIndex, T>, _ make: @escaping (StampPlaceIndex) -> T) -> Self {
        Self(name: name, store: { _, _ in }, load: { index, _ in index[keyPath: path] = make(index) })
    }
}

/// A value the stored index can hold.
protocol StampIndexStorable {
    func store(in writer: inout StampIndexWriter)
    init(from reader: inout StampIndexReader) throws
}

struct StampIndexWriter {
    private var body: [UInt8] = []
    private var texts: [[UInt8]] = []
    private var textNumbers: [[UInt8]: Int] = [:]

    mutating func integer(_ value: Int) {
        var zigzag = UInt64(bitPattern: Int64((value << 1) ^ (value >> 63)))
        Self.varint(&zigzag, into: &body)
    }

    static func varint(_ value: inout UInt64, into bytes: inout [UInt8]) {
        while value >= 0x80 {
            bytes.append(UInt8(value & 0x7F) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    mutating func text(_ value: String) {
        let bytes = Array(value.utf8)
        if let number = textNumbers[bytes] { return integer(number) }
        textNumbers[bytes] = texts.count
        integer(texts.count)
        texts.append(bytes)
    }

    mutating func double(_ value: Double) {
        var bits = value.bitPattern
        for _ in 0..<8 { body.append(UInt8(bits & 0xFF)); bits >>= 8 }
    }

    /// The blob: header, table names, texts, then the tables.
    func finished(tables: [String]) -> [UInt8] {
        var out = StampIndexStorage.magic
        func count(_ n: Int) { var v = UInt64(n); Self.varint(&v, into: &out) }
        count(StampIndexStorage.format)
        count(tables.count)
        for name in tables { count(name.utf8.count); out += name.utf8 }
        count(texts.count)
        for text in texts { count(text.count); out += text }
        return out + body
    }
}

struct StampIndexReader {
    private let bytes: [UInt8]
    private var position = 0
    private var texts: [String] = []

    init(_ bytes: [UInt8], tables: [String]) throws {
        self.bytes = bytes
        guard bytes.starts(with: StampIndexStorage.magic) else { throw StampIndexStorage.Refusal(description: "the stored stamp index does not start with WMSI") }
        position = StampIndexStorage.magic.count
        let format = try count()
        guard format == StampIndexStorage.format else {
            throw StampIndexStorage.Refusal(description: "the stored stamp index is format \(format), this waymark reads format \(StampIndexStorage.format)")
        }
        var names: [String] = []
        for _ in 0..<(try count()) { names.append(try rawText()) }
        guard names == tables else {
            throw StampIndexStorage.Refusal(description: "the stored stamp index holds the tables \(names.joined(separator: ", ")); this waymark's matcher has \(tables.joined(separator: ", "))")
        }
        let n = try count()
        texts.reserveCapacity(n)
        for _ in 0..<n { texts.append(try rawText()) }
    }

    var atEnd: Bool { position == bytes.count }

    private static let truncated = StampIndexStorage.Refusal(description: "the stored stamp index is cut short")

    private mutating func varint() throws -> UInt64 {
        var value: UInt64 = 0, shift: UInt64 = 0
        while true {
            guard position < bytes.count, shift < 64 else { throw Self.truncated }
            let byte = bytes[position]
            position += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    private mutating func count() throws -> Int {
        let value = try varint()
        guard value <= UInt64(bytes.count) * 8 else { throw Self.truncated }
        return Int(value)
    }

    private mutating func rawText() throws -> String {
        let length = try count()
        guard length <= bytes.count - position else { throw Self.truncated }
        defer { position += length }
        return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[position..<position + length]), as: UTF8.self) }
    }

    mutating func integer() throws -> Int {
        let zigzag = try varint()
        return Int(Int64(bitPattern: (zigzag >> 1) ^ (0 &- (zigzag & 1))))
    }

    /// A number of elements: never more than the bytes left could hold.
    mutating func elementCount() throws -> Int {
        let n = try integer()
        guard n >= 0, n <= bytes.count - position else { throw Self.truncated }
        return n
    }

    mutating func text() throws -> String {
        let number = try integer()
        guard texts.indices.contains(number) else { throw StampIndexStorage.Refusal(description: "the stored stamp index names text \(number) of \(texts.count)") }
        return texts[number]
    }

    mutating func double() throws -> Double {
        guard bytes.count - position >= 8 else { throw Self.truncated }
        var bits: UInt64 = 0
        for i in 0..<8 { bits |= UInt64(bytes[position + i]) << (8 * UInt64(i)) }
        position += 8
        return Double(bitPattern: bits)
    }

    mutating func tag() throws -> Int { try integer() }

    func refusal(_ what: String) -> StampIndexStorage.Refusal { StampIndexStorage.Refusal(description: "the stored stamp index holds \(what)") }
}
