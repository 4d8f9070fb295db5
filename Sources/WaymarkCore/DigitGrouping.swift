/// Whole numbers with thousands separators, the one way counts and lengths are written on pages
/// (`AirportText.grouped` in WaymarkPages) and in `site.yml`'s messages.
package enum DigitGrouping {
    /// `1234567` → `1,234,567` (no locale: always commas), for counts and lengths on pages.
    package static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var out = ""
        for (i, ch) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(ch)
        }
        return value < 0 ? "-" + out : out
    }
}
