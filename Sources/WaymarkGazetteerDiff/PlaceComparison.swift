import WaymarkGazetteer
import WaymarkGeo

/// Compares the places of two builds by merging their code-ordered streams
/// (`Gazetteer.placesInCodeOrder`): added, removed, renamed, moved more than a kilometre,
/// re-parented. Builds the `PlaceUniverse` on the way.
struct PlaceComparison {
    /// Both builds' rows, in the order both streams share: code bytewise, then kind.
    static func compare(old: Gazetteer, new: Gazetteer) throws -> (PlaceChanges, PlaceUniverse) {
        var changes = PlaceChanges()
        var universe = PlaceUniverse()
        func record(_ change: PlaceChange) {
            changes.counts.count(change.change)
            changes.byKind[change.id.kind, default: .init()].count(change.change)
            changes.byCountry[change.country ?? "none", default: .init()].count(change.change)
            changes.changes.append(change)
        }
        let olds = try old.placesInCodeOrder(), news = try new.placesInCodeOrder()
        var a = try olds.next(), b = try news.next()
        while a != nil || b != nil {
            if let oldRow = a, let newRow = b, oldRow.id == newRow.id {
                universe.add(old: oldRow, new: newRow)
                for change in differences(oldRow, newRow) { record(change) }
                a = try olds.next(); b = try news.next()
            } else if let newRow = b, a.map({ precedes(newRow, $0) }) ?? true {
                universe.add(old: nil, new: newRow)
                record(PlaceChange(id: newRow.id, change: .added, name: newRow.name, country: country(of: newRow)))
                b = try news.next()
            } else if let oldRow = a {
                universe.add(old: oldRow, new: nil)
                record(PlaceChange(id: oldRow.id, change: .removed, name: oldRow.name, country: country(of: oldRow)))
                a = try olds.next()
            }
        }
        changes.changes.sort { ($0.id, $0.change.rawValue) < ($1.id, $1.change.rawValue) }
        return (changes, universe)
    }

    /// SQLite's order: code by bytes, then kind.
    static func precedes(_ a: ReleasePlaceRow, _ b: ReleasePlaceRow) -> Bool {
        if a.id.code == b.id.code { return a.id.kind < b.id.kind }
        return a.id.code.utf8.lexicographicallyPrecedes(b.id.code.utf8)
    }

    static func country(of row: ReleasePlaceRow) -> String? {
        row.id.kind == .country ? row.id.code : row.countryCode
    }

    static func differences(_ old: ReleasePlaceRow, _ new: ReleasePlaceRow) -> [PlaceChange] {
        var found: [PlaceChange] = []
        let base = PlaceChange(id: new.id, change: .renamed, name: new.name, country: country(of: new))
        if old.name != new.name {
            var change = base
            change.nameBefore = old.name
            found.append(change)
        }
        if let a = coordinate(old), let b = coordinate(new) {
            let meters = SphericalDistance.meters(a, b)
            if meters > PlaceChanges.movedMeters {
                var change = base
                change.change = .moved
                change.km = (meters / 100).rounded() / 10
                found.append(change)
            }
        }
        let parents: [(String, PlaceKind, String?, String?)] = [
            ("country", .country, old.countryCode, new.countryCode),
            ("region", .region, old.regionCode, new.regionCode),
            ("city", .city, old.cityCode, new.cityCode),
        ]
        // The widest parent that changed names the change: a city moved to another country has
        // another region too.
        if let (level, kind, before, after) = parents.first(where: { $0.2 != $0.3 }) {
            var change = base
            change.change = .reparented
            change.parent = level
            change.parentBefore = before.map { PlaceID(kind: kind, code: $0).description }
            change.parentAfter = after.map { PlaceID(kind: kind, code: $0).description }
            found.append(change)
        }
        return found
    }

    static func coordinate(_ row: ReleasePlaceRow) -> Coordinate? {
        guard let lat = row.latitude, let lon = row.longitude else { return nil }
        return Coordinate(latitude: lat, longitude: lon)
    }
}
