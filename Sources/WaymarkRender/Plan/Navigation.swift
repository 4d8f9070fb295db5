import WaymarkMarkdown
import WaymarkModel

/// The header navigation: `menus.main` from `site.yml` when present, else Home, the first
/// ``defaultPageLimit`` top-level pages (by weight, date, title) and Reports when there are reports.
/// Internal links to a file no job produces are warnings at the menu entry.
package struct Navigation {
    /// How many top-level pages the default navigation names: a header, not a site map (a site of
    /// 3,000 pages would otherwise repeat 3,000 links on every page). More takes `menus.main`.
    static let defaultPageLimit = 8

    /// The items in order.
    package let items: [NavigationItem]
    /// Broken menu links.
    package let diagnostics: [Diagnostic]

    /// `defaultPaths`: for a language other than the default, the default language's files; a menu
    /// link to a page this language lacks goes to the default language's page instead.
    package init(site: SiteContent, outputPaths: Set<String>, defaultPaths: Set<String>? = nil) {
        let isDefault: ((String) -> Bool)? = defaultPaths.map { paths in { paths.contains($0) } }
        self.init(site: site, isWritten: { outputPaths.contains($0) }, isDefault: isDefault)
    }

    /// The same, with the build's files given as a test: `isWritten(path)` for this language's
    /// files, `isDefault(path)` for the default language's.
    package init(site: SiteContent, isWritten outputPaths: (String) -> Bool, isDefault defaultPaths: ((String) -> Bool)? = nil) {
        var problems: [Diagnostic] = []
        if let entries = site.config.menus["main"] {
            var items: [NavigationItem] = []
            for entry in entries {
                var item = NavigationItem(title: entry.title, target: entry.url, isExternal: entry.isExternal)
                defer { items.append(item) }
                guard !entry.isExternal else { continue }
                var file = SiteLink.file(forSitePath: entry.url)
                if let cut = file.firstIndex(where: { $0 == "#" || $0 == "?" }) { file = String(file[..<cut]) }
                if !outputPaths(file), defaultPaths?(file) == true {
                    item.inDefaultLanguage = true
                } else if !outputPaths(file) {
                    problems.append(.warning(
                        "menu link \"\(entry.url)\" goes to no page: expected the site path of a page, e.g. about/",
                        at: entry.location))
                }
            }
            self.items = items
        } else {
            var defaults = [NavigationItem(title: "Home", target: "", isExternal: false)]
            defaults += site.pages.filter { $0.kind == .page && $0.outputPath.components.count == 2 }
                .sortedInListOrder()
                .prefix(Self.defaultPageLimit)
                .map { NavigationItem(title: $0.frontMatter.title, target: $0.sitePath, isExternal: false) }
            if outputPaths("reports/index.html") {
                let title = site.pages.first { $0.sitePath == "reports/" }?.frontMatter.title ?? "Reports"
                defaults.append(NavigationItem(title: title, target: "reports/", isExternal: false))
            }
            items = defaults
        }
        diagnostics = problems
    }
}
