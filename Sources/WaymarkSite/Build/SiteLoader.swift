import WaymarkConfig
import WaymarkCore
import WaymarkData
import WaymarkMarkdown
import WaymarkModel
import WaymarkOutput
import WaymarkRender
import WaymarkTheme

/// The load phase: `site.yml`, the theme with the site's template overrides, and every Markdown file.
struct SiteLoader {
    let io: FileIO
    let siteFolder: String
    let displayFolder: String
    /// Parses of earlier loads to reuse (`waymark serve`), or `nil`.
    var contentCache: ContentPageCache? = nil
    /// A folder to read the default theme from instead of the embedded copy (`BuildOptions.themeFolder`).
    var themeFolder: String? = nil
    /// Where `site.yml` and every page read are kept, for messages made later in the build.
    var sources = SourceStore()

    /// What was loaded; `config` or `theme` is `nil` when they have errors.
    struct Loaded {
        var config: SiteConfig?
        var theme: Theme?
        var pages: [ContentPage]
        var diagnostics: [Diagnostic]
    }

    func load() -> Loaded {
        let (config, configProblems) = loadConfig()
        var diagnostics = configProblems
        let (theme, themeProblems) = Theme.load(siteFolder: siteFolder, displayFolder: displayFolder, reader: io.reader,
                                                   themeFolder: themeFolder)
        diagnostics.append(contentsOf: themeProblems)
        let translations = Array((config?.languages ?? []).dropFirst())
        let defaultLanguage = translations.isEmpty ? nil : config?.languages.first
        let content = ContentLoader(io: io, siteFolder: siteFolder, displayFolder: displayFolder, cache: contentCache,
                                    translations: translations,
                                    markdown: MarkdownRenderer(unsafeHTML: config?.markdown.unsafeHTML ?? false),
                                    defaultLanguage: defaultLanguage,
                                    siteLanguages: config.map { $0.languages.isEmpty ? [$0.language] : $0.languages } ?? [],
                                    sources: sources).load()
        diagnostics.append(contentsOf: content.diagnostics)
        // A page given both by file name and by language folder (`about.sv.md`, `sv/about.md`).
        let placed = PageLanguagePlacement.clashes(in: content.pages, translations: translations, defaultLanguage: defaultLanguage)
        diagnostics.append(contentsOf: placed.diagnostics)
        return Loaded(config: config, theme: theme, pages: placed.pages, diagnostics: diagnostics)
    }

    /// `site.yml` alone: the configuration (`nil` when it has errors) and its diagnostics.
    func loadConfig() -> (config: SiteConfig?, diagnostics: [Diagnostic]) {
        SiteConfigLoader.load(io: io.reader, siteFolder: siteFolder, displayFolder: displayFolder, sources: sources)
    }
}
