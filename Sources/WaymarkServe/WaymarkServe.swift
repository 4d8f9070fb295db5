/// Namespace for the WaymarkServe module (see SPEC §9).
public enum WaymarkServe {
    /// The module's name, for `--verbose` phase output.
    public static let moduleName = "WaymarkServe"
}
