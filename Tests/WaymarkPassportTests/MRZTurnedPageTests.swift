import Foundation
import WaymarkOCR
import WaymarkSamples
import WaymarkTestSupport
import XCTest
@testable import WaymarkPassport

/// A page photographed turned by a large angle (on white, the page small enough that no corner
/// leaves the image): the lines are levelled over the whole half-turn, the band found from its
/// print, and the half-turn left over settled by reading. The fields must be ICAO's specimen's.
final class MRZTurnedPageTests: XCTestCase {
    override func setUpWithError() throws { try TestTool.require(.tesseractEnglish, .rsvgConvert, .imageMagick, .fonts) }

    func testAPassportPageTurnedWellPastAQuarterIsStillRead() throws {
        try TestTier.requireFull("reads a drawn passport page turned 117°")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mrz-turned-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        var page = MRZSpecimen(name: "td3-turned-117", lines: ICAOSpecimens.td3.split(separator: "\n").map(String.init), degrees: 117)
        page.surround = "#ffffff"
        page.pageScale = 0.58
        let path = try StampSpecimenRenderer.render(page, into: folder)
        let result = try MRZImageReader(parser: MRZParser(calendar: MRZCalendar(today: "2026-11-30"))).read(path)
        let r = result.reading
        XCTAssertTrue(r.status.isAccepted, "\(r.status): \(r.problems) \(r.doubts)")
        XCTAssertEqual(r.documentNumber, "L898902C3")
        XCTAssertEqual(r.surname, "ERIKSSON")
        XCTAssertEqual(r.givenNames, "ANNA MARIA")
        XCTAssertEqual(r.birthDate.date, "1974-08-12")
        XCTAssertEqual(r.expiryDate.date, "2012-04-15")
        // Turned 117° clockwise, it is levelled by turning it back: −117°, or 243° as the rest of the circle.
        XCTAssertEqual(abs(result.ocr.rotationDegrees), 117, accuracy: 2)
    }
}
