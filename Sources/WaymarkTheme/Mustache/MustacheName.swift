/// A variable or section name, split at its dots once when the template is parsed.
enum MustacheName: Sendable, Equatable {
    /// `.` (or an empty name): the object on top of the context stack.
    case current
    /// `.a.b`: `a` looked up in the object on top of the stack only, then `b` inside it.
    case fromTop([String])
    /// `a.b`: `a` looked up from the top of the stack down, then `b` inside what it names.
    case inStack([String])

    /// The name written `text` in a tag (empty parts, as in `a..b`, are skipped).
    init(_ text: String) {
        let parts = text.split(separator: ".").map(String.init)
        if text == "." || (parts.isEmpty && !text.hasPrefix(".")) {
            self = .current
        } else if text.hasPrefix(".") {
            self = parts.isEmpty ? .current : .fromTop(parts)
        } else {
            self = .inStack(parts)
        }
    }
}
