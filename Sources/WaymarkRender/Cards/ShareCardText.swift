/// How a share card's words are made one line: by Unicode scalars (never `Character`).
enum ShareCardText {
    /// `text` with every run of whitespace (line breaks included) one space, trimmed, and other
    /// control characters left out (``ShareMetadata/oneLine(_:)`` on what remains).
    static func oneLine(_ text: String) -> String {
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: text.unicodeScalars.filter { $0.isWhiteSpace || $0.properties.generalCategory != .control })
        return ShareMetadata.oneLine(String(kept))
    }
}
