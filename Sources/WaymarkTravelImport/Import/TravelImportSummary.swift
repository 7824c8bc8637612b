import Foundation

/// What one import of one file did, for the closing summary and `--json`.
public struct TravelImportSummary: Codable, Equatable, CustomStringConvertible {
    /// The file, by the path it was imported from.
    public var file: String
    /// The format read: "gpx", "google", or the flight log's layout ("openflights",
    /// "myflightradar24"…) once read.
    public var format: String
    /// The atlas's ID for this import of the file.
    public var importID: Int
    /// The same file (by sha256) was imported completely before: nothing was read or added.
    public var alreadyImported = false
    /// The file was imported before but interrupted; this run completed it.
    public var resumed = false
    /// Positions, visits and flight rows read (whether kept or refused).
    public var pointsRead = 0
    /// Days of presence at a place, and flights, that this run added.
    public var evidenceAdded = 0
    public var flightsAdded = 0
    /// Country name → days this import added there.
    public var daysByCountry: [String: Int] = [:]
    /// Points that resolved to no place (open sea far from any country).
    public var unplaced = 0
    /// Flight rows marked cancelled: read, not flown, so not added.
    public var canceledFlights = 0
    /// Records refused as impossible, by reason (see `problems` for examples).
    public var rejected: [RejectReason: Int] = [:]
    /// Up to five examples per reason, with where they are.
    public var problems: [InputProblem] = []
    /// Where a damaged file stopped being read (what came before it was kept).
    public var stoppedAt: String?
    /// Position cells resolved by the resolver, and those answered from the atlas's cell cache.
    public var cellsResolved = 0
    public var cellsFromCache = 0
    /// Wall-clock time of the import.
    public var seconds = 0.0
    /// Of `seconds`, the time spent hashing the file (to know it again).
    public var hashSeconds = 0.0
    /// Processor time of the importing thread, and of the hashing part: on a busy machine the
    /// wall clock also counts other processes' turns.
    public var cpuSeconds = 0.0
    public var hashCPUSeconds = 0.0


    /// A summary of nothing done yet for `file`.
    public init(file: String, format: String, importID: Int) {
        self.file = file; self.format = format; self.importID = importID
    }

    /// Something was refused or the file stopped early: the batch is partial.
    public var isPartial: Bool { !rejected.isEmpty || stoppedAt != nil }

    public var description: String {
        if alreadyImported { return "\(file): already imported as import \(importID) (same sha256); nothing added" }
        var lines = ["\(file) (\(format)), import \(importID)\(resumed ? ", resumed" : ""): \(pointsRead) points read, "
                     + "\(evidenceAdded) place-days added" + (flightsAdded > 0 ? ", \(flightsAdded) flights" : "")]
        if !daysByCountry.isEmpty {
            lines.append("days by country: " + daysByCountry.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        }
        if canceledFlights > 0 { lines.append("\(canceledFlights) canceled flights skipped") }
        if unplaced > 0 { lines.append("\(unplaced) points at sea, in no country") }
        if !rejected.isEmpty {
            lines.append("rejected: " + rejected.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.value) \($0.key)" }.joined(separator: ", "))
        }
        if let stoppedAt { lines.append("stopped early: \(stoppedAt); everything before it was kept") }
        lines.append(String(format: "positions resolved: %d new cells, %d from the cell cache; %.2f s", cellsResolved, cellsFromCache, seconds))
        return lines.joined(separator: "\n")
    }
}
