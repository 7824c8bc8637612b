/// Turns rowids and IDs into named places with their ancestors, remembering what it has read.
/// The one way features name what the resolver or the user gave them: `waymark resolve`, the
/// atlas commands and the photo import all go through it. Not for sharing between threads.
public final class PlaceNamer {
    let lookup: PlaceLookup
    /// In a batch namer: places' IDs and names, read by rowid a block at a time or, for a long
    /// stream, in one scan (`PlaceNameTable`).
    private let names: PlaceNameTable?
    private var byRowid: [Int: GazetteerPlace] = [:]
    private var byID: [PlaceID: GazetteerPlace] = [:]
    /// Bounds memory on any input; the places a batch meets again are few.
    static let capacity = 50_000

    public init(gazetteer: Gazetteer) throws {
        lookup = try gazetteer.makeLookup()
        names = nil
    }

    /// A namer for many answers (`waymark resolve --input`): IDs and names come from
    /// `PlaceNameTable`, read many places to a query or in one scan of the place table, instead
    /// of a query per place, which costs more than resolving.
    public init(batchOf gazetteer: Gazetteer) throws {
        lookup = try gazetteer.makeLookup()
        names = gazetteer.makePlaceNameTable()
    }

    public func place(rowid: Int?) throws -> GazetteerPlace? {
        guard let rowid else { return nil }
        if let known = byRowid[rowid] { return known }
        guard let place = try lookup.place(rowid: rowid) else { return nil }
        remember(place)
        return place
    }

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
    /// files it under Panamá. The wording follows `GazetteerPlace.label` (`LabelRule`); the
    /// region's and country's names are folded once each (`areaLabel`), not once per chain.
    public func label(city: Int?, region: Int?, country: Int?) throws -> String? {
        let countryArea = try areaLabel(rowid: country), regionArea = try areaLabel(rowid: region)
        let subject: (rowid: Int, kind: PlaceKind, name: LabelPart)
        if let city, let named = try kindAndName(rowid: city) {
            subject = (city, named.kind, LabelPart(named.name))
        } else if let region, let regionArea {
            subject = (region, regionArea.kind, regionArea.part)
        } else if let country, let countryArea {
            subject = (country, countryArea.kind, countryArea.part)
        } else {
            return nil
        }
        switch subject.kind {
        case .city:
            return LabelRule.label(kind: .city, name: subject.name, region: regionArea?.part, abbreviation: {
                GazetteerPlace.regionAbbreviation(iso: regionArea?.iso, countryCode: countryArea?.code).map(LabelPart.init)
            }, country: countryArea?.part)
        case .region:
            return LabelRule.label(kind: .region, name: subject.name, country: countryArea?.part)
        case .country, .continent:
            return LabelRule.label(kind: subject.kind, name: subject.name, country: nil)
        case .airport:
            // Its own served city and country, as stored: the answer gives an airport no ancestors.
            return try named(rowid: subject.rowid)?.label
        }
    }

    /// A region's or a country's part of a label, folded once, with its code and ISO 3166-2 code
    /// (for a region's abbreviation).
    private struct AreaLabel {
        let kind: PlaceKind
        let code: String
        let iso: String?
        let part: LabelPart
    }
    private var areaLabels: [Int: AreaLabel] = [:]

    private func areaLabel(rowid: Int?) throws -> AreaLabel? {
        guard let rowid else { return nil }
        if let known = areaLabels[rowid] { return known }
        guard let place = try named(rowid: rowid) else { return nil }
        let area = AreaLabel(kind: place.kind, code: place.id.code, iso: place.codes.iso3166_2, part: LabelPart(place.name))
        // Regions and countries only, a few thousand at most; a missing rowid is asked again.
        if area.kind == .region || area.kind == .country { areaLabels[rowid] = area }
        return area
    }

    /// The place's kind and name: in a batch namer straight from `PlaceNameTable`, without a
    /// `GazetteerPlace`.
    private func kindAndName(rowid: Int) throws -> (kind: PlaceKind, name: String)? {
        guard let names else { return try place(rowid: rowid).map { ($0.kind, $0.name) } }
        var found: (PlaceKind, String)?
        try names.withName(rowid: rowid) { kind, _, name in found = (kind, String(decoding: name, as: UTF8.self)) }
        return found
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
