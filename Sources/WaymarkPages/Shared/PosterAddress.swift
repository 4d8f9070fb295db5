/// The address printed on a poster and its tear-off strips: the announcement page's absolute URL
/// without its scheme (`https://`), which every browser's address bar completes, and without the
/// `index.html` a folder's page never needs.
enum PosterAddress {
    /// `https://example.org/pets/announcements/tom/` → `example.org/pets/announcements/tom/`.
    static func short(_ url: String) -> String {
        var text = Substring(url)
        for scheme in ["https://", "http://"] where text.hasPrefix(scheme) {
            text = text.dropFirst(scheme.count)
        }
        return String(text)
    }
}
