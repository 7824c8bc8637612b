import Foundation
import WaymarkFiles
import WaymarkGeo

/// The changed points of a diff as a GeoJSON FeatureCollection a map tool opens (`--geojson
/// FILE`): one Point feature per changed point, with its set, the levels that changed and both
/// answers. Written as the points come to a temporary file beside the target, which `finish`
/// renames into place, so a failed diff leaves no half file.
public final class ChangedPointsGeoJSON: ChangedPointSink {
    private let target: URL
    private let temporary: URL
    private let handle: FileHandle
    private var buffer = Data()
    private var first = true
    /// Points written so far.
    public private(set) var features = 0

    /// Starts the collection in a temporary file beside `url`; nothing appears at `url` before `finish()`.
    ///
    /// ```swift
    /// let geojson = try ChangedPointsGeoJSON(url: URL(fileURLWithPath: "changed.geojson"))
    /// var options = GazetteerDiff.Options()
    /// options.changedPoints = geojson
    /// do { _ = try diff.run(options); try geojson.finish() } catch { geojson.abandon(); throw error }
    /// ```
    /// - Throws: `WriteError` when the folder is missing or cannot be written.
    public init(url: URL) throws {
        target = url
        temporary = AtomicFile.temporaryURL(for: url)
        unlink(temporary.path)
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil),
              let handle = FileHandle(forWritingAtPath: temporary.path) else {
            throw WriteError(description: "cannot write \(url.path): its folder is missing or not writable")
        }
        self.handle = handle
        buffer.append(contentsOf: #"{"type":"FeatureCollection","features":["#.utf8)
    }

    /// Adds one Point feature: the set's name, the levels that changed, and both answers as labels.
    public func changed(set: String, at coordinate: Coordinate, levels: [AnswerLevel], before: String, after: String) throws {
        let properties = Properties(set: set, levels: levels, before: before, after: after)
        let json = try JSONEncoder.sortedKeys.encode(properties)
        buffer.append(contentsOf: (first ? "\n" : ",\n").utf8)
        first = false
        buffer.append(contentsOf: #"{"type":"Feature","geometry":{"type":"Point","coordinates":["#.utf8)
        buffer.append(contentsOf: "\(coordinate.longitude),\(coordinate.latitude)]},\"properties\":".utf8)
        buffer.append(json)
        buffer.append(UInt8(ascii: "}"))
        features += 1
        if buffer.count > 1 << 20 { try flush() }
    }

    /// Closes the collection and moves the file into place.
    public func finish() throws {
        buffer.append(contentsOf: "\n]}\n".utf8)
        try flush()
        try handle.close()
        try AtomicFile.replace(target, with: temporary)
    }

    /// Removes the unfinished file (the diff failed).
    public func abandon() {
        try? handle.close()
        unlink(temporary.path)
    }

    private func flush() throws {
        try handle.write(contentsOf: buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    /// The file could not be started.
    public struct WriteError: Error, CustomStringConvertible {
        /// "cannot write <path>: …", naming the file.
        public var description: String
    }

    private struct Properties: Encodable {
        var set: String
        var levels: [AnswerLevel]
        var before: String
        var after: String
    }
}

private extension JSONEncoder {
    static let sortedKeys: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()
}
