import Foundation
import WaymarkCore
import WaymarkGeo
import WaymarkMap
import WaymarkRaster
import WaymarkRender

/// Share cards (README, "Share cards"), two figures:
///
/// - **Per card:** announcement and charter cards — the kinds most of a site's cards are — at
///   coastal and inland places of the example site's regions (Stockholm, Brighton, Lyon, the
///   Aeolian islands, …), each drawn whole in this process: the card's SVG with its map, librsvg's and
///   Pango's pixels, the PNG. The median over every card, and of each step.
/// - **The example site's build with and without cards:** the `waymark` binary beside this one builds
///   a copy of `Content/` cold (`--no-cache`, a new output folder each run) as it is and with
///   `shareCards: false`, in rounds of one run each whose order turns every round; each round gives
///   one ratio (with ÷ without), the figure is the median of those ratios, for wall and for user +
///   system CPU time. Both copies have `search: false`: the Pagefind indexing both builds would
///   share is left out, so the growth is the cards' share of Waymark's own work.
///
/// `WAYMARK_CARD_BENCH_ROUNDS` sets the rounds (default 7).
enum CardBench {
    static func run() {
        perCard()
        fflush(nil)
        buildGrowth()
        fflush(nil)
    }

    /// Where the bench's cards stand: places of the example site's regions, by coast and inland.
    static let places: [(name: String, coordinate: Coordinate)] = [
        ("Stockholm", Coordinate(latitude: 59.3293, longitude: 18.0686)),
        ("Brighton", Coordinate(latitude: 50.8225, longitude: -0.1372)),
        ("Lyon", Coordinate(latitude: 45.7640, longitude: 4.8357)),
        ("Lipari", Coordinate(latitude: 38.4674, longitude: 14.9541)),
        ("Split", Coordinate(latitude: 43.5081, longitude: 16.4402)),
        ("Palma", Coordinate(latitude: 39.5696, longitude: 2.6502)),
        ("Piraeus", Coordinate(latitude: 37.9420, longitude: 23.6465)),
        ("Gothenburg", Coordinate(latitude: 57.7089, longitude: 11.9746)),
        ("Kiel", Coordinate(latitude: 54.3233, longitude: 10.1228)),
        ("Lisbon", Coordinate(latitude: 38.7223, longitude: -9.1393)),
    ]

    /// Six cards a place: three lost or found pets (a 60 km span) and three charters (120 km), a
    /// little apart from one another.
    static func cards() -> [ShareCard] {
        var generator = SeededGenerator(seed: 7)
        var cards: [ShareCard] = []
        for (name, centre) in places {
            for index in 0..<6 {
                let offset = { (generator: inout SeededGenerator) in Double(generator.next() % 2_001) / 10_000 - 0.1 }
                let coordinate = Coordinate(latitude: centre.latitude + offset(&generator),
                                            longitude: centre.longitude + offset(&generator))
                let isPet = index < 3
                let pin = MapPin(id: "\(name)-\(index)", coordinate: coordinate, label: name,
                                 category: isPet ? (index == 0 ? "found" : "lost") : "charter")
                cards.append(ShareCard(siteName: "Waymark Harbour", status: isPet ? "Lost cat" : "12 June 2026 – 19 June 2026",
                                       statusColour: isPet ? ShareCardPalette.lost : ShareCardPalette.site,
                                       title: isPet ? "Mimi, a grey tabby with a white chest" : "A week around the islands from \(name)",
                                       detail: isPet ? "Last seen 20 May 2026 · Harbour street 4, \(name)" : "\(name) · Bavaria 46 Cruiser",
                                       language: "en", map: .pin(pin, span: isPet ? 60_000 : 120_000)))
            }
        }
        return cards
    }

    static func perCard() {
        let cards = cards()
        // One card first, untimed: fontconfig reads its font list once per process.
        _ = try? cards[0].png()
        var svg: [Double] = [], raster: [Double] = [], encode: [Double] = [], whole: [Double] = []
        var bytes = 0
        for card in cards {
            let start = DispatchTime.now().uptimeNanoseconds
            let document = Array(card.svg().utf8)
            let drawn = DispatchTime.now().uptimeNanoseconds
            guard let picture = try? SVGRasterizer.rasterize(document, width: ShareCard.width, height: ShareCard.height,
                                                            background: RasterColour(red: 255, green: 255, blue: 255), text: card.words) else {
                print("cards.render: failed (librsvg could not draw a card)")
                return
            }
            let rasterised = DispatchTime.now().uptimeNanoseconds
            let png = PNGEncoder.encode(picture)
            let end = DispatchTime.now().uptimeNanoseconds
            bytes += png.count
            svg.append(Double(drawn - start) / 1e6)
            raster.append(Double(rasterised - drawn) / 1e6)
            encode.append(Double(end - rasterised) / 1e6)
            whole.append(Double(end - start) / 1e6)
        }
        let median = PlainSiteBench.median
        print("cards.render: \(SiteBench.format(median(whole))) ms per card (median of \(cards.count) cards, 1200×630: "
              + "SVG with its map \(SiteBench.format(median(svg))) ms, librsvg and Pango \(SiteBench.format(median(raster))) ms, "
              + "PNG \(SiteBench.format(median(encode))) ms; \(bytes / cards.count / 1024) KiB a card; target ≤ 30 ms)")
    }

    static func buildGrowth() {
        let rounds = max(1, Int(ProcessInfo.processInfo.environment["WAYMARK_CARD_BENCH_ROUNDS"] ?? "") ?? 7)
        let waymark = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("waymark").path
        guard FileManager.default.isExecutableFile(atPath: waymark) else {
            print("cards.build: skipped (no waymark binary at \(waymark); `make bench` builds it)")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("waymark-card-bench-\(ProcessInfo.processInfo.processIdentifier)")
        defer { BenchScratch.discard(folder) }
        let sites: [(name: String, extra: String)] = [("with", ""), ("without", "shareCards: false\n")]
        var runs: [[ChildRun]] = [[], []]
        var cardCount = 0
        do {
            for site in sites {
                let copy = folder.appendingPathComponent(site.name)
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: ServeBench.repositoryRoot.appendingPathComponent("Content"), to: copy)
                let config = copy.appendingPathComponent("site.yml")
                let text = try String(contentsOf: config, encoding: .utf8).replacingOccurrences(of: "\nsearch: true\n", with: "\nsearch: false\n")
                try (text + site.extra).write(to: config, atomically: true, encoding: .utf8)
            }
            var serial = 0
            for round in 0..<rounds {
                for turn in 0..<2 {
                    let index = (round + turn) % 2
                    serial += 1
                    let output = folder.appendingPathComponent("out-\(serial)").path
                    sync()
                    let arguments = ["build", "--site", folder.appendingPathComponent(sites[index].name).path, "--output", output,
                                     "--now", "2026-06-15", "--no-cache", "--quiet"]
                    guard let run = ChildRun.run(waymark, arguments), run.status == 0 else {
                        throw BenchError("the example site \(sites[index].name) cards did not build in round \(round + 1)")
                    }
                    if index == 0, cardCount == 0 { cardCount = countCards(in: output) }
                    runs[index].append(run)
                    sync()
                    BenchScratch.discard(path: output)
                }
            }
        } catch {
            print("cards.build: failed (\(error))")
            return
        }
        let median = PlainSiteBench.median, cpu = PlainSiteBench.cpuSeconds
        for (index, site) in sites.enumerated() {
            print("cards.build.\(site.name): wall \(SiteBench.format(median(runs[index].map(\.wall)))) s, cpu \(SiteBench.format(median(runs[index].map(cpu)))) s "
                  + "(the example site without search, cold, median of \(rounds))")
        }
        let wall = median(zip(runs[0], runs[1]).map { $0.wall / $1.wall })
        let cpuRatio = median(zip(runs[0], runs[1]).map { cpu($0) / cpu($1) })
        print("cards.build.growth: \(SiteBench.format(wall))× wall, \(SiteBench.format(cpuRatio))× cpu for \(SiteBench.grouped(cardCount)) cards "
              + "(median of \(rounds) per-round ratios, with ÷ without; target ≤ 1.25)")
    }

    /// How many `card.png` files a build wrote under `folder`.
    static func countCards(in folder: String) -> Int {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return 0 }
        var count = 0
        for case let path as String in walker where path.hasSuffix("/" + ShareCard.fileName) { count += 1 }
        return count
    }
}
