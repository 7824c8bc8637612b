/// Turns rowids and IDs into named places with their ancestors, remembering what it has read.
/// The one way features name what the resolver or the user gave them: `waymark resolve`, the
/// atlas commands and the photo import all go through it. Not for sharing between threads.
///
/// ```swift
/// let namer = try PlaceNamer(gazetteer: gazetteer)
/// let label = try namer.label(city: cityRowid, region: regionRowid, country: countryRowid)   // "Prague, Czechia"
/// ```
public final class PlaceNamer {
    let lookup: PlaceLookup
    /// In a batch namer: places' IDs and names, read a block of rowids at a time
    /// (`PlaceNameTable`).
    private let names: PlaceNameTable?
    private var byRowid: [Int: GazetteerPlace] = [:]
    private var byID: [PlaceID: GazetteerPlace] = [:]
    /// Bounds memory on any input; the places a batch meets again are few.
    static let capacity = 50_000

    /// A namer for answers one at a time: places are read by rowid and kept (up to `capacity`).
    ///
    /// ```swift
    /// let namer = try PlaceNamer(gazetteer: gazetteer)
    /// let chain = try namer.chain(rowids: [answer.city.rowid, answer.country.rowid])
    /// ```
    /// - Throws: an SQLite error when the gazetteer's statements cannot be prepared.
    public init(gazetteer: Gazetteer) throws {
        lookup = try gazetteer.makeLookup()
        names = nil
    }

    /// A namer for many answers (`waymark resolve --input`): IDs and names come from
    /// `PlaceNameTable`, read a block of 512 rowids to a query, each block once, instead of a
    /// query per place, which costs more than resolving.
    public init(batchOf gazetteer: Gazetteer) throws {
        lookup = try gazetteer.makeLookup()
        names = gazetteer.makePlaceNameTable()
    }

    /// The place at `rowid` (nil for none), read once and remembered.
    public func place(rowid: Int?) throws -> GazetteerPlace? {
        guard let rowid else { return nil }
        if let known = byRowid[rowid] { return known }
        guard let place = try lookup.place(rowid: rowid) else { return nil }
        remember(place)
        return place
    }

    /// The place with the stable ID `id`, read once and remembered.
    public func place(id: PlaceID) throws -> GazetteerPlace? {
        if let known = byID[id] { return known }
        guard let place = try lookup.place(id: id) else { return nil }
        remember(place)
        return place
    }

    /// The place's ID, name and (for a region) ISO 3166-2 code; in a batch namer its ancestry is
    /// not filled in. What an answer's entries and its `label` need.
    public func named(rowid: Int?) throws -> GazetteerPlace? {
        guard let rowid else { return nil }
        guard let names else { return try place(rowid: rowid) }
        return try names.place(rowid: rowid)
    }

    /// In a batch namer, reads the names of these places together, ahead of `withIDAndName` and
    /// `named` (see `PlaceNameTable.prefetch`); elsewhere nothing.
    public func prefetch(rowids: [Int]) throws {
        try names?.prefetch(rowids)
    }

    /// Calls `body` with the place's ID (its `description`, `kind:code`) and name as UTF-8, valid
    /// only inside `body`, and returns true; false, without calling it, for an unknown rowid. What
    /// a batch writes per place: a batch namer makes no `GazetteerPlace` and no String for it.
    @discardableResult
    public func withIDAndName(rowid: Int, _ body: (_ id: UnsafeBufferPointer<UInt8>, _ name: UnsafeBufferPointer<UInt8>) throws -> Void) throws -> Bool {
        if let names {
            return try names.withName(rowid: rowid) { kind, code, name in
                // The prefix's bytes as one buffer (a short literal, on the stack): a copy, not
                // a walk of its `utf8` view.
                var prefix = kind.idPrefix
                try prefix.withUTF8 { prefix in
                    // On the stack: the ID lives only as long as `body` runs.
                    try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: prefix.count + 1 + code.count) { id in
                        let start = id.baseAddress!
                        start.initialize(from: prefix.baseAddress!, count: prefix.count)
                        start[prefix.count] = UInt8(ascii: ":")
                        if let codeStart = code.baseAddress { (start + prefix.count + 1).initialize(from: codeStart, count: code.count) }
                        try body(UnsafeBufferPointer(start: start, count: prefix.count + 1 + code.count), name)
                    }
                }
            }
        }
        guard let place = try place(rowid: rowid) else { return false }
        var id = place.id.description, name = place.name
        try id.withUTF8 { id in try name.withUTF8 { try body(id, $0) } }
        return true
    }

    /// The label of a resolved answer: its most precise place, with the answer's own region and
    /// country as its ancestors (not the ones its GeoNames codes name), so label and fields never
    /// disagree: a city that lies in West Panamá is labelled with West Panamá even where GeoNames
    /// files it under Panamá. The wording follows `GazetteerPlace.label` (`LabelRule`).
    public func label(city: Int?, region: Int?, country: Int?) throws -> String? {
        var bytes: [UInt8] = []
        guard try appendLabel(city: city, region: region, country: country, to: &bytes) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `label(city:region:country:)` as UTF-8 to `out` and returns true; false, appending
    /// nothing, where there is none. What a batch writes: no String is made, the region's and
    /// country's names are folded once each (`LabelWriter`), not once per chain, and the city's
    /// only as far as comparing it with them needs (`LabelBytes`).
    public func appendLabel(city: Int?, region: Int?, country: Int?, to out: inout [UInt8]) throws -> Bool {
        try labels.appendLabel(city: city, region: region, country: country, namer: self, to: &out)
    }

    /// The regions' and countries' parts of labels, and the writing of labels.
    private var labels = LabelWriter()

    /// Calls `body` with the place's kind and name (UTF-8, valid only inside `body`) and returns
    /// true; false, without calling it, for an unknown rowid. In a batch namer straight from
    /// `PlaceNameTable`, without a `GazetteerPlace` or a String.
    func withKindAndName(rowid: Int, _ body: (PlaceKind, UnsafeBufferPointer<UInt8>) throws -> Void) throws -> Bool {
        if let names { return try names.withName(rowid: rowid) { kind, _, name in try body(kind, name) } }
        guard let place = try place(rowid: rowid) else { return false }
        var name = place.name
        try name.withUTF8 { try body(place.kind, $0) }
        return true
    }

    /// The place and every ancestor the gazetteer records (city, region, country, continent),
    /// most specific first; nil when the gazetteer has no such place.
    public func chain(for id: PlaceID) throws -> [GazetteerPlace]? {
        guard let place = try place(id: id) else { return nil }
        var chain = [place]
        for ancestor in [place.city?.id, place.region?.id, place.country?.id, place.continent?.id].compactMap({ $0 }) {
            if let parent = try self.place(id: ancestor) { chain.append(parent) }
        }
        return chain
    }

    /// Resolved rowids (most specific first; nil where a level did not resolve) named, with the
    /// continent of the least specific one added at the end.
    public func chain(rowids: [Int?]) throws -> [GazetteerPlace] {
        var chain = try rowids.compactMap { try place(rowid: $0) }
        if let continent = chain.last?.continent, chain.last?.id.kind != .continent, let place = try place(id: continent.id) {
            chain.append(place)
        }
        return chain
    }

    private func remember(_ place: GazetteerPlace) {
        if byRowid.count >= Self.capacity { byRowid.removeAll(); byID.removeAll() }
        byRowid[place.rowid] = place
        byID[place.id] = place
    }
}
