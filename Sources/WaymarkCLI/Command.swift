import Foundation

/// What every command is handed: its parsed arguments and where to write.
public struct CommandIO {
    public let arguments: Arguments
    public let console: Console
}

/// One `waymark` subcommand. A command stores its `CommandIO` and checks its positional
/// arguments in `validate`; `init(arguments:console:)` and the `arguments`/`console` accessors
/// come from the extension.
public protocol WaymarkCommand {
    static var name: String { get }
    static var summary: String { get }
    /// Full help text: usage line, options, and what the command writes.
    static var help: String { get }
    static var valueOptions: Set<String> { get }
    static var flagOptions: Set<String> { get }

    var io: CommandIO { get }
    init(io: CommandIO)
    /// Throws `Arguments.UsageError` when the positional arguments are wrong.
    static func validate(_ arguments: Arguments) throws
    init(arguments: Arguments, console: Console) throws
    func run() throws -> Int32
}

extension WaymarkCommand {
    public static var flagOptions: Set<String> { ["json", "help"] }

    public static func validate(_ arguments: Arguments) throws {}

    public init(arguments: Arguments, console: Console) throws {
        try Self.validate(arguments)
        self.init(io: CommandIO(arguments: arguments, console: console))
    }

    var arguments: Arguments { io.arguments }
    var console: Console { io.console }
}
