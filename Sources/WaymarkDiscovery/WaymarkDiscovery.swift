/// Namespace for the WaymarkDiscovery module (see SPEC §9).
public enum WaymarkDiscovery {
    /// The module's name, for `--verbose` phase output.
    public static let moduleName = "WaymarkDiscovery"
}
