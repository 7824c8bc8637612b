/// One command-line option, declared once: its name, the type of its value, its default and its
/// help. The parser's table, the `--help` line (which shows the default) and the value a command
/// reads all come from this one declaration, so they cannot disagree.
///
/// A command declares its options as the stored properties of its `Options` type and reads each
/// through a key path, so an option it did not declare cannot be read: that does not compile.
///
/// ```swift
/// struct Options: CommandOptions {
///     var limit = Option.int("limit", default: 10, in: 1...Int.max, help: "at most N results")
///     var near = Option.value("near", "LAT,LON", help: "favour places near this point") { try Point($0) }
///     var json = Option.json
/// }
/// let limit = try arguments[\.limit]     // 10 unless --limit N is given; --help says "(default: 10)"
/// ```
public struct Option<Value> {
    /// What the parser and the help need of it.
    public let spec: OptionSpec
    /// The value from the texts given (in command-line order; none when the option is absent;
    /// for a flag, one empty text when given). Throws `UsageError` for text that is no such value.
    let read: ([String]) throws -> Value

    /// An option of any kind: `read` receives every text given for it, in command-line order.
    public init(spec: OptionSpec, read: @escaping ([String]) throws -> Value) {
        self.spec = spec
        self.read = read
    }

    /// The option's name without the dashes.
    public var name: String { spec.name }
}

/// What the parser and the help need of an option, whatever the type of its value.
///
/// ```swift
/// let spec = Option.int("limit", default: 10, help: "at most N results").spec
/// spec.help   // "at most N results (default: 10)"
/// ```
public struct OptionSpec: Hashable, Sendable {
    /// Without the dashes: `atlas` for `--atlas`.
    public let name: String
    /// What the value is called in help (`PATH`, `N`); nil for a flag, which takes no value.
    public let valueName: String?
    /// One line for `--help`, with the default when there is one.
    public let help: String
    /// May be given more than once; otherwise twice is a mistake.
    public let repeatable: Bool
    /// An empty value means something (`--note ''` clears the note). Otherwise `--atlas=` is a
    /// mistake, never a silent fall back to the default.
    public let emptyClears: Bool

    /// An option `--name`, taking a value called `valueName` (nil: a flag).
    public init(name: String, valueName: String?, help: String, repeatable: Bool = false, emptyClears: Bool = false) {
        self.name = name; self.valueName = valueName; self.help = help; self.repeatable = repeatable; self.emptyClears = emptyClears
    }

    /// Whether the option takes a value: false for a flag.
    public var takesValue: Bool { valueName != nil }

    /// `--name VALUE` as the usage line shows it.
    var synopsis: String { "--\(name)" + (valueName.map { " \($0)" } ?? "") }

    /// `help` with "(default: …)" after it.
    static func help(_ help: String, default shown: String?) -> String {
        shown.map { "\(help) (default: \($0))" } ?? help
    }
}

// MARK: - Kinds of option

extension Option where Value == Bool {
    /// Takes no value: true when given.
    public static func flag(_ name: String, help: String) -> Option {
        Option(spec: OptionSpec(name: name, valueName: nil, help: help)) { !$0.isEmpty }
    }
}

extension Option {
    /// A value converted by `parse`; nil when the option is not given. `parse` throws a
    /// `UsageError` naming the option for text that is no such value.
    public static func value<T>(_ name: String, _ valueName: String, help: String, emptyClears: Bool = false,
                                parse: @escaping (String) throws -> T) -> Option where Value == T? {
        Option(spec: OptionSpec(name: name, valueName: valueName, help: help, emptyClears: emptyClears)) { try $0.last.map(parse) }
    }

    /// A value converted by `parse`, else `default`, which help shows (as `defaultText` when given:
    /// "$WAYMARK_ATLAS, else …").
    public static func value(_ name: String, _ valueName: String, default: Value, defaultText: String? = nil, help: String,
                             parse: @escaping (String) throws -> Value) -> Option {
        let spec = OptionSpec(name: name, valueName: valueName, help: OptionSpec.help(help, default: defaultText ?? "\(`default`)"))
        return Option(spec: spec) { try $0.last.map(parse) ?? `default` }
    }

    /// One of an enumeration's raw values, else `default`; other text is a usage error listing them.
    public static func choice(_ name: String, _ valueName: String, default: Value, help: String) -> Option
    where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
        value(name, valueName, default: `default`, defaultText: `default`.rawValue, help: help) { try Self.choose(Value.self, name, $0) }
    }

    /// One of an enumeration's raw values; nil when not given.
    public static func choice<T>(_ name: String, _ valueName: String, help: String) -> Option
    where Value == T?, T: RawRepresentable & CaseIterable, T.RawValue == String {
        value(name, valueName, help: help) { try Self.choose(T.self, name, $0) }
    }

    static func choose<T: RawRepresentable & CaseIterable>(_: T.Type, _ name: String, _ text: String) throws -> T where T.RawValue == String {
        guard let value = T(rawValue: text) else {
            throw UsageError("--\(name) is one of \(T.allCases.map(\.rawValue).joined(separator: ", ")), got '\(text)'")
        }
        return value
    }
}

extension Option where Value == String? {
    /// Text as given; nil when not given.
    public static func value(_ name: String, _ valueName: String, help: String, emptyClears: Bool = false) -> Option {
        value(name, valueName, help: help, emptyClears: emptyClears) { $0 }
    }
}

extension Option where Value == String {
    /// Text as given, else `default`, which help shows (as `defaultText` when given).
    public static func value(_ name: String, _ valueName: String, default: String, defaultText: String? = nil, help: String) -> Option {
        value(name, valueName, default: `default`, defaultText: defaultText, help: help) { $0 }
    }
}

extension Option where Value == [String] {
    /// May be given more than once: every text, in command-line order (none when not given).
    public static func repeated(_ name: String, _ valueName: String, help: String) -> Option {
        Option(spec: OptionSpec(name: name, valueName: valueName, help: help, repeatable: true)) { $0 }
    }
}

extension Option where Value == Int? {
    /// A whole number (within `range`, when given); nil when not given.
    public static func int(_ name: String, _ valueName: String = "N", in range: ClosedRange<Int>? = nil, help: String) -> Option {
        value(name, valueName, help: help) { try wholeNumber($0, name, in: range) }
    }
}

extension Option where Value == Int {
    /// A whole number (within `range`, when given), else `default`, which help shows.
    public static func int(_ name: String, _ valueName: String = "N", default: Int, in range: ClosedRange<Int>? = nil, help: String) -> Option {
        value(name, valueName, default: `default`, help: help) { try wholeNumber($0, name, in: range) }
    }
}

/// A whole number within `range`, else a usage error naming the option and the range.
func wholeNumber(_ text: String, _ name: String, in range: ClosedRange<Int>?) throws -> Int {
    guard let number = Int(text) else { throw UsageError("--\(name) needs a whole number, got '\(text)'") }
    if let range, !range.contains(number) {
        let bounds = range.upperBound == Int.max ? "at least \(range.lowerBound)" : "\(range.lowerBound) to \(range.upperBound)"
        throw UsageError("--\(name) must be \(bounds), got \(number)")
    }
    return number
}

// MARK: - Options many commands share, declared once

extension Option where Value == Bool {
    /// `--json`: print the result as JSON instead of text.
    public static var json: Option { flag("json", help: "print the result as JSON (the shape is in docs/cli.md)") }
    /// Every command takes it; the dispatcher answers it before parsing.
    public static var help: Option { flag("help", help: "show this help (also -h)") }
}

extension Option where Value == String? {
    /// `--gazetteer PATH`: the gazetteer to read; nil when not given (`GazetteerLocation` then
    /// looks in `$WAYMARK_GAZETTEER` and the default place).
    public static var gazetteer: Option {
        value("gazetteer", "PATH", help: "the gazetteer (default: $WAYMARK_GAZETTEER, else ~/.local/share/waymark/gazetteer.sqlite)")
    }
    /// `--atlas PATH`: the atlas to read and write; nil when not given (`$WAYMARK_ATLAS`, else the
    /// default place, as the help says).
    public static var atlas: Option {
        value("atlas", "PATH", help: "your atlas (default: $WAYMARK_ATLAS, else ~/.local/share/waymark/atlas.sqlite)")
    }
}
