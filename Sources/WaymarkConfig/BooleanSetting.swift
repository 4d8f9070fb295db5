import WaymarkModel
import Yams

/// A yes-or-no value of `site.yml` (`search`, `shareCards`, `airports.shareCards`): written `true`
/// or `false` (`yes`/`no` and `on`/`off` as YAML 1.1 reads them); anything else is an error at the
/// value's line and column naming it and what was expected.
package enum BooleanSetting {
    /// Reads `value` of the setting `name` (as messages write it, e.g. `airports.shareCards`): the
    /// boolean, or `nil` with an error. `trueMeans`, when given, says in the error what `true` does.
    package static func read(_ value: Node, name: String, trueMeans: String? = nil, section: YAMLSection,
                             diagnostics: inout [Diagnostic]) -> Bool? {
        guard let scalar = value.scalar else {
            diagnostics.append(section.diagnostic(.error, "\(name) must be true or false, found \(value.kindDescription)", at: value))
            return nil
        }
        switch scalar.string.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default:
            let expected = trueMeans.map { "true (\($0)) or false" } ?? "true or false"
            diagnostics.append(section.diagnostic(.error, "\(name) \"\(scalar.string)\" is not a boolean: expected \(expected)", at: value))
            return nil
        }
    }
}
