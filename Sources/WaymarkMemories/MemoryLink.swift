import WaymarkGazetteer

/// Deep links into memories: `waymark://on-this-day/MM-DD` and `waymark://place/ID`.
public enum MemoryLink: Equatable, CustomStringConvertible {
    case onThisDay(monthDay: String)
    case place(PlaceID)

    public static let scheme = "waymark://"

    public static func onThisDay(_ date: MemoryDate) -> MemoryLink { .onThisDay(monthDay: date.monthDay) }

    public struct Invalid: Error, CustomStringConvertible {
        public var description: String
    }

    public init(parsing text: String) throws {
        guard text.hasPrefix(Self.scheme) else { throw Invalid(description: "'\(text)' is not a waymark:// link") }
        let parts = text.dropFirst(Self.scheme.count).split(separator: "/", maxSplits: 1).map(String.init)
        switch (parts.first, parts.count) {
        case ("on-this-day", 2):
            // Validated against a leap year, so 02-29 is a valid link.
            guard (try? MemoryDate(parsing: parts[1], defaultYear: 2000)) != nil, parts[1].count == 5 else {
                throw Invalid(description: "'\(parts[1])' in \(text) is not a month and day (MM-DD)")
            }
            self = .onThisDay(monthDay: parts[1])
        case ("place", 2):
            guard let id = PlaceID(parts[1]) else { throw Invalid(description: "'\(parts[1])' in \(text) is not a place ID") }
            self = .place(id)
        default:
            throw Invalid(description: "'\(text)' is not a link waymark opens (waymark://on-this-day/MM-DD or waymark://place/ID)")
        }
    }

    public var description: String {
        switch self {
        case .onThisDay(let monthDay): return Self.scheme + "on-this-day/" + monthDay
        case .place(let id): return Self.scheme + "place/" + id.description
        }
    }
}
