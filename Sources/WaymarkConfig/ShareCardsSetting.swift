import WaymarkModel
import Yams

/// The `shareCards` setting of `site.yml`: `false` leaves out every share card (the `card.png`
/// pictures of link previews and the pages' `og:image`; README, "Share cards"). Absent means `true`.
/// The value is a boolean, written `true` or `false` (`yes`/`no` and `on`/`off` as YAML 1.1 reads
/// them); anything else is an error at the value.
package enum ShareCardsSetting {
    /// The key in `site.yml`.
    package static let key = "shareCards"

    /// Reads the value: the boolean, or `nil` with an error at the value's line and column (``BooleanSetting``).
    package static func read(_ value: Node, section: YAMLSection, diagnostics: inout [Diagnostic]) -> Bool? {
        BooleanSetting.read(value, name: key, trueMeans: "a share card beside each page", section: section, diagnostics: &diagnostics)
    }
}
