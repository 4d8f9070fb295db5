extension Airport {
    /// The ICAO location indicator, when the airport has one: `ident` when it is four letters A–Z
    /// (`EGTF`), else the GPS code when that is (OurAirports keeps the ICAO code there for some
    /// airfields), else `nil` — OurAirports' own idents (`FR-0009`, `GB-0942`) and national
    /// codes (`00A`) are not ICAO codes and must not be shown as ones.
    package var icaoCode: String? {
        if Self.isICAOShaped(ident) { return ident }
        if let gps = gpsCode, Self.isICAOShaped(gps) { return gps }
        return nil
    }

    /// Whether `code` has the form of an ICAO location indicator: exactly four letters A–Z.
    package static func isICAOShaped(_ code: String) -> Bool {
        code.utf8.count == 4 && code.utf8.allSatisfy { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }
    }
}
