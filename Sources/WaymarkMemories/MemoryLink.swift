import WaymarkCalendar
import WaymarkGazetteer

/// Deep links into memories: `waymark://on-this-day/MM-DD`, `waymark://place/ID` and
/// `waymark://then-and-now/N` (spot N as `waymark then-and-now` numbers it).
public enum MemoryLink: Equatable, CustomStringConvertible {
    case onThisDay(monthDay: MonthDay)
    case place(PlaceID)
    case thenAndNow(Int)

    public static let scheme = "waymark://"

    public static func onThisDay(_ date: LocalDay) -> MemoryLink { .onThisDay(monthDay: MonthDay(date)) }

    public struct Invalid: Error, CustomStringConvertible {
        public var description: String
    }

    public init(parsing text: String) throws {
        guard text.hasPrefix(Self.scheme) else { throw Invalid(description: "'\(text)' is not a waymark:// link") }
        let parts = text.dropFirst(Self.scheme.count).split(separator: "/", maxSplits: 1).map(String.init)
        switch (parts.first, parts.count) {
        case ("on-this-day", 2):
            // 02-29 is a month-day, so a valid link.
            guard let monthDay = try? MonthDay(parts[1]) else {
                throw Invalid(description: "'\(parts[1])' in \(text) is not a month and day (MM-DD)")
            }
            self = .onThisDay(monthDay: monthDay)
        case ("place", 2):
            guard let id = PlaceID(parts[1]) else { throw Invalid(description: "'\(parts[1])' in \(text) is not a place ID") }
            self = .place(id)
        case ("then-and-now", 2):
            guard let n = Int(parts[1]), (1...ThenAndNow.kept).contains(n), parts[1].allSatisfy({ $0.isASCII && $0.isNumber }) else {
                throw Invalid(description: "'\(parts[1])' in \(text) is not a spot number, 1 to \(ThenAndNow.kept)")
            }
            self = .thenAndNow(n)
        default:
            throw Invalid(description: "'\(text)' is not a link waymark opens (waymark://on-this-day/MM-DD, waymark://place/ID or waymark://then-and-now/N)")
        }
    }

    public var description: String {
        switch self {
        case .onThisDay(let monthDay): return Self.scheme + "on-this-day/" + monthDay.description
        case .place(let id): return Self.scheme + "place/" + id.description
        case .thenAndNow(let n): return Self.scheme + "then-and-now/\(n)"
        }
    }
}
