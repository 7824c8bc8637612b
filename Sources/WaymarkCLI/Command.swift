import Foundation

/// One `waymark` subcommand.
public protocol WaymarkCommand {
    static var name: String { get }
    static var summary: String { get }
    /// Full help text: usage line, options, and what the command writes.
    static var help: String { get }
    static var valueOptions: Set<String> { get }
    static var flagOptions: Set<String> { get }

    init(arguments: Arguments, console: Console) throws
    func run() throws -> Int32
}

extension WaymarkCommand {
    public static var flagOptions: Set<String> { ["json", "help"] }
}
