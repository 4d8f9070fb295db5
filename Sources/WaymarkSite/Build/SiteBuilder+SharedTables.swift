import Dispatch
import WaymarkRender
import WaymarkTheme

extension SiteBuilder {
    /// Starts making the process-wide tables every build reads, on another core, so that they are
    /// ready (or nearly) when the load phase asks for them while this core walks the input for the
    /// build cache's digest. Today that is the default theme's word catalogues, parsed from YAML
    /// (about a tenth of a 3,000-page site's first 150 ms on one core). Each table is a `static let`,
    /// made once by whichever thread reaches it first while the other waits, so the result is the
    /// same whether this ran or not.
    static func startSharedTables() {
        DispatchQueue.global(qos: .userInitiated).async {
            _ = DefaultTheme.catalogues
        }
    }
}
