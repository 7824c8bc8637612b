/// What an import did, for the closing summary.
public struct PhotoImportSummary: Codable, Equatable, CustomStringConvertible {
    /// Files the walk found.
    public var seen = 0
    /// Files whose size and modification time matched the index: not read again.
    public var unchanged = 0
    /// Files read (new or changed).
    public var read = 0
    /// Of those read, photos with a usable GPS position, and those resolved to a place.
    public var withGPS = 0
    public var resolved = 0
    /// Indexed photos whose file is gone, forgotten with their evidence.
    public var removed = 0
    /// Files new to the index whose content an indexed photo had at a path now gone: the photo
    /// follows the file (path updated, its day kept).
    public var moved = 0
    /// Files whose content is already indexed under another path that is still there (a copied
    /// library, the same photo twice): not indexed again, so nothing counts twice.
    public var sameContent = 0
    /// Files that could not be used, by reason: a photo without GPS is used (it is indexed, with
    /// its day if it has a date); an empty, unreadable, corrupt or oversized file, one that is not
    /// an image, a symbolic link or an unreadable folder is not. Unchanged files skipped on an
    /// earlier run are counted again: they are still not in the atlas.
    public var skipped: [String: Int] = [:]
    /// Each skipped file or folder with its reason, in path order (standard error, not JSON).
    public var skippedFiles: [SkippedFile] = []
    /// Values refused as impossible (kept out of the index, the rest of the photo kept), by reason.
    public var rejected: [String: Int] = [:]
    /// Countries, regions and cities the atlas shows as visited for the first time after this
    /// import, by label.
    public var newCountries: [String] = []
    public var newRegions: [String] = []
    public var newCities: [String] = []
    /// Position cells resolved by the resolver, and those answered from the atlas's cell cache.
    public var cellsResolved = 0
    public var cellsFromCache = 0
    /// The photo index's generation after the import; a Then & Now memo holds only for the
    /// generation it was computed for.
    public var generation = 0

    /// Nothing done yet.
    public init() {}

    /// A file or folder the import could not use, with why ("empty file", "corrupt image"…).
    public struct SkippedFile: Equatable, Sendable {
        public var path: String
        public var reason: String
    }

    mutating func skip(_ path: String, _ reason: String) {
        skipped[reason, default: 0] += 1
        skippedFiles.append(SkippedFile(path: path, reason: reason))
    }

    /// Some input was not used: the command reports each file and exits with the partial-batch status.
    public var isPartial: Bool { !skipped.isEmpty }

    enum CodingKeys: String, CodingKey {
        case seen, unchanged, read, withGPS, resolved, removed, moved, sameContent, skipped, rejected, newCountries, newRegions, newCities
        case cellsResolved, cellsFromCache, generation
    }

    public var description: String {
        var lines = ["\(seen) photos seen: \(read) read, \(unchanged) unchanged, \(withGPS) with GPS, \(resolved) resolved, \(removed) removed from the index"]
        if moved > 0 || sameContent > 0 {
            lines.append("by content: \(moved) moved (path updated), \(sameContent) already indexed under another path (not counted twice)")
        }
        if !skipped.isEmpty { lines.append("skipped: " + skipped.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")) }
        if !rejected.isEmpty { lines.append("rejected values: " + rejected.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")) }
        lines.append("new: \(newCountries.count) countries, \(newRegions.count) regions, \(newCities.count) cities"
                     + (newCountries.isEmpty ? "" : " (" + newCountries.joined(separator: ", ") + ")"))
        lines.append("positions resolved: \(cellsResolved) new cells, \(cellsFromCache) from the cell cache; photo index generation \(generation)")
        return lines.joined(separator: "\n")
    }
}
