import Foundation
import WaymarkGazetteer
import WaymarkGeo
import WaymarkResolver
import WaymarkTextInput
import WaymarkCommandKit
import WaymarkBatch

/// `waymark resolve`: coordinates to country / region / city / airport.
struct ResolveCommand: WaymarkCommand {
    static let name = "resolve"
    static let summary = "Resolve coordinates to country, region, city and airport"
    static let operands = ["LAT LON", "--input FILE|-"]
    static let discussion = """
        Country and region come from polygon containment (the smallest polygon wins where they
        overlap); the city is the nearest one in that region; an airport is added only within
        its grounds: large and medium airports with scheduled service, within \(Int(AirportFootprint.largeAirportMeters)) m or
        \(Int(AirportFootprint.mediumAirportMeters)) m of a runway (heliports, seaplane bases, small fields and closed airports never). Countries follow Natural Earth's full-resolution borders. A point within
        \(Int(ResolutionRules.offshoreMeters / 1000)) km of land resolves to that country and is flagged offshore (within \(Int(ResolutionRules.shoreMeters)) m it is
        on the shore, not offshore); farther out it is open water.

        LAT and LON are decimal degrees (48.85, -33.9, 4.5e1); hexadecimal, inf and nan are not
        coordinates (exit 2). --json and --explain are for one point.

        With --input, many points are read as a stream: CSV rows "lat,lon" (a header row naming
        lat/latitude/y and lon/lng/long/longitude/x in any letter case picks the columns: X is the
        longitude, Y the latitude; comma-, semicolon-
        (decimal commas allowed) or tab-separated; quoted fields, CRLF/CR line ends and a UTF-8
        byte-order mark are fine), JSON lines {"lat":…,"lon":…}, a JSON array of such objects, or a
        GeoJSON FeatureCollection of points. FILE may be a file, a FIFO, /dev/fd/N or - for
        standard input. Rows come out in input order, as CSV or, with --format, JSON lines or
        GeoJSON (--json is refused with --input: give --format jsonl).

        Exit status: 0 all points resolved; 1 an error; 2 bad usage; 3 some input rows were
        rejected (each is reported on standard error with its line number, then the count).
        """
    struct Options: CommandOptions {
        var json = Option.flag("json", help: "print the chain as JSON")
        var explain = Option.flag("explain", help: "show the evidence: candidate polygons and areas, the five nearest candidate cities with distances, and why the airport was in or out")
        var input = Option.value("input", "FILE|-", help: "resolve many points read from FILE (- for standard input)")
        var inputFormat = Option.value("input-format", "F", help: "csv, jsonl, json or geojson (default: from the file name, else from the content)")
        var format = Option.value("format", "F", default: "csv", help: "csv, jsonl or geojson; rows come out in input order")
        var gazetteer = Option.gazetteer
    }

    let io: CommandIO<Options>

    static func validate(_ arguments: Arguments<Options>) throws {
        if try arguments[\.input] == nil && arguments.positionals.count != 2 {
            throw UsageError("give LAT LON, or --input FILE")
        }
        if arguments.isGiven(\.input) && !arguments.positionals.isEmpty {
            throw UsageError("give LAT LON or --input FILE, not both")
        }
        // Each option belongs to one of the two ways of calling: given with the other, it would
        // be ignored, and a script would read CSV where it asked for JSON.
        if arguments.isGiven(\.input) {
            if arguments[\.json] { throw UsageError("--json is for one point; with --input, give --format jsonl (or geojson)") }
            if arguments[\.explain] { throw UsageError("--explain is for one point (LAT LON); it does not go with --input") }
            _ = try batchFormats(arguments)
        } else {
            if let option = arguments.firstGiven([\.format, \.inputFormat]) {
                throw UsageError("--\(option.name) goes with --input FILE; for one point, give --json")
            }
            if arguments[\.json] && arguments[\.explain] { throw UsageError("give --json or --explain, not both: the evidence is text only") }
        }
        // A coordinate typed on the command line that is not one is a command-line mistake (exit
        // 2), told before the gazetteer is opened; a bad row of --input is a rejected record.
        if arguments.positionals.count == 2 {
            do { _ = try CoordinateParser.parse(arguments.positionals[0], arguments.positionals[1]) } catch {
                throw UsageError("\(error)")
            }
        }
    }

    /// The formats of `--input-format` (nil: from the file) and `--format` (default csv).
    static func batchFormats(_ arguments: Arguments<Options>) throws -> (input: RecordFormat?, output: ResolutionRowWriter.Format) {
        var input: RecordFormat?
        if let word = try arguments[\.inputFormat] {
            guard let format = RecordFormat(word: word) else { throw UsageError("--input-format must be csv, jsonl, json or geojson, got '\(word)'") }
            input = format
        }
        let word = try arguments[\.format]
        guard let output = ResolutionRowWriter.Format(rawValue: word) else {
            throw UsageError("--format must be csv, jsonl or geojson, got '\(word)'")
        }
        return (input, output)
    }

    func run() throws -> ExitStatus {
        let gazetteer = try Gazetteer(url: GazetteerLocation.resolve(explicitPath: try arguments[\.gazetteer]))
        let resolver = try FastResolver(gazetteer: gazetteer)
        if let input = try arguments[\.input] {
            let namer = try PlaceNamer(batchOf: gazetteer)
            console.keep(resolver)
            console.keep(namer)
            let (inputFormat, outputFormat) = try Self.batchFormats(arguments)
            let batch = BatchResolution(resolver: resolver, namer: namer, inputFormat: inputFormat, outputFormat: outputFormat)
            let outcome = try batch.run(input: input, emit: console.outBytes, report: console.err)
            return outcome.rejectedRows > 0 ? .partialBatch : .success
        }
        let namer = try PlaceNamer(gazetteer: gazetteer)
        let coordinate = try CoordinateParser.parse(arguments.positionals[0], arguments.positionals[1])
        if arguments[\.explain] {
            let (resolution, trace) = try resolver.explain(coordinate)
            try printExplanation(resolution, trace, namer)
            return .success
        }
        let chain = try ResolvedChain(try resolver.resolve(coordinate), namer: namer)
        if arguments[\.json] {
            try console.json(chain)
        } else {
            console.out(Self.describe(chain))
        }
        return .success
    }

    static func describe(_ chain: ResolvedChain) -> String {
        var lines = [chain.label.map { $0 + (chain.offshore ? " (offshore)" : "") } ?? "open water: no country or town within \(Int(ResolutionRules.offshoreMeters / 1000)) km"]
        for (title, entry) in [("country", chain.country), ("region", chain.region), ("city", chain.city), ("locality", chain.locality), ("airport", chain.airport)] {
            guard let entry else { continue }
            let distance = entry.meters.map { String(format: ", %.1f km", $0 / 1000) } ?? ""
            lines.append("  \(title.padding(toLength: 8, withPad: " ", startingAt: 0)) \(entry.name) [\(entry.id)] (\(entry.decision)\(distance))")
        }
        return lines.joined(separator: "\n")
    }

    func printExplanation(_ r: Resolution, _ trace: ResolutionTrace, _ namer: PlaceNamer) throws {
        let chain = try ResolvedChain(r, namer: namer)
        console.out(Self.describe(chain))
        console.out("\nEvidence:")
        func name(_ rowid: Int?) throws -> String { try namer.place(rowid: rowid).map { "\($0.name) [\($0.id)]" } ?? "no region (\(rowid.map(String.init) ?? "-"))" }
        console.out("  country polygons containing the point:")
        if trace.countryCandidates.isEmpty { console.out("    none") }
        for hit in trace.countryCandidates.sorted(by: { $0.areaSquareKilometers < $1.areaSquareKilometers }) {
            console.out(String(format: "    boundary %d: %@, %.1f km²", hit.boundary, try name(hit.country), hit.areaSquareKilometers))
        }
        if !trace.offshoreCandidates.isEmpty {
            console.out("  country polygons within \(Int(ResolutionRules.offshoreMeters / 1000)) km (offshore rule):")
            for near in trace.offshoreCandidates.sorted(by: { $0.meters < $1.meters }) {
                console.out(String(format: "    boundary %d: %@, %.2f km away", near.hit.boundary, try name(near.hit.country), near.meters / 1000))
            }
        }
        if let town = trace.townOutsideCountries {
            console.out(String(format: "  no country polygon within %d km; nearest town outside every polygon (an island the map does not draw): %@, %.2f km away",
                               Int(ResolutionRules.offshoreMeters / 1000), try name(town.rowid), town.meters / 1000))
        }
        console.out("  region polygons of that country containing the point (smallest wins):")
        if trace.regionCandidates.isEmpty { console.out("    none") }
        for hit in trace.regionCandidates.sorted(by: { $0.areaSquareKilometers < $1.areaSquareKilometers }) {
            console.out(String(format: "    boundary %d: %@, %.1f km², build decision %@", hit.boundary, try name(hit.place), hit.areaSquareKilometers, hit.decision.rawValue))
        }
        if let city = chain.city {
            let nearest = chain.locality ?? city
            let scope = nearest.decision == Decision.nearestInRegion.rawValue ? "its region" : "its country (the region has no cities)"
            let section = chain.locality == nil ? "" : ", a section of \(city.name)"
            console.out(String(format: "  city: %@, the nearest place in %@, %.2f km%@; the nearest there:", nearest.name, scope, (nearest.meters ?? 0) / 1000, section))
            for candidate in trace.cityCandidates {
                console.out(String(format: "    %@, %.2f km", try name(candidate.rowid), candidate.meters / 1000))
            }
        }
        if let airport = trace.nearestAirport, let bound = trace.nearestAirportBound {
            let verdict = airport.meters <= bound ? "in" : "out"
            console.out(String(format: "  airport: nearest is %@ at %.2f km from a runway: %@ (bound %.1f km)", try name(airport.rowid), airport.meters / 1000, verdict, bound / 1000))
        } else {
            console.out(String(format: "  airport: none that answers coordinates within %.0f km: out", ResolutionRules.airportMeters / 1000))
        }
    }
}
