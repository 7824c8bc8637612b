/// What an import did, for the closing summary.
public struct ImportSummary: Codable, Equatable, CustomStringConvertible {
    public var seen = 0
    public var unchanged = 0
    public var read = 0
    public var withGPS = 0
    public var resolved = 0
    public var removed = 0
    /// Files that could not be used, by reason.
    public var skipped: [String: Int] = [:]
    /// Values refused as impossible (kept out of the index, the rest of the photo kept), by reason.
    public var rejected: [String: Int] = [:]
    public var newCountries: [String] = []
    public var newRegions: [String] = []
    public var newCities: [String] = []
    public var cellsResolved = 0
    public var cellsFromCache = 0
    public var generation = 0

    public init() {}

    public var description: String {
        var lines = ["\(seen) photos seen: \(read) read, \(unchanged) unchanged, \(withGPS) with GPS, \(resolved) resolved, \(removed) removed from the index"]
        if !skipped.isEmpty { lines.append("skipped: " + skipped.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")) }
        if !rejected.isEmpty { lines.append("rejected values: " + rejected.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")) }
        lines.append("new: \(newCountries.count) countries, \(newRegions.count) regions, \(newCities.count) cities"
                     + (newCountries.isEmpty ? "" : " (" + newCountries.joined(separator: ", ") + ")"))
        lines.append("positions resolved: \(cellsResolved) new cells, \(cellsFromCache) from the cell cache; photo index generation \(generation)")
        return lines.joined(separator: "\n")
    }
}
