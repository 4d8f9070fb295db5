import WaymarkCore

/// Builds an XML document element by element, escaping every text and attribute value, so data can
/// never change the document's structure. Output is indented with two spaces per level.
package struct XMLWriter {
    package private(set) var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    private var open: [String] = []

    /// An empty document: the XML declaration alone.
    package init() {}

    /// Opens `<name attr="value">` on its own line.
    package mutating func start(_ name: String, attributes: [(String, String)] = []) {
        text += indent + "<" + name + Self.attributes(attributes) + ">\n"
        open.append(name)
    }

    /// Writes `<name>text</name>` on one line.
    package mutating func element(_ name: String, _ value: String, attributes: [(String, String)] = []) {
        text += indent + "<" + name + Self.attributes(attributes) + ">" + Self.escape(value) + "</" + name + ">\n"
    }

    /// Writes the empty element `<name attr="value"/>` on one line.
    mutating func empty(_ name: String, attributes: [(String, String)]) {
        text += indent + "<" + name + Self.attributes(attributes) + "/>\n"
    }

    /// Closes the innermost open element.
    package mutating func end() {
        guard let name = open.popLast() else { return }
        text += indent + "</" + name + ">\n"
    }

    /// Moves what is written so far to the end of `bytes` as UTF-8 and starts empty again (open
    /// elements stay open): a long document is built straight into its bytes, never held twice.
    package mutating func drain(into bytes: inout [UInt8]) {
        bytes.append(contentsOf: text.utf8)
        text = ""
    }

    /// The finished document (what is left of it after ``drain(into:)``), closing anything still open.
    package mutating func finish() -> String {
        while !open.isEmpty { end() }
        return text
    }

    private var indent: String { String(repeating: "  ", count: open.count) }

    private static func attributes(_ pairs: [(String, String)]) -> String {
        pairs.map { " \($0.0)=\"\(escape($0.1))\"" }.joined()
    }

    /// `&`, `<`, `>`, `"` and `'` as entities; control characters XML 1.0 forbids are dropped
    /// (``WaymarkCore/Escaper``, the one escaper).
    package static func escape(_ value: String) -> String {
        Escaper.markup(value)
    }
}
