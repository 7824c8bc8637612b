import Foundation
import WaymarkTestSupport
import XCTest
@testable import WaymarkTravelImport
import WaymarkImportFuzz

/// A short fuzz pass (the bench's `fuzz` runs 100,000 inputs per target; the fast tier a tenth
/// of the full tier's): seeded mutated atlas
/// exports, flight logs and GPX files each end as a whole import, a partial one naming what it
/// refused, or a refusal with a message; none crashes the process or ends silently.
final class ImportFuzzTests: ImportTestCase {
    func fuzz(_ target: ImportFuzzer.Target, _ fullTierInputs: Int) throws -> ImportFuzzRun.Outcome {
        let inputs = TestTier.sample(full: fullTierInputs, fast: fullTierInputs / 10)
        let outcome = try ImportFuzzRun.run(target, inputs: inputs, seed: 30, folder: folder, gazetteer: try gazetteer(), now: ReaderTests.now)
        XCTAssertEqual(outcome.inputs, inputs)
        XCTAssertEqual(outcome.whole + outcome.partial + outcome.refused, inputs, "\(outcome)")
        XCTAssertEqual(outcome.silent, 0, "\(outcome)")
        XCTAssertGreaterThan(outcome.refused, 0, "the fuzzer reaches the refusals: \(outcome)")
        XCTAssertGreaterThan(outcome.whole + outcome.partial, 0, "and the imports: \(outcome)")
        return outcome
    }

    func testFuzzedAtlasExportsAreImportedOrRefusedWithAMessage() throws {
        _ = try fuzz(.atlas, 3_000)
    }

    func testFuzzedFlightLogsAreImportedWholePartlyOrRefusedWithAMessage() throws {
        XCTAssertGreaterThan(try fuzz(.flights, 2_000).partial, 0)
    }

    func testFuzzedGPXFilesAreImportedWholePartlyOrRefusedWithAMessage() throws {
        XCTAssertGreaterThan(try fuzz(.gpx, 2_000).partial, 0)
    }
}
