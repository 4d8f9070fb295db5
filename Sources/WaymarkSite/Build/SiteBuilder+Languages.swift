import WaymarkModel
import WaymarkOutput
import WaymarkRender

extension SiteBuilder {
    /// The other languages of a multilingual site, planned.
    struct Translations {
        /// Their jobs, under their language folders, each rendering with its language's environment.
        var jobs: [PageJob]
        /// The languages as the default language's pages see them.
        var defaultLanguages: PageLanguages
        /// Links in these languages to no file of their language (data text is shared by every
        /// language, so the caller drops those the default language already reports).
        var brokenLinks: [Diagnostic]
        /// The default language's pages' render-cache fingerprints
        /// (``PageLanguages/jobFingerprints(environment:)``), its navigation being in the site-wide key.
        var defaultFingerprint: LanguageJobFingerprints { defaultLanguages.jobFingerprints(environment: 0) }
    }

    /// Plans every language after the first of `languages:` as the same site in that language
    /// (docs/i18n.md, "Multilingual sites"): its translated pages, every data page, feed and static
    /// file, written under `<language>/`. A problem the default language's plan already reported
    /// is not reported again. Records with `description_<language>` show that text in the language. Links inside a language are checked against that language's files;
    /// a menu link to a page it lacks goes to the default language's page. Each language has its
    /// own title, description and menus when the map form of `languages:` gives them. In a preview
    /// (`dataKey`), data-only plans come from the data cache per language and every job keeps a
    /// fingerprint that adds its language (``PageLanguages/fingerprint(of:environment:)``).
    func planTranslations(_ site: SiteContent, generators: [any SiteGenerator], defaultJobs: [PageJob],
                          dataKey: UInt64? = nil, diagnostics: inout Diagnostics) -> Translations {
        let codes = site.config.languages
        let editions = codes.enumerated().map { index, code in
            PageLanguages.Edition(code: code, prefix: index == 0 ? "" : code + "/",
                                  name: site.config.languageSettings[code]?.name ?? PageLanguages.name(of: code))
        }
        let defaultPaths = Self.pathSet(defaultJobs)
        let reported = Set(diagnostics.items.map { "\($0.location)\u{0}\($0.message)" })
        var available: [String: [Int]] = [:]
        available.reserveCapacity(defaultJobs.count)
        Self.addPages(of: defaultJobs, language: 0, to: &available)

        struct Planned { var site: SiteContent; var jobs: [PageJob]; var feedLinks: [FeedLink]; var navigation: [NavigationItem] }
        var planned: [Planned] = []
        var brokenLinks: [Diagnostic] = []
        // Record text in this language (`description_sv`): the indexes are built again over the copies.
        let variants = site.data.hasTextVariants
        for (index, code) in codes.enumerated().dropFirst() {
            var config = site.config.edition(code)
            config.baseURL = site.config.baseURL + editions[index].prefix
            // `serve` keeps each language's records and indexes while the data is unchanged.
            let kept = variants ? caches?.data.edition(code, for: dataKey) : nil
            var edition = SiteContent(config: config, pages: site.translatedPages.filter { $0.language == code },
                                      theme: site.theme, today: site.today, siteFolder: site.siteFolder,
                                      displayFolder: site.displayFolder, io: site.io,
                                      data: kept?.data ?? (variants ? site.data.localised(to: code) : site.data),
                                      discovery: kept?.discovery ?? (variants ? nil : site.discovery), geocoded: site.geocoded)
            if variants, kept == nil, let dataKey {
                caches?.data.storeEdition(code, data: edition.data, discovery: edition.discovery, for: dataKey)
            }
            edition.feedFragments = site.feedFragments
            edition.wantsFingerprints = site.wantsFingerprints
            var jobs: [PageJob] = []
            var feedLinks: [FeedLink] = []
            var links: [LinkReference] = []
            for generator in generators {
                let plan = dataOnlyPlan(generator, site: edition, dataKey: dataKey, language: code) ?? generator.plan(edition)
                for diagnostic in plan.diagnostics where !reported.contains("\(diagnostic.location)\u{0}\(diagnostic.message)") {
                    diagnostics.append(diagnostic)
                }
                jobs.append(contentsOf: plan.jobs)
                feedLinks.append(contentsOf: plan.feedLinks)
                links.append(contentsOf: plan.links)
            }
            let paths = Self.pathSet(jobs)
            for link in links where !paths.contains(link.file) { brokenLinks.append(Self.brokenLink(link)) }
            let navigation = Navigation(site: edition, outputPaths: paths, defaultPaths: defaultPaths)
            diagnostics.append(contentsOf: navigation.diagnostics)
            Self.addPages(of: jobs, language: index, to: &available)
            planned.append(Planned(site: edition, jobs: jobs,
                                   feedLinks: feedLinks.sorted { ($0.sitePath, $0.title) < ($1.sitePath, $1.title) },
                                   navigation: navigation.items))
        }

        func languages(_ current: Int) -> PageLanguages {
            PageLanguages(editions: editions, current: current, available: available, baseURL: site.config.baseURL)
        }
        var jobs: [PageJob] = []
        for (offset, edition) in planned.enumerated() {
            let index = offset + 1
            let pageLanguages = languages(index)
            let environment = SharedRenderEnvironment(RenderEnvironment(
                site: edition.site, navigation: edition.navigation, feedLinks: edition.feedLinks, languages: pageLanguages))
            let key = PageLanguages.environmentKey(config: edition.site.config, navigation: edition.navigation,
                                                   feedLinks: edition.feedLinks)
            let fingerprint = pageLanguages.jobFingerprints(environment: key)
            for var job in edition.jobs {
                let render = job.render
                job.render = { _ in try render(environment.value) }
                job.fingerprint = fingerprint(job)
                if let path = job.path.inside(codes[index]) {
                    job.path = path
                    jobs.append(job)
                }
            }
        }
        return Translations(jobs: jobs, defaultLanguages: languages(0), brokenLinks: brokenLinks)
    }

    /// The output paths of `jobs`. By index: a loop over the jobs would copy each one.
    static func pathSet(_ jobs: [PageJob]) -> Set<String> {
        var paths = Set<String>(minimumCapacity: jobs.count)
        for index in jobs.indices { paths.insert(jobs[index].path.description) }
        return paths
    }

    /// Adds the pages of `jobs` (their site paths) as pages language `language` has.
    static func addPages(of jobs: [PageJob], language: Int, to available: inout [String: [Int]]) {
        for index in jobs.indices where jobs[index].isPage && jobs[index].path.isIndexPage {
            available[jobs[index].path.folderPath, default: []].append(language)
        }
    }
}
