import Foundation

/// Where commands look for the gazetteer: `--gazetteer PATH`, else `WAYMARK_GAZETTEER`, else the
/// per-user data folder that `scripts/setup` builds into.
///
/// ```swift
/// let url = GazetteerLocation.resolve(explicitPath: nil)   // $WAYMARK_GAZETTEER, else the data folder's file
/// let gazetteer = try Gazetteer(url: url)
/// ```
public enum GazetteerLocation {
    /// The environment variable that names a gazetteer file.
    public static let environmentVariable = "WAYMARK_GAZETTEER"

    /// The file commands use: `explicitPath` when given, else `WAYMARK_GAZETTEER`, else the
    /// data folder's `gazetteer.sqlite`. The file may not exist yet.
    public static func resolve(explicitPath: String?, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let explicitPath, !explicitPath.isEmpty { return URL(fileURLWithPath: explicitPath) }
        if let fromEnvironment = environment[environmentVariable], !fromEnvironment.isEmpty {
            return URL(fileURLWithPath: fromEnvironment)
        }
        return defaultURL(environment: environment)
    }

    /// `$XDG_DATA_HOME/waymark/gazetteer.sqlite`, or `~/.local/share/waymark/gazetteer.sqlite`.
    public static func defaultURL(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let base: URL
        if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty {
            base = URL(fileURLWithPath: xdg)
        } else {
            let home = environment["HOME"].map { URL(fileURLWithPath: $0) } ?? FileManager.default.homeDirectoryForCurrentUser
            base = home.appendingPathComponent(".local/share")
        }
        return base.appendingPathComponent("waymark/gazetteer.sqlite")
    }
}
