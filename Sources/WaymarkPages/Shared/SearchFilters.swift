import WaymarkRender

/// What a page tells Pagefind when the site has `search: true` (README, "Search"): that it is
/// indexed (`searchable`, which the default theme writes as `data-pagefind-body` on `<main>`) and
/// its filters (`searchFilters`, a list of `name` and `value`, written as `<meta
/// data-pagefind-filter>` in `<head>` beside the page's `language`): `kind`, and where the page
/// knows them `country`, `species` and `status`, each in the page's language as the page shows it.
/// Record pages, Markdown pages and reports are indexed; lists (a place's landing page among them),
/// the home page and the search page are not, so a search finds the page about a thing rather than
/// every list that names it.
struct SearchFilters {
    /// `page`, `report`, `charter`, `announcement` or `airport`: the key of its word under
    /// `search.kinds` in the catalogue.
    var kind: String
    /// An ISO 3166-1 code, written as the country's name in the page's language.
    var country: String? = nil
    /// As the data writes it.
    var species: String? = nil
    /// The status word the page shows (`Lost`, `Borttappad`).
    var status: String? = nil

    /// The variables to add to the page's: none when the site has no search.
    func variables(_ site: SiteContent) -> [String: Any] {
        guard site.config.search else { return [:] }
        let words = site.words
        var filters = [["name": "kind", "value": words.text("search.kinds.\(kind)")]]
        if let country, !country.isEmpty { filters.append(["name": "country", "value": words.countryName(country)]) }
        if let species, !species.isEmpty { filters.append(["name": "species", "value": species]) }
        if let status { filters.append(["name": "status", "value": status]) }
        return ["searchable": true, "searchFilters": filters]
    }
}
