import Foundation

/// Entry point of the `waymark` tool: picks the subcommand, parses its options, runs it and maps
/// errors to messages and exit statuses.
public enum WaymarkCommandLine {
    public static let commands: [any WaymarkCommand.Type] = [
        SourcesCommand.self, BuildCommand.self, AboutCommand.self, VerifyCommand.self, SearchCommand.self, BrowseCommand.self, ResolveCommand.self, MarkCommand.self, UnmarkCommand.self,
        ImportCommand.self, ExportCommand.self, ExcludeCommand.self, StatsCommand.self, BenchCommand.self, StampCommand.self,
    ]

    public static func main() -> Never {
        let status = run(Array(CommandLine.arguments.dropFirst()), console: .standard)
        Console.standard.flush()
        exit(status)
    }

    public static func run(_ words: [String], console: Console) -> Int32 {
        guard let first = words.first, first != "--help", first != "-h", first != "help" else {
            console.out(overview)
            return words.isEmpty ? ExitStatus.usage : ExitStatus.success
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            console.err("waymark: unknown command '\(first)'\n\n\(overview)")
            return ExitStatus.usage
        }
        let rest = Array(words.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            console.out(command.help)
            return ExitStatus.success
        }
        do {
            let arguments = try Arguments(rest, valueOptions: command.valueOptions, flagOptions: command.flagOptions)
            return try command.init(arguments: arguments, console: console).run()
        } catch let error as Arguments.UsageError {
            console.err("waymark \(command.name): \(error.description)\n\n\(command.help)")
            return ExitStatus.usage
        } catch {
            console.err("waymark \(command.name): \(error)")
            return ExitStatus.failure
        }
    }

    static var overview: String {
        var lines = ["waymark: an offline travel atlas", "", "Usage: waymark <command> [options]", "", "Commands:"]
        for command in commands { lines.append("  " + command.name.padding(toLength: 10, withPad: " ", startingAt: 0) + command.summary) }
        lines.append("")
        lines.append("Run `waymark <command> --help` for a command's options.")
        lines.append("The gazetteer is found from --gazetteer PATH, else $WAYMARK_GAZETTEER, else ~/.local/share/waymark/gazetteer.sqlite.")
        return lines.joined(separator: "\n")
    }
}
