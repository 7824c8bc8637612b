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
        let format = arguments.value("format") ?? "csv"
        guard ["csv", "jsonl", "geojson"].contains(format) else { throw Arguments.UsageError("--format must be csv, jsonl or geojson") }
        let source = input == "-" ? "stdin" : input

        var rejected = 0
        var features: [String] = []
        if format == "csv" { console.out("line,lat,lon,country_id,country,region_id,region,city_id,city,airport_id,airport,offshore") }
        // Rows are resolved a block at a time, as one batch each (the resolver visits a batch in
        // the order that suits its caches), and written in input order.
        var pending: [(line: Int, coordinate: Coordinate)] = []
        func flush() throws {
            let answers = try resolver.resolve(pending.map(\.coordinate))
            for (row, answer) in zip(pending, answers) {
                let chain = try namer.chain(answer)
                switch format {
                case "jsonl": console.out(try jsonLine(chain, line: row.line))
                case "geojson": features.append(try geoJSONFeature(chain, line: row.line))
                default: console.out(csvRow(chain, line: row.line))
                }
            }
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
        if format == "geojson" {
            console.out("{\"type\":\"FeatureCollection\",\"features\":[\n" + features.joined(separator: ",\n") + "\n]}")
        }
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

    func csvRow(_ c: ResolvedChain, line: Int) -> String {
        func quote(_ s: String?) -> String {
            guard let s else { return "" }
            return s.contains(",") || s.contains("\"") ? "\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : s
        }
        let parts: [String] = [String(line), String(c.lat), String(c.lon),
                               quote(c.country?.id), quote(c.country?.name), quote(c.region?.id), quote(c.region?.name),
                               quote(c.city?.id), quote(c.city?.name), quote(c.airport?.id), quote(c.airport?.name), c.offshore ? "1" : "0"]
        return parts.joined(separator: ",")
    }

    func jsonLine(_ chain: ResolvedChain, line: Int) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        struct Row: Encodable { var line: Int; var result: ResolvedChain }
        return String(decoding: try encoder.encode(Row(line: line, result: chain)), as: UTF8.self)
    }

    func geoJSONFeature(_ chain: ResolvedChain, line: Int) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let properties = String(decoding: try encoder.encode(chain), as: UTF8.self)
        return "{\"type\":\"Feature\",\"geometry\":{\"type\":\"Point\",\"coordinates\":[\(chain.lon),\(chain.lat)]},\"properties\":{\"line\":\(line),\"resolution\":\(properties)}}"
    }
}
