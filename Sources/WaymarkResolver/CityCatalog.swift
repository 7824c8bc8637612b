import WaymarkGeo
import WaymarkSQLite

/// Every city, read in one pass at open, with per-region and per-country nearest-point lists
/// built the first time a region or country is asked for.
final class CityCatalog {
    private let rowids: [Int]
    private let coordinates: [Coordinate]
    private let tieBreaks: [Int]
    private let regions: [Int32]        // 0 = none
    private let countries: [Int32]
    private var regionMembers: [Int: [Int32]] = [:]
    private var countryMembers: [Int: [Int32]] = [:]
    private var byRegion: [Int: NearestPoints] = [:]
    private var byCountry: [Int: NearestPoints] = [:]
    private var regionOfRowid: [Int: Int32] = [:]

    init(database: Database) throws {
        let statement = try database.prepare("""
            SELECT rowid, latitude, longitude, CAST(code AS INTEGER), region, country FROM place WHERE kind = 3 ORDER BY rowid
            """)
        var rowids: [Int] = [], coordinates: [Coordinate] = [], tieBreaks: [Int] = [], regions: [Int32] = [], countries: [Int32] = []
        rowids.reserveCapacity(240_000); coordinates.reserveCapacity(240_000); tieBreaks.reserveCapacity(240_000)
        regions.reserveCapacity(240_000); countries.reserveCapacity(240_000)
        while try statement.step() {
            rowids.append(statement.int(0))
            coordinates.append(Coordinate(latitude: statement.double(1), longitude: statement.double(2)))
            tieBreaks.append(statement.int(3))
            regions.append(Int32(statement.optionalInt(4) ?? 0))
            countries.append(Int32(statement.int(5)))
        }
        self.rowids = rowids; self.coordinates = coordinates; self.tieBreaks = tieBreaks
        self.regions = regions; self.countries = countries
        for i in 0..<rowids.count {
            if regions[i] != 0 { regionMembers[Int(regions[i]), default: []].append(Int32(i)) }
            countryMembers[Int(countries[i]), default: []].append(Int32(i))
        }
    }

    private func points(_ members: [Int32]) -> NearestPoints {
        NearestPoints(members.map { (rowid: rowids[Int($0)], coordinate: coordinates[Int($0)], tieBreak: tieBreaks[Int($0)]) })
    }

    func inRegion(_ region: Int) -> NearestPoints {
        if let ready = byRegion[region] { return ready }
        let built = points(regionMembers[region] ?? [])
        byRegion[region] = built
        return built
    }

    func inCountry(_ country: Int) -> NearestPoints {
        if let ready = byCountry[country] { return ready }
        let built = points(countryMembers[country] ?? [])
        byCountry[country] = built
        return built
    }

    /// The cities of a country that lie inside `polygon`.
    func inCountry(_ country: Int, inside polygon: IndexedPolygon) -> NearestPoints {
        points((countryMembers[country] ?? []).filter { polygon.contains(coordinates[Int($0)]) })
    }

    func region(ofRowid rowid: Int) -> Int? {
        // Rowids of cities are contiguous and ascending, so the index is one subtraction away.
        guard let first = rowids.first else { return nil }
        let index = rowid - first
        guard index >= 0, index < rowids.count, rowids[index] == rowid else { return nil }
        return regions[index] == 0 ? nil : Int(regions[index])
    }
}
