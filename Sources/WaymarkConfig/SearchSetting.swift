import WaymarkModel
import Yams

/// The `search` setting of `site.yml`: `true` gives the site full-text search (README, "Search").
///
/// `waymark build` then runs Pagefind over the written site (its index goes to `pagefind/` at the
/// output root), every language gets a search page at `search/`, and the header a search box. The
/// value is a boolean, written `true` or `false` (`yes`/`no` and `on`/`off` are read as YAML 1.1
/// reads them); anything else is an error at the value. Absent means `false`.
package enum SearchSetting {
    /// The key in `site.yml`.
    package static let key = "search"

    /// Reads the value: the boolean, or `nil` with an error at the value's line and column naming
    /// it and what was expected (``BooleanSetting``).
    package static func read(_ value: Node, section: YAMLSection, diagnostics: inout [Diagnostic]) -> Bool? {
        BooleanSetting.read(value, name: key, trueMeans: "index the site with Pagefind and add a search page",
                            section: section, diagnostics: &diagnostics)
    }
}
