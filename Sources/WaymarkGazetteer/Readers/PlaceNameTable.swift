import WaymarkSQLite

/// Places' kind, code and display name (and a region's ISO 3166-2 code): what a batch of
/// resolutions needs to name its answers. Read a block of 512 rowids at a time from
/// `place_name_block` (`PlaceNameBlockCodec`), each block once, and kept as read. A query per
/// place (`rowid IN (…)` by the hundred) costs a b-tree seek and an ephemeral table per place,
/// far more than decoding a block that holds hundreds of them (docs/performance.md); a photo
/// library's thousand places read a few hundred blocks, random points on land all of them. A
/// stream of millions of rows reads each block once at most, so there is no scan to switch to.
/// A place's code and name are handed out as bytes (`withName`): naming a row makes no String.
///
/// ```swift
/// let names = gazetteer.makePlaceNameTable()
/// try names.withName(rowid: rowid) { kind, code, name in
///     print(kind, String(decoding: name, as: UTF8.self))
/// }
/// ```
public final class PlaceNameTable {
    private let database: Database
    /// Everything read so far, in one value: a class's stored `var` is checked for exclusive
    /// access at run time on every use, a struct's inside its own mutating method is not.
    private var store = PlaceNameStore()
    private var query: Statement?
    private var started = false

    init(database: Database) {
        self.database = database
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
        try read(rowid)
        return try store.place(rowid: rowid)
    }

    /// Reads the blocks of `rowids` not read yet, before a batch names a block of answers.
    /// Naming reads a missing block itself; this keeps the reads out of the writing of rows.
    public func prefetch(_ rowids: [Int]) throws {
        for rowid in rowids { try read(rowid) }
    }

    /// Makes sure the store holds the block of the rowid (or knows it holds no place).
    @inline(__always)
    private func read(_ rowid: Int) throws {
        if !started { try start() }
        guard store.needsBlock(of: rowid) else { return }
        try readBlock(of: rowid)
    }

    /// On first use: makes room for every rowid.
    private func start() throws {
        started = true
        store.expect(largestRowid: try database.scalarInt("SELECT max(rowid) FROM place") ?? 0)
    }

    private func readBlock(of rowid: Int) throws {
        let block = PlaceNameBlockCodec.block(ofRowid: rowid)
        let statement = try query ?? database.prepare("SELECT names FROM place_name_block WHERE block = ?1")
        query = statement
        // The one parameter is bound anew on every use: there is nothing to clear.
        defer { statement.resetKeepingBindings() }
        try statement.bind(.integer(block), at: 1)
        let blob = try statement.step() ? statement.blob(0) : []
        try store.record(block: block, blob.isEmpty ? nil : blob)
    }
}

/// The blocks read so far, by block number (nil: not read yet, or the gazetteer has none).
struct PlaceNameStore {
    private var blocks: [PlaceNameBlockCodec.Block?] = []
    private var blocksRead: [Bool] = []

    /// Makes room for the blocks of rowids 0…`largestRowid`, none read yet.
    mutating func expect(largestRowid: Int) {
        let count = PlaceNameBlockCodec.block(ofRowid: max(largestRowid, 0)) + 1
        blocks = Array(repeating: nil, count: count)
        blocksRead = Array(repeating: false, count: count)
    }

    /// Whether the rowid's block is still to be read; rowids out of range name nothing.
    @inline(__always)
    func needsBlock(of rowid: Int) -> Bool {
        let block = PlaceNameBlockCodec.block(ofRowid: rowid)
        return rowid >= 0 && block < blocksRead.count && !blocksRead[block]
    }

    /// Keeps a block's blob (nil: the gazetteer has no row for it, so no places).
    mutating func record(block: Int, _ blob: [UInt8]?) throws {
        blocksRead[block] = true
        if let blob { blocks[block] = try PlaceNameBlockCodec.Block(blob) }
    }

    /// `mutating` though it changes nothing: the table calls it on its stored store in place,
    /// where a non-mutating call may copy the value, retaining and releasing its buffers.
    @inline(__always)
    mutating func withName(rowid: Int, _ body: (PlaceKind, UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) throws -> Void) throws -> Bool {
        let block = PlaceNameBlockCodec.block(ofRowid: rowid)
        guard rowid >= 0, block < blocks.count, let names = blocks[block] else { return false }
        return try names.withEntry(at: rowid - block * PlaceNameBlockCodec.rowidsPerBlock, body) != nil
    }

    /// The place as `PlaceNameTable.place(rowid:)` gives it.
    mutating func place(rowid: Int) throws -> GazetteerPlace? {
        let block = PlaceNameBlockCodec.block(ofRowid: rowid)
        guard rowid >= 0, block < blocks.count, let names = blocks[block],
              let entry = try names.entry(at: rowid - block * PlaceNameBlockCodec.rowidsPerBlock) else { return nil }
        var place = GazetteerPlace(rowid: rowid, id: PlaceID(kind: entry.kind, code: entry.code), name: entry.name)
        place.codes.iso3166_2 = entry.iso3166_2
        return place
    }
}

/// A gazetteer file whose content is not what its schema promises: a damaged blob, a missing
/// summary row, a reference to a row that is not there.
///
/// ```swift
/// throw GazetteerFormatError(description: "airport_summary has no row")
/// ```
public struct GazetteerFormatError: Error, CustomStringConvertible {
    /// What is wrong, naming the table or blob.
    public var description: String
    /// An error with this description.
    public init(description: String) { self.description = description }
}

extension Gazetteer {
    /// A name table on this file; it reads blocks as they are first asked for and keeps them.
    public func makePlaceNameTable() -> PlaceNameTable { PlaceNameTable(database: database) }
}
