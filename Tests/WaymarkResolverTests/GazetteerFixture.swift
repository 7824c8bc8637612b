import Foundation
import WaymarkGazetteer
import WaymarkGeo
import WaymarkTestSupport
import XCTest

/// The resolver tests' data: the installed gazetteer and the committed reference points.
enum GazetteerFixture {
    static func open() throws -> Gazetteer { try InstalledGazetteer.open() }

    struct NamedPoint {
        var coordinate: Coordinate
        var country: String?
        var region: String?
        var label: String
    }

    static func lines(_ name: String) throws -> [[String]] {
        let url = try XCTUnwrap(Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil))
        return try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
            .filter { !$0.hasPrefix("#") && !$0.isEmpty }
            .map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
    }

    /// Hand-picked hard places (enclaves, nested capitals, border towns, the antimeridian, poles,
    /// coasts, islands) with the answers known independently of the data.
    static func namedPoints() throws -> [NamedPoint] {
        try lines("named-points.tsv").map { f in
            NamedPoint(coordinate: Coordinate(latitude: Double(f[0])!, longitude: Double(f[1])!),
                       country: f[2].isEmpty ? nil : f[2], region: f[3].isEmpty ? nil : f[3], label: f[4])
        }
    }

    /// Seeded points within 1 km of country and region borders (`waymark-bench border-points --count 420 --seed 7`).
    static func borderPoints() throws -> [Coordinate] {
        try lines("border-points.tsv").map { Coordinate(latitude: Double($0[0])!, longitude: Double($0[1])!) }
    }
}
