import WaymarkSQLite

/// Places' kind, code and display name (and a region's ISO 3166-2 code): what a batch of
/// resolutions needs to name its answers. Each place is read once, by rowid (a batch's block of
/// answers at a time, `prefetch`), until the queries so far have cost what one sequential scan of
/// the whole table costs; then the table is read in that one scan (about 8 MB, packed UTF-8). A
/// photo library meets about a thousand places, 100,000 random points on land 33,000: both are
/// named by rowid. A stream of millions of rows ends up with the scan, at no more than twice what
/// the cheaper way would have cost. Both ways keep what they read in the same packed store
/// (`PlaceNameStore`), and hand out a place's code and name as bytes (`withName`), so naming a
/// row makes no String.
public final class PlaceNameTable {
    /// Places read by rowid before the whole table is read. By rowid a place costs about 5,900
    /// instructions all told when a block's places are read together (7,100 with a query each),
    /// the scan of 245,000 places about 430 million (counted with callgrind, the scan on the
    /// schema 7 gazetteer): they break even above 60,000 places. The switch was set at 45,000
    /// when a place cost 9,500, and is kept: below the break-even a stream still pays at most
    /// twice the cheaper way, and a 100,000-point land set (33,000 places) stays by rowid.
    static let pointQueries = 45_000

    private let database: Database
    /// Everything read so far, in one value: a class's stored `var` is checked for exclusive
    /// access at run time on every use, a struct's inside its own mutating method is not.
    private var store = PlaceNameStore()
    private var loaded = false
    /// Before the table is read: the query for one place, for a region's ISO code, and how many
    /// places have been asked for.
    private var one: Statement?
    private var many: Statement?
    private var iso: Statement?
    private var queries = 0
    private var started = false

    private let pointQueryLimit: Int

    /// Once a block asks for many places (`mapAbovePlaces`), SQLite reads the file through a
    /// memory map, not one `pread` per page into its 2 MB page cache. Such a block asks for
    /// places all over the place table (4,023 pages of 4 KB for 245,000 places), and the cache
    /// kept none of them to the next block: 100,000 land points read the table seven times over,
    /// 34,000 calls for a 19,000-page file, about 40 ms of system time. Mapped pages are the
    /// kernel's own page cache, never copied, but they count in the process's resident size
    /// while mapped, 16 pages at a time: a photo library's blocks, a few hundred places each,
    /// are served well by the cache and keep it. Once the table has been read whole (`loadAll`)
    /// SQLite no longer serves names, and the map is dropped, so a long stream does not hold
    /// those pages beside its scanned names. Safe for this file: builds write a new file and
    /// rename it into place, never truncate one.
    static let pointQueryMapBytes = 1 << 30
    /// Places not read yet that a block must ask for to map the file: random points on land
    /// ask about 10,000 in their first block, a photo library's blocks under 600.
    static let mapAbovePlaces = 2_000
    /// The connection's map limit before (`PRAGMA mmap_size`), to put back; nil while not mapped.
    private var mapBytesBefore: Int?

    /// `pointQueries`: when to switch to the scan (tests try both ways).
    init(database: Database, pointQueries: Int = PlaceNameTable.pointQueries) {
        self.database = database
        pointQueryLimit = pointQueries
    }

    /// Calls `body` with the place's kind, code and name (UTF-8, valid only inside `body`) and
    /// returns true; false, without calling it, for an unknown rowid. Not generic: called from
    /// another module, a generic function would run unspecialized, through value witnesses.
    @discardableResult
    public func withName(rowid: Int, _ body: (PlaceKind, _ code: UnsafeBufferPointer<UInt8>, _ name: UnsafeBufferPointer<UInt8>) throws -> Void) throws -> Bool {
        try read(rowid)
        return try store.withName(rowid: rowid, body)
    }

    /// The place with its ID, name and (for a region) ISO 3166-2 code; ancestry and position are
    /// not filled in. Nil for an unknown rowid.
    public func place(rowid: Int) throws -> GazetteerPlace? {
        var place: GazetteerPlace?
        try withName(rowid: rowid) { kind, code, name in
            place = GazetteerPlace(rowid: rowid, id: PlaceID(kind: kind, code: String(decoding: code, as: UTF8.self)),
                                   name: String(decoding: name, as: UTF8.self))
        }
        // Not inside the closure: the store is being accessed there.
        place?.codes.iso3166_2 = store.regionISO[rowid]
        return place
    }

    /// Reads, a few hundred to a query (`rowid IN (…)`), those of `rowids` not read yet, so that
    /// naming them costs no query each: one query per place pays SQLite's statement start and
    /// reset every time, over half of its cost. A batch calls this with the places of a block of
    /// answers before writing them; they count towards the switch to the scan as queries would.
    public func prefetch(_ rowids: [Int]) throws {
        guard try start() else { return }
        let wanted = store.takeUnread(among: rowids)
        guard !wanted.isEmpty else { return }
        guard queries + wanted.count <= pointQueryLimit else { return try loadAll() }
        if wanted.count > Self.mapAbovePlaces, mapBytesBefore == nil {
            mapBytesBefore = try database.scalarInt("PRAGMA mmap_size")
            try database.execute("PRAGMA mmap_size = \(Self.pointQueryMapBytes)")
        }
        queries += wanted.count
        let width = Self.prefetchWidth
        let statement = try many ?? database.prepare("SELECT rowid, kind, code, name FROM place WHERE rowid IN ("
                                                     + (1...width).map { "?\($0)" }.joined(separator: ",") + ")")
        many = statement
        for first in stride(from: 0, to: wanted.count, by: width) {
            let chunk = wanted[first..<min(first + width, wanted.count)]
            // Every parameter is bound on every use; rowid 0 is never a place.
            for k in 0..<width { try statement.bind(.integer(k < chunk.count ? chunk[first + k] : 0), at: Int32(k + 1)) }
            while try statement.step() {
                let rowid = statement.int(0)
                guard let kind = PlaceKind(rawValue: statement.int(1)) else { continue }
                if kind == .region, let code = try isoCode(ofRegion: rowid) { store.regionISO[rowid] = code }
                store.record(rowid, kind: kind.rawValue, statement, codeColumn: 2)
            }
            statement.resetKeepingBindings()
        }
    }

    /// Parameters of one prefetch query: SQLite allows 32,766.
    static let prefetchWidth = 512

    /// On first use: reads the whole table at once if asked to, else makes room for point
    /// queries. Returns whether the table is still being read place by place.
    private func start() throws -> Bool {
        if !started {
            started = true
            if pointQueryLimit == 0 { try loadAll() } else {
                store.expect(largestRowid: try database.scalarInt("SELECT max(rowid) FROM place") ?? 0)
            }
        }
        return !loaded
    }

    /// Makes sure the store holds the place, or knows there is none.
    private func read(_ rowid: Int) throws {
        guard try start(), !store.isRead(rowid) else { return }
        guard queries < pointQueryLimit else {
            try loadAll()
            one = nil; many = nil; iso = nil
            return
        }
        queries += 1
        let statement = try one ?? database.prepare("SELECT kind, code, name FROM place WHERE rowid = ?1")
        one = statement
        // The one parameter is bound anew on every use: there is nothing to clear.
        defer { statement.resetKeepingBindings() }
        try statement.bind(.integer(rowid), at: 1)
        guard try statement.step(), let kind = PlaceKind(rawValue: statement.int(0)) else { return store.recordMissing(rowid) }
        // Only regions have an ISO 3166-2 code: asking region_info for every place (a subquery)
        // made each query a third dearer.
        if kind == .region, let code = try isoCode(ofRegion: rowid) { store.regionISO[rowid] = code }
        store.record(rowid, kind: kind.rawValue, statement, codeColumn: 1)
    }

    private func isoCode(ofRegion rowid: Int) throws -> String? {
        let statement = try iso ?? database.prepare("SELECT iso3166_2 FROM region_info WHERE place = ?1")
        iso = statement
        defer { statement.resetKeepingBindings() }
        try statement.bind(.integer(rowid), at: 1)
        return try statement.step() ? statement.text(0) : nil
    }

    private func loadAll() throws {
        // Two plain scans, not a join: probing region_info for each of 245,000 places costs
        // three times the scan. Text is copied from SQLite's buffer, never made into Strings.
        try restoreMap()
        var store = PlaceNameStore()
        try store.scan(database)
        self.store = store
        loaded = true
    }

    /// Puts the connection's map limit back; SQLite unmaps the file at once when it is 0.
    private func restoreMap() throws {
        guard let before = mapBytesBefore else { return }
        mapBytesBefore = nil
        try database.execute("PRAGMA mmap_size = \(before)")
    }

    /// The connection outlives a batch's table (a process may name several batches).
    deinit { try? restoreMap() }
}

/// Per rowid (rowids are dense from 1): the place's kind, and where its code and its name lie in
/// one packed buffer of UTF-8; and regions' ISO 3166-2 codes. The scan fills it in rowid order,
/// the point queries in the order places are asked for.
struct PlaceNameStore {
    /// Per rowid (index = rowid − 1): its `PlaceKind` raw value, or `unread`, or `missing` (no
    /// such place; any value that is not a kind names nothing).
    private var kinds: [UInt8] = []
    private var codeStarts: [Int32] = []
    private var nameStarts: [Int32] = []
    private var nameEnds: [Int32] = []
    private var bytes: [UInt8] = []
    var regionISO: [Int: String] = [:]

    private static let unread: UInt8 = 0xFF
    private static let missing: UInt8 = 0xFE

    /// Makes room for rowids 1…`largestRowid`, none read yet.
    mutating func expect(largestRowid: Int) {
        let count = max(largestRowid, 0)
        kinds = Array(repeating: Self.unread, count: count)
        codeStarts = Array(repeating: 0, count: count)
        nameStarts = Array(repeating: 0, count: count)
        nameEnds = Array(repeating: 0, count: count)
    }

    /// Whether the place has been read (or found missing); rowids out of range count as read.
    func isRead(_ rowid: Int) -> Bool {
        let index = rowid - 1
        return index < 0 || index >= kinds.count || kinds[index] != Self.unread
    }

    /// The rowids in range and not read yet, each once, now marked as having no place: the query
    /// that reads them records those it finds.
    mutating func takeUnread(among rowids: [Int]) -> [Int] {
        var wanted: [Int] = []
        for rowid in rowids where !isRead(rowid) {
            kinds[rowid - 1] = Self.missing
            wanted.append(rowid)
        }
        return wanted
    }

    mutating func recordMissing(_ rowid: Int) { kinds[rowid - 1] = Self.missing }

    /// Records the place a point query found: kind given, code and name in `codeColumn` and the
    /// column after it.
    mutating func record(_ rowid: Int, kind: Int, _ statement: Statement, codeColumn: Int32) {
        let index = rowid - 1
        kinds[index] = UInt8(truncatingIfNeeded: kind)
        codeStarts[index] = Int32(bytes.count)
        _ = statement.withTextBytes(codeColumn) { bytes.append(contentsOf: $0) }
        nameStarts[index] = Int32(bytes.count)
        _ = statement.withTextBytes(codeColumn + 1) { bytes.append(contentsOf: $0) }
        nameEnds[index] = Int32(bytes.count)
    }

    /// Reads every place in one scan. The rows go straight into this value's arrays, inside one
    /// mutating method: no exclusive-access check per row (a fifth of the scan when they were a
    /// class's own arrays).
    mutating func scan(_ database: Database) throws {
        if let count = try database.scalarInt("SELECT max(rowid) FROM place") {
            kinds.reserveCapacity(count); codeStarts.reserveCapacity(count); nameStarts.reserveCapacity(count)
            nameEnds.reserveCapacity(count); bytes.reserveCapacity(count * 20)
        }
        let statement = try database.prepare("SELECT rowid, kind, code, name FROM place ORDER BY rowid")
        while try statement.step() {
            // Rowids are dense from 1 in build order; a gap would misplace names, so refuse it.
            guard statement.int(0) == kinds.count + 1 else { throw GazetteerFormatError(description: "place rowids are not dense at \(statement.int(0))") }
            kinds.append(UInt8(truncatingIfNeeded: statement.int(1)))
            codeStarts.append(Int32(bytes.count))
            _ = statement.withTextBytes(2) { bytes.append(contentsOf: $0) }
            nameStarts.append(Int32(bytes.count))
            _ = statement.withTextBytes(3) { bytes.append(contentsOf: $0) }
            nameEnds.append(Int32(bytes.count))
        }
        let regions = try database.prepare("SELECT place, iso3166_2 FROM region_info WHERE iso3166_2 IS NOT NULL")
        while try regions.step() { if let iso = regions.text(1) { regionISO[regions.int(0)] = iso } }
    }

    /// `mutating` though it changes nothing: the table calls it on its stored store in place,
    /// where a non-mutating call may copy the value, retaining and releasing its five buffers.
    mutating func withName(rowid: Int, _ body: (PlaceKind, UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) throws -> Void) rethrows -> Bool {
        let index = rowid - 1
        guard index >= 0, index < kinds.count, let kind = PlaceKind(rawValue: Int(kinds[index])) else { return false }
        let code = Int(codeStarts[index])..<Int(nameStarts[index]), name = Int(nameStarts[index])..<Int(nameEnds[index])
        try bytes.withUnsafeBufferPointer { all in
            try body(kind, UnsafeBufferPointer(rebasing: all[code]), UnsafeBufferPointer(rebasing: all[name]))
        }
        return true
    }
}

public struct GazetteerFormatError: Error, CustomStringConvertible {
    public var description: String
}

extension Gazetteer {
    public func makePlaceNameTable() -> PlaceNameTable { PlaceNameTable(database: database) }

    func makePlaceNameTable(pointQueries: Int) -> PlaceNameTable { PlaceNameTable(database: database, pointQueries: pointQueries) }
}
