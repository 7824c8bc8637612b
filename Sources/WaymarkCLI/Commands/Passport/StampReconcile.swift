import WaymarkAtlas
import WaymarkPassport

/// `waymark stamp reconcile [--dry-run]`
enum StampReconcile: Subcommand {
    static let name = "reconcile"
    static let usage = """
        waymark stamp reconcile [--dry-run] [--root DIR] [--json] [--atlas PATH]
            Looks for every stamp's image under the library roots (each stamp's own, plus --root).
            A moved file is found by its content hash and the stamp follows it. A stamp whose image
            is gone is removed only when its root is present and was read whole, every other root
            was too, and its content is nowhere under them; any doubt (a missing root, an unreadable
            folder, a failed read) keeps the stamp and says why. All changes land in one
            transaction; --dry-run only reports.
        """
    static let valueOptions: Set<String> = ["root", "atlas"]
    static let flagOptions: Set<String> = ["dry-run", "json"]

    static func run(_ arguments: Arguments, console: Console) throws -> Int32 {
        guard arguments.positionals.count == 1 else { throw Arguments.UsageError("`stamp reconcile` takes options only") }
        let atlas = try AtlasContext(arguments: arguments).atlas()
        let reconciler = StampReconciler(atlas: atlas, extraRoots: arguments.value("root").map { [$0] } ?? [],
                                         progress: { console.err("reconcile: \($0)") })
        let report = try reconciler.run(dryRun: arguments.flag("dry-run"))
        if arguments.flag("json") {
            try SubcommandGroup.json(report, to: console)
        } else {
            let verb = report.dryRun ? "would be " : ""
            for root in report.roots {
                console.out("root \(root.path): " + (root.present ? "\(root.files) files" + (root.unreadable.isEmpty ? "" : ", \(root.unreadable.count) unreadable") : "missing"))
            }
            for move in report.moved { console.out("#\(move.id) \(verb)moved: \(move.from) → \(move.to)") }
            for removed in report.removed { console.out("#\(removed.id) \(verb)removed: \(removed.path): \(removed.reason)") }
            for kept in report.kept { console.out("#\(kept.id) kept: \(kept.path): \(kept.reason)") }
            console.out("\(report.unchanged) unchanged, \(report.moved.count) \(verb)moved, \(report.removed.count) \(verb)removed, \(report.kept.count) kept in doubt, \(report.withoutImage) without an image")
        }
        return ExitStatus.success
    }
}
