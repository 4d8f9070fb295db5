/// The colours of share cards, `#RRGGBB`: the statuses take the theme's badge colours
/// (`waymark.css`: `.badge-lost`, `.badge-found`, `.badge-closed`) and the map's charter blue.
package enum ShareCardPalette {
    /// A lost pet's status line: the theme's lost colour.
    package static let lost = "#B34700"
    /// A found pet's status line: the theme's found colour.
    package static let found = "#00785A"
    /// A closed announcement's status line.
    package static let closed = "#666666"
    /// Charters, airports, places and reports: the map's charter blue.
    package static let site = "#0072B2"
    /// The title.
    static let ink = "#1E1E1E"
    /// The detail line.
    static let body = "#3A3A3A"
    /// The site's name.
    static let quiet = "#6A6A6A"

    /// `colour` when it is `#` and six hexadecimal digits, else the site colour (nothing else reaches the SVG).
    static func checked(_ colour: String) -> String {
        let scalars = Array(colour.unicodeScalars)
        guard scalars.count == 7, scalars[0] == "#",
              scalars.dropFirst().allSatisfy({ ("0"..."9").contains($0) || ("a"..."f").contains($0) || ("A"..."F").contains($0) })
        else { return site }
        return colour
    }
}
