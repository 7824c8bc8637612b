import Foundation
import WaymarkGeo
import WaymarkResolver

/// `waymark resolve --input`: many points, rows out in input order, bad rows reported and skipped.
struct BatchResolution {
    /// Rows resolved together: large enough for the batch ordering to pay, small enough to keep
    /// memory flat on any input.
    static let blockSize = 16_384
    let arguments: Arguments
    let console: Console
    let resolver: FastResolver
    let namer: ChainNamer

    func run(input: String) throws -> Int32 {
        let data: Data
        if input == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            do { data = try Data(contentsOf: URL(fileURLWithPath: input)) } catch {
                throw CoordinateParser.Invalid(description: "cannot read \(input): \(error.localizedDescription)")
            }
        }
        let inputFormat = arguments.value("input-format") ?? (input.hasSuffix(".jsonl") || input.hasSuffix(".ndjson") ? "jsonl" : "csv")
        guard ["csv", "jsonl"].contains(inputFormat) else { throw Arguments.UsageError("--input-format must be csv or jsonl") }
        guard let format = ResolutionRowWriter.Format(rawValue: arguments.value("format") ?? "csv") else {
            throw Arguments.UsageError("--format must be csv, jsonl or geojson")
        }
        let source = input == "-" ? "stdin" : input

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
        let text = String(decoding: data, as: UTF8.self)
        var lineNumber = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = String(rawLine.trimmingWhitespace)
            if line.isEmpty { continue }
            do {
                guard let parsed = try parse(line, inputFormat) else { continue }
                pending.append((lineNumber, parsed))
            } catch {
                rejected += 1
                console.err("\(source):\(lineNumber): rejected: \(error)")
                continue
            }
            if pending.count == Self.blockSize { try flush() }
        }
        try flush()
        writer.finish()
        if rejected > 0 { console.err("\(rejected) row(s) rejected") }
        return rejected > 0 ? 3 : ExitStatus.success
    }

    /// Nil for a CSV header row.
    func parse(_ line: String, _ format: String) throws -> Coordinate? {
        if format == "jsonl" {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                throw CoordinateParser.Invalid(description: "not a JSON object")
            }
            func number(_ keys: [String]) -> String? {
                for key in keys {
                    if let n = object[key] as? NSNumber { return n.stringValue }
                    if let s = object[key] as? String { return s }
                }
                return nil
            }
            guard let lat = number(["lat", "latitude"]), let lon = number(["lon", "lng", "longitude"]) else {
                throw CoordinateParser.Invalid(description: "needs \"lat\" and \"lon\"")
            }
            return try CoordinateParser.parse(lat, lon)
        }
        let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard fields.count >= 2 else { throw CoordinateParser.Invalid(description: "expected lat,lon") }
        if fields[0].lowercased().hasPrefix("lat") { return nil }
        return try CoordinateParser.parse(fields[0], fields[1])
    }
}
