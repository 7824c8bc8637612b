@testable import WaymarkGazetteer
import XCTest

/// A block of zone numbers gives each rowid its zone, none for 0 and for rowids past the blob's
/// end, in its own block's position.
final class CityTimeZoneBlockTests: XCTestCase {
    func testEachRowidReadsItsOwnZone() {
        let size = CityTimeZoneBlock.rowidsPerBlock
        let zones: [UInt16] = [0, 1, 394, 0x1234, 0, 7]
        let blob = CityTimeZoneBlock.encode(zones)
        XCTAssertEqual(blob.count, 2 * zones.count)
        for block in [0, 3] {
            for (position, zone) in zones.enumerated() {
                let rowid = block * size + position
                XCTAssertEqual(CityTimeZoneBlock.block(ofRowid: rowid), block)
                XCTAssertEqual(CityTimeZoneBlock.zone(ofRowid: rowid, in: blob), zone == 0 ? nil : Int(zone), "rowid \(rowid)")
            }
            XCTAssertNil(CityTimeZoneBlock.zone(ofRowid: block * size + zones.count, in: blob), "past the blob")
            XCTAssertNil(CityTimeZoneBlock.zone(ofRowid: block * size + size - 1, in: blob))
        }
        XCTAssertNil(CityTimeZoneBlock.zone(ofRowid: -1, in: blob))
    }
}
