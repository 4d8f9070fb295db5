// swift-tools-version: 6.1
// Waymark: a static-site and report generator for place-based community data.
// The targets below are the architecture (docs/architecture.md); arrows point one way, from the
// executable down to the pure geo core.
import PackageDescription

let package = Package(
    name: "Waymark",
    // macOS 15: Synchronization.Mutex (the caches, staging folders, the PostgreSQL deadline) and
    // task executors (the preview server) first shipped there.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "waymark", targets: ["waymark"]),
        .executable(name: "waymark-bench", targets: ["WaymarkBench"]),
        // The modules another package may depend on: their `public` declarations are the API
        // (Tests/Fixtures/public-api/, checked by scripts/public_api.py). Every other module's
        // declarations are `package` at most (docs/architecture.md, "Public API").
        .library(name: "WaymarkGeo", targets: ["WaymarkGeo"]),
        .library(name: "WaymarkMap", targets: ["WaymarkMap"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/yaslab/CSV.swift", from: "2.5.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        // Already in the graph through postgres-nio; named because WaymarkPostgres uses them directly.
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        // System library: cmark-gfm and its GFM extensions (Debian libcmark-gfm-dev, libcmark-gfm-extensions-dev).
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        // System library: the netCDF C library (Debian libnetcdf-dev), to read the GSHHG coastlines.
        .systemLibrary(
            name: "CNetCDF",
            pkgConfig: "netcdf",
            providers: [.apt(["libnetcdf-dev"])]
        ),
        // System library: zlib (Debian zlib1g-dev), to read and write the gzip files of the search
        // index when Waymark puts Pagefind's index in one order (README, "Search").
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        // System library: libqrencode (Debian libqrencode-dev), to encode the QR code of each lost-pet
        // poster (README, "Posters").
        .systemLibrary(
            name: "CQrencode",
            pkgConfig: "libqrencode",
            providers: [.apt(["libqrencode-dev"])]
        ),
        // System library: librsvg 2.54 over cairo (Debian librsvg2-dev), to rasterise the share cards
        // (README, "Share cards") in process, without a child process per picture.
        .systemLibrary(
            name: "CRsvg",
            pkgConfig: "librsvg-2.0",
            providers: [.apt(["librsvg2-dev"])]
        ),
        // System library: Pango over cairo (Debian libpango1.0-dev), to lay out and draw the words of
        // share cards over what librsvg drew: wrapped to the column's width in real glyph widths.
        .systemLibrary(
            name: "CPango",
            pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev"])]
        ),
        // Header only, no library to link: the cache prefetch hint the spatial index's nearest search
        // issues along the query's path (docs/scale.md, "The geo index against geokdbush").
        .systemLibrary(name: "CMemoryHints"),
        // System library: mimalloc (Debian libmimalloc-dev), the `waymark` program's allocator in place
        // of glibc's malloc: parsing, templates and the plan allocate millions of small blocks from
        // every core (docs/scale.md, "Memory").
        .systemLibrary(
            name: "CMimalloc",
            providers: [.apt(["libmimalloc-dev"])]
        ),
        // The lowest layer, no dependencies: one implementation of each thing every module shares
        // (escaping, locking, parallel loops, sorted-key JSON, whitespace, source lines, the seeded
        // generator). docs/architecture.md, "Modules".
        .target(name: "WaymarkCore"),
        // Pure geodesy, projection, bounds, fitting, spatial index, route proximity. No I/O.
        .target(name: "WaymarkGeo", dependencies: ["WaymarkCore", "CMemoryHints"]),
        // Domain values: charters, announcements, airports, places, site config, diagnostics, and YAML
        // located in the file it came from (YAMLSection).
        .target(name: "WaymarkModel", dependencies: ["WaymarkCore", "WaymarkGeo", .product(name: "Yams", package: "Yams")]),
        // Loaders and validation: YAML / JSON / CSV records, OurAirports CSV, euro_aip SQLite.
        .target(
            name: "WaymarkData",
            dependencies: [
                "WaymarkCore", "WaymarkModel", "WaymarkGeo",
                .product(name: "Yams", package: "Yams"),
                .product(name: "CSV", package: "CSV.swift"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        // `sources:` of site.yml read from PostgreSQL/PostGIS: a `RecordSource` for WaymarkData's loader.
        // Only the executable, the bench and its own tests depend on it (docs/architecture.md, "Record sources").
        .target(
            name: "WaymarkPostgres",
            dependencies: [
                "WaymarkData", "WaymarkModel",
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Offline gazetteer (GeoNames), forward / reverse geocoding, cache, optional online provider.
        .target(
            name: "WaymarkGeocoding",
            dependencies: ["WaymarkCore", "WaymarkModel", "WaymarkGeo"],
            resources: [.copy("Resources")]
        ),
        // Queries: pin eligibility, charter discovery, airport filters / search / nearest / route, and
        // the syntax of ```waymark query blocks beside that of the query flags.
        .target(
            name: "WaymarkDiscovery",
            dependencies: ["WaymarkCore", "WaymarkModel", "WaymarkGeo", "WaymarkMap", .product(name: "Yams", package: "Yams")]
        ),
        // SVG maps projected in Web Mercator over GSHHG coastlines (netCDF) or the Natural Earth basemap.
        .target(
            name: "WaymarkMap",
            dependencies: ["WaymarkCore", "WaymarkGeo", "CNetCDF"],
            resources: [.copy("Resources")]
        ),
        // The data stage: records loaded, geocoded, given their nearest places and countries, indexed
        // once (ResolvedData), for `build`, `query` (SiteRecords) and `serve` alike.
        .target(
            name: "WaymarkResolve",
            dependencies: ["WaymarkCore", "WaymarkModel", "WaymarkGeo", "WaymarkData", "WaymarkGeocoding", "WaymarkDiscovery"]
        ),
        // Writing the output: the write half of the file-system seam (FileIO, over WaymarkData's FileReader),
        // output paths, the staging folder and the folder swap, the sitemap and the XML writer.
        .target(name: "WaymarkOutput", dependencies: ["CZlib", "WaymarkCore", "WaymarkModel", "WaymarkData"]),
        // `site.yml` read into a typed SiteConfig at load, every value located at its line and column
        // (the airport, charter and geocoding sections included: no later phase reads site.yml).
        .target(
            name: "WaymarkConfig",
            dependencies: [
                "WaymarkCore", "WaymarkModel", "WaymarkData", "WaymarkDiscovery", "WaymarkGeocoding", "WaymarkMap",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // Pictures: SVG rasterised by librsvg into pixels with words laid over it by Pango (SVGRasterizer,
        // RasterTextColumn) and written as a deterministic PNG (PNGEncoder, ScanlineDeflater), for the
        // share cards; knows nothing of sites.
        .target(name: "WaymarkRaster", dependencies: ["CRsvg", "CPango", "CZlib", "WaymarkCore"]),
        // Markdown over cmark-gfm: one parse of a page's body, with gaps where fenced blocks go.
        .target(
            name: "WaymarkMarkdown",
            dependencies: [
                "CCmarkGFM", "WaymarkCore",
            ]
        ),
        // The theme: Waymark's Mustache engine (Mustache/), the default templates and static files, a
        // site's overrides, their checks, and the word catalogues of each language (SiteWords).
        .target(
            name: "WaymarkTheme",
            dependencies: [
                "WaymarkCore", "WaymarkModel", "WaymarkData", "WaymarkMap",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // The plan contract and the render stage: what a page kind is given (SiteContent, with the
        // query blocks of every page run once) and returns (GeneratorPlan, PageJob), the environment
        // jobs render in, navigation, languages, paging, the sitemap and robots.txt.
        .target(
            name: "WaymarkRender",
            dependencies: [
                "WaymarkCore", "WaymarkModel", "WaymarkGeo", "WaymarkData", "WaymarkGeocoding", "WaymarkDiscovery",
                "WaymarkResolve", "WaymarkMap", "WaymarkOutput", "WaymarkConfig", "WaymarkMarkdown", "WaymarkTheme", "WaymarkRaster",
            ]
        ),
        // Waymark's page kinds (PageKinds.standard): Markdown pages and reports with their query-block
        // output, static files, charters, pets and airports with their feeds, GeoJSON and posters.
        .target(
            name: "WaymarkPages",
            dependencies: [
                "WaymarkCore", "WaymarkModel", "WaymarkGeo", "WaymarkData", "WaymarkGeocoding", "WaymarkDiscovery",
                "WaymarkMap", "WaymarkOutput", "WaymarkConfig", "WaymarkMarkdown", "WaymarkTheme", "WaymarkRender", "CQrencode",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // The build pipeline (SiteBuilder: load → resolve → plan → render → write), loading Content/,
        // the caches `serve` keeps between builds, the build `serve` runs (SitePreviewBuild), `waymark new`.
        .target(
            name: "WaymarkSite",
            dependencies: [
                "WaymarkCore", "WaymarkGeo", "WaymarkModel", "WaymarkData", "WaymarkGeocoding", "WaymarkDiscovery", "WaymarkResolve",
                "WaymarkOutput", "WaymarkConfig", "WaymarkMarkdown", "WaymarkTheme", "WaymarkRender", "WaymarkMap", "WaymarkServe",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // Preview server with live reload (its own bounded HTTP/1.1 front: docs/hardening.md); it is handed
        // the rebuild to run and knows nothing of how a site is built.
        .target(
            name: "WaymarkServe",
            dependencies: [
                "WaymarkCore", "WaymarkModel", "WaymarkData", "WaymarkOutput",
            ]
        ),
        // The command line: argument parsing only.
        .executableTarget(
            name: "waymark",
            dependencies: [
                "WaymarkSite", "WaymarkServe", "WaymarkData", "WaymarkDiscovery", "WaymarkGeocoding",
                "WaymarkModel", "WaymarkGeo", "WaymarkPostgres", "WaymarkMap", "WaymarkConfig", "WaymarkOutput", "WaymarkResolve",
                "WaymarkRender", "WaymarkPages", "CMimalloc",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Fixture paths and compressed reference data for the tests and the benchmarks (no product code),
        // and a PNG decoder the tests read the share cards with.
        .target(name: "WaymarkTestSupport", dependencies: ["CZlib"]),
        // `make bench`: release-mode figures, separate from the tests.
        .executableTarget(
            name: "WaymarkBench",
            dependencies: [
                "WaymarkCore", "WaymarkGeo", "WaymarkModel", "WaymarkData", "WaymarkGeocoding", "WaymarkDiscovery",
                "WaymarkMap", "WaymarkMarkdown", "WaymarkTheme", "WaymarkRender", "WaymarkPages", "WaymarkSite", "WaymarkServe", "WaymarkTestSupport",
                "WaymarkPostgres", "WaymarkRaster", "CMimalloc",
            ]
        ),
        .testTarget(name: "WaymarkGeoTests", dependencies: ["WaymarkGeo", "WaymarkCore"], resources: [.copy("Fixtures")]),
        .testTarget(name: "WaymarkModelTests", dependencies: ["WaymarkModel", "WaymarkCore"]),
        .testTarget(name: "WaymarkDataTests", dependencies: ["WaymarkData", "WaymarkTestSupport", .product(name: "GRDB", package: "GRDB.swift")]),
        .testTarget(
            name: "WaymarkGeocodingTests",
            dependencies: [
                "WaymarkGeocoding", "WaymarkCore",
                .product(name: "Yams", package: "Yams"),
            ],
            exclude: ["Fixtures"]  // the fixture site is read through #filePath
        ),
        .testTarget(name: "WaymarkDiscoveryTests", dependencies: ["WaymarkDiscovery", "WaymarkCore", "WaymarkData", "WaymarkTestSupport"]),
        .testTarget(name: "WaymarkMapTests", dependencies: ["WaymarkMap"], exclude: ["Golden"]),
        .testTarget(name: "WaymarkCoreTests", dependencies: ["WaymarkCore"]),
        .testTarget(name: "WaymarkResolveTests", dependencies: ["WaymarkResolve", "WaymarkDiscovery", "WaymarkModel", "WaymarkTestSupport"]),
        .testTarget(name: "WaymarkOutputTests", dependencies: ["WaymarkOutput", "WaymarkModel"]),
        .testTarget(name: "WaymarkConfigTests", dependencies: ["WaymarkConfig", "WaymarkModel", "WaymarkCore", "WaymarkGeocoding", "WaymarkTestSupport"]),
        .testTarget(name: "WaymarkMarkdownTests", dependencies: ["WaymarkMarkdown"]),
        .testTarget(name: "WaymarkRasterTests", dependencies: ["WaymarkRaster", "WaymarkCore", "WaymarkTestSupport", "CZlib"]),
        .testTarget(name: "WaymarkThemeTests", dependencies: ["WaymarkTheme", "WaymarkModel", "WaymarkCore"]),
        .testTarget(
            name: "WaymarkRenderTests",
            dependencies: ["WaymarkRender", "WaymarkTheme", "WaymarkConfig", "WaymarkMarkdown", "WaymarkOutput", "WaymarkModel", "WaymarkCore",
                           "WaymarkGeo", "WaymarkMap", "WaymarkRaster", "WaymarkTestSupport"]
        ),
        .testTarget(
            name: "WaymarkPagesTests",
            dependencies: ["WaymarkPages", "WaymarkRender", "WaymarkTheme", "WaymarkConfig", "WaymarkMarkdown", "WaymarkOutput",
                           "WaymarkModel", "WaymarkGeo", "WaymarkGeocoding", "WaymarkCore"]
        ),
        .testTarget(name: "WaymarkSiteTests", dependencies: ["WaymarkSite", "WaymarkPages", "WaymarkRender", "WaymarkTheme", "WaymarkMarkdown",
                                                            "WaymarkConfig", "WaymarkOutput", "WaymarkResolve", "WaymarkCore", "WaymarkTestSupport",
                                                            .product(name: "GRDB", package: "GRDB.swift")]),
        .testTarget(name: "WaymarkServeTests", dependencies: ["WaymarkServe", "WaymarkSite", "WaymarkPages", "WaymarkCore", "WaymarkOutput", "WaymarkRender",
                                                             "WaymarkTestSupport"]),
        // Needs a PostgreSQL/PostGIS server: `make test` starts one (scripts/with-test-postgres.sh).
        .testTarget(
            name: "WaymarkPostgresTests",
            dependencies: ["WaymarkPostgres", "WaymarkSite", "WaymarkPages", "WaymarkServe", "WaymarkData", "WaymarkModel", "WaymarkTestSupport",
                           .product(name: "PostgresNIO", package: "postgres-nio")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
