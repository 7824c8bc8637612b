import WaymarkGeo

/// Turns polygons into SVG path data on a frame, keeping only what shows at that size: a vertex
/// closer than `minimumStep` pixels to the last one kept is dropped, coordinates are rounded to
/// tenths of a pixel, and a ring smaller than `minimumExtent` pixels is left out. The world's
/// 310,000 stored vertices come down to what a 1,200-pixel map can show.
struct OutlinePath {
    let frame: MapFrame
    var minimumStep = 0.6
    var minimumExtent = 1.0

    /// Path data for the polygons (subpaths closed with Z; holes rely on the even-odd rule), or
    /// nil when nothing is large enough to draw.
    func data(for polygons: [Polygon]) -> [UInt8]? {
        var out: [UInt8] = []
        var kept: [(Int, Int)] = []
        for polygon in polygons {
            guard appendRing(polygon.outer, to: &out, kept: &kept) else { continue }
            for hole in polygon.holes { _ = appendRing(hole, to: &out, kept: &kept) }
        }
        return out.isEmpty ? nil : out
    }

    /// Appends one ring as "M…L…Z"; false (and nothing appended) when it is too small to see.
    /// `kept` is scratch space, reused from ring to ring.
    private func appendRing(_ ring: Ring, to out: inout [UInt8], kept: inout [(Int, Int)]) -> Bool {
        kept.removeAll(keepingCapacity: true)
        var lastX = Double.nan, lastY = Double.nan
        var minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
        let step2 = minimumStep * minimumStep
        for c in ring.points {
            let p = frame.pixel(latitude: c.latitude, longitude: c.longitude)
            minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
            let dx = p.x - lastX, dy = p.y - lastY
            if !(dx * dx + dy * dy < step2) {
                let q = (Int((p.x * 10).rounded()), Int((p.y * 10).rounded()))
                if kept.last.map({ $0 != q }) ?? true { kept.append(q) }
                lastX = p.x; lastY = p.y
            }
        }
        guard kept.count >= 3, max(maxX - minX, maxY - minY) >= minimumExtent else { return false }
        for (i, q) in kept.enumerated() {
            out.append(UInt8(ascii: i == 0 ? "M" : "L"))
            SVGMarkup.appendTenths(q.0, to: &out)
            out.append(UInt8(ascii: " "))
            SVGMarkup.appendTenths(q.1, to: &out)
        }
        out.append(UInt8(ascii: "Z"))
        return true
    }
}
