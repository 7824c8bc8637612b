import WaymarkGazetteer

/// Compares the stored polygons of two builds by level and Natural Earth reference: areas that
/// changed by more than `BoundaryChanges.areaTolerance` (a polygon one build lacks counts too) and
/// decisions that changed (`ReleaseBoundaryRow.decision`, the audit's word for how the polygon
/// got its place).
enum BoundaryComparison {
    static func compare(old: Gazetteer, new: Gazetteer) throws -> BoundaryChanges {
        struct Key: Hashable { var level: Int; var ref: String }
        let before = Dictionary(try old.releaseBoundaries().map { (Key(level: $0.level, ref: $0.sourceRef), $0) }) { first, _ in first }
        let after = try new.releaseBoundaries()
        var changes = BoundaryChanges()
        var seen = Set<Key>()
        for row in after {
            let key = Key(level: row.level, ref: row.sourceRef)
            seen.insert(key)
            guard let was = before[key] else {
                changes.areaChanged.append(BoundaryChange(level: row.level, sourceRef: row.sourceRef, place: row.place?.description,
                                                          country: row.country?.code, areaBeforeKm2: nil, areaAfterKm2: row.areaSquareKilometers))
                continue
            }
            changes.comparedPolygons += 1
            let relative = was.areaSquareKilometers > 0 ? (row.areaSquareKilometers - was.areaSquareKilometers) / was.areaSquareKilometers : 0
            if abs(relative) > BoundaryChanges.areaTolerance {
                changes.areaChanged.append(BoundaryChange(level: row.level, sourceRef: row.sourceRef, place: row.place?.description,
                                                          country: row.country?.code, areaBeforeKm2: was.areaSquareKilometers,
                                                          areaAfterKm2: row.areaSquareKilometers, relativeChange: relative))
            }
            if was.decision != row.decision || was.place != row.place {
                changes.decisionsChanged.append(DecisionChange(level: row.level, sourceRef: row.sourceRef, decisionBefore: was.decision,
                                                               decisionAfter: row.decision, placeBefore: was.place?.description,
                                                               placeAfter: row.place?.description))
            }
        }
        for (key, row) in before where !seen.contains(key) {
            changes.areaChanged.append(BoundaryChange(level: row.level, sourceRef: row.sourceRef, place: row.place?.description,
                                                      country: row.country?.code, areaBeforeKm2: row.areaSquareKilometers, areaAfterKm2: nil))
        }
        changes.areaChanged.sort { ($0.level, $0.sourceRef) < ($1.level, $1.sourceRef) }
        return changes
    }
}
