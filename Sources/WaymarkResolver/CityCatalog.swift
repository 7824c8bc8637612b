import WaymarkGeo
import WaymarkSQLite

/// Every city, read in one pass at open, with per-region and per-country nearest-point lists
/// built the first time a region or country is asked for. A city counts in the region and country
/// it lies in by the boundaries (`CityMembership`), which the gazetteer stores where they differ
/// from its codes.
final class CityCatalog {
    private let rowids: [Int]
    private let coordinates: [Coordinate]
    private let regions: [Int32]        // 0 = none
    private let countries: [Int32]
    private let regionGroups: Grouping
    private let countryGroups: Grouping
    // Indexed by rowid: regions and countries have small rowids, and an array is one memory
    // access where a dictionary is several.
    private let byRegion: LazySlots<NearestPoints>
    private let byCountry: LazySlots<NearestPoints>

    /// A city section's point answers as its city ("Paris 07 Palais-Bourbon" → Paris).
    private let sectionParents: [Int: Int]

    init(database: Database, sectionParents: [Int: Int] = [:]) throws {
        self.sectionParents = sectionParents
        let statement = try database.prepare("""
            SELECT rowid, latitude, longitude, region, country FROM place WHERE kind = 3 ORDER BY rowid
            """)
        var rowids: [Int] = [], coordinates: [Coordinate] = [], regions: [Int32] = [], countries: [Int32] = []
        rowids.reserveCapacity(240_000); coordinates.reserveCapacity(240_000)
        regions.reserveCapacity(240_000); countries.reserveCapacity(240_000)
        while try statement.step() {
            rowids.append(statement.int(0))
            coordinates.append(Coordinate(latitude: statement.double(1), longitude: statement.double(2)))
            regions.append(Int32(statement.optionalInt(3) ?? 0))
            countries.append(Int32(statement.int(4)))
        }
        if let first = rowids.first {
            let membership = try database.prepare("SELECT city, country, region FROM city_membership")
            while try membership.step() {
                let index = membership.int(0) - first
                guard index >= 0, index < rowids.count, rowids[index] == membership.int(0) else { continue }
                countries[index] = Int32(membership.int(1))
                regions[index] = Int32(membership.optionalInt(2) ?? 0)
            }
        }
        self.rowids = rowids; self.coordinates = coordinates
        self.regions = regions; self.countries = countries
        regionGroups = Grouping(keys: regions)
        countryGroups = Grouping(keys: countries)
        byRegion = LazySlots(count: Int(regions.max() ?? 0) + 1)
        byCountry = LazySlots(count: Int(countries.max() ?? 0) + 1)
    }

    private func points<S: Sequence>(_ members: S) -> NearestPoints where S.Element == Int32 {
        NearestPoints(members.map { member -> NearestPoints.Point in
            let c = coordinates[Int(member)]
            let rowid = rowids[Int(member)]
            return NearestPoints.Point(latitude: c.latitude, longitude: c.longitude, cosine: SphericalDistance.cosine(of: c.latitude),
                                       rowid: Int32(sectionParents[rowid] ?? rowid))
        })
    }

    func inRegion(_ region: Int) -> NearestPoints {
        guard region >= 0, region < byRegion.count else { return NearestPoints([NearestPoints.Point]()) }
        return byRegion.value(at: region) { points(regionGroups.members(of: region)) }
    }

    func inCountry(_ country: Int) -> NearestPoints {
        guard country >= 0, country < byCountry.count else { return NearestPoints([NearestPoints.Point]()) }
        return byCountry.value(at: country) { points(countryGroups.members(of: country)) }
    }

    /// The cities of a country that lie inside `polygon`.
    func inCountry(_ country: Int, inside polygon: IndexedPolygon) -> NearestPoints {
        points(countryGroups.members(of: country).filter { polygon.contains(coordinates[Int($0)]) })
    }

    /// The region the city lies in (see `CityMembership`).
    func region(ofRowid rowid: Int) -> Int? {
        // Rowids of cities are contiguous and ascending, so the index is one subtraction away.
        guard let first = rowids.first else { return nil }
        let index = rowid - first
        guard index >= 0, index < rowids.count, rowids[index] == rowid else { return nil }
        return regions[index] == 0 ? nil : Int(regions[index])
    }
}

/// City indices grouped by a small integer key (a region or country rowid), laid out flat:
/// a counting sort, O(n + largest key), with no per-group allocation.
struct Grouping {
    private let starts: [Int32]
    private let items: [Int32]

    init(keys: [Int32]) {
        let largest = Int(keys.max() ?? 0)
        var starts = [Int32](repeating: 0, count: largest + 2)
        for key in keys where key > 0 { starts[Int(key) + 1] += 1 }
        for k in 0...largest { starts[k + 1] += starts[k] }
        var fill = starts
        var items = [Int32](repeating: 0, count: Int(starts[largest + 1]))
        for (index, key) in keys.enumerated() where key > 0 {
            items[Int(fill[Int(key)])] = Int32(index)
            fill[Int(key)] += 1
        }
        self.starts = starts
        self.items = items
    }

    func members(of key: Int) -> ArraySlice<Int32> {
        guard key > 0, key + 1 < starts.count else { return [] }
        return items[Int(starts[key])..<Int(starts[key + 1])]
    }
}
