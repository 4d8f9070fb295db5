import Foundation
import WaymarkCore
import WaymarkDiscovery
import WaymarkModel
import Yams

/// Reads `site.yml` into a `SiteConfig`, reporting every problem at its line and column.
///
/// Required: `title` (unless every language of the map form of `languages:` has one), `baseURL`
/// (absolute `http(s)`). Optional: `language` (`en`), `languages` and `defaultLanguage`
/// (``LanguagesSetting``), `timezone` (`UTC`),
/// `description`, `menus` (`name: [{title, url}]`), `markdown.unsafeHTML`, `defaults` (``QueryDefaults``),
/// `airports` (``AirportSiteSettings``), `charters` (``CharterSiteSettings``), `geocoding`
/// (``GeocodingSettings``), `paginate` (items per page of long lists, ``PaginationSetting``), `sources` (records read from a
/// database, ``RecordSourceDeclaration``), `scriptSources` (``ScriptSourcesSetting``), `search`
/// (full-text search, ``SearchSetting``).
/// Any other key is a warning.
package struct SiteConfigLoader {
    /// The text of `site.yml`.
    let source: SourceFile

    /// Top-level keys `site.yml` may hold.
    static let knownKeys = ["title", "baseURL", "language", LanguagesSetting.key, LanguagesSetting.defaultKey, "timezone", "description", "menus", "markdown", QueryDefaults.key,
                            PaginationSetting.key, RecordSourceDeclaration.key, ScriptSourcesSetting.key, SearchSetting.key, ShareCardsSetting.key,
                            GeocodingSettings.key, AirportSiteSettings.key, CharterSiteSettings.key]

    /// The longest `title` and `description`, in characters.
    static let lengthLimits = ["title": 500, "description": 10_000]

    /// The configuration (when it has no errors) and every diagnostic.
    func load() -> (config: SiteConfig?, diagnostics: [Diagnostic]) {
        let section = YAMLSection(source: source, lineOffset: 0, name: "site.yml")
        let root: Node?
        switch section.compose(source.lines.joined(separator: "\n")) {
        case .success(let node): root = node
        case .failure(let diagnostic): return (nil, [diagnostic])
        }
        guard let mapping = root?.mapping else {
            let found = root?.kindDescription ?? "an empty file"
            return (nil, [source.diagnostic(
                .error, "site.yml must be a mapping with at least title and baseURL, found \(found)", line: 1, column: 1)])
        }
        var diagnostics = section.tagProblems(root)
        var config = SiteConfig(title: "", baseURL: "")
        config.sourceDigest = Self.digest(of: source.text)
        var seen: Set<String> = []
        var languageKeys = LanguageKeys()

        func text(_ key: String, _ value: Node) -> String? {
            section.scalarText(value, key: key, diagnostics: &diagnostics)?.trimmingCharacters(in: .whitespaces)
        }

        // The title and description are copied into every page: a site of 7,000 pages with a 50 MB
        // description would write 350 GB. Both are limited to what a page can sensibly show.
        func fits(_ key: String, _ string: String, _ value: Node) -> Bool {
            let limit = Self.lengthLimits[key] ?? Int.max
            guard string.count > limit else { return true }
            diagnostics.append(section.diagnostic(
                .error, "\(key) is \(DigitGrouping.grouped(string.count)) characters long: expected at most \(DigitGrouping.grouped(limit)), since it is copied into every page",
                at: value))
            return false
        }

        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            seen.insert(key)
            switch key {
            case "title":
                guard let string = text(key, value), fits(key, string, value) else { continue }
                if string.isEmpty {
                    diagnostics.append(section.diagnostic(.error, "title is empty: expected the site's name", at: value))
                }
                config.title = string
            case "baseURL":
                guard let string = text(key, value) else { continue }
                // Written into every page's links and feeds: http(s) only, and nothing a browser would
                // read otherwise (character references, tabs, controls: URLReference.normalised).
                let reference = URLReference(string)
                let hasScheme = reference.scheme.map { ($0 == "https" || $0 == "http") && string.lowercased().hasPrefix($0 + "://") } ?? false
                let host = string.drop(while: { $0 != ":" }).dropFirst(3)
                if !hasScheme || host.isEmpty || host.hasPrefix("/") || string.contains(" ") || reference.normalised != string {
                    diagnostics.append(section.diagnostic(
                        .error, "baseURL \"\(string)\" is not an absolute URL: expected e.g. https://example.org/",
                        at: value))
                } else {
                    config.baseURL = string.hasSuffix("/") ? string : string + "/"
                }
            case "language":
                if let string = text(key, value), !string.isEmpty { config.language = string }
                languageKeys.languageNode = value
            case LanguagesSetting.defaultKey:
                if let string = text(key, value) { languageKeys.defaultLanguage = (string, value) }
            case "timezone":
                guard let string = text(key, value) else { continue }
                if SiteConfigLoader.isTimeZone(string) {
                    config.timezone = string
                } else {
                    diagnostics.append(section.diagnostic(
                        .error, "timezone \"\(string)\" is not a time zone: expected an IANA time zone name such as Europe/Paris or UTC",
                        at: value))
                }
            case "description":
                if let string = text(key, value), fits(key, string, value), !string.isEmpty { config.description = string }
            case "menus":
                config.menus = menus(value, section: section, diagnostics: &diagnostics)
            case "markdown":
                config.markdown = markdown(value, section: section, diagnostics: &diagnostics)
            case QueryDefaults.key:
                config.defaults = QueryDefaults.read(value, key: keyNode, section: section, diagnostics: &diagnostics)
            case LanguagesSetting.key:
                languageKeys.languagesNode = value
                var entries: [String: LanguagesSetting.Entry] = [:]
                var entryProblems: [Diagnostic] = []
                config.languages = LanguagesSetting.read(value, section: section, diagnostics: &diagnostics) { code, node in
                    entries[code] = languageEntry(node, code: code, section: section, diagnostics: &entryProblems)
                }
                diagnostics += entryProblems
                languageKeys.entries = entries
            case PaginationSetting.key:
                config.paginate = PaginationSetting.read(value, section: section, diagnostics: &diagnostics)
            case RecordSourceDeclaration.key:
                config.sources = RecordSourceDeclaration.readAll(value, section: section, diagnostics: &diagnostics)
            case ScriptSourcesSetting.key:
                config.scriptSources = ScriptSourcesSetting.read(value, section: section, diagnostics: &diagnostics)
            case SearchSetting.key:
                if let search = SearchSetting.read(value, section: section, diagnostics: &diagnostics) {
                    config.search = search
                    config.searchLocation = section.location(value.mark)
                }
            case ShareCardsSetting.key:
                if let cards = ShareCardsSetting.read(value, section: section, diagnostics: &diagnostics) { config.shareCards = cards }
            case AirportSiteSettings.key:
                config.airports = AirportSiteSettings.read(value, key: keyNode, section: section, diagnostics: &diagnostics)
            case CharterSiteSettings.key:
                config.charters = CharterSiteSettings.read(value, key: keyNode, section: section, diagnostics: &diagnostics)
            case GeocodingSettings.key:
                config.geocoding = GeocodingSettings.read(value, key: keyNode, section: section, diagnostics: &diagnostics)
            default:
                diagnostics.append(section.diagnostic(
                    .warning, "unknown key \"\(key)\" in site.yml: expected one of \(Self.knownKeys.joined(separator: ", "))",
                    at: keyNode))
            }
        }
        // The default language (`defaultLanguage:`, else the first) leads `languages`; `language:` may only repeat it.
        let titledLanguages = Self.everyLanguageHasATitle(languageKeys, codes: config.languages)
        resolveLanguages(&config, languageKeys, section: section, diagnostics: &diagnostics)
        for required in ["title", "baseURL"] where !seen.contains(required) && !(required == "title" && titledLanguages) {
            diagnostics.append(source.diagnostic(
                .error, "missing \(required): expected `\(required): …` in site.yml", line: 1, column: 1))
        }
        if diagnostics.contains(where: { $0.severity == .error }) { return (nil, diagnostics) }
        return (config, diagnostics)
    }

    /// The ``SiteConfig/sourceDigest`` of a `site.yml` text.
    static func digest(of text: String) -> UInt64 {
        var hash = StableHash()
        hash.combine("waymark-site-yml-1")
        hash.combine(text)
        return hash.value
    }

    /// True for an IANA time zone name Foundation knows (`Europe/Paris`, `UTC`). Names are checked
    /// for their form first (letters, digits, `_`, `+`, `-` in `/`-separated parts), so a value
    /// such as `../../etc/passwd` never reaches the time zone database.
    static func isTimeZone(_ name: String) -> Bool {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_+-")
        guard name.count <= 64, parts.allSatisfy({ part in
            !part.isEmpty && part.first?.isLetter == true && part.allSatisfy { allowed.contains($0) }
        }) else { return false }
        return TimeZone(identifier: name) != nil
    }

    func menus(_ node: Node, section: YAMLSection, diagnostics: inout [Diagnostic]) -> [String: [SiteMenuEntry]] {
        guard let mapping = node.mapping else {
            diagnostics.append(section.diagnostic(
                .error, "menus must be a mapping of menu names to lists of {title, url}, found \(node.kindDescription)", at: node))
            return [:]
        }
        var menus: [String: [SiteMenuEntry]] = [:]
        for (nameNode, list) in mapping {
            let name = nameNode.string ?? ""
            guard let items = list.sequence else {
                diagnostics.append(section.diagnostic(
                    .error, "menu \"\(name)\" must be a list of {title, url}, found \(list.kindDescription)", at: list))
                continue
            }
            var entries: [SiteMenuEntry] = []
            for item in items {
                guard let fields = item.mapping,
                      let title = fields["title"]?.scalar?.string, let url = fields["url"]?.scalar?.string else {
                    diagnostics.append(section.diagnostic(
                        .error, "menu \"\(name)\" entry must have title and url, e.g. {title: About, url: about/}", at: item))
                    continue
                }
                let location = section.location(fields["url"]?.mark)
                if let problem = URLReference(url).problem(naming: "menu \"\(name)\" url", at: location) {
                    diagnostics.append(section.diagnostic(.error, problem.message, at: fields["url"]))  // with its source line
                    continue
                }
                entries.append(SiteMenuEntry(title: title, url: url, location: location))
            }
            menus[name] = entries
        }
        return menus
    }

    private func markdown(_ node: Node, section: YAMLSection, diagnostics: inout [Diagnostic]) -> SiteConfig.MarkdownSettings {
        var settings = SiteConfig.MarkdownSettings()
        guard let mapping = node.mapping else {
            diagnostics.append(section.diagnostic(.error, "markdown must be a mapping, found \(node.kindDescription)", at: node))
            return settings
        }
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            guard key == "unsafeHTML" else {
                diagnostics.append(section.diagnostic(
                    .warning, "unknown key \"markdown.\(key)\" in site.yml: expected unsafeHTML", at: keyNode))
                continue
            }
            switch value.scalar?.string.lowercased() {
            case "true", "yes", "on": settings.unsafeHTML = true
            case "false", "no", "off": settings.unsafeHTML = false
            default:
                diagnostics.append(section.diagnostic(
                    .error, "markdown.unsafeHTML \"\(value.scalar?.string ?? value.kindDescription)\" is not a boolean: expected true or false",
                    at: value))
            }
        }
        return settings
    }
}
