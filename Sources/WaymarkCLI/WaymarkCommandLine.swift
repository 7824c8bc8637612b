import Foundation
import WaymarkAtlas
import WaymarkCommandKit
import WaymarkGazetteer

/// The `waymark` tool: its commands, version and overview.
public enum WaymarkCommandLine {
    public static let version = WaymarkVersion.number

    public static let commands: [any WaymarkCommand.Type] = [
        SourcesCommand.self, BuildCommand.self, AboutCommand.self, VerifyCommand.self, SearchCommand.self, BrowseCommand.self, ResolveCommand.self, MarkCommand.self, UnmarkCommand.self,
        ImportCommand.self, ExportCommand.self, ExcludeCommand.self, StatsCommand.self, OnThisDayCommand.self, RemindersCommand.self,
        ThenAndNowCommand.self, PlaceCommand.self, OpenCommand.self, StatusCommand.self, MapCommand.self, CardCommand.self, ReportCommand.self, ThumbnailsCommand.self,
        StampCommand.self, BookCommand.self, PassportCommand.self, AtlasCommand.self, DiffCommand.self,
    ]

    /// `waymark --version`: the tool's version and the file formats it reads and writes.
    public static var versionText: String {
        "waymark \(version)\ngazetteer schema \(GazetteerSchema.version)\natlas schema \(AtlasSchema.currentVersion)"
    }

    public static let tool = CommandLineTool(
        name: "waymark", tagline: "waymark \(version): an offline travel atlas", commands: commands,
        notes: ["The gazetteer is found from --gazetteer PATH, else $WAYMARK_GAZETTEER, else ~/.local/share/waymark/gazetteer.sqlite."],
        versionText: versionText)

    @MainActor public static func main() -> Never { tool.main() }

    public static func run(_ words: [String], console: Console) -> ExitStatus { tool.run(words, console: console) }
}
