import Foundation
import WaymarkGeo

/// Natural Earth country polygons, projected once to normalised Web Mercator units.
///
/// Load the embedded data with ``Basemap/embedded(_:)``: each resolution is read from the module's
/// resources on first use, once per process (Swift's lazy static initialisation is thread-safe), and
/// shared by every render afterwards.
package struct Basemap: Sendable {
    /// The generalisation this basemap holds.
    package let resolution: BasemapResolution
    /// ISO 3166-1 alpha-3 codes of the countries, in file order (`-99` where Natural Earth has none).
    package let countryCodes: [String]
    /// Why loading failed, when it did (the basemap is then empty and maps draw sea only).
    package let loadError: String?
    let rings: [BasemapRing]

    /// Number of rings (outer rings and holes).
    var ringCount: Int { rings.count }
    /// Number of vertices over all rings.
    package var pointCount: Int { rings.reduce(0) { $0 + $1.xy.count / 2 } }

    init(resolution: BasemapResolution, countryCodes: [String], rings: [BasemapRing], loadError: String?) {
        self.resolution = resolution
        self.countryCodes = countryCodes
        self.rings = rings
        self.loadError = loadError
    }

    /// Decodes a `.wmb` blob (see `scripts/build_basemap.py`) and projects it.
    package init(resolution: BasemapResolution, data: [UInt8]) throws(BasemapDecodingError) {
        var decoder = BasemapDecoder(data)
        let features = try decoder.decode()
        var codes: [String] = []
        var rings: [BasemapRing] = []
        for (country, feature) in features.enumerated() {
            codes.append(feature.code)
            for ring in feature.rings {
                rings.append(Basemap.project(ring, country: country))
            }
        }
        self.init(resolution: resolution, countryCodes: codes, rings: rings, loadError: nil)
    }

    /// The embedded basemap at `resolution`, loaded on first use and cached for the process.
    package static func embedded(_ resolution: BasemapResolution) -> Basemap {
        switch resolution {
        case .coarse: embeddedCoarse
        case .medium: embeddedMedium
        }
    }

    private static let embeddedCoarse = load(.coarse)
    private static let embeddedMedium = load(.medium)

    private static func load(_ resolution: BasemapResolution) -> Basemap {
        let name = "countries\(resolution.rawValue)"
        guard let url = Bundle.module.url(forResource: name, withExtension: "wmb", subdirectory: "Resources")
            ?? Bundle.module.url(forResource: name, withExtension: "wmb")
        else {
            return Basemap(resolution: resolution, countryCodes: [], rings: [],
                           loadError: "missing resource \(name).wmb in the WaymarkMap bundle")
        }
        do {
            let data = try Data(contentsOf: url)
            return try Basemap(resolution: resolution, data: [UInt8](data))
        } catch {
            return Basemap(resolution: resolution, countryCodes: [], rings: [],
                           loadError: "\(url.lastPathComponent): \(error)")
        }
    }

    private static func project(_ ring: BasemapDecoder.Ring, country: Int) -> BasemapRing {
        var xy: [Double] = []
        xy.reserveCapacity(ring.points.count)
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        var index = 0
        while index + 1 < ring.points.count {
            let lon = Double(ring.points[index]) / BasemapDecoder.scale
            let lat = Double(ring.points[index + 1]) / BasemapDecoder.scale
            let p = WebMercator.projectUnit(Coordinate(latitude: lat, longitude: lon))
            xy.append(p.x)
            xy.append(p.y)
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
            index += 2
        }
        return BasemapRing(country: country, isHole: ring.isHole, minX: minX, minY: minY, maxX: maxX, maxY: maxY, xy: xy)
    }
}
