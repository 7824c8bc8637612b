import WaymarkGeo

/// Where a country map's inset boxes go: into the empty water of the main map — its corners and
/// along its edges — where no part of the main territory lies, as an atlas puts Alaska and Hawaii
/// beside the lower 48 states. The main territory is rasterised onto a coarse grid of cells (a
/// cell counts as land when any drawn polygon covers its centre or has a vertex in it, so thin
/// coasts and islets count too); a box is free when no land cell lies within it or a gap around
/// it, and it keeps clear of the boxes placed before it. Boxes are tried largest first, each size
/// at every position in a fixed order (the bottom edge left to right, the top edge, then the
/// left and right edges top to bottom), so the result is the same every time. A box that fits
/// nowhere at its smallest size is left to the row under the map.
struct InsetPlacement {
    let width: Double
    let height: Double
    let cell: Double
    let columns: Int
    let rows: Int
    /// Land (or a placed box) per cell, row by row.
    private(set) var taken: [Bool]

    /// The main map's `frame` with the `polygons` drawn on it.
    init(frame: MapFrame, polygons: [Polygon]) {
        width = frame.width; height = frame.height
        cell = max(2, (frame.width / 160).rounded())
        columns = Int((frame.width / cell).rounded(.up)); rows = Int((frame.height / cell).rounded(.up))
        taken = Array(repeating: false, count: columns * rows)
        for polygon in polygons { fill(polygon.outer.points.map { frame.pixel(latitude: $0.latitude, longitude: $0.longitude) }) }
    }

    /// Marks the cells a ring covers: each vertex's cell, and each cell whose centre the ring
    /// encloses (even-odd scanlines through the cell centres).
    private mutating func fill(_ ring: [(x: Double, y: Double)]) {
        guard ring.count >= 3 else { return }
        for p in ring { mark(column: Int((p.x / cell).rounded(.down)), row: Int((p.y / cell).rounded(.down))) }
        let top = max(0, Int((ring.map(\.y).min()! / cell).rounded(.down))), bottom = min(rows - 1, Int((ring.map(\.y).max()! / cell).rounded(.down)))
        guard top <= bottom else { return }
        for row in top...bottom {
            let y = (Double(row) + 0.5) * cell
            var crossings: [Double] = []
            for i in ring.indices {
                let a = ring[i], b = ring[(i + 1) % ring.count]
                if (a.y <= y) != (b.y <= y) { crossings.append(a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x)) }
            }
            crossings.sort()
            var i = 0
            while i + 1 < crossings.count {
                let first = max(0, Int((crossings[i] / cell - 0.5).rounded(.up))), last = min(columns - 1, Int((crossings[i + 1] / cell - 0.5).rounded(.down)))
                if first <= last { for column in first...last { taken[row * columns + column] = true } }
                i += 2
            }
        }
    }

    private mutating func mark(column: Int, row: Int) {
        guard column >= 0, column < columns, row >= 0, row < rows else { return }
        taken[row * columns + column] = true
    }

    /// Whether the box (in pixels) lies on the canvas, `edge` in from its sides, with no taken
    /// cell within `gap` of it.
    func isFree(x: Double, y: Double, width w: Double, height h: Double, gap: Double, edge: Double) -> Bool {
        guard x >= edge - 1e-9, y >= edge - 1e-9, x + w <= width - edge + 1e-9, y + h <= height - edge + 1e-9 else { return false }
        let c0 = max(0, Int(((x - gap) / cell).rounded(.down))), c1 = min(columns - 1, Int(((x + w + gap) / cell).rounded(.down)))
        let r0 = max(0, Int(((y - gap) / cell).rounded(.down))), r1 = min(rows - 1, Int(((y + h + gap) / cell).rounded(.down)))
        guard c0 <= c1, r0 <= r1 else { return true }
        for row in r0...r1 { for column in c0...c1 where taken[row * columns + column] { return false } }
        return true
    }

    /// The first free spot for a box of `aspect` (height over width), as large as fits: its
    /// longer side from `longest` down to `shortest` (a tenth less at each step), its height
    /// never over `tallest`; or nil. The box is then taken.
    mutating func place(aspect: Double, longest: Double, shortest: Double, tallest: Double, gap: Double, edge: Double)
        -> (x: Double, y: Double, width: Double, height: Double)? {
        var side = longest
        while side >= shortest - 1e-9 {
            var w = aspect <= 1 ? side : side / aspect, h = aspect <= 1 ? side * aspect : side
            if h > tallest { w *= tallest / h; h = tallest }
            w = w.rounded(); h = h.rounded()
            for (x, y) in positions(width: w, height: h, edge: edge) where isFree(x: x, y: y, width: w, height: h, gap: gap, edge: edge) {
                take(x: x - gap, y: y - gap, width: w + 2 * gap, height: h + 2 * gap)
                return (x, y, w, h)
            }
            side = (side * 0.9).rounded(.down)
        }
        return nil
    }

    /// Where a box may go, in order: along the bottom edge (left to right), the top edge, then
    /// the left and right edges (top to bottom), a cell at a time.
    private func positions(width w: Double, height h: Double, edge: Double) -> [(Double, Double)] {
        let right = width - edge - w, bottom = height - edge - h
        guard right >= edge, bottom >= edge else { return [] }
        let xs = Array(stride(from: edge, through: right, by: cell)) + [right]
        let ys = Array(stride(from: edge, through: bottom, by: cell)) + [bottom]
        return xs.map { ($0, bottom) } + xs.map { ($0, edge) } + ys.map { (edge, $0) } + ys.map { (right, $0) }
    }

    private mutating func take(x: Double, y: Double, width w: Double, height h: Double) {
        let c0 = max(0, Int((x / cell).rounded(.down))), c1 = min(columns - 1, Int(((x + w) / cell).rounded(.down)))
        let r0 = max(0, Int((y / cell).rounded(.down))), r1 = min(rows - 1, Int(((y + h) / cell).rounded(.down)))
        guard c0 <= c1, r0 <= r1 else { return }
        for row in r0...r1 { for column in c0...c1 { taken[row * columns + column] = true } }
    }
}
