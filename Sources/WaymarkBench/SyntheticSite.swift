import Foundation

/// A generated Waymark site for benchmarks: places spread over the world's land latitudes,
/// announcements scattered up to 15 km around them (so about half are within a 10 km radius),
/// charters around the places, every record located (no geocoding). Seeded, so every run writes the
/// same files.
struct SyntheticSite {
    var announcements: Int
    var charters: Int
    var places: Int

    /// Writes `site/` (site.yml, data/places.yml, data/announcements/*.csv, data/charters/*.csv) under `folder`.
    func write(to folder: URL) throws {
        let site = folder.appendingPathComponent("site")
        let data = site.appendingPathComponent("data")
        let fm = FileManager.default
        try fm.createDirectory(at: data.appendingPathComponent("announcements"), withIntermediateDirectories: true)
        try fm.createDirectory(at: data.appendingPathComponent("charters"), withIntermediateDirectories: true)
        // Without share cards: the site and world figures measure pages, maps and feeds; a card costs
        // about 6.5 ms of its own (the `cards` bench), which over 110,000 pages would be most of the build.
        try "title: Bench harbour\nbaseURL: https://bench.example.org/\nshareCards: false\n".write(
            to: site.appendingPathComponent("site.yml"), atomically: true, encoding: .utf8)
        var random = SiteBenchRandom(seed: 0x5173)
        var centres: [(Double, Double)] = []
        var placesYAML = ""
        for i in 0..<places {
            let lat = -45 + random.next() * 105, lon = -180 + random.next() * 360
            centres.append((lat, lon))
            placesYAML += "- name: Place \(i)\n  slug: place-\(i)\n  latitude: \(fixed(lat))\n  longitude: \(fixed(lon))\n  radiusKm: 10\n  kind: neighbourhood\n"
        }
        try placesYAML.write(to: data.appendingPathComponent("places.yml"), atomically: true, encoding: .utf8)

        let statuses = ["lost", "lost", "found", "closed"]
        let species = ["cat", "dog", "rabbit", "bird"]
        var csv = "id,status,species,petName,breed,color,date,latitude,longitude,address,contact,description\n"
        for i in 0..<announcements {
            let (lat, lon) = near(centres[i % centres.count], km: 15, random: &random)
            let day = 1 + i % 28, month = 1 + (i / 28) % 12
            csv += "pet-\(i),\(statuses[i % 4]),\(species[i % 4]),Pet \(i),mixed,brown,2025-\(two(month))-\(two(day)),\(fixed(lat)),\(fixed(lon)),Street \(i % 97),+1 555 \(i),Seen near the park. **Friendly**.\n"
        }
        try csv.write(to: data.appendingPathComponent("announcements/bench.csv"), atomically: true, encoding: .utf8)

        let vessels = ["sailing yacht", "catamaran", "motor yacht", "gulet"]
        var charterCSV = "id,name,boat,vesselType,captain,destination,latitude,longitude,region,start,end,visibility,berths,tags,description\n"
        for i in 0..<charters {
            let (lat, lon) = near(centres[i % centres.count], km: 60, random: &random)
            let month = 1 + i % 12, day = 1 + i % 20
            let visibility = i % 50 == 0 ? "unlisted" : "public"
            charterCSV += "charter-\(i),Charter \(i),Boat \(i % 300),\(vessels[i % 4]),Captain \(i % 40),Harbour \(i % 200),\(fixed(lat)),\(fixed(lon)),Region \(i % 25),\(2026 + i % 2)-\(two(month))-\(two(day)),\(2026 + i % 2)-\(two(month))-\(two(day + 7)),\(visibility),\(4 + i % 8),sailing;week,A week of *sailing* between islands.\n"
        }
        try charterCSV.write(to: data.appendingPathComponent("charters/bench.csv"), atomically: true, encoding: .utf8)
    }

    /// A point up to `km` kilometres from `centre` (a flat approximation: fine for test data).
    private func near(_ centre: (Double, Double), km: Double, random: inout SiteBenchRandom) -> (Double, Double) {
        let angle = random.next() * 2 * Double.pi, distance = random.next().squareRoot() * km / 111.32
        let lat = max(-84, min(84, centre.0 + distance * cos(angle)))
        var lon = centre.1 + distance * sin(angle) / max(0.1, cos(lat * Double.pi / 180))
        if lon > 180 { lon -= 360 }
        if lon < -180 { lon += 360 }
        return (lat, lon)
    }

    private func fixed(_ value: Double) -> String { String(format: "%.5f", value) }
    private func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}

/// A small deterministic generator (64-bit LCG, top 53 bits) for benchmark data.
struct SiteBenchRandom {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    /// A value in [0, 1).
    mutating func next() -> Double {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Double(state >> 11) / Double(UInt64(1) << 53)
    }
}
