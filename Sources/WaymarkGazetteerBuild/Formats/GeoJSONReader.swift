import Foundation
import WaymarkGeo
import WaymarkTextInput

/// One feature of a GeoJSON FeatureCollection with (Multi)Polygon geometry.
///
/// ```swift
/// for feature in try GeoJSONReader.readPolygons(url: admin1URL) {
///     print(feature.index, feature.properties["name"] ?? "", feature.geometry.polygons.count)
/// }
/// ```
public struct GeoJSONFeature: Sendable {
    /// The feature's position in the collection, from 0.
    public var index: Int
    /// Its properties as text (numbers in their shortest form); properties that are not strings or
    /// numbers are left out.
    public var properties: [String: String]
    /// Its polygons; empty for a feature without geometry.
    public var geometry: MultiPolygon

    /// A feature as read.
    public init(index: Int, properties: [String: String], geometry: MultiPolygon) {
        self.index = index; self.properties = properties; self.geometry = geometry
    }
}

/// Reads Polygon and MultiPolygon features from a GeoJSON FeatureCollection (RFC 7946).
/// Property values are kept as text; numbers are written in their shortest form.
public enum GeoJSONReader {
    /// Every feature of the FeatureCollection at `url`, in order.
    /// - Throws: `SourceError` when the file is not a FeatureCollection, a feature's geometry is not
    ///   a Polygon or MultiPolygon, a position lies off the globe, or a key repeats.
    public static func readPolygons(url: URL) throws -> [GeoJSONFeature] {
        // The features are read one at a time as the scanner reaches them; the collection's
        // other members are only checked.
        var result: [GeoJSONFeature] = []
        var type: String?
        var sawFeatures = false
        try JSONInput.read(url) { scanner, file in
            guard try JSONInput.firstToken(scanner, file) == .beginObject else { throw SourceError(file: file, "not a GeoJSON FeatureCollection") }
            while try scanner.next() != .endObject {
                let key = scanner.text
                let first = try scanner.next()
                guard key == "features", first == .beginArray else {
                    let value = try JSONValue.read(scanner, first: first)
                    if key == "type" { type = value.string }
                    continue
                }
                sawFeatures = true
                while case let token = try scanner.next(), token != .endArray {
                    let feature = try JSONValue.read(scanner, first: token)
                    try JSONInput.refuseDuplicate(scanner, file)
                    result.append(try Self.feature(feature, index: result.count, file))
                }
            }
            guard type == "FeatureCollection", sawFeatures else { throw SourceError(file: file, "not a GeoJSON FeatureCollection") }
        }
        return result
    }

    static func feature(_ value: JSONValue, index: Int, _ file: String) throws -> GeoJSONFeature {
        let feature = try JSONInput.object(value, file, "feature \(index)")
        var properties: [String: String] = [:]
        if case .object(let members)? = feature["properties"] {
            for (key, value) in members { if let text = value.text { properties[key] = text } }
        }
        guard case .object(let geometry)? = feature["geometry"] else {
            return GeoJSONFeature(index: index, properties: properties, geometry: MultiPolygon(polygons: []))
        }
        let polygons: [Polygon]
        switch geometry["type"]?.string {
        case "Polygon":
            polygons = [try polygon(geometry["coordinates"], file, index)]
        case "MultiPolygon":
            guard case .array(let parts)? = geometry["coordinates"] else {
                throw SourceError(file: file, "feature \(index): MultiPolygon without coordinates")
            }
            polygons = try parts.map { try polygon($0, file, index) }
        case let other:
            throw SourceError(file: file, "feature \(index): unsupported geometry type \(other ?? "none")")
        }
        return GeoJSONFeature(index: index, properties: properties, geometry: MultiPolygon(polygons: polygons))
    }

    static func polygon(_ value: JSONValue?, _ file: String, _ index: Int) throws -> Polygon {
        guard case .array(let rings)? = value, !rings.isEmpty else {
            throw SourceError(file: file, "feature \(index): polygon without rings")
        }
        let parsed = try rings.map { try ring($0, file, index) }
        return Polygon(outer: parsed[0], holes: Array(parsed.dropFirst()))
    }

    /// Tolerated overshoot of ±90/±180 from floating-point noise in exporters.
    static let slack = 1e-9

    static func ring(_ value: JSONValue?, _ file: String, _ index: Int) throws -> Ring {
        guard case .array(let positions)? = value else { throw SourceError(file: file, "feature \(index): ring is not an array") }
        var points: [Coordinate] = []
        points.reserveCapacity(positions.count)
        for position in positions {
            guard case .array(let pair) = position, pair.count >= 2,
                  case .number(let lon) = pair[0], case .number(let lat) = pair[1],
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
