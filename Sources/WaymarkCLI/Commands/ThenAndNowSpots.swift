import Foundation
import WaymarkAtlas
import WaymarkGazetteer
import WaymarkMemories
import WaymarkPhotos
import WaymarkResolver

/// The Then & Now list as `waymark then-and-now` shows it, shared by that command, `card
/// then-and-now N` and `report`, so that "the N-th pair" means the same everywhere: memoised,
/// cut to `limit`, and each spot named with the gazetteer's city and country through the
/// atlas's cell cache. Without a gazetteer, or on an atlas opened read-only (which cannot keep
/// the cache), the spots stay unnamed and are shown by coordinates.
public enum ThenAndNowSpots {
    public static func list(atlas: AtlasStore, gazetteer: Gazetteer?, minYears: Int, limit: Int) throws -> (result: ThenAndNowResult, fromMemo: Bool) {
        var (result, fromMemo) = try ThenAndNow(atlas: atlas).result(minYears: minYears)
        result.pairs = Array(result.pairs.prefix(limit))
        if let gazetteer, atlas.canWrite, !result.pairs.isEmpty {
            let cells = PlaceCells(atlas: atlas, resolver: try FastResolver(gazetteer: gazetteer), namer: try PlaceNamer(gazetteer: gazetteer),
                                   gazetteerIdentity: gazetteer.identity)
            result.pairs = try atlas.transaction { try ThenAndNow.labelled(result.pairs) { try cells.answer(for: $0).chain } }
        }
        return (result, fromMemo)
    }
}
