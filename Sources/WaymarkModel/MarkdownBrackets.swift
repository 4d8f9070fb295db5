/// The bound on the Markdown pattern that makes cmark-gfm (0.29.0.gfm.6, as Debian ships it) take
/// super-linear time: image openers `![` left open while links close after them (`![[]()`
/// repeated). Each link closing walks back over the open image openers, so the time grows with the
/// number of openers times the number of link ends: 60 KB of `![[]()` took 6.5 s, 240 KB 186 s.
/// Runs of `[`, `![` or `[]()` alone, and ordinary links and images, stay linear.
package enum MarkdownBrackets {
    /// The most (`![` count) × (`](` count) a Markdown text may hold: 4,000,000 (2,000 of each
    /// parse in about 0.03 s); a text with 1,000 images and 4,000 links is still accepted.
    package static let largestOpenerLinkProduct = 4_000_000

    /// `nil` when `text` is within the bound; else the error message for field `field`.
    package static func problem(field: String, text: String) -> String? {
        var openers = 0, linkEnds = 0
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if previous == UInt8(ascii: "!") && byte == UInt8(ascii: "[") { openers += 1 }
            if previous == UInt8(ascii: "]") && byte == UInt8(ascii: "(") { linkEnds += 1 }
            previous = byte
        }
        guard openers.multipliedReportingOverflow(by: linkEnds).partialValue > largestOpenerLinkProduct
                || openers.multipliedReportingOverflow(by: linkEnds).overflow else { return nil }
        return "\(field) has \(openers) image openers \"![\" and \(linkEnds) link ends \"](\": expected at most "
            + "\(largestOpenerLinkProduct) as their product (Markdown of this shape takes time growing with it)"
    }
}
