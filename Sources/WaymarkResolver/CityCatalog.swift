import WaymarkGeo
import WaymarkGazetteer

/// The cities a resolver searches, per region and per country, each list built the first time
/// it is asked for. A city counts in the region and country it lies in by the boundaries
/// (`CityMembership`), which the gazetteer stores where they differ from its codes.
///
/// Nothing is read at open. A region's list is read with its own indexed query
/// (`Gazetteer.citiesLying(inRegion:)`, about 0.8 µs a city) while few cities have been read that
/// way, so a batch in a few regions never reads the 235,000 cities of the world. Everything else
/// reads every city in one pass (`CityTable`, about 0.2 µs a city) and answers from it: a
/// country's list (a large country's query costs more than the pass), a city's region, and any
/// list once those read one by one pass `Limits.standard`. Both ways give a list the same cities
/// in rowid order.
final class CityCatalog {
    /// When to stop reading region lists one by one: after this many cities or this many lists.
    struct Limits {
        var cities: Int
        var queries: Int
        /// 30,000 cities through the index cost about what one pass over all 235,000 does.
        static let standard = Limits(cities: 30_000, queries: 400)
    }
    private let limits: Limits

    private let gazetteer: Gazetteer
    private var table: CityTable?
    private var lazyCitiesRead = 0
    private var lazyQueriesRun = 0
    // Indexed by rowid: regions and countries have small rowids, and an array is one memory
    // access where a dictionary is several.
    private let byRegion: LazySlots<NearestPoints>
    private let byCountry: LazySlots<NearestPoints>

    /// A city section's point answers as its city ("Paris 07 Palais-Bourbon" → Paris).
    private let sectionParents: [Int: Int]

    init(gazetteer: Gazetteer, sectionParents: [Int: Int] = [:], limits: Limits = .standard) throws {
        self.gazetteer = gazetteer
        self.sectionParents = sectionParents
        self.limits = limits
        let slots = try gazetteer.largestCountryOrRegionRowid() + 1
        byRegion = LazySlots(count: slots)
        byCountry = LazySlots(count: slots)
    }

    private func points(_ cities: [(rowid: Int, coordinate: Coordinate)]) -> NearestPoints {
        NearestPoints(cities.map { city in
            NearestPoints.Point(latitude: city.coordinate.latitude, longitude: city.coordinate.longitude,
                                cosine: SphericalDistance.cosine(of: city.coordinate.latitude),
                                rowid: Int32(sectionParents[city.rowid] ?? city.rowid))
        })
    }

    /// Every city, read in one pass the first time it is needed.
    private func wholeTable() throws -> CityTable {
        if let table { return table }
        let read = try CityTable(gazetteer: gazetteer)
        table = read
        return read
    }

    func inRegion(_ region: Int) throws -> NearestPoints {
        guard region >= 0, region < byRegion.count else { return NearestPoints([NearestPoints.Point]()) }
        return try byRegion.value(at: region) {
            if table == nil, lazyCitiesRead < limits.cities, lazyQueriesRun < limits.queries {
                let cities = try gazetteer.citiesLying(inRegion: region).sorted { $0.rowid < $1.rowid }
                lazyQueriesRun += 1
                lazyCitiesRead += cities.count
                return points(cities.map { ($0.rowid, $0.coordinate) })
            }
            return points(try wholeTable().cities(inRegion: region))
        }
    }

    func inCountry(_ country: Int) throws -> NearestPoints {
        guard country >= 0, country < byCountry.count else { return NearestPoints([NearestPoints.Point]()) }
        return try byCountry.value(at: country) { points(try wholeTable().cities(inCountry: country)) }
    }

    /// The cities of a country that lie inside `polygon`.
    func inCountry(_ country: Int, inside polygon: IndexedPolygon) throws -> NearestPoints {
        points(try wholeTable().cities(inCountry: country).filter { polygon.contains($0.coordinate) })
    }

    /// The region the city lies in (see `CityMembership`).
    func region(ofRowid rowid: Int) throws -> Int? { try wholeTable().region(ofRowid: rowid) }
}

/// Every city, read in one pass, grouped by the region and country it lies in.
struct CityTable {
    private let rowids: [Int]
    private let coordinates: [Coordinate]
    private let regions: [Int32]        // 0 = none
    private let regionGroups: Grouping
    private let countryGroups: Grouping

    init(gazetteer: Gazetteer) throws {
        var rowids: [Int] = [], coordinates: [Coordinate] = [], regions: [Int32] = [], countries: [Int32] = []
        rowids.reserveCapacity(240_000); coordinates.reserveCapacity(240_000)
        regions.reserveCapacity(240_000); countries.reserveCapacity(240_000)
        try gazetteer.forEachPoint(of: .city) { city in
            rowids.append(city.rowid)
            coordinates.append(city.coordinate)
            regions.append(Int32(city.region ?? 0))
            countries.append(Int32(city.country ?? 0))
        }
        if let first = rowids.first {
            for placement in try gazetteer.cityPlacements() {
                let index = placement.city - first
                guard index >= 0, index < rowids.count, rowids[index] == placement.city else { continue }
                countries[index] = Int32(placement.country)
                regions[index] = Int32(placement.region ?? 0)
            }
        }
        self.rowids = rowids; self.coordinates = coordinates; self.regions = regions
        regionGroups = Grouping(keys: regions)
        countryGroups = Grouping(keys: countries)
    }

    private func cities(_ members: ArraySlice<Int32>) -> [(rowid: Int, coordinate: Coordinate)] {
        members.map { (rowids[Int($0)], coordinates[Int($0)]) }
    }

    func cities(inRegion region: Int) -> [(rowid: Int, coordinate: Coordinate)] { cities(regionGroups.members(of: region)) }

    func cities(inCountry country: Int) -> [(rowid: Int, coordinate: Coordinate)] { cities(countryGroups.members(of: country)) }

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
