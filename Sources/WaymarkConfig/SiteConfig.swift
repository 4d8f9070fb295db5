import WaymarkDiscovery
import WaymarkModel

/// The settings of a site, read from `site.yml` (README, "site.yml"), every section typed once, at
/// load: no phase after load reads `site.yml`.
///
/// Only `title` and `baseURL` are required. Keys Waymark does not know are reported as warnings by
/// the loader, so a typo never goes unnoticed; later features add their keys to the known list.
package struct SiteConfig: Sendable, Hashable {
    /// The site's name, shown in every page's header and `<title>`.
    package var title: String
    /// Absolute `http(s)` URL the site is published at, always ending in `/`. Used only for the
    /// sitemap, `robots.txt` and feeds; links inside HTML are relative.
    package var baseURL: String
    /// BCP 47 language tag for `<html lang>`, the word catalogue and the date and number formats
    /// (docs/i18n.md); `en` when absent.
    package var language: String
    /// `languages:`: the languages of a multilingual site (docs/i18n.md, "Multilingual sites"), the
    /// first being the default (unprefixed) one; empty for a site in one language.
    package var languages: [String] = []
    /// The map form of `languages:`: each language's title, description, menus and switcher name,
    /// merged over the top-level ones (``edition(_:)``); empty for the list form.
    package var languageSettings: [String: LanguageSettings] = [:]
    /// IANA time zone name (e.g. `Europe/Paris`) used to interpret local times; `UTC` when absent.
    package var timezone: String
    /// One sentence about the site: the home page's intro and the `<meta name="description">`.
    package var description: String?
    /// Named menus (`main` is the header navigation), in the order written.
    package var menus: [String: [SiteMenuEntry]]
    /// Markdown options.
    package var markdown: MarkdownSettings
    /// `defaults:`: how far charter and announcement queries near a point look without `within`,
    /// and the unit their distances are printed in (``QueryDefaults``).
    package var defaults: QueryDefaults
    /// `airports:`: which airport types get pages and how country maps colour their pins.
    package var airports = AirportSiteSettings()
    /// `charters:`: how far a charter page looks for other charters.
    package var charters = CharterSiteSettings()
    /// `geocoding:`: the online provider, used only when the build asks for it.
    package var geocoding = GeocodingSettings()
    /// `paginate`: items per page of the site's long lists (airport country tables, section lists);
    /// `0` turns paging off; `nil` when absent, and then the site's default applies.
    package var paginate: Int? = nil
    /// `sources:`: records read from databases besides `data/` files, in the order written.
    package var sources: [RecordSourceDeclaration] = []
    /// `scriptSources:`: where the theme's scripts may load from besides the site itself
    /// (`https://` sources or script hashes), added to the pages' Content-Security-Policy.
    package var scriptSources: [String] = []
    /// `search`: whether the site has full-text search (a Pagefind index, a search page per
    /// language and a search box in the header); off when absent (``SearchSetting``).
    package var search = false
    /// `shareCards`: whether pages get share cards (`card.png` beside the page and `og:image`);
    /// on when absent (``ShareCardsSetting``).
    package var shareCards = true
    /// Where `search: true` is written in `site.yml`, so a build that cannot index names the line.
    package var searchLocation: SourceLocation? = nil
    /// A stable hash (``StableHash``) of the text `site.yml` was read from, taken at load: what the
    /// build's caches key everything `site.yml` decides by, so no later phase reads the file again.
    /// `0` for a configuration made in code.
    package var sourceDigest: UInt64 = 0

    /// Creates a configuration; `baseURL` is stored as given (the loader normalises it).
    package init(title: String, baseURL: String, language: String = "en", timezone: String = "UTC",
                description: String? = nil, menus: [String: [SiteMenuEntry]] = [:],
                markdown: MarkdownSettings = MarkdownSettings(), defaults: QueryDefaults = QueryDefaults()) {
        self.title = title
        self.baseURL = baseURL
        self.language = language
        self.timezone = timezone
        self.description = description
        self.menus = menus
        self.markdown = markdown
        self.defaults = defaults
    }

    /// True when `languages:` names more than one language.
    package var isMultilingual: Bool { languages.count > 1 }

    /// The absolute URL of a site-relative path (`about/` → `https://example.org/about/`).
    /// A leading `/` on `path` is ignored.
    package func absoluteURL(_ path: String) -> String {
        let trimmed = path.hasPrefix("/") ? String(path.dropFirst()) : path
        return baseURL + trimmed
    }
}
