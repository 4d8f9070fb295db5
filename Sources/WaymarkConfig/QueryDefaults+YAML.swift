import WaymarkDiscovery
import WaymarkModel
import Yams

/// Reading the `defaults` section of `site.yml`.
///
/// ```yaml
/// defaults:
///   radius: 25km   # how far a charter or announcement query near a point looks without within (100km)
///   units: mi      # the unit their distances are printed in without unit (km)
/// ```
extension QueryDefaults {
    /// The key of the section in `site.yml`.
    static let key = "defaults"

    /// Reads the value of `defaults:` (`keyNode` is its key). A bad value is an error at its line
    /// and column, an unknown key a warning; what could not be read stays unset.
    static func read(_ value: Node, key keyNode: Node, section: YAMLSection, diagnostics: inout [Diagnostic]) -> QueryDefaults {
        var defaults = QueryDefaults()
        guard let entries = section.sectionMapping(value, key: keyNode, name: key, expected: "radius or units",
                                                   diagnostics: &diagnostics) else { return defaults }
        for (name, setting) in entries {
            let settingName = name.scalar?.string ?? ""
            guard settingName == "radius" || settingName == "units" else {
                diagnostics.append(section.diagnostic(
                    .warning, "unknown key \"defaults.\(settingName)\" in site.yml: expected radius or units", at: name))
                continue
            }
            let expected = settingName == "radius" ? "a distance such as 25km" : "a unit: km, nm, mi or m"
            guard let written = section.scalarText(setting, key: "defaults." + settingName, expected: expected,
                                                   diagnostics: &diagnostics) else { continue }
            let text = written.trimmingCharacters(in: .whitespaces)
            if settingName == "radius" {
                switch Length.parse(text, defaultUnit: .kilometres) {
                case .success(let length): defaults.radius = length
                case .failure(let problem): diagnostics.append(section.diagnostic(.error, "defaults.radius \(problem)", at: setting))
                }
            } else if let unit = Length.Unit(rawValue: text.lowercased()) {
                defaults.unit = unit
            } else {
                diagnostics.append(section.diagnostic(
                    .error, "defaults.units \"\(text)\" is not a unit: expected km, nm, mi or m", at: setting))
            }
        }
        return defaults
    }
}
