import Foundation
import WaymarkAtlas
import WaymarkGazetteer
import WaymarkGeo
import WaymarkJSON
import WaymarkCalendar

/// One place photographed years apart: the oldest and the newest photo of a cell (or of two
/// touching cells when the photos lie within a cell width across an edge).
public struct ThenAndNowPair: Codable, Equatable, Sendable {
    /// The oldest photo of the spot.
    public var then: LocatedPhoto
    /// The newest photo of the spot (or of a touching cell within one cell width).
    public var now: LocatedPhoto
    /// Whole years between the two capture times (a birthday count: June 2017 to March 2026 is
    /// 8): the one way a span is counted, in the list, the cards and the report.
    public var years: Int
    /// Whole days between the two capture times.
    public var days: Int
    /// How far apart the two photos were taken, in metres (to 0.1 m).
    public var distanceMeters: Double
    /// The gazetteer's city and country at the "now" photo; set when shown, not memoised.
    public var city: MemoryPlace?
    /// The gazetteer's country at the "now" photo; set when shown, not memoised.
    public var country: MemoryPlace?
    /// The spot's number in the list as shown (1 first): the N of `card then-and-now N` and
    /// `waymark://then-and-now/N`. Set when ranked, not memoised.
    public var number: Int?
    /// Whether the spot is at the home base. Set when ranked, not memoised.
    public var atHome: Bool?

    /// "8 years apart · Jun 2017 → Mar 2026": whole years, and the months that make them, so
    /// the count never reads as the difference of the two years.
    public var spanText: String {
        "\(years == 1 ? "1 year" : "\(years) years") apart · \(Self.monthAndYear(then.localTime)) → \(Self.monthAndYear(now.localTime))"
    }

    static let shortMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// "Jun 2017" from 2017-06-14T09:30:00.
    static func monthAndYear(_ localTime: LocalDateTime) -> String {
        "\(shortMonths[localTime.month - 1]) \(localTime.year)"
    }
}

/// The Then & Now list as computed (and memoised) for one state of the photo index.
public struct ThenAndNowResult: Codable, Equatable, Sendable {
    /// The photo index's generation the list was computed for: an import that changes the index
    /// makes the memo stale.
    public var photoGeneration: Int
    /// How many photos were excluded when it was computed: excluding one makes the memo stale.
    public var excludedCount: Int
    /// Every pair in `pairs` spans at least this many whole years.
    public var minYears: Int
    /// Photos of the scan: kept, with a position and a trusted capture time.
    public var scannedPhotos: Int
    /// Grid cells holding at least one scanned photo.
    public var occupiedCells: Int
    /// Cells paired before the list was settled (all of them unless pairing stopped early).
    public var cellsExamined: Int
    /// Examined cells whose span reached `minYears`, before spatial de-duplication.
    public var candidates: Int
    /// Longest span first, spatially de-duplicated, at most `ThenAndNow.kept`; as listed, ranked
    /// and numbered by `ThenAndNowSpots`.
    public var pairs: [ThenAndNowPair]
    /// The home base the list was ranked with; set when listed, not memoised.
    public var home: MemoryPlace?
}

/// Then & Now: cells of about 280 m keep only their oldest and newest photo during one streaming
/// scan of the photo index, so memory grows with occupied cells, not with photos. A cell pairs its
/// oldest photo with the newest of itself or of any touching cell within one cell width (the
/// neighbour-cell choice: a pair 20 m apart across an edge is found without a second grid). Spans
/// of at least `minYears` whole years are candidates, longest first; a candidate within
/// `dedupMeters` of one already kept is dropped, so one neighbourhood cannot fill the list.
public struct ThenAndNow {
    /// The side of a grid cell, about this many metres.
    public static let cellMeters = 280.0
    /// A candidate closer than this, in metres, to a pair already kept is dropped.
    public static let dedupMeters = 1_000.0
    /// Pairs stored in the memo (and the largest --limit).
    public static let kept = 100

    let atlas: AtlasStore

    /// Then & Now over `atlas`'s photo index; `ThenAndNowSpots.list` gives the list as shown,
    /// ranked, numbered and named.
    public init(atlas: AtlasStore) { self.atlas = atlas }

    /// The memoised result when the photo index and exclusions are unchanged, else a fresh scan
    /// (stored for next time when the atlas can be written). Results for `minYears` ≥ 2 are the ≥ 2 list filtered, since the
    /// greedy de-duplication keeps longer spans first either way.
    public func result(minYears: Int = 2) throws -> (result: ThenAndNowResult, fromMemo: Bool) {
        let memoKey = min(minYears, 2)
        let generation = atlas.photoGeneration, excluded = try atlas.excludedPhotoCount()
        if let data = try atlas.thenAndNowMemo(minYears: memoKey, generation: generation, excluded: excluded),
           let memo = try? WaymarkJSON.decoder().decode(ThenAndNowResult.self, from: data) {
            return (Self.filtered(memo, minYears: minYears), true)
        }
        let fresh = try compute(minYears: memoKey, generation: generation, excluded: excluded)
        // An atlas opened read-only (a file this process may not write) gets the answer unstored.
        guard atlas.canWrite else { return (Self.filtered(fresh, minYears: minYears), false) }
        try atlas.saveThenAndNowMemo(try WaymarkJSON.encoder(pretty: false).encode(fresh), minYears: memoKey, generation: generation, excluded: excluded)
        return (Self.filtered(fresh, minYears: minYears), false)
    }

    /// Names each pair's city and country from the chain at its "now" photo, as given by
    /// `chainAt` (the shared resolver through the atlas's cell cache).
    public static func labelled(_ pairs: [ThenAndNowPair], chainAt: (Coordinate) throws -> [PlaceSnapshot]) throws -> [ThenAndNowPair] {
        try pairs.map { pair in
            var copy = pair
            let chain = try chainAt(Coordinate(latitude: pair.now.lat, longitude: pair.now.lon))
            copy.city = chain.first { $0.id.kind == .city }.map { OnThisDay.memoryPlace($0.id, $0) }
            copy.country = chain.first { $0.id.kind == .country }.map { OnThisDay.memoryPlace($0.id, $0) }
            return copy
        }
    }

    static func filtered(_ result: ThenAndNowResult, minYears: Int) -> ThenAndNowResult {
        var copy = result
        copy.minYears = minYears
        copy.pairs = result.pairs.filter { $0.years >= minYears }
        return copy
    }

    /// A cell's oldest and newest photo, compactly (40 bytes: photo ids as 32 bits, positions as
    /// floats, about a metre): memory per occupied cell, not per photo.
    struct Extremes {
        var oldestTime: Int64, newestTime: Int64
        var oldestID: Int32, newestID: Int32
        var oldestLatitude: Float, oldestLongitude: Float
        var newestLatitude: Float, newestLongitude: Float

        mutating func include(time: Int64, photo: Int32, latitude: Float, longitude: Float) {
            if time < oldestTime || (time == oldestTime && photo < oldestID) {
                oldestTime = time; oldestID = photo; oldestLatitude = latitude; oldestLongitude = longitude
            }
            if time > newestTime || (time == newestTime && photo > newestID) {
                newestTime = time; newestID = photo; newestLatitude = latitude; newestLongitude = longitude
            }
        }
    }

    struct Candidate {
        var oldestID: Int32, newestID: Int32
        var oldestTime: Int64, newestTime: Int64
        var latitude: Double, longitude: Double
        var seconds: Int64
        var cell: UInt64
    }

    /// The streaming scan and pairing, without the memo.
    public func compute(minYears: Int, generation: Int? = nil, excluded: Int? = nil) throws -> ThenAndNowResult {
        let grid = CellGrid(cellMeters: Self.cellMeters)
        var cells: [UInt64: Extremes] = [:]
        var scanned = 0
        try atlas.scanDatedLocatedPhotos { id, latitude, longitude, time in
            scanned += 1
            let key = grid.cell(latitude: latitude, longitude: longitude)
            let lat = Float(latitude), lon = Float(longitude), photo = Int32(truncatingIfNeeded: id)
            // One hash lookup per photo: update the cell in place when it exists.
            if let index = cells.index(forKey: key) {
                cells.values[index].include(time: time, photo: photo, latitude: lat, longitude: lon)
            } else {
                cells[key] = Extremes(oldestTime: time, newestTime: time, oldestID: photo, newestID: photo,
                                      oldestLatitude: lat, oldestLongitude: lon, newestLatitude: lat, newestLongitude: lon)
            }
        }

        // Cells in order of their oldest photo: a cell's best span is at most the newest photo
        // anywhere minus its oldest, so once the list is full of spans longer than that bound for
        // the next cell, no later cell can enter it and pairing stops (the result is the same as
        // pairing every cell). Chunks double, so re-ranking costs O(n log n) at worst.
        var order = Array(cells)
        order.sort { ($0.value.oldestTime, $0.key) < ($1.value.oldestTime, $1.key) }
        let newestOverall = order.lazy.map(\.value.newestTime).max() ?? 0
        var candidates: [Candidate] = []
        var kept: [Candidate] = []
        var examined = 0, chunk = 4096
        while examined < order.count {
            let end = min(order.count, examined + chunk)
            for (key, cell) in order[examined..<end] {
                if let candidate = Self.bestPair(key, cell, cells: cells, grid: grid, minYears: minYears) { candidates.append(candidate) }
            }
            examined = end
            chunk *= 2
            kept = Self.deduplicated(&candidates)
            guard examined < order.count else { break }
            let nextOldest = order[examined].value.oldestTime
            if Self.wholeYears(from: nextOldest, to: newestOverall) < minYears { break }
            if kept.count == Self.kept, let last = kept.last, last.seconds > Self.seconds(newestOverall) - Self.seconds(nextOldest) { break }
        }
        var pairs: [ThenAndNowPair] = []
        for candidate in kept {
            guard let then = try atlas.locatedPhoto(id: Int(candidate.oldestID)), let now = try atlas.locatedPhoto(id: Int(candidate.newestID)) else { continue }
            let meters = SphericalDistance.meters(Coordinate(latitude: then.lat, longitude: then.lon), Coordinate(latitude: now.lat, longitude: now.lon))
            pairs.append(ThenAndNowPair(then: then, now: now, years: Self.wholeYears(from: candidate.oldestTime, to: candidate.newestTime),
                                        days: Int(candidate.seconds / 86400), distanceMeters: (meters * 10).rounded() / 10))
        }
        return ThenAndNowResult(photoGeneration: generation ?? atlas.photoGeneration, excludedCount: try excluded ?? atlas.excludedPhotoCount(),
                                minYears: minYears, scannedPhotos: scanned, occupiedCells: cells.count, cellsExamined: examined,
                                candidates: candidates.count, pairs: pairs)
    }

    /// A cell's oldest photo with the newest photo of itself or of a touching cell within one
    /// cell width: the longest such span, if it reaches `minYears`.
    static func bestPair(_ key: UInt64, _ cell: Extremes, cells: [UInt64: Extremes], grid: CellGrid, minYears: Int) -> Candidate? {
        let needed = cell.oldestTime + Int64(minYears) * 10_000_000_000   // the earliest "now" that could do
        var best: Extremes? = cell.newestTime >= needed ? cell : nil
        let then = Coordinate(latitude: Double(cell.oldestLatitude), longitude: Double(cell.oldestLongitude))
        grid.neighbourhood(of: key) { other in
            guard other != key, let n = cells[other], n.newestTime >= needed, n.newestTime > (best?.newestTime ?? Int64.min) else { return }
            let now = Coordinate(latitude: Double(n.newestLatitude), longitude: Double(n.newestLongitude))
            if SphericalDistance.meters(then, now) <= cellMeters { best = n }
        }
        guard let best, wholeYears(from: cell.oldestTime, to: best.newestTime) >= minYears else { return nil }
        return Candidate(oldestID: cell.oldestID, newestID: best.newestID, oldestTime: cell.oldestTime, newestTime: best.newestTime,
                         latitude: Double(best.newestLatitude), longitude: Double(best.newestLongitude),
                         seconds: seconds(best.newestTime) - seconds(cell.oldestTime), cell: key)
    }

    /// Ranks the candidates (longest span first; ties: newer "now", then cell) and keeps at most
    /// `kept`, dropping any within `dedupMeters` of one already kept. A grid of the radius finds
    /// the kept ones nearby: only touching cells can hold one within the radius.
    static func deduplicated(_ candidates: inout [Candidate]) -> [Candidate] {
        candidates.sort { a, b in
            if a.seconds != b.seconds { return a.seconds > b.seconds }
            if a.newestTime != b.newestTime { return a.newestTime > b.newestTime }
            return a.cell < b.cell
        }
        let grid = dedupGrid
        var near: [UInt64: [Coordinate]] = [:]
        var kept: [Candidate] = []
        for candidate in candidates where kept.count < Self.kept {
            let here = Coordinate(latitude: candidate.latitude, longitude: candidate.longitude)
            let key = grid.cell(latitude: here.latitude, longitude: here.longitude)
            var crowded = false
            grid.neighbourhood(of: key) { other in
                if !crowded, near[other]?.contains(where: { SphericalDistance.meters($0, here) < dedupMeters }) == true { crowded = true }
            }
            guard !crowded else { continue }
            near[key, default: []].append(here)
            kept.append(candidate)
        }
        return kept
    }

    static let dedupGrid = CellGrid(cellMeters: dedupMeters)

    /// Whole years from one YYYYMMDDhhmmss time to a later one (a birthday-style count).
    static func wholeYears(from a: Int64, to b: Int64) -> Int {
        let split: Int64 = 10_000_000_000
        return Int(b / split - a / split) - (b % split < a % split ? 1 : 0)
    }

    /// Seconds since 1970 of a YYYYMMDDhhmmss wall-clock time (zone ignored: spans, not instants).
    static func seconds(_ key: Int64) -> Int64 {
        let date = key / 1_000_000, time = key % 1_000_000
        let days = CivilCalendar.daysFromEpoch(year: Int(date / 10000), month: Int(date / 100 % 100), day: Int(date % 100))
        return Int64(days) * 86400 + (time / 10000) * 3600 + (time / 100 % 100) * 60 + time % 100
    }
}
