/// One message of a Server-Sent Events stream (WHATWG HTML §9.2), or a comment line.
struct ServerSentEvent: Sendable, Hashable {
    /// The `event:` field; `nil` for a comment.
    var name: String?
    /// The `data:` field (one `data:` line per line of text), or the comment text.
    var data: String

    /// An event called `name` carrying `data`.
    static func event(_ name: String, data: String) -> ServerSentEvent {
        ServerSentEvent(name: name, data: data)
    }

    /// A comment, ignored by browsers; keeps the connection alive and reveals closed ones.
    static func comment(_ text: String) -> ServerSentEvent {
        ServerSentEvent(name: nil, data: text)
    }

    /// The wire form, ending with the blank line that dispatches the event.
    var encoded: [UInt8] {
        let lines = data.split(separator: "\n", omittingEmptySubsequences: false)
        var text = ""
        if let name {
            text = "event: \(name)\n" + lines.map { "data: \($0)\n" }.joined()
        } else {
            text = lines.map { ": \($0)\n" }.joined()
        }
        return Array((text + "\n").utf8)
    }
}
