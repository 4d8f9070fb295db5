import WaymarkConfig
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

    /// Reads the `charters` section from the text of `site.yml` (named `path` in messages). A bad
    /// value is an error at its line and column, an unknown key a warning; the defaults stand in
    /// for whatever could not be read.
    package static func parse(siteYAML text: String, path: String) -> (CharterSiteSettings, [Diagnostic]) {
        let source = SourceFile(path: path, text: text)
        let section = YAMLSection(source: source, lineOffset: 0, name: "site.yml")
        var settings = CharterSiteSettings()
        guard case .success(let root) = section.compose(text), let mapping = root?.mapping,
              let node = mapping.first(where: { $0.key.scalar?.string == "charters" })
        else { return (settings, []) }  // syntax errors are the site loader's to report
        let (keyNode, value) = node
        guard let charters = value.mapping else {
            if value.scalar?.string == "" || value.scalar?.string == "~" { return (settings, []) }
            return (settings, [section.diagnostic(.error, "charters should be a mapping with nearbyRadius, found \(value.kindDescription)", at: keyNode)])
        }
        var problems: [Diagnostic] = []
        for (key, item) in charters {
            let name = key.scalar?.string ?? ""
            switch name {
            case "nearbyRadius":
                guard let text = item.scalar?.string else {
                    problems.append(section.diagnostic(.error, "charters.nearbyRadius must be a distance such as 500km, found \(item.kindDescription)", at: item))
                    continue
                }
                switch Length.parse(text, defaultUnit: .kilometres) {
                case .success(let length): settings.nearbyRadius = length
                case .failure(let problem): problems.append(section.diagnostic(.error, "charters.nearbyRadius \(problem)", at: item))
                }
            default:
                problems.append(section.diagnostic(.warning, "unknown key \"charters.\(name)\" in site.yml: expected nearbyRadius", at: key))
            }
        }
        return (settings, problems)
    }

    /// Reads the settings of the site being built (`site.yml` in its folder).
    package static func load(_ site: SiteContent) -> (CharterSiteSettings, [Diagnostic]) {
        guard let bytes = try? site.io.read(SitePaths.join(site.siteFolder, "site.yml")) else { return (CharterSiteSettings(), []) }
        return parse(siteYAML: String(decoding: bytes, as: UTF8.self), path: site.displayPath("site.yml"))
    }
}
