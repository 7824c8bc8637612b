/// The version of the programs this package builds (`waymark`, `waymark-bench`), which
/// `--version` prints beside the file formats.
public enum WaymarkVersion {
    public static let number = "0.1.0"
}
