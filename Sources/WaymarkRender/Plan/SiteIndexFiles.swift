import WaymarkConfig
import WaymarkCore
import WaymarkModel
import WaymarkOutput

/// `sitemap.xml` (an index past 50,000 URLs) and `robots.txt`, made from every planned job that
/// asked to be in the sitemap. URLs are absolute from `baseURL`; `lastmod` comes from content dates.
package struct SiteIndexFiles: Sendable {
    /// The site's configuration.
    let config: SiteConfig
    /// URLs per sitemap file before an index is written.
    var maxURLsPerSitemap = SitemapWriter.protocolLimit
    /// The languages as the default language's pages see them (multilingual sites), which give
    /// each entry its `hreflang` alternates; `nil` for a site in one language.
    package var languages: PageLanguages?

    /// The index files of a site configured by `config`.
    package init(config: SiteConfig, maxURLsPerSitemap: Int = SitemapWriter.protocolLimit,
                 languages: PageLanguages? = nil) {
        self.config = config
        self.maxURLsPerSitemap = maxURLsPerSitemap
        self.languages = languages
    }

    /// The jobs for the sitemap file(s) and `robots.txt`.
    package func jobs(for planned: [PageJob], cache: RenderCache? = nil) -> [PageJob] {
        var pages: [(path: OutputPath, lastModified: CalendarDate?)] = []
        pages.reserveCapacity(planned.count)
        for job in planned {
            if let sitemap = job.sitemap { pages.append((job.path, sitemap.lastModified)) }
        }
        // The sitemap files depend only on the pages' paths and dates, the base URL, the per-file
        // limit and, through the languages, every entry's alternates.
        var key = StableHash()
        key.combine("waymark-sitemap-2")
        key.combine(config.baseURL)
        key.combine(maxURLsPerSitemap)
        key.combine(languages?.stableKey ?? 0)
        key.combine(pages.count)
        for page in pages {
            key.combine(page.path.description)
            key.combine(page.lastModified.map { ($0.year * 100 + $0.month) * 100 + $0.day } ?? 0)
        }
        var jobs: [PageJob] = []
        if let cache {
            let files = cache.sitemapFiles(for: key.value)
                ?? SitemapWriter(baseURL: config.baseURL, maxURLsPerFile: maxURLsPerSitemap).files(for: entries(pages))
                    .map { (name: $0.name, bytes: Array($0.text.utf8)) }
            cache.storeSitemapFiles(files, for: key.value)
            for file in files {
                let bytes = file.bytes
                jobs.append(PageJob(path: OutputPath(trusted: [file.name]), origin: "(sitemap)", isPage: false,
                                    sitemap: nil) { _ in bytes })
            }
        } else {
            jobs = lazyJobs(pages, key: key.value)
        }
        let robots = "User-agent: *\nAllow: /\n\nSitemap: \(config.absoluteURL("sitemap.xml"))\n"
        jobs.append(PageJob(path: OutputPath(trusted: ["robots.txt"]), origin: "(robots.txt)", isPage: false,
                            sitemap: nil) { _ in Array(robots.utf8) })
        return jobs
    }

    /// The sitemap jobs of a build without a render cache: the files are made only when one of them
    /// renders (once, for all of them), and each job's fingerprint is `key` (every entry, the base
    /// URL, the per-file limit: all the files are made from) with its path, so `--cache` keeps an
    /// unchanged sitemap of 110,000 URLs without making it again.
    private func lazyJobs(_ pages: [(path: OutputPath, lastModified: CalendarDate?)], key: UInt64) -> [PageJob] {
        let writer = SitemapWriter(baseURL: config.baseURL, maxURLsPerFile: maxURLsPerSitemap)
        let made = OnceValue { [self] in writer.files(for: entries(pages)) }
        // The names `files(for:)` gives: one file, or past the limit an index and its numbered parts.
        let parts = pages.count > maxURLsPerSitemap ? (pages.count + maxURLsPerSitemap - 1) / maxURLsPerSitemap : 0
        let names = ["sitemap.xml"] + (0..<parts).map { "sitemap-\($0 + 1).xml" }
        return names.map { name in
            let path = OutputPath(trusted: [name])
            var fingerprint = StableHash()
            fingerprint.combine("waymark-sitemap-job-1")
            fingerprint.combine(key)
            fingerprint.combine(name)
            return PageJob(path: path, origin: "(sitemap)", isPage: false, sitemap: nil,
                           fingerprint: fingerprint.value) { _ in
                guard let file = made.value.first(where: { $0.name == name }) else {
                    throw SitemapFileMissing(name: name)
                }
                return Array(file.text.utf8)
            }
        }
    }
}

extension SiteIndexFiles {
    /// The sitemap entries of the pages: absolute URLs, dates and alternates.
    fileprivate func entries(_ pages: [(path: OutputPath, lastModified: CalendarDate?)]) -> [SitemapWriter.Entry] {
        pages.map { page in
            let sitePath = page.path.isIndexPage ? page.path.folderPath : page.path.description
            return SitemapWriter.Entry(url: config.absoluteURL(sitePath), lastModified: page.lastModified,
                                       alternates: languages?.sitemapAlternates(atSitePath: sitePath) ?? [])
        }
    }
}

/// A sitemap file the plan named that the sitemap writer did not make (a mismatch of their naming
/// rules: never written rather than written wrong).
struct SitemapFileMissing: Error, CustomStringConvertible {
    var name: String
    var description: String { "the sitemap writer made no \(name)" }
}
