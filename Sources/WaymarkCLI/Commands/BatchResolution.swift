import Foundation
import WaymarkGazetteer
import WaymarkGeo
import WaymarkResolver
import WaymarkTextInput

/// `waymark resolve --input`: many points, rows out in input order, bad rows reported and skipped.
struct BatchResolution {
    /// Rows resolved together: large enough for the batch ordering to pay, small enough to keep
    /// memory flat on any input.
    static let blockSize = 16_384
    let arguments: Arguments
    let console: Console
    let resolver: FastResolver
    let namer: PlaceNamer

    /// The columns a batch reads, with the header names that mean them.
    static let columns = [RecordColumn("lat", aliases: ["latitude"]), RecordColumn("lon", aliases: ["lng", "long", "longitude"])]

    func run(input: String) throws -> ExitStatus {
        var inputFormat: RecordFormat?
        if let word = arguments.value(ResolveCommand.inputFormat) {
            guard let format = RecordFormat(word: word) else { throw Arguments.UsageError("--input-format must be csv, jsonl, json or geojson") }
            inputFormat = format
        }
        guard let format = ResolutionRowWriter.Format(rawValue: arguments.value(ResolveCommand.format) ?? "csv") else {
            throw Arguments.UsageError("--format must be csv, jsonl or geojson")
        }
        let reader = try RecordReader(path: input, format: inputFormat, columns: Self.columns)
        let source = reader.name

        var rejected = 0
        let writer = ResolutionRowWriter(format: format, namer: namer, emit: console.outBytes)
        // Rows are resolved a block at a time, as one batch each (the resolver visits a batch in
        // the order that suits its caches), and written in input order as they are resolved.
        var pending: [(line: Int, coordinate: Coordinate)] = []
        func flush() throws {
            let answers = try resolver.resolve(pending.map(\.coordinate))
            for (row, answer) in zip(pending, answers) { try writer.write(answer, line: row.line) }
            pending.removeAll(keepingCapacity: true)
        }
        while true {
            do {
                guard let record = try reader.next() else { break }
                guard let lat = record.values[0], let lon = record.values[1] else {
                    throw RejectedRecord(line: record.line, reason: reader.format == .csv ? "expected lat,lon" : "needs \"lat\" and \"lon\"")
                }
                // Where `;` separates fields, the comma is the decimal mark (52,52;13,405).
                let decimalComma = reader.format == .csv && reader.separator == ";"
                func number(_ text: String) -> String { decimalComma ? text.replacingOccurrences(of: ",", with: ".") : text }
                do { pending.append((record.line, try CoordinateParser.parse(number(lat), number(lon)))) } catch {
                    throw RejectedRecord(line: record.line, reason: "\(error)")
                }
            } catch let row as RejectedRecord {
                rejected += 1
                console.err("\(source):\(row.line): rejected: \(row.reason)")
                continue
            }
            if pending.count == Self.blockSize { try flush() }
        }
        try flush()
        writer.finish()
        if rejected > 0 { console.err("\(rejected) row(s) rejected") }
        return rejected > 0 ? .partialBatch : .success
    }
}
