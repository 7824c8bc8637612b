import WaymarkGeo

/// The blob of `boundary_summary.entries` (schema 9): every `boundary` row without its rings
/// (rowid, level, place, country, decision, area, box), in rowid order. The resolver's start-up
/// reads it as one value instead of stepping through 12,000-odd rows whose geometry blobs share
/// their pages: every resolving command pays for its start-up before its first answer.
///
/// Layout (version 1): one version byte, a varint count, then per row:
/// - a varint gap from the previous rowid (the first from 0), less one;
/// - a flags byte: bits 0–1 the level, bits 2–5 the decision's position in `decisions`, bit 6 set
///   when there is a place, bit 7 set when the area and box are stored as grid units;
/// - the place (if any) and the country, varints;
/// - with bit 7, the area in thousandths of a km² (a varint), the box's minimum latitude and
///   longitude in `CoordinateGrid` units (zig-zag varints), then its height and width in units
///   (varints); without it, the five values as IEEE doubles, little-endian.
/// The build rounds areas to 0.001 km² (`GazetteerSchema.storedArea`) and rings to the grid, so
/// every row of the pinned sources takes the short form; the long one keeps any other value exact.
///
/// ```swift
/// let blob = try BoundarySummaryCodec.encode(records)   // records in ascending rowid order
/// let back = try BoundarySummaryCodec.decode(blob)      // the same records, without rings
/// ```
public enum BoundarySummaryCodec {
    /// The layout version this code writes and reads, the blob's first byte.
    public static let version: UInt8 = 1

    /// The stored decisions, by position in the flags byte; a fixed list, as the position is part
    /// of the file format (the enum's order is not).
    static let decisions: [BoundaryDecision] = [
        .naturalEarth, .productLayer, .majority, .nameMatch, .nearestCity, .splitNearestCity, .derived, .countryOnly, .excluded,
    ]

    /// Why a summary could not be written or read.
    public enum CodingError: Error, CustomStringConvertible {
        /// The blob starts with a version this code does not read.
        case unsupportedVersion(UInt8)
        /// The blob is empty, ends before its last record or goes on after it, or holds a value too
        /// large to be what it stands for.
        case truncated
        /// A record names a decision by a position past the end of the stored decision list.
        case unknownDecision(Int)
        /// The record at this rowid cannot be stored: a rowid not above the one before (the first
        /// must be above 0), a level outside 0–3, or a decision the stored list lacks.
        case unencodable(rowid: Int)

        /// The reason, naming the blob or the boundary.
        public var description: String {
            switch self {
            case .unsupportedVersion(let v): return "boundary_summary blob has unsupported version \(v)"
            case .truncated: return "boundary_summary blob is truncated"
            case .unknownDecision(let code): return "boundary_summary blob names decision \(code), which it does not list"
            case .unencodable(let rowid): return "boundary \(rowid) has a level, rowid or decision the summary cannot hold"
            }
        }
    }

    private static let gridExact: UInt8 = 0x80
    private static let hasPlace: UInt8 = 0x40
    private static let areaUnitsPerKm2 = 1000.0

    /// `records` in ascending rowid order; their geometry is not stored.
    public static func encode(_ records: [BoundaryRecord]) throws -> [UInt8] {
        var out: [UInt8] = [version]
        Varint.append(UInt64(records.count), to: &out)
        var last = 0
        for r in records {
            guard r.rowid > last, (0..<4).contains(r.level), let decision = decisions.firstIndex(of: r.decision) else {
                throw CodingError.unencodable(rowid: r.rowid)
            }
            Varint.append(UInt64(r.rowid - last - 1), to: &out)
            last = r.rowid
            let units = gridUnits(r)
            var flags = UInt8(r.level) | UInt8(decision) << 2
            if r.place != nil { flags |= hasPlace }
            if units != nil { flags |= gridExact }
            out.append(flags)
            if let place = r.place { Varint.append(UInt64(place), to: &out) }
            Varint.append(UInt64(r.country), to: &out)
            if let units {
                Varint.append(UInt64(units.area), to: &out)
                Varint.append(Varint.zigzag(units.minLatitude), to: &out)
                Varint.append(Varint.zigzag(units.minLongitude), to: &out)
                Varint.append(UInt64(units.maxLatitude - units.minLatitude), to: &out)
                Varint.append(UInt64(units.maxLongitude - units.minLongitude), to: &out)
            } else {
                for value in [r.areaSquareKilometers, r.box.minLatitude, r.box.minLongitude, r.box.maxLatitude, r.box.maxLongitude] {
                    withUnsafeBytes(of: value.bitPattern.littleEndian) { out += $0 }
                }
            }
        }
        return out
    }

    /// The record's area and box as whole units, when each of them decodes back to exactly its
    /// value (and the box is not empty); nil otherwise.
    private static func gridUnits(_ r: BoundaryRecord) -> (area: Int, minLatitude: Int, minLongitude: Int, maxLatitude: Int, maxLongitude: Int)? {
        func whole(_ value: Double, _ perUnit: Double) -> Int? {
            guard value.isFinite, abs(value * perUnit) < 1e15 else { return nil }
            let units = Int((value * perUnit).rounded())
            // Bit for bit: -0.0 equals 0.0 but would not come back as itself.
            return (Double(units) / perUnit).bitPattern == value.bitPattern ? units : nil
        }
        let grid = CoordinateGrid.unitsPerDegree
        guard let area = whole(r.areaSquareKilometers, areaUnitsPerKm2), area >= 0,
              let minLatitude = whole(r.box.minLatitude, grid), let minLongitude = whole(r.box.minLongitude, grid),
              let maxLatitude = whole(r.box.maxLatitude, grid), let maxLongitude = whole(r.box.maxLongitude, grid),
              maxLatitude >= minLatitude, maxLongitude >= minLongitude else { return nil }
        return (area, minLatitude, minLongitude, maxLatitude, maxLongitude)
    }

    /// The records of `bytes`, in rowid order, without geometry.
    public static func decode(_ bytes: [UInt8]) throws -> [BoundaryRecord] {
        try bytes.withUnsafeBufferPointer { bytes in
            guard let v = bytes.first else { throw CodingError.truncated }
            guard v == version else { throw CodingError.unsupportedVersion(v) }
            var cursor = Cursor(bytes: bytes, index: 1)
            let count = try cursor.units()
            // A row takes at least three bytes, so a count past that is damage, not a size to reserve.
            guard count <= bytes.count / 3 else { throw CodingError.truncated }
            let grid = CoordinateGrid.unitsPerDegree
            var records: [BoundaryRecord] = []
            records.reserveCapacity(count)
            var rowid = 0
            for _ in 0..<count {
                rowid += try cursor.units() + 1
                let flags = try cursor.byte()
                let code = Int(flags >> 2 & 0x0F)
                guard code < decisions.count else { throw CodingError.unknownDecision(code) }
                let place = flags & hasPlace != 0 ? try cursor.units() : nil
                let country = try cursor.units()
                let area: Double, box: BoundingBox
                if flags & gridExact != 0 {
                    area = Double(try cursor.units()) / areaUnitsPerKm2
                    let minLatitude = try cursor.signedUnits(), minLongitude = try cursor.signedUnits()
                    let maxLatitude = minLatitude + (try cursor.units()), maxLongitude = minLongitude + (try cursor.units())
                    box = BoundingBox(minLatitude: Double(minLatitude) / grid, minLongitude: Double(minLongitude) / grid,
                                      maxLatitude: Double(maxLatitude) / grid, maxLongitude: Double(maxLongitude) / grid)
                } else {
                    area = try cursor.double()
                    box = BoundingBox(minLatitude: try cursor.double(), minLongitude: try cursor.double(),
                                      maxLatitude: try cursor.double(), maxLongitude: try cursor.double())
                }
                records.append(BoundaryRecord(rowid: rowid, level: Int(flags & 0x03), place: place, country: country, decision: decisions[code],
                                              areaSquareKilometers: area, box: box, geometry: nil))
            }
            guard cursor.index == bytes.count else { throw CodingError.truncated }
            return records
        }
    }

    /// Where decoding has got to. A struct with mutating reads rather than local functions over a
    /// captured index: those made every read an exclusivity-checked access, three times the decoding.
    private struct Cursor {
        let bytes: UnsafeBufferPointer<UInt8>
        var index: Int

        @inline(__always)
        mutating func byte() throws -> UInt8 {
            guard index < bytes.count else { throw CodingError.truncated }
            defer { index += 1 }
            return bytes[index]
        }

        /// A count of units: a varint past 2^53 is damage (no area or box reaches it), and would
        /// otherwise trap on its way to `Int`.
        @inline(__always)
        mutating func units() throws -> Int {
            guard let value = Varint.read(bytes, &index), value < 1 << 53 else { throw CodingError.truncated }
            return Int(value)
        }

        @inline(__always)
        mutating func signedUnits() throws -> Int {
            guard let value = Varint.read(bytes, &index), value < 1 << 54 else { throw CodingError.truncated }
            return Varint.unzigzag(value)
        }

        mutating func double() throws -> Double {
            guard index + 8 <= bytes.count else { throw CodingError.truncated }
            var pattern: UInt64 = 0
            for offset in (0..<8).reversed() { pattern = pattern << 8 | UInt64(bytes[index + offset]) }
            index += 8
            return Double(bitPattern: pattern)
        }
    }
}
