/// Writes the labels of answers as UTF-8 (`PlaceNamer.appendLabel`), and keeps the regions' and
/// countries' parts of them: per rowid, where the name, its keys (`LabelBytes`) and, for a region,
/// its postal abbreviation lie in one buffer, folded once each. A value inside the namer, used
/// through its own mutating method: a class's stored `var` is checked for exclusive access at run
/// time on every use, and every label of a batch looks up two areas.
struct LabelWriter {
    /// A region's or a country's part of a label, in `bytes`.
    private struct Area {
        let kind: PlaceKind
        let name: Range<Int>
        let keys: Range<Int>
        /// As a country: whether its regions are written by abbreviation
        /// (`GazetteerPlace.regionAbbreviationCountries`).
        let writesAbbreviations: Bool
        /// As a region: its postal abbreviation and its keys, where its ISO 3166-2 code gives one;
        /// read only once a chain's country writes abbreviations (`abbreviationRead`).
        var abbreviation: (name: Range<Int>, keys: Range<Int>)?
        var abbreviationRead = false

        func name(in bytes: UnsafeBufferPointer<UInt8>) -> LabelBytes {
            LabelBytes(name: UnsafeBufferPointer(rebasing: bytes[name]), keys: UnsafeBufferPointer(rebasing: bytes[keys]))
        }

        func abbreviation(in bytes: UnsafeBufferPointer<UInt8>) -> LabelBytes? {
            abbreviation.map { LabelBytes(name: UnsafeBufferPointer(rebasing: bytes[$0.name]), keys: UnsafeBufferPointer(rebasing: bytes[$0.keys])) }
        }
    }

    private var bytes: [UInt8] = []
    /// Per rowid: 1 + the index of its `Area` in `areas`, 0 when not yet met. Regions and
    /// countries have the smallest rowids, and answers name a few thousand at most.
    private var index: [Int32] = []
    private var areas: [Area] = []
    /// Per area: its ISO 3166-2 code, from which its abbreviation is read.
    private var isoCodes: [String?] = []

    /// See `PlaceNamer.appendLabel(city:region:country:to:)`.
    mutating func appendLabel(city: Int?, region: Int?, country: Int?, namer: PlaceNamer, to out: inout [UInt8]) throws -> Bool {
        let countryIndex = try area(country, namer), regionIndex = try area(region, namer)
        // A region's abbreviation is read only where the answer's country writes them (the United
        // States, Canada, Australia): reading one from an ISO code costs thousands of instructions.
        if let countryIndex, let regionIndex, areas[countryIndex].writesAbbreviations, !areas[regionIndex].abbreviationRead {
            let abbreviation = GazetteerPlace.regionAbbreviation(iso: isoCodes[regionIndex]).map { append($0) }
            areas[regionIndex].abbreviation = abbreviation
            areas[regionIndex].abbreviationRead = true
        }
        let countryArea = countryIndex.map { areas[$0] }, regionArea = regionIndex.map { areas[$0] }
        if let city {
            var kind: PlaceKind?
            _ = try namer.withKindAndName(rowid: city) { cityKind, name in
                kind = cityKind
                // An airport's label is read apart (below): it reads the place table again.
                if cityKind != .airport { write(kind: cityKind, name: LabelBytes(name: name, keys: nil), region: regionArea, country: countryArea, to: &out) }
            }
            if let kind { return kind == .airport ? try Self.appendAirportLabel(rowid: city, namer, to: &out) : true }
        }
        for (rowid, area) in [(region, regionArea), (country, countryArea)] {
            guard let rowid, let area else { continue }
            if area.kind == .airport { return try Self.appendAirportLabel(rowid: rowid, namer, to: &out) }
            bytes.withUnsafeBufferPointer { bytes in
                write(kind: area.kind, name: area.name(in: bytes), region: regionArea, country: countryArea, to: &out)
            }
            return true
        }
        return false
    }

    /// The label of the subject `name`, a place of `kind` other than an airport, in the answer's
    /// region and country, appended to `out`.
    private func write(kind: PlaceKind, name: LabelBytes, region: Area?, country: Area?, to out: inout [UInt8]) {
        bytes.withUnsafeBufferPointer { bytes in
            var first = true
            LabelRule.label(kind: kind, name: name, region: kind == .city ? region?.name(in: bytes) : nil, abbreviation: {
                guard country?.writesAbbreviations == true else { return nil }
                return region?.abbreviation(in: bytes)
            }, country: kind == .city || kind == .region ? country?.name(in: bytes) : nil) { part in
                if !first { out.append(UInt8(ascii: ",")); out.append(UInt8(ascii: " ")) }
                first = false
                out.append(contentsOf: part.name)
            }
        }
    }

    /// An airport's label: its own served city and country, as stored; the answer gives an
    /// airport no ancestors.
    private static func appendAirportLabel(rowid: Int, _ namer: PlaceNamer, to out: inout [UInt8]) throws -> Bool {
        guard let label = try namer.named(rowid: rowid)?.label else { return false }
        out.append(contentsOf: label.utf8)
        return true
    }

    /// The index in `areas` of the place's area, read the first time it is met.
    private mutating func area(_ rowid: Int?, _ namer: PlaceNamer) throws -> Int? {
        guard let rowid, rowid >= 0 else { return nil }
        if rowid < index.count, index[rowid] > 0 { return Int(index[rowid]) - 1 }
        // A missing rowid is asked again.
        guard let place = try namer.named(rowid: rowid) else { return nil }
        let own = append(place.name)
        areas.append(Area(kind: place.kind, name: own.name, keys: own.keys,
                          writesAbbreviations: GazetteerPlace.regionAbbreviationCountries.contains(place.id.code)))
        isoCodes.append(place.codes.iso3166_2)
        if rowid >= index.count { index.append(contentsOf: repeatElement(0, count: rowid + 1 - index.count)) }
        index[rowid] = Int32(areas.count)
        return areas.count - 1
    }

    /// Appends the text and its keys to `bytes`.
    private mutating func append(_ text: String) -> (name: Range<Int>, keys: Range<Int>) {
        let start = bytes.count
        bytes.append(contentsOf: text.utf8)
        let middle = bytes.count
        LabelBytes.appendKeys(of: text, to: &bytes)
        return (start..<middle, middle..<bytes.count)
    }
}
