import Foundation
import WaymarkGazetteer
import WaymarkGeo
import WaymarkTestSupport
import XCTest
@testable import WaymarkSearch

/// The golden query file: what a traveller types and the place they mean, chosen by hand.
final class GoldenQueryTests: XCTestCase {
    struct Golden {
        var line: Int
        var query: String
        var first: String?
        var topThree: [String]
        var options: [String: String]
        var rule: String
    }

    static func goldenQueries() throws -> [Golden] {
        let url = try XCTUnwrap(Bundle.module.url(forResource: "Fixtures/golden-queries.tsv", withExtension: nil))
        var result: [Golden] = []
        for (index, line) in try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard !line.hasPrefix("#"), !line.isEmpty else { continue }
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            var options: [String: String] = [:]
            for option in f[3].split(separator: ";") {
                let pair = option.split(separator: "=", maxSplits: 1).map(String.init)
                if pair.count == 2 { options[pair[0]] = pair[1] }
            }
            result.append(Golden(line: index + 1, query: f[0], first: f[1].isEmpty ? nil : f[1],
                                 topThree: f[2].split(separator: ",").map(String.init), options: options, rule: f[4]))
        }
        return result
    }

    func testTheGoldenFileHasAtLeastEightyQueriesAndAHundredAndFiftyEndonymsAndExonyms() throws {
        let all = try Self.goldenQueries()
        XCTAssertGreaterThanOrEqual(all.count, 80)
        XCTAssertGreaterThanOrEqual(all.filter { $0.rule.hasPrefix("endonym/exonym") && $0.first != nil }.count, 150)
    }

    func testTheResultSaysWhichNameMatchedAndHow() throws {
        let search = try PlaceSearch(gazetteer: try SearchFixture.open())
        func first(_ text: String) throws -> SearchResult { try XCTUnwrap(search.search(SearchQuery(text: text, limit: 1)).first, text) }
        let firenze = try first("firenze")
        XCTAssertEqual(firenze.place.id.description, "city:3176959")
        XCTAssertEqual(firenze.match, .exactAlternate)
        XCTAssertEqual(firenze.matchedName, "Firenze")
        let florence = try first("Florence")
        XCTAssertEqual(florence.match, .exact)
        XCTAssertEqual(florence.matchedName, "Florence")
        XCTAssertEqual(try first("amsterd").match, .prefix)
        let lax = try first("LAX")
        XCTAssertEqual(lax.match, .exact)
        XCTAssertEqual(lax.matchedName, "LAX")
        XCTAssertEqual(MatchQuality.exactAlternate.name, "exact_alternate")
    }

    func testEveryGoldenQueryFindsThePlaceMeant() throws {
        let search = try PlaceSearch(gazetteer: try SearchFixture.open())
        var failures: [String] = []
        for golden in try Self.goldenQueries() {
            var query = SearchQuery(text: golden.query, limit: 3)
            if let near = golden.options["near"] {
                let parts = near.split(separator: ",").compactMap { Double($0) }
                query.near = Coordinate(latitude: parts[0], longitude: parts[1])
            }
            if let kind = golden.options["kind"] { query.kinds = [PlaceKind(idPrefix: kind)!] }
            query.country = golden.options["country"]
            let ids = try search.search(query).map { $0.place.id.description }
            if let first = golden.first, ids.first != first {
                failures.append("line \(golden.line) '\(golden.query)' (\(golden.rule)): first \(ids.first ?? "none"), expected \(first); got \(ids)")
            }
            for expected in golden.topThree where !ids.contains(expected) {
                failures.append("line \(golden.line) '\(golden.query)' (\(golden.rule)): \(expected) not in the top 3 \(ids)")
            }
        }
        XCTAssertTrue(failures.isEmpty, "\(failures.count) golden queries fail:\n" + failures.joined(separator: "\n"))
    }
}

enum SearchFixture {
    static func open() throws -> Gazetteer { try InstalledGazetteer.open() }
}
