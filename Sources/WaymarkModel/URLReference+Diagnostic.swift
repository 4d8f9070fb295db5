import WaymarkCore

extension URLReference {
    /// The error for a refused reference, `nil` for an allowed one. `what` names the value in the
    /// message (`photo`, `menu "main" url`, `link`); the message quotes the text as written and, when
    /// a browser reads it otherwise, as read.
    package func problem(naming what: String, at location: SourceLocation, sourceLine: String? = nil) -> Diagnostic? {
        guard let scheme, !isAllowed else { return nil }
        let written = Self.quoted(text)
        let reading = normalised == text ? "is a \(scheme): URL"
            : "reads as the \(scheme): URL \(Self.quoted(normalised)) in a browser"
        return .error("\(what) \(written) \(reading): expected \(Self.expected)", at: location, sourceLine: sourceLine)
    }
}
