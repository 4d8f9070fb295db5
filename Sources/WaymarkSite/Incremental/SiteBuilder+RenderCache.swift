import WaymarkCore
import WaymarkModel
import WaymarkOutput
import WaymarkRender

extension SiteBuilder {
    /// The render phase: `SiteBuilder.render(_:environment:)`, except that with a `renderCache` the
    /// jobs with a fingerprint whose bytes the cache holds for the same job and environment
    /// fingerprints are not rendered again. The result is in the order of `jobs`; throws the first
    /// ``RenderFailure``.
    func renderPhase(_ jobs: [PageJob], environment: RenderEnvironment, options: BuildOptions) async throws -> [OutputFile] {
        guard let cache = renderCache else { return try await Self.render(jobs, environment: environment) }
        let shared = environmentFingerprint(environment, options: options)
        var stored = cache.bytes(for: jobs, environment: shared)
        // By index: a loop over the jobs would copy each one (its closure and strings retained).
        var pending: [PageJob] = []
        var pendingIndexes: [Int] = []
        for index in jobs.indices where stored[index] == nil {
            pending.append(jobs[index])
            pendingIndexes.append(index)
        }
        let rendered = try await Self.render(pending, environment: environment)
        for (index, file) in zip(pendingIndexes, rendered) { stored[index] = file.bytes }
        var files: [OutputFile] = []
        var kept: [(path: OutputPath, job: UInt64, bytes: [UInt8])] = []
        files.reserveCapacity(jobs.count)
        kept.reserveCapacity(jobs.count)
        for index in jobs.indices {
            let path = jobs[index].path, bytes = stored[index] ?? []
            files.append(OutputFile(path: path, bytes: bytes))
            if let fingerprint = jobs[index].fingerprint { kept.append((path, fingerprint, bytes)) }
        }
        cache.replace(with: kept, environment: shared, reused: jobs.count - pending.count,
                      rendered: pendingIndexes.map { jobs[$0].path })
        return files
    }

    /// A stable hash of everything `RenderEnvironment` gives every page: `site.yml` (title, base
    /// URL, language, Markdown settings; as the digest its load took, ``SiteConfig/sourceDigest``),
    /// the theme, the navigation, the feed links, today, the output format, the site folder's
    /// display name and the site folder however it was named (`Content`, `./Content/`).
    func environmentFingerprint(_ environment: RenderEnvironment, options: BuildOptions) -> UInt64 {
        var hash = StableHash()
        hash.combine("waymark-render-environment-2")
        hash.combine(environment.site.config.sourceDigest)
        hash.combine(environment.site.theme.fingerprint)
        hash.combine(environment.navigation.count)
        for item in environment.navigation {
            hash.combine(item.title)
            hash.combine(item.target)
            hash.combine(item.isExternal)
        }
        hash.combine(environment.feedLinks.count)
        for link in environment.feedLinks {
            hash.combine(link.title)
            hash.combine(link.type)
            hash.combine(link.sitePath)
        }
        hash.combine(environment.site.today.description)
        hash.combine(String(describing: options.format))
        hash.combine(environment.site.displayFolder)
        hash.combine(BuildCache.absolute(environment.site.siteFolder))
        return hash.value
    }
}
