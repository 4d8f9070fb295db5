import WaymarkConfig
import WaymarkCore
import WaymarkModel
import WaymarkOutput

/// `sitemap.xml` (an index past 50,000 URLs) and `robots.txt`, made from every planned job that
/// asked to be in the sitemap. URLs are absolute from `baseURL`; `lastmod` comes from content dates.
package struct SiteIndexFiles {
    /// The site's configuration.
    let config: SiteConfig
    /// URLs per sitemap file before an index is written.
    var maxURLsPerSitemap = SitemapWriter.protocolLimit
    /// The `hreflang` alternates of a page by its site path (multilingual sites); empty otherwise.
    package var alternates: [String: [SitemapWriter.Entry.Alternate]] = [:]

    /// The index files of a site configured by `config`.
    package init(config: SiteConfig, maxURLsPerSitemap: Int = SitemapWriter.protocolLimit,
                 alternates: [String: [SitemapWriter.Entry.Alternate]] = [:]) {
        self.config = config
        self.maxURLsPerSitemap = maxURLsPerSitemap
        self.alternates = alternates
    }

    /// The jobs for the sitemap file(s) and `robots.txt`.
    package func jobs(for planned: [PageJob], cache: RenderCache? = nil) -> [PageJob] {
        let entries = planned.compactMap { job -> SitemapWriter.Entry? in
            guard let sitemap = job.sitemap else { return nil }
            let sitePath = job.path.isIndexPage ? job.path.folderPath : job.path.description
            return SitemapWriter.Entry(url: config.absoluteURL(sitePath), lastModified: sitemap.lastModified,
                                       alternates: alternates[sitePath] ?? [])
        }
        // The sitemap files depend only on the entries, the base URL and the per-file limit.
        var key = StableHash()
        key.combine("waymark-sitemap-1")
        key.combine(config.baseURL)
        key.combine(maxURLsPerSitemap)
        key.combine(entries.count)
        for entry in entries {
            key.combine(entry.url)
            key.combine(entry.lastModified?.description)
            for alternate in entry.alternates {
                key.combine(alternate.hreflang)
                key.combine(alternate.url)
            }
        }
        var jobs: [PageJob] = []
        if let cache {
            let files = cache.sitemapFiles(for: key.value)
                ?? SitemapWriter(baseURL: config.baseURL, maxURLsPerFile: maxURLsPerSitemap).files(for: entries)
                    .map { (name: $0.name, bytes: Array($0.text.utf8)) }
            cache.storeSitemapFiles(files, for: key.value)
            for file in files {
                let bytes = file.bytes
                jobs.append(PageJob(path: OutputPath(trusted: [file.name]), origin: "(sitemap)", isPage: false,
                                    sitemap: nil) { _ in bytes })
            }
        } else {
            jobs = lazyJobs(entries, key: key.value)
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
    private func lazyJobs(_ entries: [SitemapWriter.Entry], key: UInt64) -> [PageJob] {
        let writer = SitemapWriter(baseURL: config.baseURL, maxURLsPerFile: maxURLsPerSitemap)
        let made = OnceValue { writer.files(for: entries) }
        // The names `files(for:)` gives: one file, or past the limit an index and its numbered parts.
        let parts = entries.count > maxURLsPerSitemap ? (entries.count + maxURLsPerSitemap - 1) / maxURLsPerSitemap : 0
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

/// A sitemap file the plan named that the sitemap writer did not make (a mismatch of their naming
/// rules: never written rather than written wrong).
struct SitemapFileMissing: Error, CustomStringConvertible {
    var name: String
    var description: String { "the sitemap writer made no \(name)" }
}
