import WaymarkAtlas
import WaymarkCommandKit

/// Option values of kinds several commands take: a day, one of a fixed set of words.
extension Arguments {
    /// A calendar day (`YYYY-MM-DD`); `plausible` also refuses days before 1900 or after next
    /// year (a day someone was somewhere), where a document's expiry may lie years ahead.
    func day(_ option: Option, plausible: Bool = true) throws -> String? {
        guard let text = value(option) else { return nil }
        do { return plausible ? try LocalDay.plausible(text).date : try LocalDay(date: text).date } catch {
            throw UsageError("--\(option.name): \(error)")
        }
    }

    /// One of an enumeration's raw values, or a usage error listing them.
    func choice<T: RawRepresentable & CaseIterable>(_ option: Option, _ type: T.Type) throws -> T? where T.RawValue == String {
        guard let text = value(option) else { return nil }
        guard let value = T(rawValue: text) else {
            throw UsageError("--\(option.name) is one of \(T.allCases.map(\.rawValue).joined(separator: ", ")), got '\(text)'")
        }
        return value
    }
}
