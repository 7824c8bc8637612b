import Foundation
import WaymarkAtlas
import WaymarkGazetteer

/// The chain a stamp marks: the chosen place (an airport, a city…) and each level above it —
/// city, region, country, continent — shown before saving and editable one level at a time.
public struct StampChain: Equatable, Sendable {
    /// The levels a stamp keeps above its place, narrowest first.
    public static let levelKinds: [PlaceKind] = [.city, .region, .country, .continent]

    /// The place the stamp names.
    public private(set) var place: PlaceSnapshot
    /// The level snapshots by kind; a missing kind is a level left empty.
    public private(set) var levels: [PlaceKind: PlaceSnapshot]

    /// - Parameter chain: the place and its ancestors, most specific first, as the gazetteer
    ///   gives them.
    public init?(_ chain: [PlaceSnapshot]) {
        guard let place = chain.first else { return nil }
        self.place = place
        levels = [:]
        for snapshot in chain.dropFirst() where Self.levelKinds.contains(snapshot.id.kind) && snapshot.id.kind.rawValue < place.id.kind.rawValue {
            levels[snapshot.id.kind] = snapshot
        }
    }

    /// Sets one level (nil clears it). Only levels above the place's own kind exist.
    public mutating func set(_ kind: PlaceKind, to snapshot: PlaceSnapshot?) throws {
        guard Self.levelKinds.contains(kind), kind.rawValue < place.id.kind.rawValue else {
            throw LevelError(description: "a stamp at \(place.id) has no \(kind.idPrefix) level to set")
        }
        if let snapshot, snapshot.id.kind != kind {
            throw LevelError(description: "\(snapshot.id) is not a \(kind.idPrefix)")
        }
        levels[kind] = snapshot
    }

    /// A level that cannot be set, or that contradicts the chain, in words naming both places.
    public struct LevelError: Error, CustomStringConvertible, Equatable { public var description: String }

    /// The first contradiction that a level set by hand (`changed`) brings into the chain: a
    /// country level that the place, its city or its region does not lie in, or a continent
    /// level that one of them (the country included) does not lie in, as each place's own
    /// snapshot says. Levels left as the gazetteer gave them are not judged against each other.
    public func conflict(changed: Set<PlaceKind>) -> LevelError? {
        for (kind, parent) in [(PlaceKind.country, \PlaceSnapshot.country), (.continent, \PlaceSnapshot.continent)] {
            guard let level = levels[kind] else { continue }
            let members = [place] + Self.levelKinds.reversed().compactMap { levels[$0] }.filter { $0.id.kind > kind }
            for member in members {
                guard changed.contains(kind) || changed.contains(member.id.kind),
                      let lies = member[keyPath: parent], lies.id != level.id else { continue }
                return LevelError(description: "\(kind.idPrefix) \(level.id) (\(level.name)) conflicts with \(member.id) (\(member.name)), which is in \(lies.id) (\(lies.name))")
            }
        }
        return nil
    }

    /// The snapshots the stamp's day counts for, most specific first.
    public var snapshots: [PlaceSnapshot] {
        [place] + Self.levelKinds.compactMap { levels[$0] }
    }

    /// Writes the place and every level into `stamp`; an empty level clears that field.
    public func apply(to stamp: inout StampRecord) {
        stamp.place = place.id
        stamp.city = levels[.city]?.id
        stamp.region = levels[.region]?.id
        stamp.country = levels[.country]?.id
        stamp.continent = levels[.continent]?.id
    }

    /// One line per level, the chosen place first, empty levels shown as such.
    public var text: String {
        var lines = ["  \(place.id.kind.idPrefix.padding(toLength: 10, withPad: " ", startingAt: 0))\(place.name)  [\(place.id)]"]
        for kind in Self.levelKinds where kind.rawValue < place.id.kind.rawValue {
            let name = kind.idPrefix.padding(toLength: 10, withPad: " ", startingAt: 0)
            lines.append("  \(name)" + (levels[kind].map { "\($0.name)  [\($0.id)]" } ?? "(none)"))
        }
        return lines.joined(separator: "\n")
    }
}
