import Foundation
import WaymarkGazetteer
import WaymarkGeo
import WaymarkResolver
import WaymarkTextInput

/// Many points resolved as a stream (`waymark resolve --input`): records read from a file, rows
/// written in input order, bad rows reported and skipped.
///
/// ```swift
/// let batch = BatchResolution(resolver: resolver, namer: try PlaceNamer(batchOf: gazetteer),
///                             inputFormat: nil, outputFormat: .csv)
/// let outcome = try batch.run(input: "points.csv", emit: { bytes in write(bytes) }, report: { print($0) })
/// // outcome.rejectedRows > 0: some rows were refused, each named through `report`
/// ```
public struct BatchResolution {
    /// Rows resolved together: large enough for the batch ordering to pay, small enough to keep
    /// memory flat on any input.
    public static let blockSize = 16_384
    let resolver: FastResolver
    let namer: PlaceNamer
    let inputFormat: RecordFormat?
    let outputFormat: ResolutionRowWriter.Format

    /// - Parameters:
    ///   - namer: made with `PlaceNamer(batchOf:)`, which reads the places of a block together.
    ///   - inputFormat: nil to take it from the file name, else from the content.
    public init(resolver: FastResolver, namer: PlaceNamer, inputFormat: RecordFormat?, outputFormat: ResolutionRowWriter.Format) {
        self.resolver = resolver; self.namer = namer; self.inputFormat = inputFormat; self.outputFormat = outputFormat
    }

    /// How a batch ended.
    public struct Outcome: Sendable, Equatable {
        /// Rows of the file that were refused, each reported with its line number.
        public var rejectedRows: Int
        /// The records those rows made (a quoted field running over line ends makes one of several rows).
        public var rejectedRecords: Int
    }

    /// The columns a batch reads, with the header names that mean them.
    /// A GIS tool's X,Y header names x the longitude (east) and y the latitude (north).
    public static let columns = [RecordColumn("lat", aliases: ["latitude", "y"]), RecordColumn("lon", aliases: ["lng", "long", "longitude", "x"])]

    /// Reads `input` (a file, a FIFO, `/dev/fd/N`, or `-` for standard input) to its end.
    /// - Parameters:
    ///   - emit: receives whole lines, in order, in memory the writer keeps (valid only during the call).
    ///   - report: receives one line per rejected row, then the count.
    /// - Throws: when the input cannot be read or a place cannot be named; a bad row is reported, not thrown.
    public func run(input: String, emit: @escaping (UnsafeBufferPointer<UInt8>) -> Void, report: (String) -> Void) throws -> Outcome {
        let reader = try RecordReader(path: input, format: inputFormat, columns: Self.columns)
        let source = reader.name

        // Rows of the file lost, and the records they made: a quoted field that runs over line
        // ends makes one refused record of several rows.
        var rejected = 0, rejectedRecords = 0
        let writer = ResolutionRowWriter(format: outputFormat, namer: namer, emit: emit)
        // Rows are resolved a block at a time, as one batch each (the resolver visits a batch in
        // the order that suits its caches), and written in input order as they are resolved.
        // `pending` is handed to `flush` rather than captured by it: a variable that a local
        // function captures is checked for exclusive access at run time on every use, and the
        // reading closure below appends to it once a row.
        var pending: [(line: Int, coordinate: Coordinate)] = []
        func flush(_ pending: inout [(line: Int, coordinate: Coordinate)]) throws {
            let answers = try resolver.resolve(pending.map(\.coordinate))
            try writer.write(answers, lines: pending.lazy.map(\.line))
            pending.removeAll(keepingCapacity: true)
        }
        // Where `;` separates fields, the comma is the decimal mark (52,52;13,405). The separator
        // is known once the first row is read.
        var decimalComma: Bool?
        let missing = reader.format == .csv ? "expected lat,lon" : "needs \"lat\" and \"lon\""
        while true {
            do {
                // The values are read as bytes and parsed in place: no String per field or row.
                guard try reader.nextValues({ line, values in
                    guard let lat = values[0], let lon = values[1] else { throw RejectedRecord(line: line, reason: missing) }
                    if decimalComma == nil { decimalComma = reader.format == .csv && reader.separator == ";" }
                    do { pending.append((line, try CoordinateParser.parse(lat, lon, decimalComma: decimalComma!))) } catch {
                        throw RejectedRecord(line: line, reason: "\(error)")
                    }
                }) else { break }
            } catch let row as RejectedRecord {
                let rows = reader.lastRecordRows
                rejected += rows
                rejectedRecords += 1
                report("\(source):\(row.line)\(rows > 1 ? "-\(row.line + rows - 1)" : ""): rejected: \(row.reason)")
                continue
            }
            if pending.count == Self.blockSize { try flush(&pending) }
        }
        try flush(&pending)
        writer.finish()
        if rejected > 0 {
            report("\(rejected) row(s) rejected" + (rejectedRecords < rejected ? " (in \(rejectedRecords) record(s) whose quoted fields ran over line ends)" : ""))
        }
        return Outcome(rejectedRows: rejected, rejectedRecords: rejectedRecords)
    }
}
