import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A parsed SVG element tree (Foundation's XMLParser), for structural assertions in tests.
final class SVGNode {
    let name: String
    let attributes: [String: String]
    var children: [SVGNode] = []
    var text = ""

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    /// This node and every descendant, depth first, in document order.
    var all: [SVGNode] { [self] + children.flatMap(\.all) }

    func double(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init) }
}

/// Parses SVG text; nil with the parser's error when it is not well-formed XML.
final class SVGDocument: NSObject, XMLParserDelegate {
    private var stack: [SVGNode] = []
    private(set) var root: SVGNode?
    private(set) var error: Error?

    static func parse(_ svg: String) -> (root: SVGNode?, error: Error?) {
        let document = SVGDocument()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = document
        let ok = parser.parse()
        return (ok ? document.root : nil, document.error ?? parser.parserError)
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        let node = SVGNode(name: name, attributes: attributes)
        if let parent = stack.last { parent.children.append(node) } else { root = node }
        stack.append(node)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        stack.last?.text += string
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        error = parseError
    }
}
