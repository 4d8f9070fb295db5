/// Namespace for the WaymarkMap module (see SPEC §9).
public enum WaymarkMap {
    /// The module's name, for `--verbose` phase output.
    public static let moduleName = "WaymarkMap"
}
