import Foundation
import WaymarkGazetteer

/// Collects the bounded, de-duplicated alternate names of each place.
///
/// A name is kept only if its folded key (case, diacritics, punctuation ignored) differs from the
/// display name and from every name already kept, so "Zurich" is not stored next to "Zürich".
/// Per-place limits keep the artifact small; sources are added in order of usefulness, so the
/// limit drops the least useful names first.
struct AlternateNames {
    /// A capital or a city of this size keeps every Latin-script GeoNames alternate: those are the
    /// endonyms and exonyms travellers type ("Firenze", "Den Haag", "'s-Gravenhage", "Krakau").
    /// 50,000 rather than 100,000, so that famous small cities keep theirs too (GeoNames counts
    /// Venice's historic centre: 51,298 people; "Venezia", "Venedig", "Venise").
    static let completePopulation = 50_000
    /// How many names in other scripts such a city keeps (its own script first).
    static func otherScriptLimit(population: Int) -> Int { population >= 1_000_000 ? 48 : 24 }

    static func isComplete(population: Int, capital: Bool) -> Bool { capital || population >= completePopulation }

    static func limit(for kind: PlaceKind, population: Int, capital: Bool = false) -> Int {
        switch kind {
        case .continent, .country: return 100
        case .region: return 16
        case .airport: return 4
        case .city:
            if isComplete(population: population, capital: capital) { return Int.max }
            return population >= 10_000 ? 8 : 3
        }
    }

    static let maximumLength = 60

    private(set) var names: [Int: [(name: String, source: String)]] = [:]
    private var keys: [Int: Set<String>] = [:]
    private var limits: [Int: Int] = [:]

    mutating func register(_ place: PlaceRow, capital: Bool = false) {
        keys[place.rowid] = [TextFolding.key(place.name)]
        limits[place.rowid] = Self.limit(for: place.kind, population: place.population, capital: capital)
    }

    mutating func add(_ name: String, to rowid: Int, source: String) {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed.count <= Self.maximumLength, !trimmed.contains("http"), !Self.hasPrivateUseCharacters(trimmed),
              let limit = limits[rowid], names[rowid, default: []].count < limit else { return }
        let key = TextFolding.key(trimmed)
        guard !key.isEmpty, !key.allSatisfy(\.isNumber), keys[rowid]?.contains(key) == false else { return }
        keys[rowid]?.insert(key)
        names[rowid, default: []].append((trimmed, source))
    }

    /// GeoNames alternates carry no language tags, so usefulness is guessed:
    /// - all-lowercase Latin strings ("mwnkh") are machine romanisations, not names, and are dropped;
    /// - Latin-script names lead, being what travellers type and most stamps print: those that
    ///   begin like the display name first ("München" for Munich), then shorter before longer
    ///   (the long ones are mostly phrasings such as "Lungsod ng München");
    /// - a third of the places are kept for other scripts (Москва, 東京, القاهرة), names in the
    ///   country's own script first (CLDR's likely script: Greek for GR), then shortest first,
    ///   so a city's endonyms are not crowded out by Latin variants or other languages;
    /// - ties keep their source order.
    /// The names a city keeps, in order. A complete city (see `isComplete`) keeps every
    /// Latin-script name, then up to `otherScriptLimit` in other scripts (its own script first);
    /// others keep `limit(for:)` names chosen by `ordered`.
    static func selection(_ alternates: [String], displayName: String, population: Int, capital: Bool,
                          territoryScript: String?) -> [String] {
        guard isComplete(population: population, capital: capital) else {
            return ordered(alternates, displayName: displayName, limit: limit(for: .city, population: population), territoryScript: territoryScript)
        }
        let latin = alternates.filter(isMostlyLatin)
        let other = alternates.filter { !isMostlyLatin($0) }
        let otherOrdered = ordered(other, displayName: displayName, limit: other.count, territoryScript: territoryScript)
        return latin + otherOrdered.prefix(otherScriptLimit(population: population))
    }

    static func ordered(_ alternates: [String], displayName: String, limit: Int, territoryScript: String? = nil) -> [String] {
        let head = String(TextFolding.key(displayName).prefix(2))
        var latin: [(index: Int, name: String, similar: Bool)] = []
        var other: [(index: Int, name: String)] = []
        for (index, name) in alternates.enumerated() {
            if isMostlyLatin(name) {
                guard name.contains(where: \.isUppercase) else { continue }
                latin.append((index, name, !head.isEmpty && TextFolding.key(name).hasPrefix(head)))
            } else {
                other.append((index, name))
            }
        }
        latin.sort { a, b in
            if a.similar != b.similar { return a.similar }
            if a.name.count != b.name.count { return a.name.count < b.name.count }
            return a.index < b.index
        }
        let own = other.map { ScriptDetector.matches($0.name, territoryScript: territoryScript) }
        let ownByIndex = Dictionary(uniqueKeysWithValues: zip(other.map(\.index), own))
        other.sort { a, b in
            let oa = ownByIndex[a.index]!, ob = ownByIndex[b.index]!
            if oa != ob { return oa }
            return (a.name.count, a.index) < (b.name.count, b.index)
        }
        let otherShare = limit / 3
        let latinFirst = max(0, limit - min(otherShare, other.count))
        let latinNames = latin.map(\.name), otherNames = other.map(\.name)
        return Array(latinNames.prefix(latinFirst)) + otherNames.prefix(otherShare)
            + latinNames.dropFirst(latinFirst) + otherNames.dropFirst(otherShare)
    }

    /// A few GeoNames names carry private-use code points (font-specific glyphs nobody can type).
    static func hasPrivateUseCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.generalCategory == .privateUse }
    }

    static func isMostlyLatin(_ text: String) -> Bool {
        let letters = text.unicodeScalars.filter { CharacterSet.letters.contains($0) }
        guard !letters.isEmpty else { return false }
        return letters.filter { $0.value < 0x250 }.count * 2 > letters.count
    }
}
