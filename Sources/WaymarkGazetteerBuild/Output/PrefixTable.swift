import WaymarkGazetteer

/// Builds `prefix_top`: for each one- or two-character prefix that begins a word of at least
/// `GazetteerSchema.prefixTopThreshold` places' names, the top places by importance.
///
/// Only display names and the product layer's aliases count: with every alternate, a country's
/// hundred names in other languages would make it "begin with" almost any two letters.
enum PrefixTable {
    static func rows(_ content: GazetteerContent) -> [(prefix: String, places: [Int])] {
        var byPrefix: [String: Set<Int>] = [:]
        for place in content.places {
            var names = [place.name]
            names += (content.alternateNames[place.rowid] ?? []).filter { $0.source == "product_layer" }.map(\.name)
            var prefixes = Set<String>()
            for name in names {
                for word in SearchText.words(name) {
                    prefixes.insert(String(word.prefix(1)))
                    if word.count >= 2 { prefixes.insert(String(word.prefix(2))) }
                }
            }
            for prefix in prefixes { byPrefix[prefix, default: []].insert(place.rowid) }
        }
        var result: [(prefix: String, places: [Int])] = []
        for prefix in byPrefix.keys.sorted() {
            guard let members = byPrefix[prefix], members.count >= GazetteerSchema.prefixTopThreshold else { continue }
            let best = members.sorted { a, b in
                let pa = content.places[a - 1], pb = content.places[b - 1]
                return (pb.importance, pa.rowid) < (pa.importance, pb.rowid)
            }
            result.append((prefix, Array(best.prefix(GazetteerSchema.prefixTopCount))))
        }
        return result
    }
}
