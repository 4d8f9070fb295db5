import WaymarkRender
import WaymarkTheme

/// What a page tells Pagefind when the site has `search: true` (README, "Search"): that it is
/// indexed (`searchable`, which the default theme writes as `data-pagefind-body` on `<main>`) and
/// its filters (`searchFilters`, a list of `name` and `value`, written as `<meta
/// data-pagefind-filter>` in `<head>`): the page's language (its name in that language), `kind`,
/// and where the page knows them `country`, `species` and `status`. Names and values are words of
/// the page's language (`search.filters` in the catalogue: a Swedish index filters by "Art"),
/// as the page shows them.
/// Record pages, Markdown pages and reports are indexed; lists (a place's landing page among them),
/// the home page and the search page are not, so a search finds the page about a thing rather than
/// every list that names it.
struct SearchFilters {
    /// `page`, `report`, `charter`, `announcement` or `airport`: the key of its word under
    /// `search.kinds` in the catalogue.
    var kind: String
    /// An ISO 3166-1 code, written as the country's name in the page's language.
    var country: String? = nil
    /// As the data writes it; shown in the site's words when the catalogue knows it (`cat` → `katt`).
    var species: String? = nil
    /// The status word the page shows (`Lost`, `Borttappad`).
    var status: String? = nil

    /// One filter of a page: its name and value in the page's words.
    struct Filter: Encodable, Sendable, Hashable {
        /// The filter's name (`Art`).
        var name: String
        /// The page's value (`katt`).
        var value: String
    }

    /// The page's filters, `nil` when the site has no search.
    func filters(_ site: SiteContent) -> [Filter]? {
        guard site.config.search else { return nil }
        let words = site.words
        func filter(_ name: String, _ value: String) -> Filter { Filter(name: words.text("search.filters.\(name)"), value: value) }
        var filters = [filter("language", PageLanguages.name(of: site.config.language)), filter("kind", words.text("search.kinds.\(kind)"))]
        if let country, !country.isEmpty { filters.append(filter("country", words.countryName(country))) }
        if let species, !species.isEmpty { filters.append(filter("species", AnnouncementText.speciesWord(species, words: words))) }
        if let status { filters.append(filter("status", status)) }
        return filters
    }

    /// The variables to add to the page's: `searchable` and `searchFilters`, none when the site has no search.
    func variables(_ site: SiteContent) throws -> [String: Any] {
        guard let filters = filters(site) else { return [:] }
        return ["searchable": true, "searchFilters": try TemplateValueEncoder().encode(filters)]
    }
}
