import Foundation
import WaymarkAtlas
import WaymarkCalendar
import WaymarkGazetteer
import WaymarkGeo
import WaymarkResolver

/// Turns positions at instants into days of presence in the atlas for one import.
///
/// Each point goes to its ~100 m cell (`PlaceCells`: memory, the atlas's cell cache, or the
/// resolver), the cell's chain and time zone give a place and a local day, and each (place, day)
/// new to this import becomes one piece of evidence. The per-point path touches no SQLite and
/// allocates nothing: cells are remembered by an integer key, chains and zones by index, and
/// (place, day) pairs in one set of integers. Evidence is written in batches, each its own
/// transaction, so a kill loses at most the batch in flight and a rerun adds only what is missing.
final class DayRecorder {
    struct Cell { var chain: Int32; var zone: Int32 }
    struct Chain { var ids: [PlaceID]; var country: String? }
    struct Pending { var chain: Int32; var day: Int32; var offsetMinutes: Int32 }

    let atlas: AtlasStore
    let cells: PlaceCells
    let zones: LocalTimeZones
    let importID: Int
    let source: EvidenceSource
    /// The local days that may be recorded (`AcceptedDates`).
    let acceptedDays: ClosedRange<Int>
    /// Pieces of evidence gathered before a batch is committed.
    static let batchEvidence = 2_000

    private var cellByKey: [Int64: Int32] = [:]
    private var cellList: [Cell] = []
    private var lastKey = Int64.min
    private var lastCell = Cell(chain: -1, zone: -1)
    private var chains: [Chain] = []
    private var chainByPlace: [PlaceID: Int32] = [:]
    private var clocks: [LocalClock] = []
    private var clockByZone: [String: Int32] = [:]
    private var seen = Set<Int64>()
    private var lastPair = Int64.min
    private var pending: [Pending] = []
    private var inBatch = false

    private(set) var evidenceAdded = 0
    private(set) var unplaced = 0
    private(set) var cellsResolved = 0
    private(set) var cellsFromCache = 0
    /// Country name → the new days there.
    private(set) var newDaysByCountry: [String: Set<Int32>] = [:]

    init(atlas: AtlasStore, cells: PlaceCells, zones: LocalTimeZones, importID: Int, source: EvidenceSource, acceptedDays: ClosedRange<Int>) {
        self.atlas = atlas; self.cells = cells; self.zones = zones; self.importID = importID; self.source = source
        self.acceptedDays = acceptedDays
    }

    /// Throws `DayOutsideAcceptedDates` when the local day there is one Waymark does not accept.
    @inline(__always)
    func add(latitude: Double, longitude: Double, utc: Int64) throws {
        let row = Int64((latitude * PlaceCells.cellsPerDegree).rounded(.down))
        let column = Int64((longitude * PlaceCells.cellsPerDegree).rounded(.down))
        let key = (row + 100_000) &* 1_000_000 &+ (column + 200_000)
        if key != lastKey {
            lastCell = try cell(key: key, row: Int(row), column: Int(column), longitude: longitude)
            lastKey = key
        }
        guard lastCell.chain >= 0 else { unplaced += 1; return }
        let day = clocks[Int(lastCell.zone)].day(at: utc)
        guard acceptedDays.contains(day) else { throw DayOutsideAcceptedDates(day: day) }
        let pair = Int64(lastCell.chain) << 32 | Int64(UInt32(bitPattern: Int32(truncatingIfNeeded: day)))
        guard pair != lastPair else { return }
        lastPair = pair
        guard seen.insert(pair).inserted else { return }
        pending.append(Pending(chain: lastCell.chain, day: Int32(truncatingIfNeeded: day),
                               offsetMinutes: Int32(clocks[Int(lastCell.zone)].offsetSeconds / 60)))
        if pending.count >= Self.batchEvidence { try commit() }
    }

    private func cell(key: Int64, row: Int, column: Int, longitude: Double) throws -> Cell {
        if let index = cellByKey[key] { cellsFromCache += 1; return cellList[Int(index)] }
        try beginIfNeeded()
        let answer = try cells.answer(row: row, column: column)
        if answer.resolved { cellsResolved += 1 } else { cellsFromCache += 1 }
        var cell = Cell(chain: -1, zone: -1)
        if let first = answer.chain.first {
            if let known = chainByPlace[first.id] {
                cell.chain = known
            } else {
                cell.chain = Int32(chains.count)
                chainByPlace[first.id] = cell.chain
                chains.append(Chain(ids: answer.chain.map(\.id), country: answer.chain.first { $0.id.kind == .country }?.name))
            }
            let zone = try zones.timeZone(cityRowid: answer.cityRowid, longitude: (Double(column) + 0.5) / PlaceCells.cellsPerDegree)
            if let known = clockByZone[zone.identifier] {
                cell.zone = known
            } else {
                cell.zone = Int32(clocks.count)
                clockByZone[zone.identifier] = cell.zone
                clocks.append(LocalClock(zone))
            }
        }
        cellByKey[key] = Int32(cellList.count)
        cellList.append(cell)
        return cell
    }

    private func beginIfNeeded() throws {
        if !inBatch { try atlas.beginBatch(); inBatch = true }
    }

    /// Writes the gathered evidence and commits the batch.
    func commit() throws {
        guard inBatch || !pending.isEmpty else { return }
        try beginIfNeeded()
        do {
            for item in pending {
                let chain = chains[Int(item.chain)]
                let day = try LocalDay(InstantParser.date(day: Int(item.day)))
                if try atlas.recordImported(chain.ids, day: day, utcOffsetMinutes: Int(item.offsetMinutes), source: source, importID: importID) {
                    evidenceAdded += 1
                    if let country = chain.country { newDaysByCountry[country, default: []].insert(item.day) }
                }
            }
            try atlas.commitBatch()
        } catch {
            atlas.rollbackBatch()
            inBatch = false
            throw error
        }
        pending.removeAll(keepingCapacity: true)
        inBatch = false
    }

    /// Abandons the batch in flight (after an error).
    func abandon() {
        if inBatch { atlas.rollbackBatch(); inBatch = false }
        pending.removeAll()
    }
}
