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
    /// it and what was expected.
    package static func read(_ value: Node, section: YAMLSection, diagnostics: inout [Diagnostic]) -> Bool? {
        guard let scalar = value.scalar else {
            diagnostics.append(section.diagnostic(.error, "\(key) must be true or false, found \(value.kindDescription)", at: value))
            return nil
        }
        switch scalar.string.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default:
            diagnostics.append(section.diagnostic(
                .error, "\(key) \"\(scalar.string)\" is not a boolean: expected true (index the site with Pagefind and add a search page) or false",
                at: value))
            return nil
        }
    }
}
