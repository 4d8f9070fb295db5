extension String {
    /// True when the text has three backticks or three tildes in a row somewhere — a cheap test,
    /// over the UTF-8 bytes, that a Markdown text may contain a fenced code block. (Foundation's
    /// `contains(_:)` goes through `NSString` and costs tens of milliseconds over 10,000 pages.)
    var mayContainFencedBlock: Bool {
        containsUTF8(Self.backticks) || containsUTF8(Self.tildes)
    }

    private static let backticks = Array("```".utf8)
    private static let tildes = Array("~~~".utf8)
}
