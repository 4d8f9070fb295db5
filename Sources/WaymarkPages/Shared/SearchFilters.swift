import WaymarkRender

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

    /// The variables to add to the page's: none when the site has no search.
    func variables(_ site: SiteContent) -> [String: Any] {
        guard site.config.search else { return [:] }
        let words = site.words
        func filter(_ name: String, _ value: String) -> [String: String] { ["name": words.text("search.filters.\(name)"), "value": value] }
        var filters = [filter("language", PageLanguages.name(of: site.config.language)), filter("kind", words.text("search.kinds.\(kind)"))]
        if let country, !country.isEmpty { filters.append(filter("country", words.countryName(country))) }
        if let species, !species.isEmpty { filters.append(filter("species", AnnouncementText.speciesWord(species, words: words))) }
        if let status { filters.append(filter("status", status)) }
        return ["searchable": true, "searchFilters": filters]
    }
}
