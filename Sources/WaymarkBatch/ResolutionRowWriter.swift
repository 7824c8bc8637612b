import WaymarkGazetteer
import WaymarkGeo
import WaymarkResolver

/// Writes resolved rows of `waymark resolve --input` as bytes: CSV, JSON lines or a GeoJSON
/// feature collection, streamed (a GeoJSON feature is written as soon as it is resolved).
///
/// The hot path appends bytes to one reusable buffer (`OutputBytes`: through a pointer, not
/// `Array.append`). Everything that depends only on a place (its quoted ID and name, in CSV and
/// in JSON) or on a chain of places (the label) is encoded once and kept; a row costs the two
/// coordinates, the distances and a few copies.
public final class ResolutionRowWriter {
    /// The row formats: CSV (the header is `csvHeader`), JSON lines, or a GeoJSON feature collection.
    public enum Format: String, Sendable, CaseIterable { case csv, jsonl, geojson }

    public static let csvHeader = "line,lat,lon,country_id,country,region_id,region,city_id,city,airport_id,airport,offshore,locality_id,locality"

    /// Everything a row is encoded with, in one value: a class's stored `var` is checked for
    /// exclusive access at run time on every use, and a row makes dozens of appends; inside a
    /// mutating method of a struct the checks are the compiler's.
    /// A block of rows is written in one such method (`RowEncoder.write(_:lines:)`): one check a
    /// block, not one a row.
    private var rows: RowEncoder

    /// - Parameter emit: receives whole lines, in order, about 64 KB at a time, in memory the
    ///   writer keeps (valid only during the call).
    public init(format: Format, namer: PlaceNamer, emit: @escaping (UnsafeBufferPointer<UInt8>) -> Void) {
        rows = RowEncoder(format: format, namer: namer)
        rows.emit = emit
        switch format {
        case .csv: rows.appendHeader(Self.csvHeader); rows.buffer.append(UInt8(ascii: "\n"))
        case .geojson: rows.buffer.append("{\"type\":\"FeatureCollection\",\"features\":[")
        case .jsonl: break
        }
    }

    /// Writes a block of answers in order, `lines` holding each one's input line. The namer first
    /// reads the places of the whole block together, instead of one query per place as rows meet
    /// them.
    public func write<Lines: Sequence<Int>>(_ answers: [Resolution], lines: Lines) throws {
        try prepare(for: answers)
        try rows.write(answers, lines: lines)
    }

    private func prepare(for answers: [Resolution]) throws {
        var rowids: [Int] = []
        rowids.reserveCapacity(4 * answers.count)
        // Level by level: an array of the four would be allocated for every answer.
        for r in answers {
            if let rowid = r.country.rowid { rowids.append(rowid) }
            if let rowid = r.region.rowid { rowids.append(rowid) }
            if let rowid = r.city.rowid { rowids.append(rowid) }
            if let rowid = r.airport.rowid { rowids.append(rowid) }
            if let rowid = r.locality.rowid { rowids.append(rowid) }
        }
        try rows.namer.prefetch(rowids: rowids)
        if let largest = rowids.max() { rows.makeRoom(forRowid: largest) }
    }

    /// Ends the document and hands over everything buffered.
    public func finish() {
        rows.finish()
    }

    /// `text` as one CSV field: quoted, with quotes doubled, when it holds a comma, a quote or a
    /// line break; as it is otherwise.
    static func appendCSV(_ text: UnsafeBufferPointer<UInt8>, to out: inout OutputBytes) {
        guard text.contains(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) else {
            return out.append(text)
        }
        out.append(UInt8(ascii: "\""))
        for byte in text {
            if byte == UInt8(ascii: "\"") { out.append(byte) }
            out.append(byte)
        }
        out.append(UInt8(ascii: "\""))
    }

    /// `text` as a JSON string, quoted and escaped as `JSONEncoder` escapes it (`/` is left as is).
    static func appendJSONString(_ text: UnsafeBufferPointer<UInt8>, to out: inout OutputBytes) {
        out.append(UInt8(ascii: "\""))
        // Almost every name needs no escape: copied whole, not byte by byte.
        guard needsJSONEscape(text) else {
            out.append(text)
            out.append(UInt8(ascii: "\""))
            return
        }
        for byte in text {
            switch byte {
            case UInt8(ascii: "\""): out.append("\\\"")
            case UInt8(ascii: "\\"): out.append("\\\\")
            case UInt8(ascii: "\n"): out.append("\\n")
            case UInt8(ascii: "\r"): out.append("\\r")
            case UInt8(ascii: "\t"): out.append("\\t")
            case 0..<0x20:
                let hex: StaticString = "0123456789abcdef"
                out.append("\\u00")
                out.append(hex.utf8Start[Int(byte >> 4)]); out.append(hex.utf8Start[Int(byte & 15)])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    private static func needsJSONEscape(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        text.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") })
    }
}

/// The bytes of rows, and the encoded places and labels they are made of.
private struct RowEncoder: TextOutputStream {
    let format: ResolutionRowWriter.Format
    let namer: PlaceNamer
    var buffer = OutputBytes(capacity: RowEncoder.chunk + 4096)
    private var rows = 0
    /// Per place rowid (rowids are dense from 1): CSV `id,name`, and JSON `"id":"…"` (key
    /// 2 × rowid) and `,"name":"…"}` (key 2 × rowid + 1, right after it: a level without
    /// metres is one copy), already escaped, once the place has been met.
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

    /// Receives the buffered lines, `chunk` bytes or more at a time (a standard output of 64 KB
    /// writes a piece that large straight through, without copying it into its own buffer).
    var emit: (UnsafeBufferPointer<UInt8>) -> Void = { _ in }
    static var chunk: Int { 1 << 16 }

    /// Sizes the index of place fragments for rowids up to `rowid` before a block is written:
    /// grown key by key as rows met places, it was copied to a larger array each time a larger
    /// rowid came, and each copy touched new pages.
    mutating func makeRoom(forRowid rowid: Int) {
        switch format {
        case .csv: csvPlace.makeRoom(for: rowid)
        case .jsonl, .geojson: jsonPlace.makeRoom(for: 2 * rowid + 1)
        }
    }

    mutating func appendHeader(_ text: String) {
        var text = text
        text.withUTF8 { buffer.append($0) }
    }

    mutating func write<Lines: Sequence<Int>>(_ answers: [Resolution], lines: Lines) throws {
        for (answer, line) in zip(answers, lines) { try write(answer, line: line) }
    }

    mutating func finish() {
        if format == .geojson { append("\n]}\n") }
        emitAll()
    }

    /// Hands over everything buffered; called where it ends with a whole line.
    private mutating func emitAll() {
        guard !buffer.isEmpty else { return }
        emit(buffer.bytes)
        buffer.removeAll()
    }

    private mutating func write(_ r: Resolution, line: Int) throws {
        // At the start of a row the buffer ends with a whole line (for GeoJSON, once the
        // separator is written): the one place to hand it over.
        switch format {
        case .csv:
            if buffer.count >= Self.chunk { emitAll() }
            try csvRow(r, line: line)
        case .jsonl:
            if buffer.count >= Self.chunk { emitAll() }
            append("{\"line\":"); append(line); append(",\"result\":")
            try jsonChain(r, coordinates: nil)
            append("}\n")
        case .geojson:
            if rows == 0 { append("\n") } else { append(",\n") }
            if buffer.count >= Self.chunk { emitAll() }
            append("{\"type\":\"Feature\",\"geometry\":{\"type\":\"Point\",\"coordinates\":[")
            // Written once, copied into the properties' "lat" and "lon".
            let longitude = append(r.coordinate.longitude)
            append(",")
            let latitude = append(r.coordinate.latitude)
            append("]},\"properties\":{\"line\":"); append(line); append(",\"resolution\":")
            try jsonChain(r, coordinates: (latitude, longitude))
            append("}}")
        }
        rows += 1
    }

    // MARK: CSV

    private mutating func csvRow(_ r: Resolution, line: Int) throws {
        append(line); append(","); append(r.coordinate.latitude); append(","); append(r.coordinate.longitude)
        // The levels written one by one: an array of them would be allocated for every row. The
        // locality came last to the format, so it stands after `offshore`.
        try csvLevel(r.country); try csvLevel(r.region); try csvLevel(r.city); try csvLevel(r.airport)
        append(r.isOffshore ? ",1" : ",0")
        try csvLevel(r.locality)
        append("\n")
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
        buffer.append(csvPlace.bytes[range])
    }

    // MARK: JSON

    /// The chain as `ResolvedChain` encodes it: keys sorted, absent levels left out. `coordinates`:
    /// where the latitude and longitude are already written in this row, to be copied.
    private mutating func jsonChain(_ r: Resolution, coordinates: (latitude: Range<Int>, longitude: Range<Int>)?) throws {
        append("{")
        if r.airport.rowid != nil { try jsonLevel(.airport, r.airport); append(",") }
        if r.city.rowid != nil { try jsonLevel(.city, r.city); append(",") }
        if r.country.rowid != nil { try jsonLevel(.country, r.country); append(",") }
        if let label = try label(r) { append("\"label\":"); labels.copy(label, to: &buffer); append(",") }
        append("\"lat\":")
        if let coordinates { buffer.appendCopy(of: coordinates.latitude) } else { append(r.coordinate.latitude) }
        if r.locality.rowid != nil { append(","); try jsonLevel(.locality, r.locality) }
        append(",\"lon\":")
        if let coordinates { buffer.appendCopy(of: coordinates.longitude) } else { append(r.coordinate.longitude) }
        append(r.isOffshore ? ",\"offshore\":true" : ",\"offshore\":false")
        if r.region.rowid != nil { append(","); try jsonLevel(.region, r.region) }
        append("}")
    }

    private enum LevelKey: Int { case airport, city, country, region, locality }

    /// `"key":{"decision":…,"id":…,"meters":…,"name":…}`, keys in sorted order.
    private mutating func jsonLevel(_ key: LevelKey, _ level: Level) throws {
        let place = try jsonFragments(level.rowid!)
        appendOpening(key, level.decision)
        if let meters = level.meters {
            buffer.append(jsonPlace.bytes[place.id])
            append(",\"meters\":"); append(ResolvedChain.roundedMeters(meters))
            buffer.append(jsonPlace.bytes[place.name])
        } else {
            buffer.append(jsonPlace.bytes[place.id.lowerBound..<place.name.upperBound])
        }
    }

    /// Per level and decision: `"key":{"decision":"…",`, encoded once, under level × 16 +
    /// `ordinal(decision)`. Not a dictionary keyed by `Decision`: a String-backed enum hashes its
    /// raw value, and every level of every row looks its opening up.
    private var openings = PackedFragments()

    private mutating func appendOpening(_ key: LevelKey, _ decision: Decision) {
        let slot = key.rawValue * 16 + Self.ordinal(decision)
        let range = openings.range(of: slot) ?? openings.add(Array("\"\(key)\":{\"decision\":\"\(decision.rawValue)\",".utf8), for: slot)
        buffer.append(openings.bytes[range])
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
        case .sectionOf: 11
        }
    }

    /// Where `"id":"…"` and `,"name":"…"}` lie in `jsonPlace.bytes`, one after the other, escaped
    /// once per place (an unknown place has neither: just the `}`).
    private mutating func jsonFragments(_ rowid: Int) throws -> (id: Range<Int>, name: Range<Int>) {
        if let id = jsonPlace.range(of: 2 * rowid), let name = jsonPlace.range(of: 2 * rowid + 1) { return (id, name) }
        let namer = namer
        return try jsonPlace.addPair(for: 2 * rowid) { out in
            var split = out.count
            try namer.withIDAndName(rowid: rowid) { idText, nameText in
                out.append("\"id\":"); ResolutionRowWriter.appendJSONString(idText, to: &out)
                split = out.count
                out.append(",\"name\":"); ResolutionRowWriter.appendJSONString(nameText, to: &out)
            }
            out.append(UInt8(ascii: "}"))
            return split
        }
    }

    /// Where the chain's label lies in `labels`, escaped; nil for none.
    private mutating func label(_ r: Resolution) throws -> Range<Int>? {
        let key = ChainLabels.Key(locality: r.locality.rowid, city: r.city.rowid, region: r.region.rowid, country: r.country.rowid)
        if let known = labels.range(of: key) { return known.isEmpty ? nil : known }
        labelText.removeAll(keepingCapacity: true)
        let named: Bool
        if key.locality != nil, let text = try namer.label(r) {
            // A section leads its city's label ("Tiergarten, Berlin, Germany"), by the one rule
            // `resolve --json` uses; a chain's label is made once, so the String costs nothing.
            labelText.append(contentsOf: Array(text.utf8))
            named = true
        } else {
            named = try namer.appendLabel(city: key.city, region: key.region, country: key.country, to: &labelText)
        }
        let text = labelText
        let range = labels.add(key) { out in
            if named { text.withUnsafeBufferPointer { ResolutionRowWriter.appendJSONString($0, to: &out) } }
        }
        return range.isEmpty ? nil : range
    }

    // MARK: Bytes

    @inline(__always) private mutating func append(_ text: StaticString) { buffer.append(text) }

    /// Decimal digits of an integer, without making a String: below 10^8 (line numbers, metres)
    /// all eight at once (`ShortestDecimalText.eightDigits`), the leading zeros shifted out;
    /// else counted, then written from the last.
    private mutating func append(_ value: Int) {
        if value >= 0, value < 100_000_000 {
            let count = ShortestDecimalText.digitCount(UInt64(value))
            let digits = ShortestDecimalText.eightDigits(UInt64(value)) &>> UInt64(truncatingIfNeeded: 64 &- 8 &* count)
            // Eight bytes stored, `count` of them kept: the rest is free space past the end.
            UnsafeMutableRawPointer(buffer.reserve(8)).storeBytes(of: UInt64(littleEndian: digits), as: UInt64.self)
            buffer.advance(by: count)
            return
        }
        var magnitude = value.magnitude
        var digits = 1
        var rest = magnitude / 10
        while rest > 0 { digits &+= 1; rest /= 10 }
        let sign = value < 0 ? 1 : 0
        let out = buffer.reserve(sign + digits)
        if value < 0 { out.pointee = UInt8(ascii: "-") }
        var at = out + sign + digits
        repeat {
            at -= 1
            at.pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
        buffer.advance(by: sign + digits)
    }

    /// The shortest decimal that reads back as the same double: Swift's own rendering, the
    /// text of `description` for every finite value. Coordinates and distances (zero and
    /// 1e-4 <= |x| < 1e15) take `ShortestDecimalText`, straight into the buffer; the rest are
    /// written by Swift into the buffer (`_writeASCII` below) rather than made into a String.
    /// Returns where the text lies in the buffer.
    @discardableResult
    @inline(__always) private mutating func append(_ value: Double) -> Range<Int> {
        let start = buffer.count
        let written = ShortestDecimalText.write(value, to: buffer.reserve(ShortestDecimalText.maximumLength))
        if written > 0 { buffer.advance(by: written) } else { value.write(to: &self) }
        return start..<buffer.count
    }

    // MARK: TextOutputStream

    mutating func write(_ string: String) { var string = string; string.withUTF8 { buffer.append($0) } }

    mutating func _writeASCII(_ bytes: UnsafeBufferPointer<UInt8>) { buffer.append(bytes) }
}

/// Byte strings per small non-negative key, packed into one buffer. The writer keeps one per
/// place it meets, and a stream over the world meets over 100,000 places: an array each would be
/// a heap object each, several megabytes of headers at the peak of a 10-million-row stream.
struct PackedFragments {
    private(set) var bytes = OutputBytes()
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
        add(for: key) { $0.append(fragment) }
    }

    /// Adds for `key` (not yet added) the bytes `write` appends, and returns where they lie.
    mutating func add(for key: Int, _ write: (inout OutputBytes) throws -> Void) rethrows -> Range<Int> {
        makeRoom(for: key)
        let start = bytes.count
        try write(&bytes)
        return record(key, start..<bytes.count)
    }

    /// Adds for `first` and `first + 1` (neither added yet) the bytes `write` appends, split where
    /// `write` returns (an offset in `bytes`), and returns where the two lie, one after the other.
    mutating func addPair(for first: Int, _ write: (inout OutputBytes) throws -> Int) rethrows -> (Range<Int>, Range<Int>) {
        makeRoom(for: first + 1)
        let start = bytes.count
        let split = try write(&bytes)
        precondition(split >= start && split <= bytes.count)
        return (record(first, start..<split), record(first + 1, split..<bytes.count))
    }

    /// Makes `key` a valid index. A larger array is reserved with an eighth more room, untouched
    /// until used: a later key a little larger then needs no copy.
    mutating func makeRoom(for key: Int) {
        guard key >= starts.count else { return }
        let grown = key + 1
        if grown > starts.capacity {
            starts.reserveCapacity(grown + grown / 8)
            ends.reserveCapacity(grown + grown / 8)
        }
        starts.append(contentsOf: repeatElement(-1, count: grown - starts.count))
        ends.append(contentsOf: repeatElement(-1, count: grown - ends.count))
    }

    private mutating func record(_ key: Int, _ range: Range<Int>) -> Range<Int> {
        starts[key] = Int32(range.lowerBound)
        ends[key] = Int32(range.upperBound)
        return range
    }
}
