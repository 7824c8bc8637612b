import WaymarkAtlas
import WaymarkCalendar
import WaymarkGazetteer
import WaymarkStampReader

/// The stamp a person chose among a scan's candidates: its place and the levels the matcher put
/// around it, its date, direction and entry mode, as a stamp record's values. What the scan left
/// unknown stays unset, for the person (or an explicit option) to give.
public struct ScanCandidateStamp: Equatable, Sendable {
    /// The narrowest place the candidate names (airport, else city, region, country).
    public var place: PlaceID
    /// The candidate's wider levels (city, region, country), as the matcher built them.
    public var levels: [PlaceKind: PlaceID]
    /// The day read from the stamp; nil when none was read, or what was read is not a day the
    /// atlas keeps (before 1900), so the person gives it.
    public var date: LocalDay?
    /// Arrival or departure, when the stamp's words said it ("ENTRY", "SORTIE"); nil otherwise.
    public var direction: StampRecord.Direction?
    /// Air, sea or land, when the candidate's mode was known; nil for an unknown mode.
    public var method: StampRecord.Method?

    /// A candidate that cannot be picked: out of range, or naming no place.
    public struct PickError: Error, CustomStringConvertible, Equatable {
        /// The image, the number asked for and why it cannot be picked.
        public var description: String
    }

    /// Candidate `number`, counted from 1 as `stamp scan` prints them.
    ///
    /// ```swift
    /// let scan = try scanner.scan("Scans/stamp.jpg")
    /// let pick = try ScanCandidateStamp(number: 1, of: scan.suggestions, image: scan.path)
    /// ```
    /// - Parameters:
    ///   - number: the candidate's place in the list, from 1.
    ///   - suggestions: the matcher's suggestions for the stamp.
    ///   - image: the image's path, named in messages.
    /// - Throws: `PickError` when the scan suggests no place or `number` is out of range.
    public init(number: Int, of suggestions: StampSuggestions, image: String) throws {
        let candidates = suggestions.candidates
        guard !candidates.isEmpty else {
            throw PickError(description: "\(image): the scan suggests no place, so there is no candidate \(number) to pick; give the place with --place ID")
        }
        guard (1...candidates.count).contains(number) else {
            throw PickError(description: "\(image): --pick \(number) is out of range: the scan suggests \(candidates.count) candidate\(candidates.count == 1 ? "" : "s") (1–\(candidates.count))")
        }
        let candidate = candidates[number - 1]
        guard let place = candidate.chain.place else {
            throw PickError(description: "\(image): candidate \(number) names no place")
        }
        self.place = place.id
        var levels: [PlaceKind: PlaceID] = [:]
        for member in [candidate.chain.city, candidate.chain.region, candidate.chain.country].compactMap({ $0 }) where member.id != place.id {
            levels[member.id.kind] = member.id
        }
        self.levels = levels
        date = candidate.date.flatMap { try? LocalDay($0.iso) }
        switch candidate.direction {
        case .arrival: direction = .arrival
        case .departure: direction = .departure
        case .unknown: direction = nil
        }
        switch candidate.mode {
        case .air: method = .air
        case .sea: method = .sea
        case .land: method = .land
        case .unknown: method = nil
        }
    }
}
