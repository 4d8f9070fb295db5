import WaymarkCore
import WaymarkMarkdown
import WaymarkModel
import WaymarkOutput
import WaymarkTheme

/// What every job's `render` closure receives: the site, and the site-wide lists known only after
/// every generator has planned (navigation, feed links). Builds the variables every template gets.
package struct RenderEnvironment: Sendable {
    /// The loaded site.
    package let site: SiteContent
    /// The header navigation.
    package let navigation: [NavigationItem]
    /// Feeds advertised in `<head>`.
    package let feedLinks: [FeedLink]
    /// The site's languages as these pages see them; `nil` for a site in one language.
    package let languages: PageLanguages?
    /// The pages' Content-Security-Policy: the theme's inline scripts and `site.yml`'s `scriptSources`.
    package let contentSecurityPolicy: ContentSecurityPolicy
    /// The theme's templates with this language's words filled in (`Theme.templates(for:)`).
    private let templates: MustacheTemplates
    /// The Open Graph locale of each of the site's languages, by language code (``OpenGraphLocale``).
    private let openGraphLocales: [String: String]
    /// The `site` variable: `title`, `description`, `language`, `baseURL`, `today` (YYYY-MM-DD),
    /// `search` (whether the site has search); the same for every page, made once.
    nonisolated(unsafe) package let siteVariables: [String: Any]
    /// Each navigation item's folder, what ``renderPage(template:outputPath:variables:rootOverride:)``
    /// compares a page's path with; made once.
    private let navigationFolders: [String]
    /// The `nav` and `feeds` variables already made, by the root their links start from and which
    /// navigation items are current (a bit each): the pages of one folder depth share them.
    private let linkLists = MutexBox<[LinkListsKey: LinkLists]>([:])

    /// What the `nav` and `feeds` variables of a page depend on.
    private struct LinkListsKey: Hashable, Sendable {
        var root: String
        var current: UInt64
    }

    /// A page's `nav` and `feeds` variables.
    private struct LinkLists: Sendable {
        var navigation: [TemplateValue]
        var feeds: [TemplateValue]
    }

    /// Creates an environment.
    package init(site: SiteContent, navigation: [NavigationItem], feedLinks: [FeedLink], languages: PageLanguages? = nil) {
        self.site = site
        self.navigation = navigation
        self.feedLinks = feedLinks
        self.languages = languages
        contentSecurityPolicy = site.contentSecurityPolicy
        templates = site.theme.templates(for: site.words)
        let codes = [site.config.language] + (languages?.editions.map(\.code) ?? [])
        openGraphLocales = Dictionary(codes.map { ($0, OpenGraphLocale.of($0)) }) { first, _ in first }
        siteVariables = Self.siteVariables(of: site)
        navigationFolders = navigation.map { Self.folder($0.target) }
    }

    /// Renders template `name` for the page written at `outputPath`, with the common variables
    /// (`site`, `t` (the word catalogue), `siteRoot` (the output root, above a language's folder), `alternates` and `languages` (multilingual sites), `root`, `homeURL`, `stylesheet`, `canonicalURL` (pretty-URL pages only), `share` (``ShareMetadata``), `nav`, `feeds`, `hasFeeds`, `generator`, `contentSecurityPolicy`) plus
    /// `variables` (which win on a clash). `root` is the relative prefix back to the output root;
    /// pass `rootOverride` for pages served at any depth (404), e.g. `/`. Returns UTF-8 bytes.
    package func renderPage(template name: String, outputPath: OutputPath, variables: [String: Any],
                           rootOverride: String? = nil) -> [UInt8] {
        var frame = frame(outputPath: outputPath, rootOverride: rootOverride)
        for (key, value) in variables { frame.context[key] = value }
        frame.context["share"] = shareMetadata(page: frame.context["page"] as? [String: Any], pagePath: frame.pagePath,
                                               alternates: frame.alternates).variables
        return templates.renderBytes(frame.context, template: name) ?? []
    }

    /// Renders template `name` for the page written at `outputPath` with `model`'s variables (as
    /// ``TemplateValueEncoder`` encodes them) beside the common ones of
    /// ``renderPage(template:outputPath:variables:rootOverride:)`` (the model's win on a clash), and
    /// `share` from its ``PageModel/preview``.
    /// Throws what encoding the model throws.
    package func renderPage(template name: String, outputPath: OutputPath, model: some PageModel,
                           rootOverride: String? = nil) throws -> [UInt8] {
        let variables = try TemplateValueEncoder().encodeObject(model)
        var frame = frame(outputPath: outputPath, rootOverride: rootOverride, capacity: variables.count)
        for entry in variables.entries { frame.context[entry.name] = entry.value.plainValue }
        frame.context["share"] = ShareMetadata(
            preview: model.preview, siteTitle: site.config.title, siteDescription: site.config.description,
            url: site.config.absoluteURL(frame.pagePath), locale: openGraphLocale,
            localeAlternates: otherLocales(frame.alternates)).variables
        return templates.renderBytes(frame.context, template: name) ?? []
    }

    /// The common variables of the page written at `outputPath` (see
    /// ``renderPage(template:outputPath:variables:rootOverride:)``) but `share`, its site path and
    /// its `alternates`; the context has room for `capacity` more variables.
    private func frame(outputPath: OutputPath, rootOverride: String?, capacity: Int = 0)
        -> (context: [String: Any], pagePath: String, alternates: [[String: String]]) {
        let root = rootOverride ?? SiteLink.rootPrefix(from: outputPath.description)
        let pagePath = outputPath.isIndexPage ? outputPath.folderPath : outputPath.description
        func link(_ sitePath: String) -> String { root + SiteLink.file(forSitePath: sitePath) }
        let lists = linkLists(root: root, pagePath: pagePath)
        var context = [String: Any](minimumCapacity: 20 + capacity)
        for (name, value) in [
            "site": siteVariables,
            "root": root,
            "siteRoot": languages?.languageRoot(root) ?? root,
            "homeURL": link(""),
            "stylesheet": root + "waymark.css",
            "nav": lists.navigation,
            "feeds": lists.feeds,
            "hasFeeds": !feedLinks.isEmpty,
            "generator": "Waymark",
            "contentSecurityPolicy": contentSecurityPolicy.value,
            "t": site.words.templateVariables,
        ] as KeyValuePairs<String, Any> { context[name] = value }
        if outputPath.isIndexPage { context["canonicalURL"] = site.config.absoluteURL(pagePath) }
        let alternates = languages?.alternates(of: pagePath) ?? []
        if let languages {
            context["alternates"] = alternates
            context["languages"] = languages.switcher(for: pagePath, root: root)
            context["hasLanguages"] = true
        }
        return (context, pagePath, alternates)
    }

    /// The `nav` and `feeds` variables of the page at `pagePath` whose links start from `root`:
    /// made once for each root and set of current navigation items.
    private func linkLists(root: String, pagePath: String) -> LinkLists {
        let current = zip(navigation, navigationFolders).map { item, folder in
            !item.isExternal && !item.inDefaultLanguage && (folder.isEmpty ? pagePath.isEmpty : pagePath.hasPrefix(folder))
        }
        guard current.count <= 64 else { return makeLinkLists(root: root, current: current) }
        let key = LinkListsKey(root: root, current: current.enumerated().reduce(0) { $0 | ($1.element ? 1 << UInt64($1.offset) : 0) })
        if let made = linkLists.withLock({ $0[key] }) { return made }
        let made = makeLinkLists(root: root, current: current)
        linkLists.withLock { $0[key] = made }
        return made
    }

    /// The `nav` (`title`, `url`, `current`, `external`) and `feeds` (`title`, `type`, `url`)
    /// variables with links from `root`, `current[i]` telling whether navigation item `i` is current.
    private func makeLinkLists(root: String, current: [Bool]) -> LinkLists {
        func link(_ sitePath: String) -> String { root + SiteLink.file(forSitePath: sitePath) }
        let navigation = zip(navigation, current).map { item, current -> TemplateValue in
            let url = item.isExternal ? item.target
                : item.inDefaultLanguage ? (languages?.languageRoot(root) ?? root) + SiteLink.file(forSitePath: item.target)
                : link(item.target)
            return .object(["title": .text(item.title), "url": .text(url), "current": .flag(current), "external": .flag(item.isExternal)])
        }
        let feeds = feedLinks.map { TemplateValue.object(["title": .text($0.title), "type": .text($0.type), "url": .text(link($0.sitePath))]) }
        return LinkLists(navigation: navigation, feeds: feeds)
    }

    /// The `share` variable of the page at `pagePath` whose `page` variable is `page`; `alternates`
    /// are its `<link rel="alternate" hreflang>` entries.
    private func shareMetadata(page: [String: Any]?, pagePath: String, alternates: [[String: String]]) -> ShareMetadata {
        ShareMetadata(page: page, siteTitle: site.config.title, siteDescription: site.config.description,
                      url: site.config.absoluteURL(pagePath), locale: openGraphLocale,
                      localeAlternates: otherLocales(alternates))
    }

    /// The Open Graph locale of the site's language (`og:locale`).
    private var openGraphLocale: String {
        openGraphLocales[site.config.language] ?? site.config.language
    }

    /// The Open Graph locales of a page's other languages, from its `alternates` (`og:locale:alternate`).
    private func otherLocales(_ alternates: [[String: String]]) -> [String] {
        let code = site.config.language
        return alternates.compactMap { $0["hreflang"] }
            .filter { $0 != code && $0 != "x-default" }
            .map { openGraphLocales[$0] ?? $0 }
    }

    private static func siteVariables(of site: SiteContent) -> [String: Any] {
        var values: [String: Any] = [
            "title": site.config.title, "language": site.config.language,
            "baseURL": site.config.baseURL, "today": site.today.description, "search": site.config.search,
        ]
        if let description = site.config.description { values["description"] = description }
        return values
    }

    private static func folder(_ target: String) -> String {
        var path = target.hasPrefix("/") ? String(target.dropFirst()) : target
        if let cut = path.firstIndex(where: { $0 == "#" || $0 == "?" }) { path = String(path[..<cut]) }
        if path.hasSuffix("index.html") { path = String(path.dropLast("index.html".count)) }
        return path
    }
}
