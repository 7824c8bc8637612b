import Foundation
import WaymarkGazetteer
import WaymarkGeo
import WaymarkJSON
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
        let format = arguments.value(ResolveCommand.format) ?? "csv"
        guard ["csv", "jsonl", "geojson"].contains(format) else { throw Arguments.UsageError("--format must be csv, jsonl or geojson") }
        let reader = try RecordReader(path: input, format: inputFormat, columns: Self.columns)
        let source = reader.name

        var rejected = 0
        var features: [String] = []
        if format == "csv" { console.out("line,lat,lon,country_id,country,region_id,region,city_id,city,airport_id,airport,offshore") }
        // Rows are resolved a block at a time, as one batch each (the resolver visits a batch in
        // the order that suits its caches), and written in input order.
        var pending: [(line: Int, coordinate: Coordinate)] = []
        func flush() throws {
            let answers = try resolver.resolve(pending.map(\.coordinate))
            for (row, answer) in zip(pending, answers) {
                let chain = try ResolvedChain(answer, namer: namer)
                switch format {
                case "jsonl": console.out(try jsonLine(chain, line: row.line))
                case "geojson": features.append(try geoJSONFeature(chain, line: row.line))
                default: console.out(csvRow(chain, line: row.line))
                }
            }
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
        if format == "geojson" {
            console.out("{\"type\":\"FeatureCollection\",\"features\":[\n" + features.joined(separator: ",\n") + "\n]}")
        }
        if rejected > 0 { console.err("\(rejected) row(s) rejected") }
        return rejected > 0 ? .partialBatch : .success
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
        let encoder = WaymarkJSON.encoder(pretty: false)
        struct Row: Encodable { var line: Int; var result: ResolvedChain }
        return String(decoding: try encoder.encode(Row(line: line, result: chain)), as: UTF8.self)
    }

    func geoJSONFeature(_ chain: ResolvedChain, line: Int) throws -> String {
        let encoder = WaymarkJSON.encoder(pretty: false)
        let properties = String(decoding: try encoder.encode(chain), as: UTF8.self)
        return "{\"type\":\"Feature\",\"geometry\":{\"type\":\"Point\",\"coordinates\":[\(chain.lon),\(chain.lat)]},\"properties\":{\"line\":\(line),\"resolution\":\(properties)}}"
    }
}
