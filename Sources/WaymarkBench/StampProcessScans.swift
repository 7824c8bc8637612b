import Foundation

/// Scans images with a `waymark` binary as whole processes (`stamp scan --json`, one process an
/// image, start-up, model loading and gazetteer included): the per-stamp time the issue's target
/// is about, and another build's answers (main's, say) on the same images in the same run.
struct StampProcessScans {
    let binary: String
    var stamps = 0, countryFirst = 0, countryTop3 = 0, strongWrong = 0, failures = 0
    var wall = 0.0, processor = 0.0, slowest = 0.0
    /// Each process's CPU seconds (user and system), for the median.
    var processorTimes: [Double] = []

    /// The gazetteer given to the binary (`--gazetteer`), when it is not the one the environment names:
    /// builds of two schemas read two files.
    let gazetteer: String?

    /// `BINARY` or `BINARY=GAZETTEER`.
    init(_ given: String) {
        let parts = given.split(separator: "=", maxSplits: 1).map(String.init)
        binary = parts[0]
        gazetteer = parts.count > 1 ? parts[1] : nil
    }

    struct Failure: Error, CustomStringConvertible { var description: String }

    /// Runs the binary with `arguments` as one whole process, timed; its standard output and exit status.
    mutating func run(_ arguments: [String]) throws -> (output: Data, status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments + (gazetteer.map { ["--gazetteer", $0] } ?? [])
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let before = Self.childrenProcessorSeconds()
        let start = Date()
        do { try process.run() } catch { throw Failure(description: "cannot run \(binary): \(error)") }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let seconds = Date().timeIntervalSince(start)
        wall += seconds
        processorTimes.append(Self.childrenProcessorSeconds() - before)
        processor += processorTimes.last!
        slowest = max(slowest, seconds)
        stamps += 1
        return (data, process.terminationStatus)
    }

    /// `stamp suggest --json --text TEXT`: start-up and the matcher alone, no image.
    mutating func suggest(_ text: String) throws {
        suggested += 1
        if try run(["stamp", "suggest", "--json", "--text", text]).status != 0 { failures += 1 }
    }

    /// Scans `path` and counts the answer against `country` (ISO alpha-2).
    mutating func scan(_ path: String, country: String) throws {
        let (data, status) = try run(["stamp", "scan", "--json", path])
        guard status == 0,
              let scans = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]],
              let suggestions = scans.first?["suggestions"] as? [String: Any],
              let candidates = suggestions["candidates"] as? [[String: Any]] else {
            failures += 1
            return
        }
        let countries = candidates.prefix(3).map { candidate -> String? in
            let chain = candidate["chain"] as? [String: Any]
            let id = (chain?["country"] as? [String: Any])?["id"] as? String
            return id.map { String($0.dropFirst("country:".count)) }
        }
        if countries.first == country { countryFirst += 1 }
        if countries.contains(country) { countryTop3 += 1 }
        if candidates.first?["strength"] as? String == "strong", countries.first != country { strongWrong += 1 }
    }

    /// CPU seconds (user and system) of every child process waited for so far.
    static func childrenProcessorSeconds() -> Double {
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        #else
        getrusage(RUSAGE_CHILDREN, &usage)
        #endif
        func s(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1_000_000 }
        return s(usage.ru_utime) + s(usage.ru_stime)
    }

    /// Images scanned, whose answers are counted (a `stamp suggest` has none).
    var scanned: Int { stamps - suggested }
    private(set) var suggested = 0

    var medianProcessor: Double {
        let sorted = processorTimes.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    var line: String {
        let n = Double(max(1, stamps))
        let times = "\(binary): \(stamps) processes, \(String(format: "%.3f", wall / n)) s wall, \(String(format: "%.3f", processor / n)) s CPU a process "
            + "(median \(String(format: "%.3f", medianProcessor)) s; slowest \(String(format: "%.3f", slowest)) s wall)"
        guard scanned > 0 else { return times + ", failed \(failures)" }
        return times + "; country first \(countryFirst)/\(scanned), top 3 \(countryTop3)/\(scanned), strong and wrong \(strongWrong), failed \(failures)"
    }
}
