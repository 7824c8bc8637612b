/// The places where the check digits cannot vouch for a reading although they cover it. One
/// look-alike swap (O for 0, B for 8) always changes a check digit; two or three together may
/// not: O and 0 differ by 24, so O read as 0 under the weights 7 and 3 changes the sum by
/// 24 · 10 = 240, and every check digit covering both (the number's and the composite, which
/// weigh the number in the same phase) stays as it was. A document number of letters and
/// digits often holds such a set (ICAO's own `L898902C3`: its two 8s read as B). There the
/// reading is vouched for by no check, only by another reading that agrees with it.
enum MRZCheckBlindSpots {
    struct Position: Hashable {
        var line: Int, column: Int
    }

    /// Every position of `grid` that belongs to a set of two or three look-alike swaps, in
    /// fields of letters and digits, that leaves every check digit as it is.
    static func positions(_ grid: [[UInt8]], layout: MRZLayout) -> Set<Position> {
        var swappable: [(position: Position, to: UInt8)] = []
        for field in layout.fields where field.characters == .lettersAndDigits {
            let line = field.span.line
            guard grid.indices.contains(line) else { continue }
            for column in field.span.range where grid[line].indices.contains(column) {
                guard let to = MRZConfusion.other(grid[line][column]) else { continue }
                let position = Position(line: line, column: column)
                if layout.checks.contains(where: { covers($0, position) }) { swappable.append((position, to)) }
            }
        }
        let digits = layout.checks.map { computed($0, grid) }
        var blind: Set<Position> = []
        func unchanged(_ swaps: [(position: Position, to: UInt8)]) -> Bool {
            var trial = grid
            for swap in swaps { trial[swap.position.line][swap.position.column] = swap.to }
            return layout.checks.map { computed($0, trial) } == digits
        }
        let n = swappable.count
        for i in 0..<n {
            for j in (i + 1)..<max(i + 1, n) {
                if unchanged([swappable[i], swappable[j]]) { blind.formUnion([swappable[i].position, swappable[j].position]); continue }
                for k in (j + 1)..<max(j + 1, n) where unchanged([swappable[i], swappable[j], swappable[k]]) {
                    blind.formUnion([swappable[i].position, swappable[j].position, swappable[k].position])
                }
            }
        }
        return blind
    }

    static func covers(_ check: MRZCheckLayout, _ position: Position) -> Bool {
        check.covers.contains { $0.line == position.line && $0.range.contains(position.column) }
    }

    static func computed(_ check: MRZCheckLayout, _ grid: [[UInt8]]) -> Int? {
        var covered: [UInt8] = []
        for span in check.covers where grid.indices.contains(span.line) && span.range.upperBound <= grid[span.line].count {
            covered.append(contentsOf: grid[span.line][span.range])
        }
        return MRZCheckDigit.compute(covered)
    }
}
