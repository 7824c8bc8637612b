import WaymarkGazetteer
import WaymarkGeo

// How each kind of value in the stamp index is stored (`StampIndexStorage`).

extension Int: StampIndexStorable {
    func store(in writer: inout StampIndexWriter) { writer.integer(self) }
    init(from reader: inout StampIndexReader) throws { self = try reader.integer() }
}

extension UInt8: StampIndexStorable {
    func store(in writer: inout StampIndexWriter) { writer.integer(Int(self)) }
    init(from reader: inout StampIndexReader) throws {
        let value = try reader.integer()
        guard let byte = UInt8(exactly: value) else { throw reader.refusal("\(value) where a byte belongs") }
        self = byte
    }
}

extension Bool: StampIndexStorable {
    func store(in writer: inout StampIndexWriter) { writer.integer(self ? 1 : 0) }
    init(from reader: inout StampIndexReader) throws { self = try reader.integer() != 0 }
}

extension Double: StampIndexStorable {
    func store(in writer: inout StampIndexWriter) { writer.double(self) }
    init(from reader: inout StampIndexReader) throws { self = try reader.double() }
}

extension String: StampIndexStorable {
    func store(in writer: inout StampIndexWriter) { writer.text(self) }
    init(from reader: inout StampIndexReader) throws { self = try reader.text() }
}

extension Optional: StampIndexStorable where Wrapped: StampIndexStorable {
    func store(in writer: inout StampIndexWriter) {
        guard let value = self else { return writer.integer(0) }
        writer.integer(1)
        value.store(in: &writer)
    }
    init(from reader: inout StampIndexReader) throws { self = try reader.integer() == 0 ? nil : Wrapped(from: &reader) }
}

extension Array: StampIndexStorable where Element: StampIndexStorable {
    func store(in writer: inout StampIndexWriter) {
        writer.integer(count)
        for element in self { element.store(in: &writer) }
    }
    init(from reader: inout StampIndexReader) throws {
        let n = try reader.elementCount()
        self.init()
        reserveCapacity(n)
        for _ in 0..<n { append(try Element(from: &reader)) }
    }
}

/// In order, so that the same set gives the same bytes in every process.
extension Set: StampIndexStorable where Element: StampIndexStorable & Comparable {
    func store(in writer: inout StampIndexWriter) { sorted().store(in: &writer) }
    init(from reader: inout StampIndexReader) throws { self.init(try [Element](from: &reader)) }
}

/// In key order, so that the same table gives the same bytes in every process.
extension Dictionary: StampIndexStorable where Key: StampIndexStorable & Comparable, Value: StampIndexStorable {
    func store(in writer: inout StampIndexWriter) {
        writer.integer(count)
        for key in keys.sorted() {
            key.store(in: &writer)
            self[key]!.store(in: &writer)
        }
    }
    init(from reader: inout StampIndexReader) throws {
        let n = try reader.elementCount()
        self.init(minimumCapacity: n)
        for _ in 0..<n {
            let key = try Key(from: &reader)
            self[key] = try Value(from: &reader)
        }
    }
}

extension PlaceReference: StampIndexStorable {
    func store(in writer: inout StampIndexWriter) {
        writer.integer(id.kind.rawValue)
        writer.text(id.code)
        writer.text(name)
    }
    init(from reader: inout StampIndexReader) throws {
        let raw = try reader.integer()
        guard let kind = PlaceKind(rawValue: raw) else { throw reader.refusal("place kind \(raw)") }
        self.init(id: PlaceID(kind: kind, code: try reader.text()), name: try reader.text())
    }
}

extension Coordinate: StampIndexStorable {
    func store(in writer: inout StampIndexWriter) {
        writer.double(latitude)
        writer.double(longitude)
    }
    init(from reader: inout StampIndexReader) throws {
        let latitude = try reader.double()
        self.init(latitude: latitude, longitude: try reader.double())
    }
}

extension StampLookups.AirportNaming: StampIndexStorable {
    /// The fields stored, which `StampIndexStorage.checkCoverage` holds against the type's own.
    static let storedFields: Set<String> = ["rowid", "iata", "name", "municipality", "servedCity", "servedCityRowid", "country", "type",
                                            "scheduled", "coordinate", "otherNames"]

    func store(in writer: inout StampIndexWriter) {
        rowid.store(in: &writer); iata.store(in: &writer); name.store(in: &writer); municipality.store(in: &writer)
        servedCity.store(in: &writer); servedCityRowid.store(in: &writer); country.store(in: &writer); type.store(in: &writer)
        scheduled.store(in: &writer); coordinate.store(in: &writer); otherNames.store(in: &writer)
    }
    init(from reader: inout StampIndexReader) throws {
        let rowid = try Int(from: &reader), iata = try String(from: &reader), name = try String(from: &reader)
        let municipality = try String(from: &reader), servedCity = try String?(from: &reader), servedCityRowid = try Int?(from: &reader)
        let country = try PlaceReference?(from: &reader), type = try String(from: &reader), scheduled = try Bool(from: &reader)
        let coordinate = try Coordinate?(from: &reader), otherNames = try [String](from: &reader)
        self.init(storedRowid: rowid, iata: iata, name: name, municipality: municipality, servedCity: servedCity, servedCityRowid: servedCityRowid,
                  country: country, type: type, scheduled: scheduled, coordinate: coordinate, otherNames: otherNames)
    }
}

extension StampPlaceIndex.Target: StampIndexStorable {
    func store(in writer: inout StampIndexWriter) {
        switch self {
        case .country(let code): writer.integer(0); writer.text(code)
        case .airport(let index): writer.integer(1); writer.integer(index)
        case .airportTown(let index): writer.integer(2); writer.integer(index)
        case .airportPart(let index): writer.integer(3); writer.integer(index)
        }
    }
    init(from reader: inout StampIndexReader) throws {
        switch try reader.tag() {
        case 0: self = .country(try reader.text())
        case 1: self = .airport(try reader.integer())
        case 2: self = .airportTown(try reader.integer())
        case 3: self = .airportPart(try reader.integer())
        case let tag: throw reader.refusal("target kind \(tag)")
        }
    }
}

/// Two values of a tuple stored one after the other.
struct StoredPair<A: StampIndexStorable, B: StampIndexStorable>: StampIndexStorable {
    var a: A, b: B
    init(_ a: A, _ b: B) { self.a = a; self.b = b }
    func store(in writer: inout StampIndexWriter) { a.store(in: &writer); b.store(in: &writer) }
    init(from reader: inout StampIndexReader) throws { a = try A(from: &reader); b = try B(from: &reader) }
}

/// Three values of a tuple stored one after the other.
struct StoredTriple<A: StampIndexStorable, B: StampIndexStorable, C: StampIndexStorable>: StampIndexStorable {
    var a: A, b: B, c: C
    init(_ a: A, _ b: B, _ c: C) { self.a = a; self.b = b; self.c = c }
    func store(in writer: inout StampIndexWriter) { a.store(in: &writer); b.store(in: &writer); c.store(in: &writer) }
    init(from reader: inout StampIndexReader) throws { a = try A(from: &reader); b = try B(from: &reader); c = try C(from: &reader) }
}
