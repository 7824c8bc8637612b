import Foundation
@testable import WaymarkGazetteer
import WaymarkTestSupport
import XCTest

/// An opened gazetteer is read through a memory map of the whole file (see `Gazetteer.mapBytes`
/// for why), not page by page into SQLite's small cache.
final class GazetteerMappingTests: XCTestCase {
    func testTheConnectionMapsTheWholeFile() throws {
        let gazetteer = try InstalledGazetteer.open()
        let mapped = try XCTUnwrap(try gazetteer.database.scalarInt("PRAGMA mmap_size"))
        XCTAssertEqual(mapped, Gazetteer.mapBytes, "the connection's map limit")
        let fileBytes = try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: gazetteer.url.path)[.size] as? Int)
        XCTAssertGreaterThan(mapped, fileBytes, "a limit below the file's size maps only its start")
    }
}
