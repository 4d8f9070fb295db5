/// Namespace for the WaymarkMap module (see docs/architecture.md, "Modules", and docs/geo.md, "Maps").
package enum WaymarkMap {
    /// The module's name, for `--verbose` phase output.
    package static let moduleName = "WaymarkMap"
}
