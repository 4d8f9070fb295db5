import WaymarkConfig
import WaymarkCore
import WaymarkModel
import WaymarkRender

extension PageLanguages {
    /// The render-cache fingerprint of `job` as a page of this language (`waymark serve` of a
    /// multilingual site): the job's own fingerprint, `environment` (what the language's pages share
    /// beyond the site-wide environment, ``environmentKey(config:navigation:feedLinks:)``), the
    /// languages and which of them have the job's page (its `hreflang` alternates and switcher).
    /// `nil` when the job has none, and then it renders on every build.
    func fingerprint(of job: PageJob, environment: UInt64) -> UInt64? {
        guard let own = job.fingerprint else { return nil }
        var hash = StableHash()
        hash.combine("waymark-language-job-1")
        hash.combine(own)
        hash.combine(environment)
        hash.combine(current)
        hash.combine(editions.count)
        for edition in editions {
            hash.combine(edition.code)
            hash.combine(edition.prefix)
            hash.combine(edition.name)
        }
        let pagePath = job.path.isIndexPage ? job.path.folderPath : job.path.description
        let having = available[pagePath] ?? []
        hash.combine(having.count)
        for index in having { hash.combine(index) }
        return hash.value
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
