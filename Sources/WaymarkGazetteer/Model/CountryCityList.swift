import WaymarkGeo

/// The cities that lie in one country by the boundaries (`country_cities`, schema 8), in the
/// order the resolver searches them: by latitude, then rowid. Positions are whole `CoordinateGrid`
/// units, as every city of the gazetteer has them, so a decoded city's degrees are the very
/// doubles `place` holds. Column arrays rather than one struct per city: the resolver reads the
/// columns it needs straight into its own records.
///
/// ```swift
/// let cities = try CountryCityCodec.decode(blob)   // a `country_cities.cities` blob
/// for i in 0..<cities.count { print(cities.rowids[i], cities.coordinate(at: i)) }
/// ```
public struct CountryCityList: Equatable, Sendable {
    /// Each city's rowid.
    public var rowids: [Int32] = []
    /// Each city's latitude in `CoordinateGrid` units.
    public var latitudeUnits: [Int32] = []
    /// Each city's longitude in `CoordinateGrid` units.
    public var longitudeUnits: [Int32] = []
    /// The region each city lies in; 0 where it lies in none.
    public var regions: [Int32] = []

    /// An empty list.
    public init() {}

    /// The number of cities.
    public var count: Int { rowids.count }

    /// The coordinate of the city at `index`, in degrees.
    public func coordinate(at index: Int) -> Coordinate {
        Coordinate(latitude: CoordinateGrid.degrees(Int(latitudeUnits[index])), longitude: CoordinateGrid.degrees(Int(longitudeUnits[index])))
    }
}

/// The blob of `country_cities.cities`.
///
/// Layout (version 1): one version byte, a varint city count, a varint region count and the
/// regions' rowids (ascending, varint deltas), then per city zig-zag varint deltas of latitude,
/// longitude (grid units) and rowid from the previous city, and a varint index into the regions
/// (0 = none, k = the k-th region). Latitudes ascend, so their deltas take a byte; a city costs
/// about eight bytes.
///
/// ```swift
/// let blob = try CountryCityCodec.encode(cities)   // [CountryCityCodec.City], any order
/// let list = try CountryCityCodec.decode(blob)     // by latitude, then rowid
/// ```
public enum CountryCityCodec {
    /// The layout version this code writes and reads, the blob's first byte.
    public static let version: UInt8 = 1

    /// Why a list could not be written or read.
    public enum CodingError: Error, Equatable, CustomStringConvertible {
        /// A city's coordinate is not a whole number of grid units, so storing it would move it.
        case offGrid(city: Int, Coordinate)
        /// The blob starts with a version this code does not read.
        case unsupportedVersion(UInt8)
        /// The blob is empty or ends before its last value.
        case truncated
        /// A city's region index lies past the blob's list of regions.
        case unknownRegion

        /// The reason, naming the city or the blob.
        public var description: String {
            switch self {
            case .offGrid(let city, let c):
                return "city \(city) at \(c.latitude), \(c.longitude) is not on the 1e-5° grid; country_cities stores whole grid units"
            case .unsupportedVersion(let v): return "country_cities blob has unsupported version \(v)"
            case .truncated: return "country_cities blob is truncated"
            case .unknownRegion: return "country_cities blob names a region it does not list"
            }
        }
    }

    /// A city as the build hands it in.
    public struct City: Equatable, Sendable {
        /// The city's rowid.
        public var rowid: Int
        /// Where the city lies; it must be on the grid.
        public var coordinate: Coordinate
        /// The rowid of the region the city lies in, nil for none.
        public var region: Int?

        /// A city as given.
        public init(rowid: Int, coordinate: Coordinate, region: Int?) {
            self.rowid = rowid; self.coordinate = coordinate; self.region = region
        }
    }

    /// Grid units whose degrees are exactly `degrees`, else nil.
    static func exactUnits(_ degrees: Double) -> Int32? {
        let units = CoordinateGrid.units(degrees)
        guard abs(units) <= 180 * Int(CoordinateGrid.unitsPerDegree), CoordinateGrid.degrees(units) == degrees else { return nil }
        return Int32(units)
    }

    /// Encodes `cities` in search order (latitude, then rowid), whatever order they come in.
    /// Throws if a coordinate is not a whole number of grid units: rounding it would move the city.
    public static func encode(_ cities: [City]) throws -> [UInt8] {
        var rows: [(latitude: Int32, longitude: Int32, rowid: Int, region: Int?)] = []
        rows.reserveCapacity(cities.count)
        for city in cities {
            guard let latitude = exactUnits(city.coordinate.latitude), let longitude = exactUnits(city.coordinate.longitude) else {
                throw CodingError.offGrid(city: city.rowid, city.coordinate)
            }
            rows.append((latitude, longitude, city.rowid, city.region))
        }
        rows.sort { ($0.latitude, $0.rowid) < ($1.latitude, $1.rowid) }
        let regions = Array(Set(rows.compactMap(\.region))).sorted()
        var regionIndex: [Int: Int] = [:]
        for (k, region) in regions.enumerated() { regionIndex[region] = k + 1 }

        var out: [UInt8] = [version]
        appendVarint(UInt64(rows.count), to: &out)
        appendVarint(UInt64(regions.count), to: &out)
        var last = 0
        for region in regions { appendVarint(UInt64(region - last), to: &out); last = region }
        var lastLatitude = 0, lastLongitude = 0, lastRowid = 0
        for row in rows {
            appendVarint(zigzag(Int(row.latitude) - lastLatitude), to: &out)
            appendVarint(zigzag(Int(row.longitude) - lastLongitude), to: &out)
            appendVarint(zigzag(row.rowid - lastRowid), to: &out)
            appendVarint(UInt64(row.region.flatMap { regionIndex[$0] } ?? 0), to: &out)
            lastLatitude = Int(row.latitude); lastLongitude = Int(row.longitude); lastRowid = row.rowid
        }
        return out
    }

    /// The list `bytes` holds, in search order.
    public static func decode(_ bytes: [UInt8]) throws -> CountryCityList {
        var list = CountryCityList()
        let regions = try self.regions(bytes)
        let count = try self.count(bytes)
        list.rowids.reserveCapacity(count); list.latitudeUnits.reserveCapacity(count)
        list.longitudeUnits.reserveCapacity(count); list.regions.reserveCapacity(count)
        try forEachCity(bytes) { _, rowid, latitude, longitude, region in
            list.rowids.append(rowid); list.latitudeUnits.append(latitude)
            list.longitudeUnits.append(longitude); list.regions.append(regions[region])
        }
        return list
    }

    /// The number of cities in `bytes`.
    public static func count(_ bytes: [UInt8]) throws -> Int {
        try bytes.withUnsafeBufferPointer { try header($0).count }
    }

    /// The regions the cities of `bytes` lie in, ascending, after a 0 for "none": `forEachCity`
    /// gives each city's region as an index into this.
    public static func regions(_ bytes: [UInt8]) throws -> [Int32] {
        try bytes.withUnsafeBufferPointer { bytes in
            var (_, regionCount, index) = try header(bytes)
            var regions = [Int32](repeating: 0, count: regionCount + 1)
            var last = 0
            for k in 0..<regionCount {
                last += Int(try readVarint(bytes, &index))
                regions[k + 1] = Int32(truncatingIfNeeded: last)
            }
            return regions
        }
    }

    /// The city and region counts, and where the region list starts.
    @inlinable
    static func header(_ bytes: UnsafeBufferPointer<UInt8>) throws -> (count: Int, regionCount: Int, next: Int) {
        guard let v = bytes.first else { throw CodingError.truncated }
        guard v == version else { throw CodingError.unsupportedVersion(v) }
        var index = 1
        let count = Int(try readVarint(bytes, &index))
        let regionCount = Int(try readVarint(bytes, &index))
        guard count <= bytes.count, regionCount <= bytes.count else { throw CodingError.truncated }
        return (count, regionCount, index)
    }

    /// Calls `body` with each city in stored order: its position, rowid, latitude and longitude in
    /// grid units, and the index of its region in `regions(_:)` (0 = none). Inlinable, so that a
    /// caller building its own records from 200,000 cities gets the loop specialised, with no call
    /// per city.
    ///
    /// A city's four values almost always take under four bytes each, so while sixteen bytes
    /// remain, each is read with no bounds check and the position stays in a register; only a
    /// longer value, or the blob's last few cities, take the checked path (`readVarint`), whose
    /// position passed by address would keep the whole loop's position in memory, on a loop that
    /// runs once for every city of every country a batch meets.
    @inlinable
    public static func forEachCity(_ bytes: [UInt8], _ body: (_ index: Int, _ rowid: Int32, _ latitudeUnits: Int32, _ longitudeUnits: Int32, _ region: Int) throws -> Void) throws {
        try bytes.withUnsafeBufferPointer { bytes in
            var (count, regionCount, index) = try header(bytes)
            for _ in 0..<regionCount { _ = try readVarint(bytes, &index) }
            var latitude = 0, longitude = 0, rowid = 0
            var at = index
            let fastEnd = bytes.count &- 16
            for city in 0..<count {
                var dLatitude: UInt64 = 0, dLongitude: UInt64 = 0, dRowid: UInt64 = 0, region: UInt64 = 0
                var next = at
                if next <= fastEnd, let base = bytes.baseAddress,
                   shortVarint(base, &next, &dLatitude), shortVarint(base, &next, &dLongitude),
                   shortVarint(base, &next, &dRowid), shortVarint(base, &next, &region) {
                    at = next
                } else {
                    var checked = at
                    dLatitude = try readVarint(bytes, &checked)
                    dLongitude = try readVarint(bytes, &checked)
                    dRowid = try readVarint(bytes, &checked)
                    region = try readVarint(bytes, &checked)
                    at = checked
                }
                latitude &+= unzigzag(dLatitude)
                longitude &+= unzigzag(dLongitude)
                rowid &+= unzigzag(dRowid)
                guard region <= UInt64(regionCount) else { throw CodingError.unknownRegion }
                try body(city, Int32(truncatingIfNeeded: rowid), Int32(truncatingIfNeeded: latitude), Int32(truncatingIfNeeded: longitude), Int(region))
            }
        }
    }

    /// A varint of at most four bytes at `base + at`, into `value`, moving `at` past it; false
    /// (nothing moved) for a longer one. The caller has checked that four bytes are there.
    @inlinable @inline(__always)
    static func shortVarint(_ base: UnsafePointer<UInt8>, _ at: inout Int, _ value: inout UInt64) -> Bool {
        let first = base[at]
        if first < 0x80 { value = UInt64(first); at &+= 1; return true }
        let second = base[at &+ 1]
        let low = UInt64(first & 0x7F) | UInt64(second & 0x7F) << 7
        if second < 0x80 { value = low; at &+= 2; return true }
        let third = base[at &+ 2]
        if third < 0x80 { value = low | UInt64(third) << 14; at &+= 3; return true }
        let fourth = base[at &+ 3]
        guard fourth < 0x80 else { return false }
        value = low | UInt64(third & 0x7F) << 14 | UInt64(fourth) << 21
        at &+= 4
        return true
    }

    static func zigzag(_ v: Int) -> UInt64 { Varint.zigzag(v) }
    @inlinable
    static func unzigzag(_ u: UInt64) -> Int { Varint.unzigzag(u) }
    static func appendVarint(_ value: UInt64, to out: inout [UInt8]) { Varint.append(value, to: &out) }

    @inlinable @inline(__always)
    static func readVarint(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int) throws -> UInt64 {
        guard let value = Varint.read(bytes, &index) else { throw CodingError.truncated }
        return value
    }
}
