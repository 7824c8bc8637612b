import Foundation
import WaymarkGazetteer
@testable import WaymarkGazetteerDiff
import XCTest

/// The diff report's levels and kinds are types, but its JSON is the text it always was: levels
/// and kinds by name, as values and as object keys.
final class DiffReportCodingTests: XCTestCase {
    private func json<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        encoder.keyEncodingStrategy = .convertToSnakeCase
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    func testLevelsAreWrittenByNameAsValuesAndKeys() throws {
        var set = AnswerSetChanges(set: "land", points: 3, changed: 2, byLevel: [.locality: 1, .country: 2])
        set.transitions = [.init(level: .locality, from: .init(id: nil, name: nil), to: .init(id: "city:1", name: "A"), points: 1)]
        set.examples = [.init(lat: 1, lon: 2, levels: [.country, .locality], before: "B", after: "A")]
        let text = try json(set)
        XCTAssertTrue(text.contains(#""by_level":{"country":2,"locality":1}"#), text)
        XCTAssertTrue(text.contains(#""levels":["country","locality"]"#), text)
        XCTAssertTrue(text.contains(#""level":"locality""#), text)
        XCTAssertEqual(AnswerLevel.allCases.map(\.rawValue), ["country", "region", "city", "airport", "locality"])
    }

    func testKindsAreKeyedByTheirIDPrefixAndReadBack() throws {
        let changes = PlaceChanges(counts: PlaceChangeCounts(added: 3), byKind: [.city: PlaceChangeCounts(added: 2), .airport: PlaceChangeCounts(added: 1)])
        let text = try json(changes)
        XCTAssertTrue(text.contains(#""by_kind":{"airport":{"added":1,"#), text)
        XCTAssertTrue(text.contains(#""city":{"added":2,"#), text)
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        XCTAssertEqual(try decoder.decode(PlaceChanges.self, from: Data(text.utf8)), changes)
        let unknown = text.replacingOccurrences(of: #""airport":{"#, with: #""harbour":{"#)
        XCTAssertThrowsError(try decoder.decode(PlaceChanges.self, from: Data(unknown.utf8))) { error in
            XCTAssertTrue("\(error)".contains("'harbour' is not a kind of place"), "\(error)")
        }
    }
}
