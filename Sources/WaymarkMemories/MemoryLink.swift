import WaymarkCalendar
import WaymarkGazetteer

/// Deep links into memories: `waymark://on-this-day/MM-DD`, `waymark://place/ID` and
/// `waymark://then-and-now/N` (spot N as `waymark then-and-now` numbers it).
public enum MemoryLink: Equatable, CustomStringConvertible {
    /// `waymark://on-this-day/MM-DD`: that day's memories, whatever the year.
    case onThisDay(monthDay: MonthDay)
    /// `waymark://place/ID`: the place's story.
    case place(PlaceID)
    /// `waymark://then-and-now/N`: spot N of the list.
    case thenAndNow(Int)

    /// The scheme every link starts with.
    public static let scheme = "waymark://"

    /// The On This Day link of `date`'s month-day: the same link every year.
    ///
    /// ```swift
    /// MemoryLink.onThisDay(try LocalDay("2025-04-15")).description   // "waymark://on-this-day/04-15"
    /// ```
    public static func onThisDay(_ date: LocalDay) -> MemoryLink { .onThisDay(monthDay: MonthDay(date)) }

    /// Why a text is not a link `waymark open` understands, naming the text.
    public struct Invalid: Error, CustomStringConvertible {
        /// What is wrong, quoting the text (or the part of it) that is not a link.
        public var description: String
    }

    /// Reads a link as `description` writes it.
    ///
    /// ```swift
    /// let link = try MemoryLink(parsing: "waymark://on-this-day/02-29")   // .onThisDay(monthDay: 02-29)
    /// ```
    /// - Throws: `Invalid` for another scheme or kind of link, a month-day no year has, a text
    ///   that is not a place ID, or a spot number outside 1 to `ThenAndNow.kept`.
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

    /// The link as text: `waymark://on-this-day/04-15`, `waymark://place/country:JP`,
    /// `waymark://then-and-now/3`.
    public var description: String {
        switch self {
        case .onThisDay(let monthDay): return Self.scheme + "on-this-day/" + monthDay.description
        case .place(let id): return Self.scheme + "place/" + id.description
        case .thenAndNow(let n): return Self.scheme + "then-and-now/\(n)"
        }
    }
}
