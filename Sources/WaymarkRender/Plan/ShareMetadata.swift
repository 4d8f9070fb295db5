import WaymarkCore
import WaymarkTheme

/// What a page says about itself to the programs that show it without opening it (link previews of
/// chat and social networks, search engines): the `share` variable of `partials/head`, written as
/// `<meta name="description">`, Open Graph (`og:*`) and Twitter card tags. The card's picture
/// (`og:image`) is the page's `shareImage`.
struct ShareMetadata {
    /// `og:title`: the page's title, the site's title on the home page.
    var title: String
    /// `description` and `og:description`: the page's `description` (what a page kind says about its
    /// record), else its `summary`, else the site's description; one line of at most
    /// ``descriptionLimit`` scalars.
    var description: String?
    /// `og:url`: the page's absolute URL.
    var url: String
    /// `og:type`: `website` for the home page, `article` for every other page.
    var type: String
    /// `og:locale`, e.g. `sv_SE` (``OpenGraphLocale``).
    var locale: String
    /// `og:locale:alternate`: the locales of the page's other languages.
    var localeAlternates: [String]

    /// The longest description, in Unicode scalars: what link previews show before they cut.
    static let descriptionLimit = 200

    /// The values for the page whose `page` variable is `page`.
    init(page: [String: Any]?, siteTitle: String, siteDescription: String?, url: String,
         locale: String, localeAlternates: [String]) {
        let preview = PagePreview(isHome: page?["kind"] as? String == "home", title: page?["title"] as? String,
                                  description: page?["description"] as? String, summary: page?["summary"] as? String)
        self.init(preview: preview, siteTitle: siteTitle, siteDescription: siteDescription, url: url,
                  locale: locale, localeAlternates: localeAlternates)
    }

    /// The values for the page that says `preview` about itself.
    init(preview: PagePreview, siteTitle: String, siteDescription: String?, url: String,
         locale: String, localeAlternates: [String]) {
        let isHome = preview.isHome
        let pageTitle = preview.title.flatMap { $0.isEmpty ? nil : $0 }
        title = isHome ? siteTitle : pageTitle ?? siteTitle
        let text = [preview.description, preview.summary, siteDescription]
            .lazy.compactMap { $0.map(Self.oneLine) }.first { !$0.isEmpty }
        description = text.map { Self.clipped($0, to: Self.descriptionLimit) }
        self.url = url
        type = isHome ? "website" : "article"
        self.locale = locale
        self.localeAlternates = localeAlternates
    }

    /// The template's `share` variable.
    var variables: TemplateObject {
        var values: TemplateObject = ["title": .text(title), "url": .text(url), "type": .text(type), "locale": .text(locale),
                                      "localeAlternates": .list(localeAlternates.map(TemplateValue.text))]
        if let description { values.set("description", .text(description)) }
        return values
    }

    /// `text` with every run of whitespace (line breaks included) made one space, trimmed.
    static func oneLine(_ text: String) -> String {
        if isOneLine(text) { return text }
        var out = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if scalar.isWhiteSpace {
                pendingSpace = !out.isEmpty
            } else {
                if pendingSpace { out.append(" ") }
                pendingSpace = false
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// True when `text` is ASCII with no space at either end, no two spaces together and no other
    /// white space or control character: already one line (most summaries and titles).
    private static func isOneLine(_ text: String) -> Bool {
        var afterSpace = true
        for byte in text.utf8 {
            guard byte > 0x20, byte < 0x7F else {
                guard byte == 0x20, !afterSpace else { return false }
                afterSpace = true
                continue
            }
            afterSpace = false
        }
        return !afterSpace
    }

    /// `text` cut to at most `limit` scalars at the last space before the limit, with `…` after it.
    static func clipped(_ text: String, to limit: Int) -> String {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count > limit else { return text }
        var cut = limit - 1
        while cut > limit / 2, scalars[cut] != " " { cut -= 1 }
        if scalars[cut] != " " { cut = limit - 1 }
        var out = String.UnicodeScalarView(scalars[..<cut])
        while out.last == " " || out.last.map({ ",;:.".unicodeScalars.contains($0) }) == true { out.removeLast() }
        out.append("…")
        return String(out)
    }
}
