import WaymarkConfig
import WaymarkCore
import WaymarkModel
import WaymarkOutput
import WaymarkRender

/// The render-cache fingerprint of a site's data: the bytes of every file under `data/`, the
/// geocode cache and whether the online provider may be asked. It keys the data phase's output and
/// the data-only generators' plans; a job of a generator that renders from the data alone
/// (``SiteGenerator/rendersFromDataOnly``) that has no fingerprint of its own (the charter, pet and
/// airport jobs have one, from the records they show: ``RecordFingerprint``) is keyed by it, so it
/// is reused while no data file changed.
enum DataFingerprint {
    /// `nil` when a file cannot be read; then those jobs are not cached.
    static func of(siteFolder: String, online: Bool, io: FileIO) -> UInt64? {
        var hash = StableHash()
        hash.combine("waymark-data-2")
        hash.combine(online)
        let dataFolder = siteFolder + "/data"
        guard let files = try? io.listFiles(dataFolder) else { return nil }
        hash.combine(files.count)
        for file in files {
            guard let bytes = try? io.read(dataFolder + "/" + file) else { return nil }
            hash.combine(file)
            hash.combine(contentHash(bytes))
        }
        let cache = siteFolder + "/.waymark/geocode-cache.json"
        hash.combine(contentHash((try? io.read(cache)) ?? []))
        return hash.value
    }

    /// A file's bytes as one number (``ContentHash``, 8 bytes at a time: the 13 MB of the
    /// generated site's announcements took 0.3 s byte by byte through ``StableHash``).
    private static func contentHash(_ bytes: [UInt8]) -> UInt64 {
        var words = ContentHash()
        bytes.withUnsafeBytes { words.combine($0) }
        return words.value
    }

    /// The key of the data phase's output (``DataStageCache``): ``of(siteFolder:online:io:)`` plus
    /// everything else the phase and the data-only generators' plans read: `site.yml` (as the
    /// digest its load took, ``SiteConfig/sourceDigest``), today, the mode, the site folder's path
    /// and display name, and how often `serve` asked to read the `sources:` of site.yml again. `nil`
    /// when a file cannot be read.
    static func stage(of siteFolder: String, config: SiteConfig, options: BuildOptions, displayFolder: String,
                      io: FileIO) -> UInt64? {
        guard let data = of(siteFolder: siteFolder, online: options.online, io: io) else { return nil }
        var hash = StableHash()
        hash.combine("waymark-data-stage-2")
        hash.combine(data)
        hash.combine(config.sourceDigest)
        hash.combine(options.today.description)
        hash.combine(String(describing: options.mode))
        hash.combine(BuildCache.absolute(siteFolder))
        hash.combine(displayFolder)
        hash.combine(options.sourceRefresh)
        return hash.value
    }

    /// The key of a data-only generator's plan: the stage key and the theme it was planned with.
    static func plan(stage: UInt64, theme: UInt64, generator: String) -> UInt64 {
        var hash = StableHash()
        hash.combine("waymark-data-plan-1")
        hash.combine(stage)
        hash.combine(theme)
        hash.combine(generator)
        return hash.value
    }

    /// The fingerprint of one job of a data-only generator.
    static func job(data: UInt64, generator: String, path: OutputPath) -> UInt64 {
        var hash = StableHash()
        hash.combine("waymark-data-job-1")
        hash.combine(data)
        hash.combine(generator)
        hash.combine(path.description)
        return hash.value
    }
}
