import WaymarkModel
import Yams

/// The `shareCards` setting of `site.yml`: `false` leaves out every share card (the `card.png`
/// pictures of link previews and the pages' `og:image`; README, "Share cards"). Absent means `true`.
/// The value is a boolean, written `true` or `false` (`yes`/`no` and `on`/`off` as YAML 1.1 reads
/// them); anything else is an error at the value.
package enum ShareCardsSetting {
    /// The key in `site.yml`.
    package static let key = "shareCards"

    /// Reads the value: the boolean, or `nil` with an error at the value's line and column.
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
                .error, "\(key) \"\(scalar.string)\" is not a boolean: expected true (a share card beside each page) or false", at: value))
            return nil
        }
    }
}
