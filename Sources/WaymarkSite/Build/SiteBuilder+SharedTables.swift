import Dispatch
import WaymarkRender
import WaymarkTheme

extension SiteBuilder {
    /// Starts making the process-wide tables every build reads, on another core, so that they are
    /// ready (or nearly) when the load phase asks for them while this core walks the input for the
    /// build cache's digest. Today that is the default theme's English word catalogue, parsed from
    /// YAML, which every site's words lie over. Each table is made once and kept for the process,
    /// so the result is the same whether this ran or not.
    static func startSharedTables() {
        DispatchQueue.global(qos: .userInitiated).async {
            _ = DefaultTheme.catalogue("en")
        }
    }
}
