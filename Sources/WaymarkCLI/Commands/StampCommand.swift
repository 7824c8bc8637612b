import Foundation

/// `waymark stamp`: passport stamps. A group: each subcommand is a command of its own (the
/// passport book adds `add`, `list`, `edit` and `remove` here).
struct StampCommand: WaymarkCommand {
    static let name = "stamp"
    static let summary = "Passport stamps: suggest the places a stamp's text or image may name"
    static let subcommands: [any WaymarkCommand.Type] = [StampSuggestCommand.self, StampScanCommand.self]
    let io: CommandIO
}

/// Options `suggest` and `scan` share.
extension StampCommand {
    static let referenceYear = Option.value(
        "reference-year", "Y", help: "widen two-digit years to the century at or before Y + 1 (default: this year)")
}
