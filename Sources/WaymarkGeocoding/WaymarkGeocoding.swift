/// Namespace for the WaymarkGeocoding module (see SPEC §9).
public enum WaymarkGeocoding {
    /// The module's name, for `--verbose` phase output.
    public static let moduleName = "WaymarkGeocoding"
}
