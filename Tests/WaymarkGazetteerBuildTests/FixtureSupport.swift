import Foundation
import XCTest
@testable import WaymarkGazetteerBuild

extension XCTestCase {
    /// A file under the test bundle's Fixtures folder.
    func fixture(_ path: String) throws -> URL {
        try XCTUnwrap(Bundle.module.url(forResource: "Fixtures", withExtension: nil)).appendingPathComponent(path)
    }

    /// Runs `body`, expecting it to throw a `SourceError`, and returns that error.
    func sourceError(_ body: () throws -> Void, file: StaticString = #filePath, line: UInt = #line) -> SourceError? {
        do {
            try body()
            XCTFail("expected a SourceError", file: file, line: line)
        } catch let error as SourceError {
            return error
        } catch {
            XCTFail("expected a SourceError, got \(error)", file: file, line: line)
        }
        return nil
    }
}
