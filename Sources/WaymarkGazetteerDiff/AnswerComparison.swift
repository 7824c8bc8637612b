import Dispatch
import WaymarkGazetteer
import WaymarkGeo
import WaymarkResolver

/// A resolution in the numbers of the `PlaceUniverse`, so that two builds' answers compare.
struct Answer: Equatable {
    static let levels = AnswerLevel.allCases
    var places: (Int32, Int32, Int32, Int32, Int32)

    init(_ r: Resolution, _ number: (Int?) -> Int32) {
        places = (number(r.country.rowid), number(r.region.rowid), number(r.city.rowid), number(r.airport.rowid), number(r.locality.rowid))
    }

    subscript(level: Int) -> Int32 {
        switch level {
        case 0: return places.0
        case 1: return places.1
        case 2: return places.2
        case 3: return places.3
        default: return places.4
        }
    }

    static func == (a: Answer, b: Answer) -> Bool { a.places == b.places }
}

/// Resolves points against both builds, each on its own core: the resolvers share nothing, and
/// each is used by one thread at a time (the two sides of `both`), hence unchecked.
final class TwoResolvers: @unchecked Sendable {
    let old: FastResolver
    let new: FastResolver
    let universe: PlaceUniverse

    init(old: Gazetteer, new: Gazetteer, universe: PlaceUniverse) throws {
        self.old = try FastResolver(gazetteer: old)
        self.new = try FastResolver(gazetteer: new)
        self.universe = universe
    }

    /// Runs `work` with each resolver at once; the first error thrown is rethrown.
    func both<T>(_ work: @Sendable (FastResolver) throws -> T) throws -> (old: T, new: T) {
        var results: [Result<T, Error>?] = [nil, nil]
        results.withUnsafeMutableBufferPointer { slots in
            // Each side writes its own slot, and only that one; the buffer outlives
            // `concurrentPerform`, which returns when both are done.
            nonisolated(unsafe) let base = slots.baseAddress!
            DispatchQueue.concurrentPerform(iterations: 2) { side in
                (base + side).pointee = Result { try work(side == 0 ? self.old : self.new) }
            }
        }
        return (try results[0]!.get(), try results[1]!.get())
    }

    /// The answers of both builds for `points`, in the points' order.
    func answers(_ points: [Coordinate]) throws -> (old: [Answer], new: [Answer]) {
        let universe = universe
        let (a, b) = try both { try $0.resolve(points) }
        return (a.map { Answer($0, universe.index(old:)) }, b.map { Answer($0, universe.index(new:)) })
    }
}

/// Receives each changed point, for the GeoJSON a user opens in a map tool.
public protocol ChangedPointSink: AnyObject {
    func changed(set: String, at coordinate: Coordinate, levels: [AnswerLevel], before: String, after: String) throws
}

/// Counts what changed in one set of points, a chunk at a time: nothing per point is kept but
/// the first examples and the count of each transition.
struct AnswerTally {
    static let exampleCount = 10
    static let transitionCount = 20
    private(set) var result: AnswerSetChanges
    private var transitions: [Transition: Int] = [:]
    private struct Transition: Hashable { var level: Int; var from: Int32; var to: Int32 }

    init(set: String) { result = AnswerSetChanges(set: set) }

    /// Adds a chunk of points with their answers; `sectionParent` gives, for a point that is a
    /// section's own point, the city the section belongs to (in either build).
    mutating func add(_ points: [Coordinate], _ answers: (old: [Answer], new: [Answer]), universe: PlaceUniverse,
                      sink: ChangedPointSink?, sectionParent: ((Int) -> Int32?)? = nil) throws {
        for i in points.indices {
            let (before, after) = (answers.old[i], answers.new[i])
            result.points += 1
            if let parent = sectionParent?(i) {
                var sections = result.sections ?? .init()
                sections.points += 1
                if before[2] == parent { sections.answeringTheirCityBefore += 1 }
                if after[2] == parent { sections.answeringTheirCityAfter += 1 }
                result.sections = sections
            }
            guard before != after else { continue }
            result.changed += 1
            var levels: [AnswerLevel] = []
            for level in 0..<Answer.levels.count where before[level] != after[level] {
                levels.append(Answer.levels[level])
                result.byLevel[Answer.levels[level], default: 0] += 1
                transitions[Transition(level: level, from: before[level], to: after[level]), default: 0] += 1
            }
            guard result.examples.count < Self.exampleCount || sink != nil else { continue }
            let example = AnswerSetChanges.Example(lat: points[i].latitude, lon: points[i].longitude, levels: levels,
                                                   before: Self.label(before, universe), after: Self.label(after, universe))
            if result.examples.count < Self.exampleCount { result.examples.append(example) }
            try sink?.changed(set: result.set, at: points[i], levels: levels, before: example.before, after: example.after)
        }
    }

    /// The answer as a traveller reads it, most specific first: airport, locality, city, region,
    /// country, a name said once.
    static func label(_ answer: Answer, _ universe: PlaceUniverse) -> String {
        var parts: [String] = []
        for level in [3, 4, 2, 1, 0] {
            if let name = universe.name(answer[level]), parts.last != name { parts.append(name) }
        }
        return parts.isEmpty ? "open water" : parts.joined(separator: ", ")
    }

    /// The counts with the largest transitions named, most points first, then by level and names.
    func finished(_ universe: PlaceUniverse) -> AnswerSetChanges {
        var done = result
        done.transitions = transitions.map { key, points in
            AnswerSetChanges.Transition(level: Answer.levels[key.level], from: universe.named(key.from), to: universe.named(key.to), points: points)
        }.sorted {
            ($1.points, $0.level.rawValue, $0.from.id ?? "", $0.to.id ?? "") < ($0.points, $1.level.rawValue, $1.from.id ?? "", $1.to.id ?? "")
        }.prefix(Self.transitionCount).map { $0 }
        return done
    }
}
