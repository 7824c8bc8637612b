import Foundation
import WaymarkGeo

/// One feature of a GeoJSON FeatureCollection with (Multi)Polygon geometry.
public struct GeoJSONFeature: Sendable {
    public var index: Int
    public var properties: [String: String]
    public var geometry: MultiPolygon
}

/// Reads Polygon and MultiPolygon features from a GeoJSON FeatureCollection (RFC 7946).
/// Property values are kept as text; numbers are written in their shortest form.
public enum GeoJSONReader {
    public static func readPolygons(url: URL) throws -> [GeoJSONFeature] {
        let file = url.path
        let root = try JSONInput.object(try JSONInput.load(url), file, "top level")
        guard root["type"] as? String == "FeatureCollection", let features = root["features"] as? [Any] else {
            throw SourceError(file: file, "not a GeoJSON FeatureCollection")
        }
        var result: [GeoJSONFeature] = []
        for (index, item) in features.enumerated() {
            let feature = try JSONInput.object(item, file, "feature \(index)")
            var properties: [String: String] = [:]
            for (key, value) in (feature["properties"] as? [String: Any]) ?? [:] {
                if let s = value as? String { properties[key] = s }
                else if let n = value as? NSNumber { properties[key] = n.stringValue }
            }
            guard let geometry = feature["geometry"] as? [String: Any] else {
                result.append(GeoJSONFeature(index: index, properties: properties, geometry: MultiPolygon(polygons: [])))
                continue
            }
            let polygons: [Polygon]
            switch geometry["type"] as? String {
            case "Polygon":
                polygons = [try polygon(geometry["coordinates"], file, index)]
            case "MultiPolygon":
                guard let parts = geometry["coordinates"] as? [Any] else {
                    throw SourceError(file: file, "feature \(index): MultiPolygon without coordinates")
                }
                polygons = try parts.map { try polygon($0, file, index) }
            case let other:
                throw SourceError(file: file, "feature \(index): unsupported geometry type \(other ?? "none")")
            }
            result.append(GeoJSONFeature(index: index, properties: properties, geometry: MultiPolygon(polygons: polygons)))
        }
        return result
    }

    static func polygon(_ value: Any?, _ file: String, _ index: Int) throws -> Polygon {
        guard let rings = value as? [Any], !rings.isEmpty else {
            throw SourceError(file: file, "feature \(index): polygon without rings")
        }
        let parsed = try rings.map { try ring($0, file, index) }
        return Polygon(outer: parsed[0], holes: Array(parsed.dropFirst()))
    }

    /// Tolerated overshoot of ±90/±180 from floating-point noise in exporters.
    static let slack = 1e-9

    static func ring(_ value: Any?, _ file: String, _ index: Int) throws -> Ring {
        guard let positions = value as? [Any] else { throw SourceError(file: file, "feature \(index): ring is not an array") }
        var points: [Coordinate] = []
        points.reserveCapacity(positions.count)
        for position in positions {
            guard let pair = position as? [Any], pair.count >= 2,
                  let lon = (pair[0] as? NSNumber)?.doubleValue, let lat = (pair[1] as? NSNumber)?.doubleValue,
                  abs(lat) <= 90 + slack, abs(lon) <= 180 + slack else {
                throw SourceError(file: file, "feature \(index): bad position \(position)")
            }
            // Exports carry float noise at the edges (180.0000000000002); clamp what is within it.
            points.append(Coordinate(latitude: min(90, max(-90, lat)), longitude: min(180, max(-180, lon))))
        }
        guard points.count >= 3 else { throw SourceError(file: file, "feature \(index): ring has fewer than 3 positions") }
        return Ring(points: points)
    }
}
