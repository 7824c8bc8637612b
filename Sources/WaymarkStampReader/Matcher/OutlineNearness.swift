import Foundation
import WaymarkGazetteer

/// The rule that stands in for a list of seaports and land crossings, which no pinned source
/// gives: every port and every crossing lies on its country's outline (a coast or a land border,
/// both edges of the country rings; a river port on a border too). So on a stamp whose words say
/// port or border, a town near its country's outline is preferred to a namesake inland ("PORT OF
/// DOVER" is Dover in England, on the coast, not Dover in Delaware), the nearer the more, and a
/// town read from the port or border word itself ("HRANIČNÝ PRIECHOD": Priechod, a village in the
/// middle of Slovakia) is no town at all unless it lies on the outline ("HÖFN", "PORTO").
/// Remembers each town's distance, so a batch asks for each once.
final class OutlineNearness {
    let outlines: StampOutlineLookups
    private var metersByPlace: [Int: Double?] = [:]

    /// How near its country's outline a town lies to count as on it: a port's or a crossing's
    /// town spreads a few kilometres from the quay or the barrier, and its point may be at its
    /// centre; Natural Earth's 1:10m coast, simplified, is off by up to a kilometre.
    static let reach = 25_000.0
    /// What a town on the outline itself adds on a port or border stamp; less the farther it
    /// lies, nothing at `reach`. Enough to put a port town above a namesake inland a thousand
    /// times its size (0.15 a tenfold in `city_name`), not enough to make a town of ten thousand
    /// outweigh the country sign the stamp prints.
    static let weight = 0.45

    init(outlines: StampOutlineLookups) { self.outlines = outlines }

    /// How near another country a town lies to be a land-border town: the towns of a crossing
    /// lie at its barrier or a few kilometres back from it.
    static let landBorderReach = 8_000.0
    /// How much nearer its own country's edge may be than the other country: on a land border
    /// the two are the same edge, while across a strait (Helsingør, 4 km from Sweden) the town's
    /// own coast is much nearer than the other shore.
    static let sharedEdgeSlack = 1_500.0
    private var landBorderByPlace: [Int: Bool] = [:]

    /// Whether the town lies within `landBorderReach` of another country, along an edge the two
    /// share rather than across water.
    func liesOnALandBorder(_ rowid: Int) throws -> Bool {
        if let known = landBorderByPlace[rowid] { return known }
        var near = false
        if let other = try outlines.metersToAnotherCountry(place: rowid, within: Self.landBorderReach) {
            let own = try meters(rowid) ?? .infinity
            near = other <= own + Self.sharedEdgeSlack
        }
        landBorderByPlace[rowid] = near
        return near
    }

    /// Metres from the town to its country's outline, or nil when farther than `reach`.
    func meters(_ rowid: Int) throws -> Double? {
        if let known = metersByPlace[rowid] { return known }
        let meters = try outlines.metersToOwnOutline(place: rowid, within: Self.reach)
        metersByPlace[rowid] = meters
        return meters
    }

    /// The findings of a stamp with, on a port or border stamp, a `near_outline` finding for each
    /// town found near its country's outline that has a namesake read from the same words, and
    /// without the towns read from a port or border word that lie away from it. Other stamps'
    /// findings are returned as they are. Only namesakes are told apart: a town read alone is the
    /// town meant wherever it lies, and a bonus would lift it over the country the stamp's own
    /// sign names ("BORDER / NAMANGA / EAK": the gazetteer holds only Tanzania's Namanga).
    func weigh(_ found: [StampFinding], context: StampContext) throws -> [StampFinding] {
        guard context.mode == .sea || context.mode == .land else { return found }
        let word = context.mode == .sea ? "port" : "border"
        var towns: [String: Set<Int>] = [:]
        for f in found where f.signal == .cityName { if case .city(let rowid) = f.target { towns[StampText.key(f.text), default: []].insert(rowid) } }
        var kept: [StampFinding] = []
        var near: [Int: StampFinding] = [:]
        for f in found {
            guard f.signal == .cityName, case .city(let rowid) = f.target else {
                kept.append(f)
                continue
            }
            let meters = try meters(rowid)
            if meters == nil, Self.isModeWord(f.text) { continue }
            kept.append(f)
            guard let meters, near[rowid] == nil, towns[StampText.key(f.text)]?.count ?? 0 > 1 else { continue }
            let weight = Self.weight * (1 - meters / Self.reach)
            let kilometres = meters < 1000 ? "under 1 km" : "\(Int((meters / 1000).rounded())) km"
            near[rowid] = StampFinding(signal: .nearOutline, target: f.target, weight: (weight * 1000).rounded() / 1000, text: f.text,
                                       detail: "\(kilometres) from its country's coast or border, and a \(word) word is read",
                                       inferred: true, tokens: f.tokens)
        }
        return kept + near.keys.sorted().map { near[$0]! }
    }

    /// Towns of three Latin letters named right after a port or border word ("LUKA BAR": Bar, the
    /// port of Montenegro), which the town reader does not read (every three capitals are some
    /// code, and some hamlet's name): taken only when the town lies on its country's outline,
    /// which Bar in Ukraine, inland, does not.
    func shortTownNames(in text: StampText, context: StampContext, cities: CityNames) throws -> [StampFinding] {
        guard context.mode == .sea || context.mode == .land else { return [] }
        var found: [StampFinding] = []
        for i in text.tokens.indices.dropFirst() {
            let word = text.tokens[i].folded, before = text.tokens[i - 1]
            guard word.count == Self.shortNameLetters, word.allSatisfy({ $0.isASCII && $0.isLetter }), before.line == text.tokens[i].line,
                  Self.isModeWord(before.original), !StampVocabulary.isStampVocabulary(word) else { continue }
            // Every place with the word in any name, not the first few: larger towns hold "BAR" in an alternate.
            for rowid in try cities.lookups.places(.city, withWord: word, limit: CityNames.scannedPerWord) {
                guard let place = try cities.place(rowid), StampText.key(place.name) == word, try meters(rowid) != nil,
                      let finding = try cities.finding(rowid, key: word, at: i, in: text, context: context) else { continue }
                found.append(finding)
            }
        }
        return found
    }

    /// The length of a name `shortTownNames` reads: one short of what the town reader needs.
    static let shortNameLetters = StampPlaceIndex.shortestKey - 1

    /// Whether a town's name as read is itself a port or border word.
    static func isModeWord(_ read: String) -> Bool {
        let key = StampText.key(read)
        return StampVocabulary.isModeWord(key)
    }
}
