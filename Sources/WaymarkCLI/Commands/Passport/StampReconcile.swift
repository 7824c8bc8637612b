import WaymarkAtlas
import WaymarkPassport
import WaymarkCommandKit

/// `waymark stamp reconcile`
struct StampReconcile: WaymarkCommand {
    static let name = "reconcile"
    static let summary = "Follow moved stamp images by content; list (with --prune, remove) stamps whose image is gone"
    static let discussion = """
        Looks for every stamp's image under the library roots (each stamp's own, plus --root). A
        moved file is found by its content hash and the stamp follows it, unless another stamp's
        image has the same content or two files hold it: then nothing is guessed. A stamp whose
        image is gone (its root present and read whole, every other root too, its content nowhere
        under them) is listed as missing and kept; --prune removes it (with --dry-run, lists what
        would go). Listing missing stamps is not a failure: the exit status is 0. Any doubt (a missing root, an unreadable
        folder, a failed read) keeps the stamp and says why. All changes land in one transaction;
        --dry-run only reports. A moved image whose file changed (copied rather than moved: a new
        modification time) has its thumbnails made again. Progress on standard error.
        """
    struct Options: AtlasOptions {
        var dryRun = Option.flag("dry-run", help: "report what would change; change nothing")
        var prune = Option.flag("prune", help: "remove stamps whose image is surely gone (their note and day go too)")
        var root = Option.value("root", "DIR", help: "another library folder to look under")
        var json = Option.json
        var atlas = Option.atlas
    }

    let io: CommandIO<Options>

    func run() throws -> ExitStatus {
        let dryRun = arguments[\.dryRun]
        let atlas = try AtlasContext(arguments: arguments).atlas(dryRun ? .readOnly : .readWriteExisting)
        let reconciler = StampReconciler(atlas: atlas, extraRoots: try arguments[\.root].map { [$0] } ?? [],
                                         progress: { console.err("reconcile: \($0)") })
        let report = try reconciler.run(dryRun: dryRun, prune: arguments[\.prune])
        if !dryRun {
            // A moved image keeps its thumbnails unless it was copied (a new modification time).
            let images = try report.moved.compactMap { try atlas.stamp($0.id)?.image }
            StampOptions.prepareThumbnails(images, atlas: atlas.url, command: "stamp reconcile", console: console)
        }
        if arguments[\.json] {
            try console.json(report)
        } else {
            let verb = report.dryRun ? "would be " : ""
            for root in report.roots {
                console.out("root \(root.path): " + (root.present ? "\(root.files) files" + (root.unreadable.isEmpty ? "" : ", \(root.unreadable.count) unreadable") : "missing"))
            }
            for move in report.moved { console.out("#\(move.id) \(verb)moved: \(move.from) → \(move.to)") }
            for removed in report.removed { console.out("#\(removed.id) \(verb)removed: \(removed.path): \(removed.reason)") }
            for missing in report.missing { console.out("#\(missing.id) missing, kept (--prune removes it): \(missing.path): \(missing.reason)") }
            for kept in report.kept { console.out("#\(kept.id) kept: \(kept.path): \(kept.reason)") }
            console.out("\(report.unchanged) unchanged, \(report.moved.count) \(verb)moved, \(report.removed.count) \(verb)removed, "
                        + "\(report.missing.count) missing and kept, \(report.kept.count) kept in doubt, \(report.withoutImage) without an image")
        }
        return .success
    }
}
