import WaymarkGazetteer
import WaymarkGeo

/// Every place of either build under one number, so that answers of the two builds (rowids,
/// which are not stable across builds) compare as integers: `index(old:)` and `index(new:)` map
/// each build's rowid to the number of its stable ID, 0 for none.
struct PlaceUniverse {
    private(set) var ids: [PlaceID] = [PlaceID(kind: .continent, code: "")]
    private(set) var names: [String] = [""]
    private var oldIndex: [Int32] = []
    private var newIndex: [Int32] = []
    /// Every city of either build with its point (the new build's where both have one).
    private(set) var cityPoints: [(place: Int32, coordinate: Coordinate)] = []

    mutating func add(old: ReleasePlaceRow?, new: ReleasePlaceRow?) {
        guard let row = new ?? old else { return }
        let number = Int32(ids.count)
        ids.append(row.id)
        names.append(row.name)
        if let old { Self.set(&oldIndex, old.rowid, number) }
        if let new { Self.set(&newIndex, new.rowid, number) }
        if row.id.kind == .city {
            let point = [new, old].lazy.compactMap { $0 }.first { $0.latitude != nil && $0.longitude != nil }
            if let point { cityPoints.append((number, Coordinate(latitude: point.latitude!, longitude: point.longitude!))) }
        }
    }

    private static func set(_ table: inout [Int32], _ rowid: Int, _ number: Int32) {
        if rowid >= table.count { table.append(contentsOf: repeatElement(0, count: rowid + 1 - table.count)) }
        table[rowid] = number
    }

    func index(old rowid: Int?) -> Int32 { Self.lookup(oldIndex, rowid) }
    func index(new rowid: Int?) -> Int32 { Self.lookup(newIndex, rowid) }

    private static func lookup(_ table: [Int32], _ rowid: Int?) -> Int32 {
        guard let rowid, rowid >= 0, rowid < table.count else { return 0 }
        return table[rowid]
    }

    func named(_ number: Int32) -> AnswerSetChanges.Named {
        number == 0 ? .init(id: nil, name: nil) : .init(id: ids[Int(number)].description, name: names[Int(number)])
    }

    func name(_ number: Int32) -> String? { number == 0 ? nil : names[Int(number)] }
}
