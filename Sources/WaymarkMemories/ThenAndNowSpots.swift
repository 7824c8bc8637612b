import Foundation
import WaymarkAtlas
import WaymarkGazetteer
import WaymarkResolver

/// The Then & Now list as every command shows it — `waymark then-and-now`, `card then-and-now
/// N`, `open waymark://then-and-now/N` and `report` — so that "spot N" means the same
/// everywhere: the memoised pairs ranked for a traveller (the home base never fills the list),
/// numbered from 1, cut to `limit`, and each spot named with the gazetteer's city and country
/// through the atlas's cell cache. Without a gazetteer, or on an atlas opened read-only (which
/// cannot keep the cache), the spots stay unnamed and are shown by coordinates; their order and
/// numbers do not change, since the home base is read from the atlas alone.
public enum ThenAndNowSpots {
    /// The `meta` key holding the home base the user set.
    static let homeKey = "home_place"

    /// The home base: the place the user set with `setHome`, else the city with the most days.
    public static func home(atlas: AtlasStore) throws -> (place: PlaceID, setByUser: Bool)? {
        if let text = try atlas.meta(homeKey), let id = PlaceID(text) { return (id, true) }
        return try atlas.placeWithMostDays(kind: .city).map { ($0, false) }
    }

    /// Remembers `place` as the home base; nil goes back to the city with the most days.
    public static func setHome(_ place: PlaceID?, atlas: AtlasStore) throws {
        try atlas.transaction { try atlas.setMeta(homeKey, place?.description ?? "") }
    }

    /// The pairs in the order they are numbered: longest span first, except that only the
    /// longest spot at `home` keeps its rank; every other home spot follows all the spots away
    /// from home (in span order). `isHome` says whether a pair is at home.
    public static func ranked(_ pairs: [ThenAndNowPair], isHome: (ThenAndNowPair) -> Bool) -> [ThenAndNowPair] {
        var out: [ThenAndNowPair] = [], later: [ThenAndNowPair] = []
        var homeSeen = false
        for var pair in pairs {
            let home = isHome(pair)
            pair.atHome = home
            if home && homeSeen { later.append(pair) } else { out.append(pair) }
            if home { homeSeen = true }
        }
        return (out + later).enumerated().map { index, pair in
            var numbered = pair
            numbered.number = index + 1
            return numbered
        }
    }

    /// The numbered list, at most `limit` spots, named where a gazetteer is given.
    public static func list(atlas: AtlasStore, gazetteer: Gazetteer?, minYears: Int, limit: Int) throws -> (result: ThenAndNowResult, fromMemo: Bool) {
        var (result, fromMemo) = try ThenAndNow(atlas: atlas).result(minYears: minYears)
        let home = try self.home(atlas: atlas)
        let places = try atlas.photoPlaces(ids: result.pairs.flatMap { [$0.then.id, $0.now.id] })
        result.pairs = Array(ranked(result.pairs) { pair in
            guard let home else { return false }
            return (places[pair.now.id] ?? []).contains(home.place) || (places[pair.then.id] ?? []).contains(home.place)
        }.prefix(limit))
        if let home { result.home = OnThisDay.memoryPlace(home.place, try atlas.snapshot(home.place)) }
        if let gazetteer, atlas.canWrite, !result.pairs.isEmpty {
            let cells = PlaceCells(atlas: atlas, resolver: try FastResolver(gazetteer: gazetteer), namer: try PlaceNamer(gazetteer: gazetteer),
                                   gazetteerIdentity: gazetteer.identity)
            result.pairs = try atlas.transaction { try ThenAndNow.labelled(result.pairs) { try cells.answer(for: $0).chain } }
        }
        return (result, fromMemo)
    }
}
