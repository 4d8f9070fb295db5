import WaymarkRender

/// Which cache a build keeps, decided once when it starts (``BuildRun/cacheMode``): none
/// (`waymark build` without `--cache`, `waymark check`), the caches `waymark serve` holds in memory
/// between builds, or the folder `--cache` keeps between processes.
enum BuildCacheMode {
    /// Everything is loaded, resolved, planned and rendered.
    case none
    /// `waymark serve`: parses, the data phase and rendered files kept in memory (the builder's
    /// ``SiteBuilder/caches``).
    case memory
    /// `waymark build --cache`: the cache files of a write build in `folder` (``BuildCache``).
    case disk(folder: String)

    /// The mode of a builder with `caches` running `options`: `serve`'s caches win; a cache folder
    /// counts only for a build that writes its output.
    init(caches: PreviewCaches?, options: BuildOptions) {
        if caches != nil {
            self = .memory
        } else if options.mode == .write, let folder = options.cacheFolder {
            self = .disk(folder: folder)
        } else {
            self = .none
        }
    }

    /// Whether this is a `--cache` build.
    var isDisk: Bool {
        if case .disk = self { return true }
        return false
    }

    /// Whether this is a `serve` build.
    var isMemory: Bool {
        if case .memory = self { return true }
        return false
    }
}
