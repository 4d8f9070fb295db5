/// Namespace for the WaymarkDiscovery module (see docs/architecture.md, "Modules", and docs/geo.md).
package enum WaymarkDiscovery {
    /// The module's name, for `--verbose` phase output.
    package static let moduleName = "WaymarkDiscovery"
}
