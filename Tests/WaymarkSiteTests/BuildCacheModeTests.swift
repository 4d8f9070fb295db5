import Testing
import WaymarkRender
@testable import WaymarkSite

/// The one rule for which cache a build keeps: `serve`'s caches win, a cache folder counts only for
/// a build that writes its output, and anything else keeps none.
@Suite struct BuildCacheModeTests {
    @Test(arguments: [
        (true, BuildOptions.Mode.write, true, "memory"), (true, .validate, false, "memory"),
        (false, .write, true, "disk"), (false, .validate, true, "none"), (false, .write, false, "none"),
    ])
    func theModeOfABuild(serve: Bool, mode: BuildOptions.Mode, cacheFolder: Bool, expected: String) {
        var options = BuildOptions(siteFolder: "site", outputFolder: "Output", today: FixtureBuild.today, mode: mode)
        options.cacheFolder = cacheFolder ? "cache" : nil
        let found = BuildCacheMode(caches: serve ? PreviewCaches() : nil, options: options)
        switch found {
        case .none: #expect(expected == "none")
        case .memory: #expect(expected == "memory")
        case .disk(let folder): #expect(expected == "disk" && folder == "cache")
        }
        #expect(found.isDisk == (expected == "disk"))
        #expect(found.isMemory == (expected == "memory"))
    }
}
