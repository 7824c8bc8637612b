import Foundation

/// Release notes for a new gazetteer, in Markdown, generated from a `DiffReport` (`waymark diff
/// --markdown`): never written by hand, so they say exactly what the builds say.
public enum ReleaseNotes {
    /// The notes: answers first, then sources, places and boundaries.
    public static func markdown(_ report: DiffReport) -> String {
        var lines: [String] = []
        lines.append("# Gazetteer release notes")
        lines.append("")
        lines.append("From `\(report.old.gazetteer.prefix(12))` to `\(report.new.gazetteer.prefix(12))`.")
        lines.append("")
        lines.append("## Answers")
        lines.append("")
        for set in report.answers { lines += answerLines(set) }
        lines.append("## Sources")
        lines.append("")
        let changed = report.sources.filter(\.changed)
        if changed.isEmpty {
            lines.append("Built from the same \(report.sources.count) pinned sources.")
        } else {
            for source in changed {
                lines.append("- \(source.name): \(pin(source.old)) → \(pin(source.new))")
            }
            lines.append("- unchanged: \(report.sources.count - changed.count) of \(report.sources.count)")
        }
        lines.append("")
        lines.append("## Places")
        lines.append("")
        let c = report.places.counts
        lines.append("\(number(c.added)) added, \(number(c.removed)) removed, \(number(c.renamed)) renamed, "
                     + "\(number(c.moved)) moved more than 1 km, \(number(c.reparented)) re-parented.")
        lines.append("")
        if c.total > 0 {
            lines.append("| kind | added | removed | renamed | moved | re-parented |")
            lines.append("| --- | ---: | ---: | ---: | ---: | ---: |")
            for (kind, k) in report.places.byKind.map({ ($0.key.idPrefix, $0.value) }).sorted(by: { $0.0 < $1.0 }) {
                lines.append("| \(kind) | \(number(k.added)) | \(number(k.removed)) | \(number(k.renamed)) | \(number(k.moved)) | \(number(k.reparented)) |")
            }
            lines.append("")
            let countries = report.places.byCountry.sorted { ($1.value.total, $0.key) < ($0.value.total, $1.key) }.prefix(10)
            lines.append("Most changes by country: " + countries.map { "\($0.key) \(number($0.value.total))" }.joined(separator: ", ") + ".")
            lines.append("")
        }
        lines.append("## Boundaries")
        lines.append("")
        let b = report.boundaries
        lines.append("\(number(b.areaChanged.count)) polygons changed area by more than 0.1% or exist in one build only; "
                     + "\(number(b.decisionsChanged.count)) decisions changed (of \(number(b.comparedPolygons)) polygons in both).")
        lines.append("")
        return lines.joined(separator: "\n")
    }

    static func answerLines(_ set: AnswerSetChanges) -> [String] {
        var lines = ["### \(title(set.set))", ""]
        lines.append("\(number(set.changed)) of \(number(set.points)) points answer differently"
                     + (set.byLevel.isEmpty ? "." : ": " + AnswerLevel.allCases.compactMap { level in set.byLevel[level].map { "\(level) \(number($0))" } }.joined(separator: ", ") + "."))
        if let sections = set.sections {
            lines.append("")
            lines.append("city: \(number(sections.answeringTheirCityAfter)) of \(number(sections.points)) section points now answer their city "
                         + "(\(number(sections.answeringTheirCityBefore)) did before).")
        }
        let shown = notable(set.transitions)
        if !shown.isEmpty {
            lines.append("")
            for t in shown.prefix(10) { lines.append("- " + describe(t)) }
        }
        lines.append("")
        return lines
    }

    /// The transitions worth a line: a locality that appears because its point now answers the
    /// city it is a section of says the same as that city transition, so it is left out.
    public static func notable(_ transitions: [AnswerSetChanges.Transition]) -> [AnswerSetChanges.Transition] {
        let cityMoves = Set(transitions.filter { $0.level == .city }.compactMap(\.from.id))
        return transitions.filter { !($0.level == .locality && $0.from.id == nil && $0.to.id.map(cityMoves.contains) == true) }
    }

    /// "city: Gesundbrunnen → Berlin: 91 points"; two places of one name are told apart by ID.
    public static func describe(_ t: AnswerSetChanges.Transition) -> String {
        let same = t.from.name == t.to.name
        func name(_ place: AnswerSetChanges.Named) -> String {
            (place.name ?? "none") + (same ? place.id.map { " (\($0))" } ?? "" : "")
        }
        return "\(t.level): \(name(t.from)) → \(name(t.to)): \(number(t.points)) point\(t.points == 1 ? "" : "s")"
    }

    static func title(_ set: String) -> String {
        switch set {
        case "cities": return "Every city point"
        case "border_probes": return "Points by the borders"
        case "land": return "Seeded land points"
        case "user": return "Your points"
        default: return set
        }
    }

    static func pin(_ pin: SourceChange.Pin?) -> String {
        pin.map { "\($0.version) (\($0.sha256.prefix(12)))" } ?? "none"
    }

    /// 1234567 → "1,234,567", the same in every locale.
    static func number(_ n: Int) -> String {
        let digits = String(abs(n))
        var out = ""
        for (i, ch) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(ch)
        }
        return (n < 0 ? "-" : "") + out
    }
}
