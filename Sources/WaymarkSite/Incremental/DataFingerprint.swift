import WaymarkModel

/// The render-cache fingerprint of a site's data: the bytes of every file under `data/`, the
/// geocode cache and whether the online provider may be asked. Jobs of generators that render from
/// the data alone (``SiteGenerator/rendersFromDataOnly``) are keyed by it, so a preview rebuild after
/// editing a Markdown page reuses the charter, pet and airport pages instead of rendering them again.
enum DataFingerprint {
    /// `nil` when a file cannot be read; then those jobs are not cached.
    static func of(siteFolder: String, online: Bool, io: FileIO) -> UInt64? {
        var hash = StableHash()
        hash.combine("waymark-data-1")
        hash.combine(online)
        let dataFolder = siteFolder + "/data"
        guard let files = try? io.listFiles(dataFolder) else { return nil }
        hash.combine(files.count)
        for file in files {
            guard let bytes = try? io.read(dataFolder + "/" + file) else { return nil }
            hash.combine(file)
            hash.combine(bytes: bytes)
        }
        let cache = siteFolder + "/.waymark/geocode-cache.json"
        hash.combine(bytes: (try? io.read(cache)) ?? [UInt8]())
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
