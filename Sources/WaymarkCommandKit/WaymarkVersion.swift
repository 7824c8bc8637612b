/// The version of the programs this package builds (`waymark`, `waymark-bench`), which
/// `--version` prints beside the file formats.
///
/// ```swift
/// print("waymark \(WaymarkVersion.number)")
/// ```
public enum WaymarkVersion {
    /// The version number, as `--version` prints it after the program name.
    public static let number = "0.1.0"
}
