import Foundation
import WaymarkGazetteer
import WaymarkGazetteerDiff
import WaymarkGeo
import WaymarkResolver
import WaymarkSamples
import WaymarkTestSupport
import XCTest

/// `waymark diff` holds to what resolving each build on its own says. The independent side here
/// reads each build through the public readers (`points(of:)`, `PlaceNameTable`, `PlaceLookup`,
/// `citySectionParents`) and resolves one point at a time, where the diff merges code-ordered
/// streams and resolves batches on two threads.
final class GazetteerDiffTests: XCTestCase {
    /// A build compared with itself changes nothing, whatever it is asked (on the fixture world:
    /// the claim holds of any build).
    func testABuildComparedWithItselfChangesNothing() throws {
        let gazetteer = try FixtureWorld.open()
        var options = GazetteerDiff.Options()
        options.landPoints = 2_000
        options.borderProbes = 2_000
        let report = try GazetteerDiff(old: gazetteer, new: try Gazetteer(url: gazetteer.url)).run(options)
        XCTAssertEqual(report.places.counts, PlaceChangeCounts())
        XCTAssertTrue(report.places.changes.isEmpty)
        XCTAssertTrue(report.boundaries.areaChanged.isEmpty)
        XCTAssertTrue(report.boundaries.decisionsChanged.isEmpty)
        XCTAssertEqual(report.boundaries.comparedPolygons, try gazetteer.releaseBoundaries().count)
        XCTAssertFalse(report.sources.contains(where: \.changed))
        XCTAssertEqual(report.sources.map(\.name), try gazetteer.sources().map(\.name))
        XCTAssertEqual(report.answers.map(\.set), ["cities", "border_probes", "land"])
        XCTAssertEqual(report.answers.map(\.changed), [0, 0, 0])
        XCTAssertEqual(report.answers[0].points, try gazetteer.counts()[.city])
        XCTAssertEqual(report.answers[1].points, 2_000)
        XCTAssertEqual(report.answers[2].points, 2_000)
        // Every section point answers its city in both: the same build.
        let sections = try XCTUnwrap(report.answers[0].sections)
        XCTAssertEqual(sections.points, try gazetteer.citySectionParents().count)
        XCTAssertEqual(sections.answeringTheirCityBefore, sections.answeringTheirCityAfter)
    }

    /// The city-section release: the same pins built without the rule (OLD) and with it (NEW).
    func testTheCitySectionReleaseMatchesEachBuildResolvedOnItsOwn() throws {
        let old = try SecondGazetteer.open()
        let new = try InstalledGazetteer.open()
        var options = GazetteerDiff.Options()
        options.landPoints = 20_000
        options.borderProbes = 0
        let report = try GazetteerDiff(old: old, new: new).run(options)

        let before = try Build(old), after = try Build(new)
        // Places, by stable ID.
        let oldIDs = Set(before.ids.values), newIDs = Set(after.ids.values)
        XCTAssertEqual(report.places.counts.added, newIDs.subtracting(oldIDs).count)
        XCTAssertEqual(report.places.counts.removed, oldIDs.subtracting(newIDs).count)
        var renamed = 0, moved = 0, reparented = 0
        for (id, a) in before.places {
            guard let b = after.places[id] else { continue }
            if a.name != b.name { renamed += 1 }
            if SphericalDistance.meters(a.point, b.point) > 1000 { moved += 1 }
            if a.parents != b.parents { reparented += 1 }
        }
        XCTAssertEqual(report.places.counts.renamed, renamed)
        XCTAssertEqual(report.places.counts.moved, moved)
        XCTAssertEqual(report.places.counts.reparented, reparented)
        // The rule makes sections of places that were cities of their own: each is re-parented.
        XCTAssertGreaterThan(reparented, 0)
        XCTAssertEqual(report.places.changes.filter { $0.change == .reparented }.count, reparented)

        // Every city point of either build, one at a time on each.
        var cityPoints: [PlaceID: Coordinate] = [:]
        for build in [before, after] { for (id, place) in build.places where id.kind == .city { cityPoints[id] = place.point } }
        let parents = before.sectionParents.merging(after.sectionParents) { _, newer in newer }
        var cities = Tally(), sections = (points: 0, before: 0, after: 0)
        for (id, point) in cityPoints {
            let a = try before.answer(point), b = try after.answer(point)
            cities.add(a, b)
            if let parent = parents[id] {
                sections.points += 1
                if a[2] == parent { sections.before += 1 }
                if b[2] == parent { sections.after += 1 }
            }
        }
        let citySet = try XCTUnwrap(report.answers.first { $0.set == "cities" })
        XCTAssertEqual(citySet.points, cityPoints.count)
        XCTAssertEqual(citySet.changed, cities.changed)
        XCTAssertEqual(citySet.byLevel.byName, cities.byLevel)
        XCTAssertEqual(citySet.sections?.points, sections.points)
        XCTAssertEqual(citySet.sections?.answeringTheirCityBefore, sections.before)
        XCTAssertEqual(citySet.sections?.answeringTheirCityAfter, sections.after)
        // What the release is for: the section points answer their city now, and hardly did before.
        XCTAssertGreaterThan(sections.after, sections.points * 9 / 10)
        XCTAssertLessThan(sections.before, sections.points / 10)

        // The seeded land points: uniform on the sphere, kept where either build has a country.
        let land = try SampleCoordinates.land(count: 20_000, seed: options.landSeed) {
            try before.isLand($0) || after.isLand($0)
        }
        var landTally = Tally()
        for point in land { landTally.add(try before.answer(point), try after.answer(point)) }
        let landSet = try XCTUnwrap(report.answers.first { $0.set == "land" })
        XCTAssertEqual(landSet.points, 20_000)
        XCTAssertEqual(landSet.changed, landTally.changed)
        XCTAssertEqual(landSet.byLevel.byName, landTally.byLevel)
        XCTAssertEqual(landSet.examples.count, min(10, landTally.changed))
    }

    /// One build read through the public readers, answers named by stable ID.
    struct Build {
        struct Place { var name: String; var point: Coordinate; var parents: [PlaceID?] }
        let resolver: FastResolver
        var ids: [Int: PlaceID] = [:]
        var places: [PlaceID: Place] = [:]
        var sectionParents: [PlaceID: PlaceID] = [:]

        init(_ gazetteer: Gazetteer) throws {
            resolver = try FastResolver(gazetteer: gazetteer)
            let names = gazetteer.makePlaceNameTable()
            let lookup = try gazetteer.makeLookup()
            var rowids: [Int] = []
            for kind in PlaceKind.allCases { try gazetteer.forEachPoint(of: kind) { rowids.append($0.rowid) } }
            var named: [Int: String] = [:]
            for rowid in rowids {
                let place = try XCTUnwrap(names.place(rowid: rowid))
                ids[rowid] = place.id
                named[rowid] = place.name
            }
            for (section, parent) in try gazetteer.citySectionParents() { sectionParents[ids[section]!] = ids[parent]! }
            for kind in PlaceKind.allCases {
                for point in try gazetteer.points(of: kind) {
                    let id = ids[point.rowid]!
                    // The parents the diff compares: country (below countries), region (below
                    // regions), and the city a section belongs to or an airport serves.
                    var parents: [PlaceID?] = [kind > .country ? point.country.flatMap { ids[$0] } : nil,
                                               kind > .region ? point.region.flatMap { ids[$0] } : nil]
                    switch kind {
                    case .city: parents.append(sectionParents[id])
                    case .airport: parents.append(try lookup.place(rowid: point.rowid)?.city?.id)
                    default: parents.append(nil)
                    }
                    places[id] = Place(name: named[point.rowid]!, point: point.coordinate, parents: parents)
                }
            }
        }

        /// Country, region, city, airport and locality, by stable ID.
        func answer(_ point: Coordinate) throws -> [PlaceID?] {
            let r = try resolver.resolve(point)
            return [r.country.rowid, r.region.rowid, r.city.rowid, r.airport.rowid, r.locality.rowid].map { $0.flatMap { ids[$0] } }
        }

        func isLand(_ point: Coordinate) throws -> Bool { try !resolver.polygons(level: 0, containing: point, country: nil).isEmpty }
    }

    struct Tally {
        static let levels = ["country", "region", "city", "airport", "locality"]
        var changed = 0
        var byLevel: [String: Int] = [:]

        mutating func add(_ a: [PlaceID?], _ b: [PlaceID?]) {
            guard a != b else { return }
            changed += 1
            for level in 0..<5 where a[level] != b[level] { byLevel[Self.levels[level], default: 0] += 1 }
        }
    }
}

private extension Dictionary where Key == AnswerLevel {
    /// The counts keyed by each level's name, as the independent tally above keys them.
    var byName: [String: Value] { Dictionary<String, Value>(uniqueKeysWithValues: map { ($0.key.rawValue, $0.value) }) }
}
