import Foundation
import WaymarkGazetteer
import WaymarkGazetteerBuild
import WaymarkGeo
import XCTest
@testable import WaymarkResolver

/// Every GeoNames region with cities has an area, and city coordinates resolve to their own
/// admin-1 region: GeoNames' own cities15000 and cities500 lists, read from the pinned source,
/// are the oracle.
///
/// The issue's targets are 99.5% (cities15000), 99% (cities500) and no region without an area.
/// The first two hold (docs/gazetteer.md, "Regions: how complete"); the regions left without an
/// answer are held at their count so that it can only shrink.
final class RegionCompletenessTests: XCTestCase {
    struct Figures {
        var cities = 0
        var own = 0
        var wrong: [String: Int] = [:]    // "expected → got"
        var share: Double { cities == 0 ? 0 : Double(own) / Double(cities) }
    }

    static func geonames(_ file: String) throws -> [SourceCity] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let lock = try SourceLock.load(url: root.appendingPathComponent("sources.lock.json"))
        let tree = SourceTree(root: SourceFetcher.defaultCache().appendingPathComponent("sources"), lock: lock)
        // cities15000.json sits beside cities500.json in the same pinned package.
        let cities500 = try tree.url("geonames", "cities")
        return try GeoNamesCacheReader.cities(url: cities500.deletingLastPathComponent().appendingPathComponent(file))
    }

    /// Resolves each city's coordinate and compares the region with its GeoNames admin-1 code,
    /// for the cities whose code names a region of the gazetteer.
    static func figures(_ cities: [SourceCity], resolver: FastResolver, lookup: PlaceLookup) throws -> Figures {
        var f = Figures()
        var regionCode: [Int: String] = [:]
        for city in cities {
            guard let code = city.admin1Code, try lookup.place(id: PlaceID(kind: .region, code: code)) != nil else { continue }
            f.cities += 1
            let r = try resolver.resolve(Coordinate(latitude: city.latitude, longitude: city.longitude))
            var got = "-"
            if let rowid = r.region.rowid {
                if regionCode[rowid] == nil { regionCode[rowid] = try lookup.place(rowid: rowid)?.id.code }
                got = regionCode[rowid] ?? "-"
            }
            if got == code { f.own += 1 } else { f.wrong["\(code) → \(got)", default: 0] += 1 }
        }
        return f
    }

    func testCityCoordinatesResolveToTheirOwnRegion() throws {
        let gazetteer = try GazetteerFixture.open()
        let resolver = try FastResolver(gazetteer: gazetteer)
        let lookup = try gazetteer.makeLookup()
        for (file, floor) in [("cities15000.json", 0.995), ("cities500.json", 0.99)] {
            let f = try Self.figures(try Self.geonames(file), resolver: resolver, lookup: lookup)
            let worst = f.wrong.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(25)
            print(String(format: "%@: %d of %d cities (%.2f%%) resolve to their own region; most frequent misses: %@",
                         file, f.own, f.cities, f.share * 100, worst.map { "\($0.key) ×\($0.value)" }.joined(separator: ", ")))
            XCTAssertGreaterThan(f.cities, file == "cities500.json" ? 200_000 : 20_000)
            XCTAssertGreaterThanOrEqual(f.share, floor, file)
        }
    }

    /// Natural Earth draws Hyderabad inside the old Andhra Pradesh, which Telangana left in 2014:
    /// the build derives Telangana's area from its cities, and says so.
    func testARegionNewerThanItsPolygonIsAnsweredAroundItsCitiesAsDerived() throws {
        let answer = try Self.answer(latitude: 17.38405, longitude: 78.45636)
        XCTAssertEqual(answer.region, PlaceID(kind: .region, code: "IN.40"))
        XCTAssertEqual(answer.decision, .derived)
    }

    /// GeoNames files Anxiang, a town of 38,000 beside Shijiazhuang in Hebei, under Henan (CN.09),
    /// 250 km away with no Henan town between. Its code says nothing about Hebei's border, so its
    /// point is answered Hebei, not an island of Henan (`BorderCrossings`: a stray).
    func testACityFiledUnderAFarAwayRegionDoesNotCarveThatRegionOutOfItsNeighbour() throws {
        let answer = try Self.answer(latitude: 38.38339, longitude: 114.54046)
        XCTAssertEqual(answer.region, PlaceID(kind: .region, code: "CN.10"))
        XCTAssertEqual(answer.city, PlaceID(kind: .city, code: "8561889"))
    }

    /// The region and city a coordinate resolves to, and how the region was decided.
    static func answer(latitude: Double, longitude: Double) throws -> (region: PlaceID?, decision: Decision, city: PlaceID?) {
        let gazetteer = try GazetteerFixture.open()
        let lookup = try gazetteer.makeLookup()
        let r = try FastResolver(gazetteer: gazetteer).resolve(Coordinate(latitude: latitude, longitude: longitude))
        return (try r.region.rowid.flatMap { try lookup.place(rowid: $0)?.id }, r.region.decision,
                try r.city.rowid.flatMap { try lookup.place(rowid: $0)?.id })
    }

    /// A region has an area when the resolver answers it for a coordinate: at least one of its
    /// own cities' points must resolve to it.
    func testEveryRegionWithCitiesIsAnsweredForOneOfItsCities() throws {
        let gazetteer = try GazetteerFixture.open()
        let resolver = try FastResolver(gazetteer: gazetteer)
        let lookup = try gazetteer.makeLookup()
        var cities: [String: [SourceCity]] = [:]
        for city in try Self.geonames("cities500.json") {
            if let code = city.admin1Code { cities[code, default: []].append(city) }
        }
        var unanswered: [String] = []
        for (code, members) in cities.sorted(by: { $0.key < $1.key }) {
            guard let region = try lookup.place(id: PlaceID(kind: .region, code: code)) else { continue }
            let answered = try members.contains { city in
                try resolver.resolve(Coordinate(latitude: city.latitude, longitude: city.longitude)).region.rowid == region.rowid
            }
            if !answered { unanswered.append("\(code) \(region.name) (\(members.count) cities)") }
        }
        print("regions with cities that no city point resolves to: \(unanswered.count)")
        XCTAssertLessThanOrEqual(unanswered.count, 22, "\(unanswered.count) regions:\n" + unanswered.prefix(60).joined(separator: "\n"))
    }
}
