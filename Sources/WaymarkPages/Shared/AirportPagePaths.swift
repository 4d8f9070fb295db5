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
        if let lower = asciiLowercased(code) {
            return lower.utf8.count == 2 && lower.utf8.allSatisfy(isASCIILetter) ? lower : nil
        }
        let lower = code.lowercased()
        guard lower.count == 2, lower.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        return lower
    }

    /// The folder name of an airport: its ident in lower case, or `nil` when it has other characters
    /// than ASCII letters, digits and `-` (or is empty).
    package static func identSlug(_ ident: String) -> String? {
        if let lower = asciiLowercased(ident) {
            guard let first = lower.utf8.first, first != UInt8(ascii: "-"),
                  lower.utf8.allSatisfy({ isASCIILetter($0) || (0x30...0x39).contains($0) || $0 == UInt8(ascii: "-") }) else { return nil }
            return lower
        }
        let lower = ident.lowercased()
        guard !lower.isEmpty, !lower.hasPrefix("-"),
              lower.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) else { return nil }
        return lower
    }

    /// `text` in lower case when all of it is ASCII, else `nil` (the slugs above then go through
    /// Unicode's rules, as before). Every page, map and GeoJSON file of an airport names ten
    /// neighbours' folders, so this runs about thirty times per airport page: ASCII bytes need no
    /// Unicode property tables. For ASCII text both ways agree: `lowercased()` only maps `A`–`Z`,
    /// and the only ASCII letters and numbers are `A`–`Z`, `a`–`z` and `0`–`9` (`"\r\n"`, one
    /// `Character` of two bytes, is neither, so counting bytes instead of characters changes no answer).
    private static func asciiLowercased(_ text: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            bytes.append((0x41...0x5A).contains(byte) ? byte + 0x20 : byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (0x61...0x7A).contains(byte) || (0x41...0x5A).contains(byte)
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
