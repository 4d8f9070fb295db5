import Foundation
import Testing
import WaymarkModel
import WaymarkOutput
import WaymarkPages
@testable import WaymarkSite

/// `search: true` (README, "Search"): the written site is indexed once every file is in the
/// temporary folder, before the output changes; `--cache` indexes again only when a page changed;
/// `--shard` indexes nothing and says how to index the merged shards. Pagefind itself is stood in
/// for by a shell script that lists the pages it was given, with a checksum of their bytes, and
/// counts its runs, so these tests need no Pagefind and see exactly when it ran.
@Suite struct SearchIndexTests {
    /// The multilingual fixture with `search: true`, and a stand-in indexer.
    final class SearchSite {
        let copy: IncrementalSite
        var site: String { copy.site }
        var output: String { copy.folder.appending("Output") }
        var runs: String { copy.folder.appending("indexer-runs") }
        var indexer: SearchIndexer { SearchIndexer(executable: copy.folder.appending("pagefind")) }

        init(failing: Bool = false) throws {
            copy = try IncrementalSite("multilingual")
            try copy.append("search: true\n", to: "site.yml")
            let script = failing ? "#!/bin/sh\necho 'reading pages' >&2\necho 'Error: boom' >&2\nexit 3\n" : """
                #!/bin/sh
                site=""
                while [ $# -gt 0 ]; do
                  case "$1" in --site) site="$2"; shift 2;; *) shift;; esac
                done
                echo run >> '\(runs)'
                mkdir -p "$site/pagefind"
                cd "$site" && find . -name '*.html' | LC_ALL=C sort > pagefind/pages.txt
                find . -name '*.html' | LC_ALL=C sort | xargs cat | cksum > pagefind/checksum.txt
                echo '{"version":"1.5.2","languages":{}}' > pagefind/pagefind-entry.json
                """
            try script.write(toFile: indexer.executable, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: indexer.executable)
        }

        func options(into folder: String? = nil, cache: Bool = false) -> BuildOptions {
            var options = BuildOptions(siteFolder: site, outputFolder: folder ?? output, today: FixtureBuild.today,
                                       displayFolder: "site")
            options.cacheFolder = cache ? copy.folder.appending("cache") : nil
            options.searchIndexer = indexer
            return options
        }

        func build(_ options: BuildOptions) async -> BuildResult {
            await SiteBuilder(pageKinds: .standard).build(options)
        }

        /// How many times the stand-in indexer ran.
        var runCount: Int {
            ((try? String(contentsOfFile: runs, encoding: .utf8)) ?? "").split(separator: "\n").count
        }

        func text(_ relative: String, in folder: String? = nil) -> String {
            (try? String(contentsOfFile: (folder ?? output) + "/" + relative, encoding: .utf8)) ?? ""
        }
    }

    @Test func aWholeBuildIndexesEveryLanguageOnceAndCountsTheIndex() async throws {
        let site = try SearchSite()
        var options = site.options()
        options.searchIndexer = nil
        try site.copy.edit("site.yml", replacing: "search: true", with: "search: false")
        let plain = await site.build(options)
        try #require(plain.wroteOutput, "\(plain.diagnostics)")
        try site.copy.edit("site.yml", replacing: "search: false", with: "search: true")

        let result = await site.build(site.options())
        try #require(result.wroteOutput, "\(result.diagnostics)")
        #expect(site.runCount == 1)
        let pages = site.text("pagefind/pages.txt").split(separator: "\n")
        #expect(pages.contains("./about/index.html") && pages.contains("./sv/about/index.html"))
        #expect(pages.contains("./search/index.html") && pages.contains("./sv/search/index.html"))
        // The three files of the index are counted among the build's files, besides the search
        // pages and the search script of each language.
        #expect(result.fileCount == plain.fileCount + 3 + 4)
        #expect(result.phases.map(\.name).contains("search"))
    }

    @Test func withoutPagefindTheBuildFailsAtSearchSayingHowToInstallIt() async throws {
        let site = try SearchSite()
        try FileManager.default.createDirectory(atPath: site.output, withIntermediateDirectories: true)
        try "kept".write(toFile: site.output + "/old.txt", atomically: true, encoding: .utf8)
        var options = site.options()
        options.searchIndexer = nil
        let result = await site.build(options)
        #expect(!result.succeeded && !result.wroteOutput)
        let line = try #require(result.diagnostics.first { $0.severity == .error }?.description.split(separator: "\n").first)
        let lines = try String(contentsOfFile: site.site + "/site.yml", encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let number = try #require(lines.firstIndex(of: "search: true")) + 1
        #expect(String(line) == "site/site.yml:\(number):9: error: search is on but Pagefind, which indexes the site, was not found "
                + "(--pagefind, WAYMARK_PAGEFIND, PATH, .build/search-venv): install it with `make search-deps` (in a Waymark "
                + "checkout, into .build/search-venv), or `pip install pagefind-bin` and name the binary it ships with "
                + "--pagefind PATH or WAYMARK_PAGEFIND (python3 -c 'import pagefind_bin; print(pagefind_bin.get_executable())' "
                + "prints its path)")
        #expect(TemporaryFolder.names(in: site.output) == ["old.txt"], "the output is left as it was")
    }

    /// With the real Pagefind (`make test` installs it with `make search-deps`), the same site built
    /// three times gives the same files byte for byte, the index included: Pagefind's order of
    /// filters, values and languages changes from run to run, the written index does not.
    @Test func theSameSiteGivesTheSameIndexByteForByte() async throws {
        let lookup = SearchIndexerLookup.find(explicit: nil, environment: ProcessInfo.processInfo.environment,
                                              workingFolder: FileManager.default.currentDirectoryPath)
        guard case .success(let found) = lookup, let pagefind = found else {
            Issue.record("Pagefind was not found: `make search-deps` installs it (make test does)")
            return
        }
        let site = try SearchSite()
        var outputs: [[String: [UInt8]]] = []
        for run in 1...3 {
            var options = site.options(into: site.copy.folder.appending("Output\(run)"))
            options.searchIndexer = pagefind
            let result = await site.build(options)
            try #require(result.wroteOutput, "\(result.diagnostics)")
            outputs.append(try TemporaryFolder.snapshot(site.copy.folder.appending("Output\(run)")))
        }
        let filters = outputs[0].keys.filter { $0.hasPrefix("pagefind/filter/") }
        #expect(filters.count >= 8, "status, species, kind and more in two languages: \(filters.sorted())")
        #expect(outputs[0].keys.contains("pagefind/pagefind-entry.json"))
        for other in outputs.dropFirst() {
            #expect(Set(other.keys) == Set(outputs[0].keys))
            let differing = outputs[0].keys.filter { other[$0] != outputs[0][$0] }.sorted()
            #expect(differing.isEmpty, "files that differ between two builds: \(differing)")
        }

        // An edited page under --cache updates the index in place to what a clean build writes:
        // the files whose names changed are replaced, none of the old ones is left.
        var cached = site.options(into: site.copy.folder.appending("Output1"), cache: true)
        cached.searchIndexer = pagefind
        try #require(await site.build(cached).wroteOutput)
        try site.copy.edit("pages/about.md", replacing: "About", with: "All about the harbour")
        let edited = await site.build(cached)
        try #require(edited.wroteOutput, "\(edited.diagnostics)")
        var clean = site.options(into: site.copy.folder.appending("Clean"))
        clean.searchIndexer = pagefind
        try #require(await site.build(clean).wroteOutput)
        let updated = try TemporaryFolder.snapshot(site.copy.folder.appending("Output1"))
        let fresh = try TemporaryFolder.snapshot(site.copy.folder.appending("Clean"))
        #expect(updated.keys.sorted() == fresh.keys.sorted())
        #expect(fresh.keys.filter { updated[$0] != fresh[$0] }.sorted() == [])
        #expect(updated["pagefind/pagefind-entry.json"] != outputs[0]["pagefind/pagefind-entry.json"], "the edit changed the index")
    }

    @Test func aFailingIndexerLeavesTheOutputAsItWas() async throws {
        let site = try SearchSite(failing: true)
        try FileManager.default.createDirectory(atPath: site.output, withIntermediateDirectories: true)
        try "kept".write(toFile: site.output + "/old.txt", atomically: true, encoding: .utf8)
        let result = await site.build(site.options())
        #expect(!result.succeeded && !result.wroteOutput)
        #expect(result.diagnostics.filter { $0.severity == .error }.map(\.description) == [
            "\(site.output): error: could not index the site for search: \(site.indexer.executable) failed with exit status 3: "
                + "reading pages / Error: boom",
        ])
        #expect(TemporaryFolder.names(in: site.output) == ["old.txt"])
        let beside = try FileManager.default.contentsOfDirectory(atPath: site.copy.folder.path)
        #expect(!beside.contains { $0.hasPrefix(".waymark-tmp") }, "no temporary folder is left")
    }

    @Test func withTheCacheOnlyAChangedPageIndexesAgain() async throws {
        let site = try SearchSite()
        let first = await site.build(site.options(cache: true))
        try #require(first.wroteOutput, "\(first.diagnostics)")
        #expect(site.runCount == 1)
        let checksum = site.text("pagefind/checksum.txt")

        let unchanged = await site.build(site.options(cache: true))
        try #require(unchanged.wroteOutput, "\(unchanged.diagnostics)")
        #expect(site.runCount == 1, "an unchanged site is not indexed again")
        #expect(unchanged.fileCount == first.fileCount)

        // A file that is not a page changes: the pages, and so the index, stay as they are.
        try TemporaryFolder.write(["static/notes.txt": "harbour notes\n"], under: site.site)
        let noPage = await site.build(site.options(cache: true))
        try #require(noPage.wroteOutput, "\(noPage.diagnostics)")
        #expect(site.runCount == 1, "no page changed: the index is kept")
        #expect(site.text("pagefind/checksum.txt") == checksum)
        #expect(site.text("notes.txt") == "harbour notes\n")
        #expect(noPage.fileCount == first.fileCount + 2, "notes.txt in both languages")

        // Nor when the output's index was tampered with: then it is made again.
        try "altered".write(toFile: site.output + "/pagefind/checksum.txt", atomically: true, encoding: .utf8)
        try TemporaryFolder.write(["static/notes.txt": "harbour notes, 2\n"], under: site.site)
        _ = await site.build(site.options(cache: true))
        #expect(site.runCount == 2, "an index not as recorded is made again")
        #expect(site.text("pagefind/checksum.txt") == checksum)

        try site.copy.edit("pages/about.md", replacing: "About", with: "All about")
        let edited = await site.build(site.options(cache: true))
        try #require(edited.wroteOutput, "\(edited.diagnostics)")
        #expect(site.runCount == 3, "a changed page is indexed again")
        #expect(site.text("pagefind/checksum.txt") != checksum)

        // The output is that of a build without the cache.
        let clean = site.copy.folder.appending("Clean")
        let cleanResult = await site.build(site.options(into: clean))
        try #require(cleanResult.wroteOutput, "\(cleanResult.diagnostics)")
        #expect(try TemporaryFolder.snapshot(site.output) == TemporaryFolder.snapshot(clean))
    }

    @Test func turningSearchOffRemovesTheIndexFromAnOutputUpdatedInPlace() async throws {
        let site = try SearchSite()
        let first = await site.build(site.options(cache: true))
        try #require(first.wroteOutput, "\(first.diagnostics)")
        try site.copy.edit("site.yml", replacing: "search: true", with: "search: false")
        let off = await site.build(site.options(cache: true))
        try #require(off.wroteOutput, "\(off.diagnostics)")
        #expect(!FileManager.default.fileExists(atPath: site.output + "/pagefind"))
        #expect(!FileManager.default.fileExists(atPath: site.output + "/search"))
        #expect(site.runCount == 1)
    }

    @Test func aShardIndexesNothingAndSaysHowToIndexTheMergedShards() async throws {
        let site = try SearchSite()
        var options = site.options()
        options.shard = OutputShard("1/2")
        let result = await site.build(options)
        try #require(result.wroteOutput, "\(result.diagnostics)")
        #expect(site.runCount == 0)
        #expect(!FileManager.default.fileExists(atPath: site.output + "/pagefind"))
        #expect(result.notes == [
            "note: search index not built: shard 1/2 holds part of the site; copy the 2 shards' output folders together, "
                + "then index the whole with `pagefind --site <merged folder>`",
        ])
    }

    @Test func aFileOfTheSiteWhereTheIndexGoesIsAnError() async throws {
        let site = try SearchSite()
        try TemporaryFolder.write(["static/pagefind/pagefind.js": "// mine\n"], under: site.site)
        let result = await site.build(site.options())
        #expect(!result.succeeded)
        #expect(result.diagnostics.map { $0.description.split(separator: "\n")[0] }.contains(
            "site/static/pagefind/pagefind.js: error: pagefind/pagefind.js is in pagefind/, where the search index goes: "
                + "expected no file of the site there when search is on"))
        #expect(site.runCount == 0)
    }
}
