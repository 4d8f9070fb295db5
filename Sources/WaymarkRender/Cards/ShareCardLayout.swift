/// Where the left column's lines of a ``ShareCard`` go and how many scalars each holds: sizes in
/// pixels, line widths measured by scalar count (a wide scalar counts two, ``ShareCardText``),
/// sized so an average line of DejaVu Sans stays inside the 584-pixel column.
struct ShareCardLayout {
    /// The left edge of every line.
    let x = 56
    /// The site's name: size, baseline, scalars per line.
    let siteSize = 28.0, siteBaseline = 86.0, sitePerLine = 34
    /// The status: size, first baseline, distance between baselines, scalars per line, most lines.
    let statusSize = 34.0, statusBaseline = 162.0, statusLeading = 44.0, statusPerLine = 28, statusLines = 2
    /// The title: size, first baseline, distance between baselines, scalars per line, most lines.
    let titleSize = 50.0, titleBaseline = 250.0, titleLeading = 62.0, titlePerLine = 17, titleLines = 3
    /// The detail under the title: gap below the title's last baseline, size, leading, scalars per line, most lines.
    let detailGap = 64.0, detailSize = 28.0, detailLeading = 38.0, detailPerLine = 34, detailLines = 2

    /// The layout every card uses.
    static let left = ShareCardLayout()

    /// `value` written for SVG: a whole number without a fraction, else one decimal.
    static func number(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        return tenths.truncatingRemainder(dividingBy: 10) == 0 ? String(Int(tenths / 10)) : String(tenths / 10)
    }
}
