import WaymarkConfig
import WaymarkCore
import WaymarkModel
import WaymarkRender

extension PageLanguages {
    /// The render-cache fingerprints of this language's jobs (`waymark serve` of a multilingual
    /// site), each made of the job's own fingerprint, `environment` (what the language's pages share
    /// beyond the site-wide environment, ``environmentKey(config:navigation:feedLinks:)``), the
    /// languages and which of them have the job's page (its `hreflang` alternates and switcher).
    func jobFingerprints(environment: UInt64) -> LanguageJobFingerprints {
        var hash = StableHash()
        hash.combine("waymark-language-job-2")
        hash.combine(environment)
        hash.combine(current)
        hash.combine(editions.count)
        for edition in editions {
            hash.combine(edition.code)
            hash.combine(edition.prefix)
            hash.combine(edition.name)
        }
        return LanguageJobFingerprints(language: hash, available: available)
    }

    /// What the pages of one language share that the site-wide environment fingerprint does not
    /// hold: the language's configuration (tag, base URL, title, description), its navigation
    /// (with the links that go to the default language) and its feed links.
    static func environmentKey(config: SiteConfig, navigation: [NavigationItem], feedLinks: [FeedLink]) -> UInt64 {
        var hash = StableHash()
        hash.combine("waymark-language-environment-1")
        hash.combine(config.language)
        hash.combine(config.baseURL)
        hash.combine(config.title)
        hash.combine(config.description)
        hash.combine(navigation.count)
        for item in navigation {
            hash.combine(item.title)
            hash.combine(item.target)
            hash.combine(item.isExternal)
            hash.combine(item.inDefaultLanguage)
        }
        hash.combine(feedLinks.count)
        for link in feedLinks {
            hash.combine(link.title)
            hash.combine(link.type)
            hash.combine(link.sitePath)
        }
        return hash.value
    }
}
