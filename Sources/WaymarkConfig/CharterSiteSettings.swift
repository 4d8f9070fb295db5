import WaymarkCore
import WaymarkModel
import Yams

/// The `charters` section of `site.yml`.
///
/// ```yaml
/// charters:
///   nearbyRadius: 500km   # how far "Nearest other charters" looks (the default); 10km, 250nm, 300mi, …
/// ```
/// A charter page lists the nearest other charters within `nearbyRadius` only, and leaves the
/// section out when there is none: a charter 12,000 km away is not "nearby".
package struct CharterSiteSettings: Sendable, Hashable {
    /// `nearbyRadius` when the section or key is absent.
    package static let defaultNearbyRadius = Length.kilometres(500)

    /// How far a charter page looks for other charters.
    package var nearbyRadius: Length

    /// Settings (the defaults when called without arguments).
    package init(nearbyRadius: Length = CharterSiteSettings.defaultNearbyRadius) {
        self.nearbyRadius = nearbyRadius
    }

    /// The key of the section in `site.yml`.
    static let key = "charters"

    /// Reads the value of `charters:` (`keyNode` is its key). A bad value is an error at its line
    /// and column, an unknown key a warning; the defaults stand in for whatever could not be read.
    static func read(_ value: Node, key keyNode: Node, section: YAMLSection, diagnostics: inout [Diagnostic]) -> CharterSiteSettings {
        var settings = CharterSiteSettings()
        guard let charters = section.sectionMapping(value, key: keyNode, name: key, expected: "nearbyRadius",
                                                    diagnostics: &diagnostics) else { return settings }
        for (key, item) in charters {
            let name = key.scalar?.string ?? ""
            switch name {
            case "nearbyRadius":
                guard let text = item.scalar?.string else {
                    diagnostics.append(section.diagnostic(.error, "charters.nearbyRadius must be a distance such as 500km, found \(item.kindDescription)", at: item))
                    continue
                }
                switch Length.parse(text, defaultUnit: .kilometres) {
                case .success(let length): settings.nearbyRadius = length
                case .failure(let problem): diagnostics.append(section.diagnostic(.error, "charters.nearbyRadius \(problem)", at: item))
                }
            default:
                diagnostics.append(section.diagnostic(.warning, "unknown key \"charters.\(name)\" in site.yml: expected nearbyRadius", at: key))
            }
        }
        return settings
    }
}
