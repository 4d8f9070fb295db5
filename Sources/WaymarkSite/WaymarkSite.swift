/// Namespace for the WaymarkSite module (see SPEC §9).
public enum WaymarkSite {
    /// The module's name, for `--verbose` phase output.
    public static let moduleName = "WaymarkSite"
}
