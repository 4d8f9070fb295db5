/// Namespace for the WaymarkMap module (see docs/architecture.md, "Modules", and docs/geo.md, "Maps").
public enum WaymarkMap {
    /// The module's name, for `--verbose` phase output.
    public static let moduleName = "WaymarkMap"
}
