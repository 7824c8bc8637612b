import WaymarkGeo
import WaymarkGazetteer

/// The cities a resolver searches, per region and per country, each list built the first time
/// it is asked for. A city counts in the region and country it lies in by the boundaries
/// (`CityMembership`), which the gazetteer stores where they differ from its codes.
///
/// Nothing is read at open. A country's list is one row of `country_cities` (schema 8), which the
/// build stores already sorted as `NearestPoints` searches it, with each city's region: reading
/// it costs a blob decode and a cosine per city, with no SQL per city and no sort. A region's
/// list is its run of its country's cities grouped by region (a filtered sorted list stays
/// sorted), and a split polygon's list the part of its country's list that the build found
/// inside it. A batch therefore reads only the countries it meets, never the 235,000 cities of
/// the world in one pass.
final class CityCatalog {
    private let gazetteer: Gazetteer
    /// Keeps its statements: a batch reads a row for each country and split polygon it meets.
    private let rows: CountryCityReader
    // Indexed by rowid: regions and countries have small rowids, and an array is one memory
    // access where a dictionary is several.
    private let byRegion: LazySlots<NearestPoints>
    private let byCountry: LazySlots<CountryCities>
    /// The cities inside each split or derived region polygon, by boundary rowid: a slot read per
    /// point, where a dictionary of them cost two hashed lookups and an exclusivity check.
    private let byBoundary: LazySlots<NearestPoints>
    /// Each region's country rowid, by region rowid; read the first time a region list is built.
    private var regionCountry: [Int32]?
    /// The region each city lies in, by city rowid, for the cities of the countries read so far:
    /// 0 = none, -1 = not read yet. Empty until the first country is read.
    private var regionByCity: [Int32] = []

    /// A city section's point answers as its city ("Paris 07 Palais-Bourbon" → Paris); the lists
    /// keep the section's own rowid, so the resolution can name it as the locality.
    private let sectionParents: [Int: Int]
    /// One bit per rowid up to the largest section: most cities are not sections, and a bit
    /// test spares them a dictionary lookup.
    private let sectionBits: [UInt64]

    /// `boundary_cities` disagrees with the rest of the gazetteer.
    struct DamagedCityList: Error, CustomStringConvertible {
        var description: String
    }

    /// A country's cities as searched, with the region each lies in, as an index into `regions`
    /// (whose first entry, 0, stands for none), in the same order.
    struct CountryCities {
        let nearest: NearestPoints
        let regions: [Int32]
        let regionIndices: [Int32]
    }

    init(gazetteer: Gazetteer, sectionParents: [Int: Int] = [:]) throws {
        self.gazetteer = gazetteer
        rows = gazetteer.makeCountryCityReader()
        self.sectionParents = sectionParents
        var bits = [UInt64](repeating: 0, count: ((sectionParents.keys.max() ?? -1) + 64) / 64)
        for section in sectionParents.keys where section >= 0 { bits[section / 64] |= 1 << UInt64(section % 64) }
        sectionBits = bits
        let slots = try gazetteer.largestCountryOrRegionRowid() + 1
        byRegion = LazySlots(count: slots)
        byCountry = LazySlots(count: slots)
        byBoundary = LazySlots(count: try gazetteer.largestBoundaryWithCities() + 1)
    }

    /// The city a section belongs to; nil for a place that is not a section. Called once per
    /// resolution, on the nearest place.
    @inline(__always)
    func parent(ofSection rowid: Int) -> Int? {
        let word = rowid &>> 6
        guard rowid >= 0, word < sectionBits.count, sectionBits[word] & (1 &<< UInt64(rowid & 63)) != 0 else { return nil }
        return sectionParents[rowid]
    }

    private func country(_ country: Int) throws -> CountryCities {
        try byCountry.value(at: country) {
            guard let blob = try rows.countryCityBlob(country) else {
                return CountryCities(nearest: NearestPoints(sortedByLatitude: []), regions: [0], regionIndices: [])
            }
            let count = try CountryCityCodec.count(blob)
            let regions = try CountryCityCodec.regions(blob)
            var cityRegions = try takeRegionByCity()
            defer { regionByCity = cityRegions }
            var indices = [Int32](repeating: 0, count: count)
            // Filled through buffers, each city written at the position the decoder gives: 200,000
            // appends, each checking capacity and uniqueness, cost more than the decoding itself,
            // and a counter or array reached through the closure's captures stays in memory.
            let block = try PointBlock.make(count: count) { points in
                try indices.withUnsafeMutableBufferPointer { indices in
                    try cityRegions.withUnsafeMutableBufferPointer { cityRegions in
                        try regions.withUnsafeBufferPointer { regions in
                            try CountryCityCodec.forEachCity(blob) { city, rowid, latitudeUnits, longitudeUnits, region in
                                let latitude = CoordinateGrid.degrees(Int(latitudeUnits))
                                (points.baseAddress! + city).initialize(to: NearestPoints.Point(
                                    latitude: latitude, longitude: CoordinateGrid.degrees(Int(longitudeUnits)),
                                    cosine: SphericalDistance.cosine(of: latitude), rowid: Int32(truncatingIfNeeded: rowid)))
                                indices[city] = Int32(truncatingIfNeeded: region)
                                if rowid >= 0, Int(rowid) < cityRegions.count { cityRegions[Int(rowid)] = regions[region] }
                            }
                        }
                    }
                }
            }
            return CountryCities(nearest: NearestPoints(sortedByLatitude: UnsafeBufferPointer(block.buffer), in: block),
                                 regions: regions, regionIndices: indices)
        }
    }

    /// `regionByCity`, moved out so that filling it is not an exclusivity-checked class access per
    /// city (and not a copy: the property is left empty until it is put back). Sized on first use
    /// to every place rowid.
    private func takeRegionByCity() throws -> [Int32] {
        var taken: [Int32] = []
        swap(&taken, &regionByCity)
        if taken.isEmpty { taken = [Int32](repeating: -1, count: try gazetteer.largestPlaceRowid() + 1) }
        return taken
    }

    /// A region's list comes from its country's: the first region of a country asked for makes
    /// the lists of all its regions in one pass over the country's cities, rather than one pass
    /// per region.
    func inRegion(_ region: Int) throws -> NearestPoints {
        guard region >= 0, region < byRegion.count else { return NearestPoints(sortedByLatitude: []) }
        if let ready = byRegion[region] { return ready }
        let countries = try regionCountries()
        let owner = region < countries.count ? Int(countries[region]) : 0
        if owner > 0, owner < byCountry.count {
            let cities = try country(owner)
            // A counting sort by region: counted first, then each city written through a pointer
            // at its region's next slot of one block, which keeps each region's cities in the
            // country's order. Each region's list is then its run of that block, shared rather than
            // copied out: copies cost 32 bytes a city of fresh memory, and its page faults.
            // Appending to each region's own array costs a uniqueness check and a
            // capacity check per city, and a list grown by doubling would hold up to twice the
            // memory its cities need. Cities in no region (index 0) are in no list.
            let regionCount = cities.regions.count
            var starts = [Int](repeating: 0, count: regionCount + 1)
            for index in cities.regionIndices where index != 0 { starts[Int(index) + 1] += 1 }
            for k in 1...regionCount { starts[k] += starts[k - 1] }
            var next = starts
            let grouped = try PointBlock.make(count: starts[regionCount]) { out in
                let points = cities.nearest.points
                cities.regionIndices.withUnsafeBufferPointer { indices in
                    next.withUnsafeMutableBufferPointer { next in
                        for i in points.indices where indices[i] != 0 {
                            let index = Int(indices[i])
                            (out.baseAddress! + next[index]).initialize(to: points[i])
                            next[index] += 1
                        }
                    }
                }
            }
            for (index, listed) in cities.regions.enumerated().dropFirst() where Int(listed) < byRegion.count {
                let run = UnsafeBufferPointer(rebasing: grouped.buffer[starts[index]..<starts[index + 1]])
                byRegion.set(NearestPoints(sortedByLatitude: run, in: grouped), at: Int(listed))
            }
        }
        // A region with no city, or none in its country's list, has an empty list.
        return byRegion.value(at: region) { NearestPoints(sortedByLatitude: []) }
    }

    func inCountry(_ country: Int) throws -> NearestPoints {
        guard country >= 0, country < byCountry.count else { return NearestPoints(sortedByLatitude: []) }
        return try self.country(country).nearest
    }

    /// The cities of a country that lie inside a split or derived region polygon, as the build
    /// lists them (`boundary_cities`: positions in the country's list, found with the same
    /// `IndexedPolygon.contains` on the same stored rings). Testing the country's cities against
    /// the polygon here would cost a point-in-polygon test per city, per polygon, per process.
    func inCountry(_ country: Int, insideBoundary boundary: Int) throws -> NearestPoints {
        guard boundary >= 0, boundary < byBoundary.count else { return try cities(of: country, insideBoundary: boundary) }
        return try byBoundary.value(at: boundary) { try cities(of: country, insideBoundary: boundary) }
    }

    private func cities(of country: Int, insideBoundary boundary: Int) throws -> NearestPoints {
        guard let positions = try rows.boundaryCityPositions(boundary) else {
            throw DamagedCityList(description: "boundary_cities has no row for split or derived boundary \(boundary)")
        }
        // The country's list stays in `byCountry`, so its points outlive this copy.
        let all = try inCountry(country).points
        let block = try PointBlock.make(count: positions.count) { points in
            for (k, position) in positions.enumerated() {
                guard position >= 0, position < all.count else {
                    throw DamagedCityList(description: "boundary_cities lists position \(position) of boundary \(boundary), past its country's \(all.count) cities")
                }
                (points.baseAddress! + k).initialize(to: all[position])
            }
        }
        return NearestPoints(sortedByLatitude: UnsafeBufferPointer(block.buffer), in: block)
    }

    /// The region the city lies in (see `CityMembership`): from the country lists read so far,
    /// else asked of the gazetteer (a city whose country no point has needed yet).
    func region(ofRowid rowid: Int) throws -> Int? {
        if rowid >= 0, rowid < regionByCity.count, regionByCity[rowid] >= 0 {
            return regionByCity[rowid] == 0 ? nil : Int(regionByCity[rowid])
        }
        return try gazetteer.regionLying(city: rowid)
    }

    private func regionCountries() throws -> [Int32] {
        if let regionCountry { return regionCountry }
        let pairs = try gazetteer.regionCountryPairs()
        var table = [Int32](repeating: 0, count: (pairs.map(\.region).max() ?? 0) + 1)
        for pair in pairs { table[pair.region] = Int32(pair.country) }
        regionCountry = table
        return table
    }
}
