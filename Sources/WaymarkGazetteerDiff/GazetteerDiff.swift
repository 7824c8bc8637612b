import Foundation
import WaymarkGazetteer
import WaymarkGeo
import WaymarkResolver

/// Compares two gazetteer builds: what each was built from, which places and polygons changed,
/// and which answers change for every city point, points by the borders, a seeded set of land
/// points and the user's own points. A new gazetteer is a release; this is its evidence.
///
/// ```swift
/// let diff = try GazetteerDiff(old: try Gazetteer(url: before), new: try Gazetteer(url: after))
/// let report = try diff.run(GazetteerDiff.Options())
/// print(ReleaseNotes.markdown(report))
/// ```
public struct GazetteerDiff {
    /// Which points are resolved against both builds, and where changed points and progress go.
    public struct Options {
        /// Seeded points on land resolved against both builds (0 for none).
        public var landPoints = 1_000_000
        /// The seed the land points are drawn from: the same seed gives the same points.
        public var landSeed: UInt64 = 33
        /// Points within 1 km of either build's borders.
        public var borderProbes = 20_000
        /// The user's own points, a chunk at a time (nil after the last), for `--points FILE`.
        public var userPoints: (() throws -> [Coordinate]?)?
        /// Receives every changed point of every set, for `--geojson FILE`.
        public var changedPoints: ChangedPointSink?
        /// Told the name of each stage as it starts.
        public var progress: (String) -> Void = { _ in }

        /// The default sets: every city point, the border probes and the land points; no user points.
        public init() {}
    }

    let old: Gazetteer
    let new: Gazetteer

    /// A comparison of `old` with `new`; nothing is read until `run`.
    public init(old: Gazetteer, new: Gazetteer) {
        self.old = old; self.new = new
    }

    /// Compares the builds, stage by stage (told to `options.progress`).
    ///
    /// - Throws: an SQLite error of either gazetteer; whatever `options.userPoints` or
    ///   `options.changedPoints` throws.
    public func run(_ options: Options) throws -> DiffReport {
        options.progress("sources and places")
        let (places, universe) = try PlaceComparison.compare(old: old, new: new)
        options.progress("boundaries")
        let boundaries = try BoundaryComparison.compare(old: old, new: new)
        let resolvers = try TwoResolvers(old: old, new: new, universe: universe)
        var answers: [AnswerSetChanges] = []

        options.progress("every city point")
        answers.append(try cityPoints(universe, resolvers, sink: options.changedPoints))
        options.progress("border probes")
        var probes = AnswerTally(set: "border_probes")
        let probePoints = try DiffPointSets.borderProbes(count: options.borderProbes, resolvers: resolvers)
        for start in stride(from: 0, to: probePoints.count, by: DiffPointSets.chunkSize) {
            let chunk = Array(probePoints[start..<min(start + DiffPointSets.chunkSize, probePoints.count)])
            try probes.add(chunk, try resolvers.answers(chunk), universe: universe, sink: options.changedPoints)
        }
        answers.append(probes.finished(universe))
        if options.landPoints > 0 {
            options.progress("\(options.landPoints) land points")
            var land = AnswerTally(set: "land")
            try DiffPointSets.land(count: options.landPoints, seed: options.landSeed, resolvers: resolvers) { chunk in
                try land.add(chunk, try resolvers.answers(chunk), universe: universe, sink: options.changedPoints)
            }
            answers.append(land.finished(universe))
        }
        if let next = options.userPoints {
            options.progress("your points")
            var user = AnswerTally(set: "user")
            while let chunk = try next() {
                try user.add(chunk, try resolvers.answers(chunk), universe: universe, sink: options.changedPoints)
            }
            answers.append(user.finished(universe))
        }
        return DiffReport(old: try summary(old), new: try summary(new), sources: try sources(), places: places,
                          boundaries: boundaries, answers: answers)
    }

    /// Every city's own point; a section's point also counts whether it answers its city.
    func cityPoints(_ universe: PlaceUniverse, _ resolvers: TwoResolvers, sink: ChangedPointSink?) throws -> AnswerSetChanges {
        var parents: [Int32: Int32] = [:]
        for (section, parent) in try old.citySectionParents() { parents[universe.index(old: section)] = universe.index(old: parent) }
        // Where both builds make a place a section, the new build's city is the one it answers now.
        for (section, parent) in try new.citySectionParents() { parents[universe.index(new: section)] = universe.index(new: parent) }
        var tally = AnswerTally(set: "cities")
        let points = universe.cityPoints
        for start in stride(from: 0, to: points.count, by: DiffPointSets.chunkSize) {
            let slice = points[start..<min(start + DiffPointSets.chunkSize, points.count)]
            let chunk = slice.map(\.coordinate)
            try tally.add(chunk, try resolvers.answers(chunk), universe: universe, sink: sink) { i in parents[slice[slice.startIndex + i].place] }
        }
        return tally.finished(universe)
    }

    func summary(_ gazetteer: Gazetteer) throws -> BuildSummary {
        BuildSummary(path: gazetteer.url.path, gazetteer: gazetteer.identity,
                     places: Dictionary(uniqueKeysWithValues: try gazetteer.counts().map { ($0.key.idPrefix, $0.value) }))
    }

    /// Every source either build pinned, in name order.
    func sources() throws -> [SourceChange] {
        let before = Dictionary(try old.sources().map { ($0.name, $0) }) { first, _ in first }
        let after = Dictionary(try new.sources().map { ($0.name, $0) }) { first, _ in first }
        return Set(before.keys).union(after.keys).sorted().map { name in
            let a = before[name].map { SourceChange.Pin(version: $0.version, sha256: $0.sha256) }
            let b = after[name].map { SourceChange.Pin(version: $0.version, sha256: $0.sha256) }
            return SourceChange(name: name, old: a, new: b, changed: a != b)
        }
    }
}
