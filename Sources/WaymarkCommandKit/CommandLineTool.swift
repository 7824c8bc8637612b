import Foundation

/// A command-line program made of declared commands: picks the command (and subcommand),
/// parses its options, runs it and maps errors to messages and exit statuses. `waymark` is one;
/// the benchmarks are another (`waymark-bench`), so they ship apart from the tool.
///
/// ```swift
/// let tool = CommandLineTool(name: "waymark", tagline: "waymark 0.1.0: an offline travel atlas",
///                            commands: [AboutCommand.self, SearchCommand.self], versionText: "waymark 0.1.0")
/// tool.main()   // runs CommandLine.arguments and exits with the status
/// ```
public struct CommandLineTool: Sendable {
    /// The program's name, as usage lines and messages show it.
    public let name: String
    /// The first line of the overview.
    public let tagline: String
    /// The top-level commands, in the order the overview lists them.
    public let commands: [any WaymarkCommand.Type]
    /// Lines after the command list in the overview.
    public let notes: [String]
    /// What `--version` prints.
    public let versionText: String

    /// A tool of these commands; `notes` default to none.
    public init(name: String, tagline: String, commands: [any WaymarkCommand.Type], notes: [String] = [], versionText: String) {
        self.name = name; self.tagline = tagline; self.commands = commands; self.notes = notes; self.versionText = versionText
    }

    /// Runs the process's command line on standard output and error, then exits with the status.
    /// A closed pipe on standard output ends the command through its write error, not a signal.
    @MainActor public func main() -> Never {
        // A reader that goes away (`| head -1`) is then a write error the output handles (exit 1),
        // not a signal that kills the process mid-command.
        signal(SIGPIPE, SIG_IGN)
        let status = run(Array(CommandLine.arguments.dropFirst()), console: .standard)
        Console.standard.flush()
        exit(status.rawValue)
    }

    /// Runs one command line (without the program's name) and returns how it ends: `--version`,
    /// the overview, a command's help, or the command itself. Usage mistakes are written to `console`'s
    /// error stream with the usage and give `.usage`; other errors give `.failure`.
    public func run(_ words: [String], console: Console) -> ExitStatus {
        if words == ["--version"] || words == ["version"] {
            console.out(versionText)
            return .success
        }
        if words.first == "help", words.count > 1 {
            // `waymark help resolve` is `waymark resolve --help`; an unknown command is refused.
            return run(Array(words.dropFirst()) + ["--help"], console: console)
        }
        guard let first = words.first, first != "--help", first != "-h", first != "help" else {
            console.out(overview)
            return words.isEmpty ? .usage : .success
        }
        guard var command = commands.first(where: { $0.name == first }) else {
            console.err("\(name): unknown command '\(first)'\n\n\(overview)")
            return .usage
        }
        var path = "\(name) \(first)"
        var rest = Array(words.dropFirst())
        while !command.subcommands.isEmpty {
            if command.runsWithoutSubcommand, !command.subcommands.contains(where: { $0.name == rest.first }) { break }
            guard let word = rest.first, !Self.isHelp(word) else {
                if rest.isEmpty {
                    console.err("\(path): give a subcommand\n\n\(command.help(path: path))")
                    return .usage
                }
                console.out(command.help(path: path))
                return .success
            }
            guard let sub = command.subcommands.first(where: { $0.name == word }) else {
                if let operandCommand = command.operandCommand {
                    command = operandCommand   // the word is its first operand
                    break
                }
                console.err("\(path): unknown subcommand '\(word)'\n\n\(command.help(path: path))")
                return .usage
            }
            command = sub
            path += " " + word
            rest.removeFirst()
        }
        if rest.prefix(while: { $0 != "--" }).contains(where: Self.isHelp) {
            console.out(command.help(path: path))
            return .success
        }
        do {
            return try command.run(rest, console: console)
        } catch let error as UsageError {
            console.err("\(path): \(error.description)\n\n\(command.usage(path: path))\nRun `\(path) --help` for the options.")
            return .usage
        } catch {
            console.err("\(path): \(error)")
            return .failure
        }
    }

    static func isHelp(_ word: String) -> Bool { word == "--help" || word == "-h" }

    /// What the program prints without a command, or for `--help`: the tagline, every command with
    /// its summary, the notes and the exit statuses.
    public var overview: String {
        var lines = [tagline, "", "Usage: \(name) <command> [options]", "", "Commands:"]
        let width = (commands.map { $0.name.count }.max() ?? 0) + 2
        for command in commands {
            let commandName: String = command.name
            lines.append("  " + commandName.padding(toLength: max(10, width), withPad: " ", startingAt: 0) + command.summary)
        }
        lines.append("")
        lines.append("Run `\(name) <command> --help` for a command's options; `\(name) --version` for the version and file formats.")
        lines += notes
        lines.append("Exit status: 0 success, 1 failure, 2 command-line mistake, 3 a batch with rejected records.")
        return lines.joined(separator: "\n")
    }
}
