import Foundation
import WaymarkAtlas
import WaymarkCalendar

/// A coming date with memories, as a reminder would announce it.
public struct UpcomingMemory: Codable, Equatable, Sendable {
    /// The coming date.
    public var date: LocalDay
    /// The earlier years with memories on it, oldest first.
    public var years: [Int]
    /// The headline places of every year, each once, alphabetically.
    public var places: [String]
    /// The notification text, built locally: "Redmond, Rome and Tokyo, 2016–2023".
    public var text: String
    /// `waymark://on-this-day/MM-DD`, which `waymark open` understands.
    public var link: String
}

/// The coming dates with memories, and opt-in reminders: the dates are always listed (reading
/// them schedules nothing); a calendar of alarms is written only when the atlas says reminders
/// are enabled.
public struct Reminders {
    let atlas: AtlasStore

    /// Reminders of `atlas`'s memories; the switch that turns them on is kept in the atlas.
    public init(atlas: AtlasStore) { self.atlas = atlas }

    /// Why reminders cannot be scheduled.
    public enum ReminderError: Error, CustomStringConvertible {
        /// Reminders are off in the atlas.
        case disabled
        /// The error as one sentence, with the command that turns reminders on.
        public var description: String {
            "reminders are off in this atlas; `waymark reminders enable` turns them on"
        }
    }

    /// Whether the atlas says reminders are on (they are off until turned on).
    public var isEnabled: Bool { get throws { try atlas.remindersEnabled() } }

    /// Turns reminders on or off in the atlas, recording when.
    public func setEnabled(_ enabled: Bool, at instant: Date = Date()) throws { try atlas.setRemindersEnabled(enabled, at: instant) }

    /// The dates from `start` over the next `days` days (start included) that have memories,
    /// whether or not reminders are enabled.
    ///
    /// ```swift
    /// let next30 = try Reminders(atlas: atlas).upcoming(from: try LocalDay.today(), days: 30)
    /// for memory in next30 { print(memory.date, memory.text) }   // 2025-04-15 Rome and Tokyo, 2019–2023
    /// ```
    /// The window stops at 9999-12-31.
    /// - Throws: an SQLite error of the atlas.
    public func upcoming(from start: LocalDay, days: Int) throws -> [UpcomingMemory] {
        let finder = OnThisDay(atlas: atlas)
        var result: [UpcomingMemory] = []
        for offset in 0..<max(0, days) {
            guard let date = try? start.adding(days: offset) else { break }
            guard try finder.hasMemories(on: date) else { continue }
            let report = try finder.report(for: date, includeGallery: false, findNearest: false)
            result.append(try Self.announcement(report, date: date))
        }
        return result
    }

    /// The reminders as an RFC 5545 calendar with an alarm per date. Throws
    /// `ReminderError.disabled` unless reminders are enabled: scheduling alarms is the opt-in.
    public func calendar(_ upcoming: [UpcomingMemory], stamp: Date) throws -> String {
        guard try isEnabled else { throw ReminderError.disabled }
        return CalendarExport.ics(upcoming, stamp: stamp)
    }

    static func announcement(_ report: OnThisDayReport, date: LocalDay) throws -> UpcomingMemory {
        let years = report.memories.map(\.year).sorted()
        let places = Set(report.memories.flatMap { $0.places.prefix(3).map(\.name) }).sorted()
        let span = years.first == years.last ? "\(years.first ?? date.year)" : "\(years.first!)–\(years.last!)"
        return UpcomingMemory(date: date, years: years, places: places,
                              text: "\(OnThisDay.headline(places)), \(span)", link: MemoryLink.onThisDay(date).description)
    }
}
