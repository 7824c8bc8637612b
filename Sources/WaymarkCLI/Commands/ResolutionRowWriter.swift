import WaymarkGazetteer
import WaymarkGeo
import WaymarkResolver

/// Writes resolved rows of `waymark resolve --input` as bytes: CSV, JSON lines or a GeoJSON
/// feature collection, streamed (a GeoJSON feature is written as soon as it is resolved).
///
/// The hot path appends bytes to one reusable buffer. Everything that depends only on a place
/// (its quoted ID and name, in CSV and in JSON) or on a chain of places (the label) is encoded
/// once and kept; a row costs the two coordinates, the distances and a few copies.
final class ResolutionRowWriter {
    enum Format: String { case csv, jsonl, geojson }

    static let csvHeader = "line,lat,lon,country_id,country,region_id,region,city_id,city,airport_id,airport,offshore"

    /// Everything a row is encoded with, in one value: a class's stored `var` is checked for
    /// exclusive access at run time on every use, about 200 instructions each, and a row makes
    /// dozens of appends; inside a mutating method of a struct the checks are the compiler's.
    private var rows: RowEncoder
    private let emit: ([UInt8]) -> Void
    /// Buffered bytes are handed to `emit` in pieces of about this size.
    private let chunk = 1 << 16

    /// - Parameter emit: receives whole lines, in order.
    init(format: Format, namer: PlaceNamer, emit: @escaping ([UInt8]) -> Void) {
        self.emit = emit
        rows = RowEncoder(format: format, namer: namer)
        rows.buffer.reserveCapacity(chunk + 4096)
        switch format {
        case .csv: rows.buffer.append(contentsOf: Self.csvHeader.utf8); rows.buffer.append(UInt8(ascii: "\n"))
        case .geojson: rows.buffer.append(contentsOf: "{\"type\":\"FeatureCollection\",\"features\":[".utf8)
        case .jsonl: break
        }
    }

    /// Has the namer read together the places of a block of answers about to be written, instead
    /// of one query per place as rows meet them.
    func prepare(for answers: [Resolution]) throws {
        var rowids: [Int] = []
        rowids.reserveCapacity(4 * answers.count)
        // Level by level: an array of the four would be allocated for every answer.
        for r in answers {
            if let rowid = r.country.rowid { rowids.append(rowid) }
            if let rowid = r.region.rowid { rowids.append(rowid) }
            if let rowid = r.city.rowid { rowids.append(rowid) }
            if let rowid = r.airport.rowid { rowids.append(rowid) }
        }
        try rows.namer.prefetch(rowids: rowids)
    }

    func write(_ r: Resolution, line: Int) throws {
        try rows.write(r, line: line)
        if rows.buffer.count >= chunk { flushLines() }
    }

    /// Ends the document and hands over everything buffered.
    func finish() {
        if rows.format == .geojson { rows.buffer.append(contentsOf: "\n]}\n".utf8) }
        emitAll()
    }

    /// Hands over the buffered complete lines (a GeoJSON feature may still be open on the last
    /// line; it is kept until the next one starts).
    private func flushLines() {
        if rows.format == .geojson {
            guard let last = rows.buffer.lastIndex(of: UInt8(ascii: "\n")) else { return }
            emit(Array(rows.buffer[...last]))
            rows.buffer.removeSubrange(...last)
        } else {
            emitAll()
        }
    }

    private func emitAll() {
        guard !rows.buffer.isEmpty else { return }
        emit(rows.buffer)
        rows.buffer.removeAll(keepingCapacity: true)
    }

    static func appendCSV(_ text: String, to out: inout [UInt8]) { appendCSV(text.utf8, to: &out) }

    static func appendCSV<Text: Collection<UInt8>>(_ text: Text, to out: inout [UInt8]) {
        let needsQuotes = text.contains { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
        guard needsQuotes else { out.append(contentsOf: text); return }
        out.append(UInt8(ascii: "\""))
        for byte in text {
            if byte == UInt8(ascii: "\"") { out.append(byte) }
            out.append(byte)
        }
        out.append(UInt8(ascii: "\""))
    }

    static func appendJSONString(_ text: String, to out: inout [UInt8]) { appendJSONString(text.utf8, to: &out) }

    static func appendJSONString<Text: Collection<UInt8>>(_ text: Text, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        // Almost every name needs no escape: copied whole, not byte by byte.
        guard text.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
            out.append(contentsOf: text)
            out.append(UInt8(ascii: "\""))
            return
        }
        for byte in text {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: [UInt8(ascii: "\\"), byte])
            case UInt8(ascii: "\\"): out.append(contentsOf: [UInt8(ascii: "\\"), byte])
            case UInt8(ascii: "\n"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case UInt8(ascii: "\r"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case UInt8(ascii: "\t"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 15)]])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}

/// The bytes of rows, and the encoded places and labels they are made of.
private struct RowEncoder: TextOutputStream {
    let format: ResolutionRowWriter.Format
    let namer: PlaceNamer
    var buffer: [UInt8] = []
    private var rows = 0
    /// Per place rowid (rowids are dense from 1): CSV `id,name`, and JSON `"id":"…"` (key
    /// 2 × rowid) and `,"name":"…"` (key 2 × rowid + 1), already escaped, once the place has been met.
    private var csvPlace = PackedFragments()
    private var jsonPlace = PackedFragments()
    /// Per (city, region, country) chain: the label, escaped for the format; empty for none.
    private var labels = ChainLabels()
    /// The label being escaped, reused.
    private var labelText: [UInt8] = []

    init(format: ResolutionRowWriter.Format, namer: PlaceNamer) {
        self.format = format
        self.namer = namer
    }

    mutating func write(_ r: Resolution, line: Int) throws {
        switch format {
        case .csv: try csvRow(r, line: line)
        case .jsonl:
            append("{\"line\":"); append(line); append(",\"result\":")
            try jsonChain(r)
            append("}")
        case .geojson:
            append(rows == 0 ? "\n" : ",\n")
            append("{\"type\":\"Feature\",\"geometry\":{\"type\":\"Point\",\"coordinates\":[")
            append(r.coordinate.longitude); append(","); append(r.coordinate.latitude)
            append("]},\"properties\":{\"line\":"); append(line); append(",\"resolution\":")
            try jsonChain(r)
            append("}}")
        }
        if format != .geojson { buffer.append(UInt8(ascii: "\n")) }
        rows += 1
    }

    // MARK: CSV

    private mutating func csvRow(_ r: Resolution, line: Int) throws {
        append(line); append(","); append(r.coordinate.latitude); append(","); append(r.coordinate.longitude)
        // Four levels written one by one: an array of them would be allocated for every row.
        try csvLevel(r.country); try csvLevel(r.region); try csvLevel(r.city); try csvLevel(r.airport)
        append(r.isOffshore ? ",1" : ",0")
    }

    @inline(__always) private mutating func csvLevel(_ level: Level) throws {
        append(",")
        if let rowid = level.rowid { try csvFragment(rowid) } else { append(",") }
    }

    /// Appends the place's `id,name`, encoded the first time it is met.
    private mutating func csvFragment(_ rowid: Int) throws {
        let namer = namer
        let range = try csvPlace.range(of: rowid) ?? csvPlace.add(for: rowid) { out in
            let named = try namer.withIDAndName(rowid: rowid) { id, name in
                ResolutionRowWriter.appendCSV(id, to: &out); out.append(UInt8(ascii: ",")); ResolutionRowWriter.appendCSV(name, to: &out)
            }
            if !named { out.append(UInt8(ascii: ",")) }
        }
        csvPlace.copy(range, to: &buffer)
    }

    // MARK: JSON

    /// The chain as `ResolvedChain` encodes it: keys sorted, absent levels left out.
    private mutating func jsonChain(_ r: Resolution) throws {
        append("{")
        if r.airport.rowid != nil { try jsonLevel(.airport, r.airport); append(",") }
        if r.city.rowid != nil { try jsonLevel(.city, r.city); append(",") }
        if r.country.rowid != nil { try jsonLevel(.country, r.country); append(",") }
        if let label = try label(r) { append("\"label\":"); labels.copy(label, to: &buffer); append(",") }
        append("\"lat\":"); append(r.coordinate.latitude)
        append(",\"lon\":"); append(r.coordinate.longitude)
        append(r.isOffshore ? ",\"offshore\":true" : ",\"offshore\":false")
        if r.region.rowid != nil { append(","); try jsonLevel(.region, r.region) }
        append("}")
    }

    private enum LevelKey: Int { case airport, city, country, region }

    /// `"key":{"decision":…,"id":…,"meters":…,"name":…}`, keys in sorted order.
    private mutating func jsonLevel(_ key: LevelKey, _ level: Level) throws {
        let place = try jsonFragments(level.rowid!)
        appendOpening(key, level.decision)
        jsonPlace.copy(place.id, to: &buffer)
        if let meters = level.meters { append(",\"meters\":"); append(ResolvedChain.roundedMeters(meters)) }
        jsonPlace.copy(place.name, to: &buffer)
        append("}")
    }

    /// Per level and decision: `"key":{"decision":"…",`, encoded once, under level × 16 +
    /// `ordinal(decision)`. Not a dictionary keyed by `Decision`: a String-backed enum hashes its
    /// raw value, and every level of every row looks its opening up.
    private var openings = PackedFragments()

    private mutating func appendOpening(_ key: LevelKey, _ decision: Decision) {
        let slot = key.rawValue * 16 + Self.ordinal(decision)
        let range = openings.range(of: slot) ?? openings.add(Array("\"\(key)\":{\"decision\":\"\(decision.rawValue)\",".utf8), for: slot)
        openings.copy(range, to: &buffer)
    }

    private static func ordinal(_ decision: Decision) -> Int {
        switch decision {
        case .contained: 0
        case .offshore: 1
        case .shore: 2
        case .nearestTown: 3
        case .splitNearestCity: 4
        case .derived: 5
        case .nearestCityInCountry: 6
        case .nearestInRegion: 7
        case .nearestInCountry: 8
        case .withinBound: 9
        case .none: 10
        }
    }

    /// Where `"id":"…"` and `,"name":"…"` lie in `jsonPlace.bytes`, escaped once per place.
    private mutating func jsonFragments(_ rowid: Int) throws -> (id: Range<Int>, name: Range<Int>) {
        if let id = jsonPlace.range(of: 2 * rowid), let name = jsonPlace.range(of: 2 * rowid + 1) { return (id, name) }
        var id: [UInt8] = [], name: [UInt8] = []
        try namer.withIDAndName(rowid: rowid) { idText, nameText in
            id.append(contentsOf: "\"id\":".utf8); ResolutionRowWriter.appendJSONString(idText, to: &id)
            name.append(contentsOf: ",\"name\":".utf8); ResolutionRowWriter.appendJSONString(nameText, to: &name)
        }
        return (jsonPlace.add(id, for: 2 * rowid), jsonPlace.add(name, for: 2 * rowid + 1))
    }

    /// Where the chain's label lies in `labels`, escaped; nil for none.
    private mutating func label(_ r: Resolution) throws -> Range<Int>? {
        let key = ChainLabels.Key(city: r.city.rowid, region: r.region.rowid, country: r.country.rowid)
        if let known = labels.range(of: key) { return known.isEmpty ? nil : known }
        labelText.removeAll(keepingCapacity: true)
        let named = try namer.appendLabel(city: key.city, region: key.region, country: key.country, to: &labelText)
        let text = labelText
        let range = labels.add(key) { out in
            if named { text.withUnsafeBufferPointer { ResolutionRowWriter.appendJSONString($0, to: &out) } }
        }
        return range.isEmpty ? nil : range
    }

    // MARK: Bytes

    @inline(__always) private mutating func append(_ text: StaticString) {
        // Most are one byte (a comma, a brace): appending a buffer costs about 90 instructions.
        if text.utf8CodeUnitCount == 1 { buffer.append(text.utf8Start.pointee); return }
        text.withUTF8Buffer { buffer.append(contentsOf: $0) }
    }

    /// Decimal digits of an integer, without making a String.
    private mutating func append(_ value: Int) {
        if value < 0 { buffer.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { d in
            repeat {
                d[19 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            // As a raw buffer: a slice of it takes Array's generic append, twice the cost.
            buffer.append(contentsOf: UnsafeRawBufferPointer(rebasing: d[(20 - count)...]))
        }
    }

    /// The shortest decimal that reads back as the same double: Swift's own rendering, the
    /// text of `description` for every finite value. Coordinates and distances (zero and
    /// 1e-4 <= |x| < 1e15) take `ShortestDecimalText`; the rest are written by Swift straight
    /// into the buffer (`_writeASCII` below) rather than made into a String.
    @inline(__always) private mutating func append(_ value: Double) {
        if ShortestDecimalText.append(value, to: &buffer) { return }
        value.write(to: &self)
    }

    // MARK: TextOutputStream

    mutating func write(_ string: String) { buffer.append(contentsOf: string.utf8) }

    mutating func _writeASCII(_ bytes: UnsafeBufferPointer<UInt8>) { buffer.append(contentsOf: bytes) }
}

/// Byte strings per small non-negative key, packed into one buffer. The writer keeps one per
/// place it meets, and a stream over the world meets over 100,000 places: an array each would be
/// a heap object each, several megabytes of headers at the peak of a 10-million-row stream.
struct PackedFragments {
    private(set) var bytes: [UInt8] = []
    /// Per key: where its bytes start and end in `bytes`; a start of -1 means not yet added.
    private var starts: [Int32] = []
    private var ends: [Int32] = []

    @inline(__always)
    func range(of key: Int) -> Range<Int>? {
        guard key < starts.count, starts[key] >= 0 else { return nil }
        return Int(starts[key])..<Int(ends[key])
    }

    /// Adds `fragment` for `key` (not yet added) and returns where it lies.
    @discardableResult
    mutating func add(_ fragment: [UInt8], for key: Int) -> Range<Int> {
        add(for: key) { $0.append(contentsOf: fragment) }
    }

    /// Adds for `key` (not yet added) the bytes `write` appends, and returns where they lie.
    mutating func add(for key: Int, _ write: (inout [UInt8]) throws -> Void) rethrows -> Range<Int> {
        if key >= starts.count {
            let grown = key + 1
            starts.append(contentsOf: repeatElement(-1, count: grown - starts.count))
            ends.append(contentsOf: repeatElement(-1, count: grown - ends.count))
        }
        let start = bytes.count
        try write(&bytes)
        starts[key] = Int32(start)
        ends[key] = Int32(bytes.count)
        return start..<bytes.count
    }

    /// Appends the bytes at `range` to `out`, from the buffer's own memory: appending an
    /// `ArraySlice` retains and releases the whole buffer and takes the generic path.
    @inline(__always)
    func copy(_ range: Range<Int>, to out: inout [UInt8]) {
        bytes.withUnsafeBufferPointer { out.append(contentsOf: UnsafeBufferPointer(rebasing: $0[range])) }
    }
}
