import Foundation

/// What every command is handed: its parsed arguments and where to write.
///
/// ```swift
/// let io: CommandIO<Options>   // a command's stored property, set by `init(io:)`
/// if io.arguments[\.json] { try io.console.json(result) } else { io.console.out(text) }
/// ```
public struct CommandIO<Options: CommandOptions> {
    /// The command line, parsed against the command's options.
    public let arguments: Arguments<Options>
    /// Where the command writes its output and messages.
    public let console: Console

    /// The arguments and console a command runs with.
    public init(arguments: Arguments<Options>, console: Console) {
        self.arguments = arguments
        self.console = console
    }
}

/// A command's type is shared as a value (the tool's table of commands, a group's subcommands),
/// so it must be safe to hand between threads; the command itself, made per run, need not be.
#if compiler(>=6.2)
public protocol CommandMetatype: SendableMetatype {}
#else
/// As above, for compilers before Swift 6.2, which have no `SendableMetatype`.
public protocol CommandMetatype {}
#endif

/// One `waymark` command or subcommand, declared as data: its name, the operands and options
/// it takes, and what it does. The parser and the `--help` text are generated from that.
///
/// A command with `subcommands` is a group (`waymark import`): it dispatches to them, and each
/// subcommand is a `WaymarkCommand` of its own (`waymark import photos`). Two kinds of group do
/// more when the next word names none of their subcommands:
/// - one that `runsWithoutSubcommand` runs itself, with its own options
///   (`waymark on-this-day --date 04-15` beside `waymark on-this-day upcoming`);
/// - one with an `operandCommand` hands that word, with the rest, to it as its first operand
///   (`waymark import FILE` beside `waymark import gpx FILE`).
///
/// ```swift
/// struct AboutCommand: WaymarkCommand {
///     static let name = "about"
///     static let summary = "Show attributions and the sources the gazetteer was built from"
///     struct Options: CommandOptions { var json = Option.json }
///     let io: CommandIO<Options>
///     func run() throws -> ExitStatus {
///         console.out(Attribution.text)
///         return .success
///     }
/// }
/// ```
public protocol WaymarkCommand: CommandMetatype {
    /// The options it takes, declared once as the stored properties of this type (`--help` is
    /// added for every command). A command that declares none takes none.
    associatedtype Options: CommandOptions = NoOptions
    /// The word that calls it: `about`, `photos` under `import`.
    static var name: String { get }
    /// One line for the overview and the group's help.
    static var summary: String { get }
    /// What follows the command's name on the usage line, besides options (`ID`, `LAT LON`).
    /// Several ways to call it: one usage line each. A command that declares none (the default)
    /// refuses any operand (after `validate`, whose message may say more).
    static var operands: [String] { get }
    /// Paragraphs after the usage: what the command does, writes and exits with.
    static var discussion: String { get }
    /// For a group: its subcommands, in the order its help lists them. Empty (the default) for a
    /// command that is not a group.
    static var subcommands: [any WaymarkCommand.Type] { get }
    /// For a group: whether it runs itself when the next word names none of its subcommands,
    /// rather than asking for one. False by default.
    static var runsWithoutSubcommand: Bool { get }
    /// For a group: what runs when the first word names no subcommand (that word is then its
    /// first operand). Nil: such a word is an unknown subcommand.
    static var operandCommand: (any WaymarkCommand.Type)? { get }

    /// The arguments and console it was made with.
    var io: CommandIO<Options> { get }
    /// Makes the command from its parsed arguments; `init(words:console:)` parses and checks them first.
    init(io: CommandIO<Options>)
    /// Throws `UsageError` when the operands or the options together are wrong, before any work.
    static func validate(_ arguments: Arguments<Options>) throws
    /// Does the command's work and says how the process ends. A `UsageError` it throws exits 2
    /// with the usage; any other error exits 1 with its description.
    func run() throws -> ExitStatus
}

extension WaymarkCommand {
    /// None: the command takes options only.
    public static var operands: [String] { [""] }
    /// None: the help shows the summary alone.
    public static var discussion: String { "" }
    /// The declared options, in declaration order: the parser's table and the help's list.
    public static var options: [OptionSpec] { Options.declared }
    /// None: not a group.
    public static var subcommands: [any WaymarkCommand.Type] { [] }
    /// False: a group runs only through one of its subcommands (or its `operandCommand`).
    public static var runsWithoutSubcommand: Bool { false }
    /// None: a word that names no subcommand is refused.
    public static var operandCommand: (any WaymarkCommand.Type)? { nil }
    /// Accepts any arguments the parser accepted.
    public static func validate(_ arguments: Arguments<Options>) throws {}

    /// A group's own run: reached only through a bug in dispatch.
    public func run() throws -> ExitStatus { throw UsageError("give a subcommand") }

    /// Parses `words` against the declared options, checks them and makes the command.
    public init(words: [String], console: Console) throws {
        let arguments = Arguments<Options>(try CommandLineWords(words, options: Self.acceptedOptions))
        try Self.validate(arguments)
        // A command whose usage names no operand takes none: `about foo` is a mistake, never ignored.
        if Self.operands.allSatisfy(\.isEmpty), let stray = arguments.positionals.first {
            throw UsageError("unexpected operand '\(stray)': this command takes options only")
        }
        self.init(io: CommandIO(arguments: arguments, console: console))
    }

    /// Parses, checks and runs: what the tool calls for the command it picked.
    static func run(_ words: [String], console: Console) throws -> ExitStatus {
        try Self(words: words, console: console).run()
    }

    /// The declared options and `--help`: the parser's table.
    static var acceptedOptions: [OptionSpec] { options + [Option.help.spec] }

    /// The full help, generated from the declaration. `path` is how it is called: `waymark import photos`.
    static func help(path: String) -> String {
        var lines: [String] = []
        if subcommands.isEmpty || runsWithoutSubcommand {
            let optionWords = options.isEmpty ? "" : " [options]"
            for (index, operand) in operands.enumerated() {
                let call = path + (operand.isEmpty ? "" : " \(operand)") + optionWords
                lines.append((index == 0 ? "Usage: " : "       ") + call)
            }
        }
        if !subcommands.isEmpty {
            lines.append((lines.isEmpty ? "Usage: " : "       ") + "\(path) <subcommand> [options]")
            for operand in operandCommand?.operands ?? [] { lines.append("       \(path) \(operand) [options]") }
        }
        lines.append("")
        lines.append(summary)
        if !discussion.isEmpty { lines.append(""); lines.append(discussion) }
        if !subcommands.isEmpty {
            lines.append("")
            lines.append("Subcommands:")
            var width = 0
            for sub in subcommands { width = max(width, sub.name.count + 2) }
            for sub in subcommands {
                let name: String = sub.name
                lines.append("  " + name.padding(toLength: width, withPad: " ", startingAt: 0) + sub.summary)
            }
            lines.append("")
            lines.append("Run `\(path) <subcommand> --help` for its options.")
        }
        if subcommands.isEmpty || runsWithoutSubcommand {
            lines.append("")
            lines.append("Options:")
            let width = (acceptedOptions.map { $0.synopsis.count }.max() ?? 0) + 2
            for option in acceptedOptions {
                lines.append("  " + option.synopsis.padding(toLength: width, withPad: " ", startingAt: 0) + option.help)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The usage lines alone, for the end of a usage error.
    static func usage(path: String) -> String {
        help(path: path).split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }.joined(separator: "\n")
    }

    /// The command line, parsed against `Options` (`try arguments[\.limit]`).
    public var arguments: Arguments<Options> { io.arguments }
    /// Where the command writes.
    public var console: Console { io.console }
}
