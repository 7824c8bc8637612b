import WaymarkAtlas
import WaymarkCalendar
import WaymarkCommandKit

/// Option kinds of the `waymark` commands beyond the framework's.
extension Option where Value == String? {
    /// A calendar day (`YYYY-MM-DD`), as given; nil when not given. `plausible` also refuses days
    /// before 1900 or after next year (a day someone was somewhere), where a document's expiry may
    /// lie years ahead.
    static func day(_ name: String, _ valueName: String = "YYYY-MM-DD", plausible: Bool = true, help: String, emptyClears: Bool = false) -> Option {
        value(name, valueName, help: help, emptyClears: emptyClears) { text in
            if emptyClears && text.isEmpty { return text }
            do { return plausible ? try LocalDay.plausible(text).description : try LocalDay(text).description } catch {
                throw UsageError("--\(name): \(error)")
            }
        }
    }
}

extension Option where Value == LocalDay? {
    /// A day someone was somewhere (`LocalDay.plausible`: from 1900 to the end of next year);
    /// nil when not given.
    static func localDay(_ name: String, help: String) -> Option {
        value(name, "YYYY-MM-DD", help: help) { text in
            do { return try LocalDay.plausible(text) } catch { throw UsageError("--\(name): \(error)") }
        }
    }
}
