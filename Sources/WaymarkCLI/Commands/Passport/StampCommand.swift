import Foundation
import WaymarkCommandKit

/// `waymark stamp`: passport stamps. A group: each subcommand is a command of its own. `suggest`
/// and `scan` read a stamp and only propose places; `add` saves the one a person chose, and
/// `list`, `edit`, `remove` and `reconcile` keep the records (the passport book).
struct StampCommand: WaymarkCommand {
    static let name = "stamp"
    static let summary = "Passport stamps: suggest or scan, then add, list (the gallery), edit, remove, reconcile"
    static let subcommands: [any WaymarkCommand.Type] = [
        StampSuggestCommand.self, StampScanCommand.self, StampAdd.self, StampList.self, StampEdit.self, StampRemove.self, StampReconcile.self,
    ]
    let io: CommandIO<NoOptions>
}

/// Options `suggest` and `scan` share.
extension StampCommand {
    static var referenceYear: Option<String?> {
        .value("reference-year", "Y", help: "widen two-digit years to the century at or before Y + 1 (default: this year)")
    }
}

/// The options the stamp matcher is set up from.
protocol StampMatcherOptions: CommandOptions {
    var referenceYear: Option<String?> { get }
    var gazetteer: Option<String?> { get }
}
