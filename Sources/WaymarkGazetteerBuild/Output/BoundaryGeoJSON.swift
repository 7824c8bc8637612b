import Foundation
import WaymarkGeo

/// Exports the stored boundaries of one level as a GeoJSON FeatureCollection for drawing.
/// Numbers are printed with a fixed five decimals (the storage grid), so the file is byte-stable.
enum BoundaryGeoJSON {
    static func render(_ boundaries: [BoundaryRow], level: Int, names: [String: String]) -> Data {
        var out = "{\"type\":\"FeatureCollection\",\"features\":[\n"
        var first = true
        for b in boundaries where b.level == level {
            if !first { out += ",\n" }
            first = false
            let id = b.place?.description
            out += "{\"type\":\"Feature\",\"properties\":{"
            out += "\"id\":\(id.map(quote) ?? "null"),\"name\":\(id.flatMap { names[$0] }.map(quote) ?? "null"),"
            out += "\"country\":\(quote(b.countryCode)),\"source\":\(quote(b.sourceRef)),\"decision\":\(quote(b.decision.rawValue))"
            out += "},\"geometry\":{\"type\":\"Polygon\",\"coordinates\":["
            out += b.stored.rings.map { ring in
                let pts = ring.points + (ring.points.first.map { [$0] } ?? [])
                return "[" + pts.map { "[\(fixed($0.longitude)),\(fixed($0.latitude))]" }.joined(separator: ",") + "]"
            }.joined(separator: ",")
            out += "]}}"
        }
        out += "\n]}\n"
        return Data(out.utf8)
    }

    static func fixed(_ v: Double) -> String {
        let units = CoordinateGrid.units(v)
        let sign = units < 0 ? "-" : ""
        let magnitude = abs(units)
        let fraction = String(magnitude % 100_000)
        return "\(sign)\(magnitude / 100_000).\(String(repeating: "0", count: 5 - fraction.count))\(fraction)"
    }

    static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
