import Foundation
import WaymarkAtlas
import WaymarkGazetteer

/// Entry point of the `waymark` tool: picks the command (and subcommand), parses its options,
/// runs it and maps errors to messages and exit statuses.
public enum WaymarkCommandLine {
    public static let version = "0.1.0"

    public static let commands: [any WaymarkCommand.Type] = [
        SourcesCommand.self, BuildCommand.self, AboutCommand.self, VerifyCommand.self, SearchCommand.self, BrowseCommand.self, ResolveCommand.self, MarkCommand.self, UnmarkCommand.self,
        ImportCommand.self, ExportCommand.self, ExcludeCommand.self, StatsCommand.self, BenchCommand.self,
    ]

    public static func main() -> Never {
        let status = run(Array(CommandLine.arguments.dropFirst()), console: .standard)
        Console.standard.flush()
        exit(status.rawValue)
    }

    /// `waymark --version`: the tool's version and the file formats it reads and writes.
    public static var versionText: String {
        "waymark \(version)\ngazetteer schema \(GazetteerSchema.version)\natlas schema \(AtlasSchema.currentVersion)"
    }

    public static func run(_ words: [String], console: Console) -> ExitStatus {
        if words == ["--version"] || words == ["version"] {
            console.out(versionText)
            return .success
        }
        guard let first = words.first, first != "--help", first != "-h", first != "help" else {
            console.out(overview)
            return words.isEmpty ? .usage : .success
        }
        guard var command = commands.first(where: { $0.name == first }) else {
            console.err("waymark: unknown command '\(first)'\n\n\(overview)")
            return .usage
        }
        var path = first
        var rest = Array(words.dropFirst())
        while !command.subcommands.isEmpty {
            guard let word = rest.first, !isHelp(word) else {
                if rest.isEmpty {
                    console.err("waymark \(path): give a subcommand\n\n\(command.help(path: path))")
                    return .usage
                }
                console.out(command.help(path: path))
                return .success
            }
            guard let sub = command.subcommands.first(where: { $0.name == word }) else {
                console.err("waymark \(path): unknown subcommand '\(word)'\n\n\(command.help(path: path))")
                return .usage
            }
            command = sub
            path += " " + word
            rest.removeFirst()
        }
        if rest.prefix(while: { $0 != "--" }).contains(where: isHelp) {
            console.out(command.help(path: path))
            return .success
        }
        do {
            let arguments = try Arguments(rest, options: command.acceptedOptions)
            return try command.init(arguments: arguments, console: console).run()
        } catch let error as Arguments.UsageError {
            console.err("waymark \(path): \(error.description)\n\n\(command.usage(path: path))\nRun `waymark \(path) --help` for the options.")
            return .usage
        } catch {
            console.err("waymark \(path): \(error)")
            return .failure
        }
    }

    static func isHelp(_ word: String) -> Bool { word == "--help" || word == "-h" }

    static var overview: String {
        var lines = ["waymark \(version): an offline travel atlas", "", "Usage: waymark <command> [options]", "", "Commands:"]
        for command in commands { lines.append("  " + command.name.padding(toLength: 10, withPad: " ", startingAt: 0) + command.summary) }
        lines.append("")
        lines.append("Run `waymark <command> --help` for a command's options; `waymark --version` for the version and file formats.")
        lines.append("The gazetteer is found from --gazetteer PATH, else $WAYMARK_GAZETTEER, else ~/.local/share/waymark/gazetteer.sqlite.")
        lines.append("Exit status: 0 success, 1 failure, 2 command-line mistake, 3 a batch with rejected records.")
        return lines.joined(separator: "\n")
    }
}
