import Foundation

/// One subcommand of `waymark stamp` (`suggest`, `scan`; the passport book adds its own).
protocol StampSubcommand {
    static var name: String { get }
    static var usage: String { get }
    static var summary: String { get }
    /// What it does and prints, for `waymark stamp --help`.
    static var details: String { get }
    static var valueOptions: Set<String> { get }
    static var flagOptions: Set<String> { get }
    /// Throws `Arguments.UsageError` for a wrong command line. `words` are the positional words
    /// after the subcommand's name.
    static func run(_ arguments: Arguments, words: [String], console: Console) throws -> Int32
}

/// `waymark stamp`: passport stamps. Dispatches to its subcommands, each in its own file.
struct StampCommand: WaymarkCommand {
    static let name = "stamp"
    static let summary = "Passport stamps: suggest places from stamp text or images"
    static let subcommands: [any StampSubcommand.Type] = [StampSuggestCommand.self, StampScanCommand.self]

    static var help: String {
        var lines = subcommands.enumerated().map { (i, sub) in (i == 0 ? "Usage: " : "       ") + "waymark stamp " + sub.usage }
        lines.append("")
        for sub in subcommands { lines.append("  " + sub.name.padding(toLength: 10, withPad: " ", startingAt: 0) + sub.summary) }
        lines.append("")
        for sub in subcommands { lines.append(sub.details) }
        return lines.joined(separator: "\n")
    }

    static var valueOptions: Set<String> {
        var options = Set<String>()
        for sub in subcommands { options.formUnion(sub.valueOptions) }
        return options
    }
    static var flagOptions: Set<String> {
        var options: Set<String> = ["help"]
        for sub in subcommands { options.formUnion(sub.flagOptions) }
        return options
    }

    let io: CommandIO

    static func validate(_ arguments: Arguments) throws {
        guard let first = arguments.positionals.first else {
            throw Arguments.UsageError("give a subcommand: \(subcommands.map { $0.name }.joined(separator: ", "))")
        }
        guard let sub = subcommands.first(where: { $0.name == first }) else {
            throw Arguments.UsageError("unknown stamp subcommand '\(first)' (\(subcommands.map { $0.name }.joined(separator: ", ")))")
        }
        // Options are declared per subcommand: one that belongs to another subcommand is a mistake here.
        for option in valueOptions.subtracting(sub.valueOptions) where arguments.value(option) != nil {
            throw Arguments.UsageError("--\(option) is not an option of `stamp \(sub.name)`")
        }
        for option in flagOptions.subtracting(sub.flagOptions).subtracting(["help"]) where arguments.flag(option) {
            throw Arguments.UsageError("--\(option) is not an option of `stamp \(sub.name)`")
        }
    }

    func run() throws -> Int32 {
        let sub = Self.subcommands.first { $0.name == arguments.positionals[0] }!
        return try sub.run(arguments, words: Array(arguments.positionals.dropFirst()), console: console)
    }
}

