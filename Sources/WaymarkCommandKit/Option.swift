/// One command-line option as a command declares it. The parser's tables and the `--help`
/// text are both generated from these declarations, so they cannot disagree.
public struct Option: Hashable, Sendable {
    /// Without the dashes: `atlas` for `--atlas`.
    public let name: String
    /// What the value is called in help (`PATH`, `N`); nil for a flag, which takes no value.
    public let valueName: String?
    /// One line for `--help`.
    public let help: String
    /// May be given more than once (`values(_:)` returns them all); otherwise twice is a mistake.
    public let repeatable: Bool
    /// An empty value means something (`--note ''` clears the note). Otherwise `--atlas=` is a
    /// mistake, never a silent fall back to the default.
    public let emptyClears: Bool

    public var takesValue: Bool { valueName != nil }

    public static func flag(_ name: String, help: String) -> Option {
        Option(name: name, valueName: nil, help: help, repeatable: false, emptyClears: false)
    }

    public static func value(_ name: String, _ valueName: String, help: String, repeatable: Bool = false, emptyClears: Bool = false) -> Option {
        Option(name: name, valueName: valueName, help: help, repeatable: repeatable, emptyClears: emptyClears)
    }

    /// `--name VALUE` as the usage line shows it.
    var synopsis: String { "--\(name)" + (valueName.map { " \($0)" } ?? "") }

    // Options many commands share, declared once.
    public static let json = flag("json", help: "print the result as JSON (the shape is in docs/cli.md)")
    public static let gazetteer = value("gazetteer", "PATH", help: "the gazetteer (default: $WAYMARK_GAZETTEER, else ~/.local/share/waymark/gazetteer.sqlite)")
    public static let atlas = value("atlas", "PATH", help: "your atlas (default: $WAYMARK_ATLAS, else ~/.local/share/waymark/atlas.sqlite)")
    /// Every command takes it; the dispatcher answers it before parsing.
    public static let help = flag("help", help: "show this help (also -h)")
}
