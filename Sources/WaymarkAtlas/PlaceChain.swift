import WaymarkGazetteer

extension PlaceSnapshot {
    /// A place and its ancestors as snapshots, most specific first (airport, city, region,
    /// country, continent), read through `lookup`.
    public static func chain(of place: GazetteerPlace, lookup: PlaceLookup, gazetteer: String) throws -> [PlaceSnapshot] {
        var chain = [PlaceSnapshot(place, gazetteer: gazetteer)]
        for ancestor in [place.city?.id, place.region?.id, place.country?.id, place.continent?.id].compactMap({ $0 }) {
            if let parent = try lookup.place(id: ancestor) { chain.append(PlaceSnapshot(parent, gazetteer: gazetteer)) }
        }
        return chain
    }
}
