import WaymarkCore
import WaymarkGeo
import WaymarkModel

/// The value readers behind ``QuerySpec/parse(key:value:subject:)``.
extension QuerySpec {
    /// Reads `lat,lon` (latitude first, as `--near "59.33,18.07"`), validating the ranges.
    static func parseCoordinate(_ text: String, key: String) -> Result<Coordinate, QueryUsageError> {
        func failure(_ m: String) -> Result<Coordinate, QueryUsageError> { .failure(QueryUsageError(key: key, m)) }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmed }
        guard parts.count == 2, let lat = Double(parts[0]), let lon = Double(parts[1]) else {
            return failure("\"\(text)\" is not a coordinate: expected latitude,longitude in degrees, e.g. 59.33,18.07")
        }
        switch Coordinate.validated(latitude: lat, longitude: lon) {
        case .success(let c): return .success(c)
        case .failure(let e): return failure("\"\(text)\": \(e.description)")
        }
    }

    /// Reads `west,south,east,north` in degrees; `west > east` crosses the antimeridian.
    static func parseBounds(_ text: String, key: String) -> Result<GeoBounds, QueryUsageError> {
        func failure(_ m: String) -> Result<GeoBounds, QueryUsageError> { .failure(QueryUsageError(key: key, m)) }
        let expected = "expected west,south,east,north in degrees, e.g. -10,35,30,60 (west > east crosses 180°)"
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmed }
        let numbers = parts.compactMap(Double.init)
        guard parts.count == 4, numbers.count == 4 else {
            return failure("\"\(text)\" is not a bounding box: \(expected)")
        }
        let (w, s, e, n) = (numbers[0], numbers[1], numbers[2], numbers[3])
        guard [w, e].allSatisfy({ $0.isFinite && abs($0) <= 180 }), [s, n].allSatisfy({ $0.isFinite && abs($0) <= 90 }) else {
            return failure("\"\(text)\" is out of range: longitudes from -180 to 180 and latitudes from -90 to 90, \(expected)")
        }
        guard s <= n else {
            return failure("\"\(text)\" has south \(Coordinate.format(s)) above north \(Coordinate.format(n)): \(expected)")
        }
        return .success(GeoBounds(west: w, south: s, east: e, north: n))
    }

    /// 3 to 7 ASCII letters or digits (ICAO idents; OurAirports local idents such as `US-0001` are
    /// not route waypoints).
    static func isICAO(_ text: String) -> Bool {
        (3...7).contains(text.count) && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }

    /// `avgas`, `100ll` → AVGAS; `jet-a`, `jeta1`, `jet a-1` → JET-A (case- and space-insensitive).
    static func fuel(_ word: String) -> FuelType? {
        switch word.lowercased().filter({ !" -_".contains($0) }) {
        case "avgas", "100ll": return .avgas
        case "jeta", "jeta1", "jet": return .jetA
        default: return nil
        }
    }

    static func parseBool(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "true", "yes", "1", "on": return true
        case "false", "no", "0", "off": return false
        default: return nil
        }
    }

    static func list(_ text: String) -> [String] {
        text.split(separator: ",").map { String($0).trimmed }.filter { !$0.isEmpty }
    }
}
