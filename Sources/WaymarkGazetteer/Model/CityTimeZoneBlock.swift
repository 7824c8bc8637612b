/// The blob of `city_time_zone_block.zones` (schema 9): the time zone of each rowid of one block
/// of `rowidsPerBlock` consecutive rowids, as a number (`time_zone.zone`, from 1; 0 for none),
/// two bytes little-endian each. Numbers in blocks take about a tenth of the room of a row per
/// city with the zone's name, which makes room for the place names in blocks
/// (`place_name_block`) within the file's 80 MB budget.
///
/// ```swift
/// let blob = CityTimeZoneBlock.encode([0, 3, 3])   // rowids 0, 1, 2 of block 0
/// CityTimeZoneBlock.zone(ofRowid: 1, in: blob)     // 3
/// CityTimeZoneBlock.zone(ofRowid: 0, in: blob)     // nil
/// ```
public enum CityTimeZoneBlock {
    /// 4,096 rowids: 8 KB, in full overflow pages. Blocks of 1,024 (2 KB) took a page each and
    /// twice the room.
    public static let rowidsPerBlock = 4096

    /// The number of the block that holds `rowid`.
    public static func block(ofRowid rowid: Int) -> Int { rowid / rowidsPerBlock }

    /// `zones[i]` is the zone number of rowid `block × rowidsPerBlock + i`.
    public static func encode(_ zones: [UInt16]) -> [UInt8] {
        precondition(zones.count <= rowidsPerBlock, "one block at most")
        var out: [UInt8] = []
        out.reserveCapacity(2 * zones.count)
        for zone in zones { out.append(UInt8(truncatingIfNeeded: zone)); out.append(UInt8(truncatingIfNeeded: zone >> 8)) }
        return out
    }

    /// The zone number of the rowid in its block's blob; nil for none (0, or past the blob's end:
    /// the block stops at its last city with a zone).
    public static func zone(ofRowid rowid: Int, in blob: [UInt8]) -> Int? {
        let at = 2 * (rowid - block(ofRowid: rowid) * rowidsPerBlock)
        guard rowid >= 0, at + 1 < blob.count else { return nil }
        let zone = Int(blob[at]) | Int(blob[at + 1]) << 8
        return zone == 0 ? nil : zone
    }
}
