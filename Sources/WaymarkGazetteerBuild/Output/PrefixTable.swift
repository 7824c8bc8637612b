import WaymarkGazetteer

/// Builds `prefix_top`: for each one- or two-character prefix that begins a word of at least
/// `GazetteerSchema.prefixTopThreshold` places' names, the top places by importance.
///
/// For Latin-script prefixes only display names and the product layer's aliases count: with every
/// alternate, a country's hundred names in other languages would make it "begin with" almost any
/// two letters. For other scripts (Cyrillic, Arabic, Han…) the names in that script are
/// alternates, so all of them count.
enum PrefixTable {
    static func rows(_ content: GazetteerContent) -> [(prefix: String, places: [Int])] {
        var byPrefix: [String: Set<Int>] = [:]
        for place in content.places where content.citySections[place.rowid] == nil {
            let alternates = content.alternateNames[place.rowid] ?? []
            var names = [place.name]
            names += alternates.filter { $0.source == "product_layer" || ScriptDetector.script(of: $0.name) != nil }.map(\.name)
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
