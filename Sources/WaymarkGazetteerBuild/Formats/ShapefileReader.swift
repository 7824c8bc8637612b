import Foundation
import WaymarkGeo

/// One row of a polygon shapefile: the shape joined with its attribute row.
///
/// The gazetteer build needs both halves at once (codes from the `.dbf`, outline from the `.shp`),
/// and pairing them is easy to get wrong, so the reader hands them over already joined.
public struct ShapefileFeature: Sendable {
    /// 1-based position of the record in the `.shp` (and of its row in the `.dbf`), kept so a
    /// build warning about a feature can point back into the source file.
    public var recordNumber: Int
    /// The `.dbf` row, keyed by field name, values as trimmed strings.
    public var attributes: [String: String]
    /// Outer rings with their holes already attached; empty for a Null shape.
    public var geometry: MultiPolygon

    /// A feature as joined.
    public init(recordNumber: Int, attributes: [String: String], geometry: MultiPolygon) {
        self.recordNumber = recordNumber; self.attributes = attributes; self.geometry = geometry
    }
}

/// Reads ESRI polygon shapefiles (the format Natural Earth ships country borders in).
///
/// Only what the gazetteer needs is supported: Polygon, PolygonZ and PolygonM records (Z and M
/// values are dropped, since the atlas is 2-D) and Null records. The input is untrusted download
/// data, so every length and index is checked before it is used and damage is reported as a
/// `SourceError` naming the file and record instead of trapping.
public enum ShapefileReader {
    /// Reads a `.shp`/`.dbf` pair and joins record *i* of one with row *i* of the other.
    ///
    /// Rows deleted in the `.dbf` drop their shape as well: a deleted row means the feature was
    /// removed, and keeping its outline without attributes would only produce an unnamed country.
    /// The files must agree on the record count (deleted rows included); if they do not, the pair
    /// is out of step and no pairing can be trusted, so this throws.
    public static func readPolygons(shp: URL, dbf: URL) throws -> [ShapefileFeature] {
        let shapes = try readShapes(url: shp)
        let table = try DBaseTable.read(url: dbf)
        if shapes.count > table.totalRecordCount {
            throw SourceError(file: dbf.path, line: table.totalRecordCount + 1,
                              "record count mismatch: \(shp.lastPathComponent) has \(shapes.count) records but this file has \(table.totalRecordCount)")
        }
        if shapes.count < table.totalRecordCount {
            throw SourceError(file: shp.path, line: shapes.count + 1,
                              "record count mismatch: this file has \(shapes.count) records but \(dbf.lastPathComponent) has \(table.totalRecordCount)")
        }
        var features: [ShapefileFeature] = []
        features.reserveCapacity(table.records.count)
        for (number, attributes) in zip(table.recordNumbers, table.records) {
            features.append(ShapefileFeature(recordNumber: number, attributes: attributes, geometry: shapes[number - 1]))
        }
        return features
    }

    /// Reads only the geometry, one entry per record in file order (Null shapes are empty).
    static func readShapes(url: URL) throws -> [MultiPolygon] {
        let data: Data
        do {
            data = try Data(contentsOf: url, options: .mappedIfSafe)
        } catch {
            throw SourceError(file: url.path, "cannot read shapefile: \(error.localizedDescription)")
        }
        return try parseShapes(data, fileName: url.path)
    }

    /// Parses `.shp` bytes already in memory; `fileName` only labels errors.
    static func parseShapes(_ data: Data, fileName: String) throws -> [MultiPolygon] {
        try data.withUnsafeBytes { raw in
            try ShapeParser(raw: raw, fileName: fileName).parse()
        }
    }
}

// MARK: - Parsing

private let headerSize = 100
private let nullShape: Int32 = 0
private let polygonShapeTypes: Set<Int32> = [5, 15, 25]   // Polygon, PolygonZ, PolygonM

/// Walks the record stream. The loads below do not check bounds themselves (they run once per
/// coordinate, and the file is large); instead every range is checked against the end of its
/// record, and every record against the end of the file, before anything inside it is loaded.
private struct ShapeParser {
    let raw: UnsafeRawBufferPointer
    let fileName: String

    func fail(_ record: Int?, _ message: String) -> SourceError {
        SourceError(file: fileName, line: record, message)
    }

    // Unchecked loads: callers have verified `offset + size <= end`.
    func int32BE(_ offset: Int) -> Int32 {
        Int32(bitPattern: UInt32(bigEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
    }
    func int32LE(_ offset: Int) -> Int32 {
        Int32(bitPattern: UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
    }
    func doubleLE(_ offset: Int) -> Double {
        Double(bitPattern: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
    }

    func parse() throws -> [MultiPolygon] {
        guard raw.count >= headerSize else {
            throw fail(nil, "truncated shapefile header: \(raw.count) bytes, need \(headerSize)")
        }
        let fileCode = int32BE(0)
        guard fileCode == 9994 else {
            throw fail(nil, "not a shapefile: file code is \(fileCode), expected 9994")
        }
        let declaredLength = Int(int32BE(24)) * 2
        guard declaredLength >= headerSize else {
            throw fail(nil, "corrupt shapefile header: file length \(declaredLength) bytes is shorter than the header")
        }
        let version = int32LE(28)
        guard version == 1000 else {
            throw fail(nil, "unsupported shapefile version \(version), expected 1000")
        }
        let fileShapeType = int32LE(32)
        guard fileShapeType == nullShape || polygonShapeTypes.contains(fileShapeType) else {
            throw fail(nil, "not a polygon shapefile: shape type \(fileShapeType) (only 5, 15, 25 and 0 are read)")
        }

        // Trailing bytes past the declared length are ignored: some writers pad the file. A file
        // shorter than declared is walked as far as it goes, so the error can name the record
        // where the data stops.
        let end = min(declaredLength, raw.count)
        let truncation = declaredLength > raw.count
            ? " (file truncated: the header says \(declaredLength) bytes but there are \(raw.count))" : ""
        var shapes: [MultiPolygon] = []
        var offset = headerSize
        var record = 0
        while offset < end {
            record += 1
            guard offset + 8 <= end else {
                throw fail(record, "truncated record header: \(end - offset) bytes left, need 8\(truncation)")
            }
            let contentLength = Int(int32BE(offset + 4)) * 2
            let contentStart = offset + 8
            guard contentLength >= 4 else {
                throw fail(record, "corrupt record: content length \(contentLength) bytes is too short for a shape type")
            }
            guard contentLength <= end - contentStart else {
                throw fail(record, "record length past end of file: record needs \(contentLength) bytes but only \(end - contentStart) remain\(truncation)")
            }
            let contentEnd = contentStart + contentLength
            let shapeType = int32LE(contentStart)
            if shapeType == nullShape {
                shapes.append(MultiPolygon(polygons: []))
            } else if polygonShapeTypes.contains(shapeType) {
                shapes.append(try parsePolygon(from: contentStart, to: contentEnd, record: record))
            } else {
                throw fail(record, "unsupported shape type \(shapeType); only polygons (5, 15, 25) and Null (0) are read")
            }
            offset = contentEnd
        }
        if declaredLength > raw.count {
            throw fail(record + 1, "truncated shapefile: the file ends after record \(record) at \(raw.count) bytes, but the header says \(declaredLength)")
        }
        return shapes
    }

    /// Polygon content: type(4) box(32) numParts(4) numPoints(4) parts(4·n) points(16·m). The Z
    /// and M arrays of PolygonZ/PolygonM follow the points and are simply not read.
    func parsePolygon(from start: Int, to end: Int, record: Int) throws -> MultiPolygon {
        guard end - start >= 44 else {
            throw fail(record, "truncated polygon: \(end - start) bytes, need at least 44 for the header")
        }
        let partCount = Int(int32LE(start + 36))
        let pointCount = Int(int32LE(start + 40))
        guard partCount >= 0, pointCount >= 0 else {
            throw fail(record, "corrupt polygon: negative part count \(partCount) or point count \(pointCount)")
        }
        let partsStart = start + 44
        let pointsStart = partsStart + 4 * partCount
        guard pointsStart + 16 * pointCount <= end else {
            throw fail(record, "truncated polygon: \(partCount) parts and \(pointCount) points need \(pointsStart + 16 * pointCount - start) bytes but the record has \(end - start)")
        }
        if partCount == 0 {
            guard pointCount == 0 else {
                throw fail(record, "corrupt polygon: \(pointCount) points but no parts")
            }
            return MultiPolygon(polygons: [])
        }

        var rings: [Ring] = []
        rings.reserveCapacity(partCount)
        var previous = -1
        for part in 0..<partCount {
            let first = Int(int32LE(partsStart + 4 * part))
            let next = part + 1 < partCount ? Int(int32LE(partsStart + 4 * (part + 1))) : pointCount
            if part == 0, first != 0 {
                throw fail(record, "part index out of range: the first part starts at point \(first), expected 0")
            }
            guard first >= 0, first <= pointCount, next <= pointCount, first >= previous, next >= first else {
                throw fail(record, "part index out of range: part \(part) spans points \(first)..<\(next) of \(pointCount)")
            }
            previous = first
            var points: [Coordinate] = []
            points.reserveCapacity(next - first)
            var at = pointsStart + 16 * first
            for _ in first..<next {
                let x = doubleLE(at), y = doubleLE(at + 8)
                guard x.isFinite, y.isFinite else {
                    throw fail(record, "corrupt polygon: non-finite coordinate in part \(part)")
                }
                points.append(Coordinate(latitude: y, longitude: x))
                at += 16
            }
            let ring = Ring(points: points)
            // A ring of fewer than three distinct corners encloses nothing; keeping it would only
            // confuse the outer/hole grouping below.
            if ring.points.count >= 3 { rings.append(ring) }
        }
        return ShapefileReader.assemble(rings)
    }
}

extension ShapefileReader {
    /// Groups rings into polygons. Shapefiles mark holes only by orientation (outer clockwise,
    /// holes counter-clockwise) and give no hole-to-outer link, so each hole goes to the smallest
    /// outer that contains its first vertex. A hole that no outer contains is kept as an outer of
    /// its own: silently losing area would be worse than a ring in the wrong role. Polygons come out
    /// in file order of their outer ring (orphaned holes included), and every tie is broken by file
    /// position, so the same bytes always give the same result.
    static func assemble(_ rings: [Ring]) -> MultiPolygon {
        let isOuter = rings.map(\.isClockwise)
        let outerIndices = rings.indices.filter { isOuter[$0] }
        if outerIndices.count == rings.count {
            return MultiPolygon(polygons: rings.map { Polygon(outer: $0) })
        }

        let boxes = rings.map(\.boundingBox)
        let areas = rings.map { abs($0.signedDoubleArea) }
        let bySize = outerIndices.sorted { a, b in areas[a] != areas[b] ? areas[a] < areas[b] : a < b }
        var holesOf: [Int: [Ring]] = [:]     // outer ring index -> its holes, in file order
        var orphan = Array(repeating: false, count: rings.count)
        for (index, hole) in rings.enumerated() where !isOuter[index] {
            let probe = hole.points[0]
            let owner = bySize.first { candidate in
                guard let box = boxes[candidate], box.contains(probe) else { return false }
                return rings[candidate].contains(probe)
            }
            if let owner { holesOf[owner, default: []].append(hole) } else { orphan[index] = true }
        }

        var polygons: [Polygon] = []
        polygons.reserveCapacity(outerIndices.count)
        for (index, ring) in rings.enumerated() where isOuter[index] || orphan[index] {
            // An orphan keeps its counter-clockwise winding; its role is carried by where it sits,
            // and containment is even-odd, so winding does not matter downstream.
            polygons.append(Polygon(outer: ring, holes: holesOf[index] ?? []))
        }
        return MultiPolygon(polygons: polygons)
    }
}
