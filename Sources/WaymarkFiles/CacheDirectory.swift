import Foundation

/// Where Waymark keeps what it can make again: fetched sources, and indexes derived from a
/// gazetteer. Nothing in it is the user's; deleting it costs only time.
public enum CacheDirectory {
    /// `$WAYMARK_CACHE`, else `$XDG_CACHE_HOME/waymark`, else `~/.cache/waymark`.
    ///
    /// ```swift
    /// let stampIndexes = CacheDirectory.standard().appendingPathComponent("stamp-index")
    /// ```
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let explicit = environment["WAYMARK_CACHE"], !explicit.isEmpty { return URL(fileURLWithPath: explicit) }
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty { return URL(fileURLWithPath: xdg).appendingPathComponent("waymark") }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".cache/waymark")
    }
}
