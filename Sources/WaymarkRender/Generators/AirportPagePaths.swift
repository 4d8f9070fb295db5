import WaymarkModel
import WaymarkOutput

/// Where airport pages are written: `airports/index.html`, `airports/<cc>/index.html` and
/// `airports/<cc>/<ident>/index.html` (country code and ident in lower case).
///
/// Only idents and country codes made of ASCII letters, digits and `-` get pages, so nothing from
/// the data can name a path outside `airports/`.
package enum AirportPagePaths {
    /// The index of countries.
    package static let index = OutputPath(trusted: ["airports", "index.html"])

    /// The folder name of a country: its ISO code in lower case, or `nil` when it is not 2 letters.
    package static func countrySlug(_ code: String) -> String? {
        let lower = code.lowercased()
        guard lower.count == 2, lower.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        return lower
    }

    /// The folder name of an airport: its ident in lower case, or `nil` when it has other characters
    /// than ASCII letters, digits and `-` (or is empty).
    package static func identSlug(_ ident: String) -> String? {
        let lower = ident.lowercased()
        guard !lower.isEmpty, !lower.hasPrefix("-"),
              lower.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) else { return nil }
        return lower
    }

    /// `airports/<cc>/index.html`, or `nil` for an unsafe code.
    package static func country(_ code: String) -> OutputPath? {
        countrySlug(code).flatMap { OutputPath(components: ["airports", $0, "index.html"]) }
    }

    /// `airports/<cc>/<ident>/index.html`, or `nil` when the country or ident is unsafe.
    package static func airport(_ airport: Airport) -> OutputPath? {
        guard let cc = countrySlug(airport.isoCountry), let ident = identSlug(airport.ident) else { return nil }
        return OutputPath(components: ["airports", cc, ident, "index.html"])
    }

    /// The site path (`airports/gb/egll/`) of an airport's page folder, or `nil` when unsafe.
    package static func sitePath(_ airport: Airport) -> String? {
        self.airport(airport)?.folderPath
    }
}
