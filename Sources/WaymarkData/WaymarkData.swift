/// Namespace for the WaymarkData module (see SPEC §9).
public enum WaymarkData {
    /// The module's name, for `--verbose` phase output.
    public static let moduleName = "WaymarkData"
}
