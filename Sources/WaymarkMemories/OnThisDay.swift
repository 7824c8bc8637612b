import Foundation
import WaymarkAtlas
import WaymarkGazetteer

/// A place as a memory names it.
public struct MemoryPlace: Codable, Hashable, Sendable {
    public var id: String
    public var kind: String
    public var name: String
    public var label: String
}

/// One year's memory of a calendar day.
public struct Memory: Codable, Equatable, Sendable {
    public var year: Int
    public var yearsAgo: Int
    /// The dates of that year it stands for: one, or 28 and 29 February on a common-year 28 February.
    public var dates: [String]
    /// The most specific places of the day, at most three, as one line.
    public var headline: String
    /// Every most specific place of the day (none is inside another), headline order.
    public var places: [MemoryPlace]
    /// The rest of those places' chains (city, region, country, continent): chips of the same story.
    public var chips: [MemoryPlace]
    /// Stable IDs of every place of the memory, places then chips.
    public var placeIds: [String]
    /// The sources the day's evidence came from, each once.
    public var sources: [String]
    /// Kept photos of that day with a trusted capture time, in time order.
    public var gallery: [MemoryPhoto]
}

/// What `waymark on-this-day` shows for one date.
public struct OnThisDayReport: Codable, Equatable, Sendable {
    public var date: String
    public var monthDays: [String]
    /// One per earlier year with evidence, newest first; never the date's own year.
    public var memories: [Memory]
    /// True when there are memories and they have not been shown for this date yet.
    public var unread: Bool
    /// The nearest dates before and after with memories (the year wraps); set on a quiet day.
    public var previousDateWithMemories: String?
    public var nextDateWithMemories: String?
}

/// On This Day: the evidence of the same calendar day in earlier years, matched on each piece of
/// evidence's own local date (a photo at 00:30 local time on the 9th is on the 9th, whatever its
/// UTC date; a manual or imported date is a day, not an instant).
public struct OnThisDay {
    let atlas: AtlasStore

    public init(atlas: AtlasStore) { self.atlas = atlas }

    /// How specific a place is: the headline prefers airports, then cities, regions, countries.
    static func specificity(_ kind: PlaceKind) -> Int {
        switch kind {
        case .airport: return 0
        case .city: return 1
        case .region: return 2
        case .country: return 3
        case .continent: return 4
        }
    }

    /// The memories of `date`'s calendar day in earlier years, newest first, one per year.
    ///
    /// ```swift
    /// let report = try OnThisDay(atlas: atlas).report(for: MemoryDate.today())
    /// for memory in report.memories { print("\(memory.yearsAgo) years ago: \(memory.headline)") }
    /// ```
    ///
    /// Reading a report does not mark it shown (`markShown(_:at:)` does).
    /// - Parameters:
    ///   - date: the day asked about; 29 February in a common year is shown on 28 February.
    ///   - includeGallery: read the photos of each year (upcoming lists do not need them).
    ///   - findNearest: on a quiet day, search for the nearest dates with memories.
    /// - Throws: an SQLite error of the atlas, named with its file.
    public func report(for date: MemoryDate, includeGallery: Bool = true, findNearest: Bool = true) throws -> OnThisDayReport {
        let monthDays = date.memoryMonthDays
        let evidence = try atlas.memoryEvidence(monthDays: monthDays, before: date.year)
        let photos = includeGallery ? try atlas.memoryPhotos(monthDays: monthDays, before: date.year) : []
        var snapshots: [PlaceID: PlaceSnapshot] = [:]
        func snapshot(_ id: PlaceID) throws -> PlaceSnapshot? {
            if let known = snapshots[id] { return known }
            let found = try atlas.snapshot(id)
            snapshots[id] = found
            return found
        }
        var byYear: [Int: [MemoryEvidence]] = [:]
        for item in evidence { byYear[Int(item.date.prefix(4)) ?? 0, default: []].append(item) }
        var gallery: [Int: [MemoryPhoto]] = [:]
        for photo in photos { gallery[Int(photo.localTime.prefix(4)) ?? 0, default: []].append(photo) }

        var memories: [Memory] = []
        for year in byYear.keys.sorted(by: >) {
            let items = byYear[year]!
            var evidenceCount: [PlaceID: Int] = [:]
            for item in items { evidenceCount[item.place, default: 0] += 1 }
            // The day's places that are not inside another of the day's places.
            var ancestors = Set<PlaceID>()
            for id in evidenceCount.keys { ancestors.formUnion(try snapshot(id)?.chainIDs.dropFirst() ?? []) }
            let leaves = try evidenceCount.keys.filter { !ancestors.contains($0) }.map { id in (id, try snapshot(id)) }
                .sorted { a, b in
                    let ka = Self.specificity(a.0.kind), kb = Self.specificity(b.0.kind)
                    if ka != kb { return ka < kb }
                    if evidenceCount[a.0]! != evidenceCount[b.0]! { return evidenceCount[a.0]! > evidenceCount[b.0]! }
                    return (a.1?.name ?? "", a.0.description) < (b.1?.name ?? "", b.0.description)
                }
            let places = leaves.map { Self.memoryPlace($0.0, $0.1) }
            var chipIDs: [PlaceID] = []
            let leafIDs = Set(leaves.map(\.0))
            for (_, leaf) in leaves {
                for id in leaf?.chainIDs.dropFirst() ?? [] where !leafIDs.contains(id) && !chipIDs.contains(id) { chipIDs.append(id) }
            }
            // Only places the atlas holds, each named and with a story to open.
            let chips = try chipIDs.compactMap { id in try snapshot(id).map { Self.memoryPlace(id, $0) } }
            let dates = Set(items.map(\.date)).sorted()
            memories.append(Memory(year: year, yearsAgo: date.year - year, dates: dates,
                                   headline: Self.headline(places.map(\.name)), places: places, chips: chips,
                                   placeIds: (places + chips).map(\.id), sources: Set(items.map(\.source)).sorted(),
                                   gallery: gallery[year] ?? []))
        }
        let shown = try atlas.memoriesShownAt(date: date.description)
        var report = OnThisDayReport(date: date.description, monthDays: monthDays, memories: memories,
                                     unread: !memories.isEmpty && shown == nil)
        if memories.isEmpty && findNearest {
            report.previousDateWithMemories = try nearestDateWithMemories(from: date, step: -1)?.description
            report.nextDateWithMemories = try nearestDateWithMemories(from: date, step: 1)?.description
        }
        return report
    }

    /// Records that the date's memories were shown: they stop being "new".
    public func markShown(_ date: MemoryDate, at instant: Date = Date()) throws {
        try atlas.recordMemoriesShown(date: date.description, at: instant)
    }

    /// Whether the date has any memory, without building them.
    public func hasMemories(on date: MemoryDate) throws -> Bool {
        try atlas.hasMemories(monthDays: date.memoryMonthDays, before: date.year)
    }

    /// The nearest date in the direction of `step` with memories, across the year end; nil when
    /// no date in a whole year around has any.
    public func nearestDateWithMemories(from date: MemoryDate, step: Int) throws -> MemoryDate? {
        for distance in 1...366 {
            let candidate = date.adding(days: distance * step)
            if try hasMemories(on: candidate) { return candidate }
        }
        return nil
    }

    static func memoryPlace(_ id: PlaceID, _ snapshot: PlaceSnapshot?) -> MemoryPlace {
        MemoryPlace(id: id.description, kind: id.kind.idPrefix, name: snapshot?.name ?? id.description, label: snapshot?.label ?? id.description)
    }

    /// "Rome", "Rome and Tokyo", "Redmond, Rome and Tokyo", "Redmond, Rome, Tokyo and 2 more".
    static func headline(_ names: [String]) -> String {
        let shown = Array(names.prefix(3))
        let more = names.count - shown.count
        return more > 0 ? shown.joined(separator: ", ") + " and \(more) more" : listed(shown)
    }

    /// "A", "A and B", "A, B and C".
    static func listed(_ names: [String]) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + names.last!
    }
}
