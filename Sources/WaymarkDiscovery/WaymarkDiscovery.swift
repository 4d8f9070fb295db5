/// Namespace for the WaymarkDiscovery module (see docs/architecture.md, "Modules", and docs/geo.md).
public enum WaymarkDiscovery {
    /// The module's name, for `--verbose` phase output.
    public static let moduleName = "WaymarkDiscovery"
}
