/// Turns rowids and IDs into named places with their ancestors, remembering what it has read.
/// The one way features name what the resolver or the user gave them: `waymark resolve`, the
/// atlas commands and the photo import all go through it. Not for sharing between threads.
public final class PlaceNamer {
    let lookup: PlaceLookup
    private var byRowid: [Int: GazetteerPlace] = [:]
    private var byID: [PlaceID: GazetteerPlace] = [:]
    /// Bounds memory on any input; the places a batch meets again are few.
    static let capacity = 50_000

    public init(gazetteer: Gazetteer) throws { lookup = try gazetteer.makeLookup() }

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
