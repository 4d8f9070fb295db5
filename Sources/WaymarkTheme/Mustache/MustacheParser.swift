/// Reads a Mustache template into ``MustacheNode``s, working on the UTF-8 bytes of its text.
///
/// Tags follow the Mustache specification: `{{name}}`, `{{{name}}}` and `{{&name}}`, sections
/// `{{#name}}` and `{{^name}}`, comments `{{! … }}`, partials `{{> name}}`, delimiter changes
/// `{{=<% %>=}}`, parents `{{<name}}` with block overrides and blocks `{{$name}}`, and the pragma
/// `{{% CONTENT_TYPE: HTML }}` / `TEXT`. A line holding nothing but one section, comment, partial,
/// parent, block or delimiter tag and white space is standalone: it is left out of the output, and
/// a standalone partial's white space indents every line the partial writes. Inside a parent's
/// block override, the white space of the override's first line is taken off each of its lines.
/// A delimiter change lasts to the end of the section it is made in.
///
/// Nesting is by recursion, one level per section: ``TemplateOutline`` refuses deeper files first.
struct MustacheParser {
    private let bytes: [UInt8]
    private var index = 0

    private static let lineFeed = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")

    /// What a body being read knows about where it is.
    private struct State {
        /// The section (or parent, or block) this body closes; `nil` at the top of the file.
        var sectionName: String?
        /// True when the next byte starts a line (a tag there may be standalone).
        var newLine = true
        /// True inside a `{{<parent}}`, blocks included.
        var insideParent = false
        /// True directly in a parent's body, where only block overrides may stand.
        var parentTopLevel = false
        /// The indentation of a block override's first line, taken off each of its lines.
        var overrideIndent: Int?
        var open: [UInt8] = Array("{{".utf8)
        var close: [UInt8] = Array("}}".utf8)

        func section(_ name: String, standalone: Bool) -> State {
            var state = self
            state.sectionName = name
            state.parentTopLevel = false
            if !standalone { state.newLine = false }
            return state
        }

        func parentBody(_ name: String) -> State {
            var state = self
            state.sectionName = name
            state.newLine = true
            state.insideParent = true
            state.parentTopLevel = true
            return state
        }
    }

    private init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// The nodes of `text`, or its first syntax error.
    static func parse(_ text: String) -> Result<[MustacheNode], MustacheSyntaxError> {
        var parser = MustacheParser(text)
        var definitions: [String: [MustacheNode]] = [:]
        do {
            return .success(try parser.body(State(), definitions: &definitions))
        } catch {
            return .failure(error)
        }
    }

    // MARK: Bodies

    /// Reads nodes up to the tag closing `state.sectionName` (and past it), or to the end of the
    /// text at the top level. Block overrides met directly in a parent's body go to `definitions`.
    private mutating func body(_ initial: State, definitions: inout [String: [MustacheNode]]) throws(MustacheSyntaxError) -> [MustacheNode] {
        var state = initial
        var nodes: [MustacheNode] = []
        var space: ArraySlice<UInt8> = []
        while index < bytes.count {
            if state.newLine {
                let leading = readSpacesAndTabs()
                if state.insideParent, !state.parentTopLevel {
                    if let indent = state.overrideIndent {
                        space = leading.dropFirst(indent)
                    } else {
                        state.overrideIndent = leading.count
                    }
                } else {
                    space = leading
                }
            }
            let (text, atTag) = readText(open: state.open)
            if !atTag, index < bytes.count {
                // A line feed (or CR LF) ends the text.
                let end = bytes[index] == Self.lineFeed ? index + 1 : index + 2
                nodes.append(.text(Self.string(space) + Self.string(text) + Self.string(bytes[index..<end])))
                index = end
                state.newLine = true
                continue
            }
            if !text.isEmpty {
                nodes.append(.text(Self.string(space) + Self.string(text)))
                space = []
                state.newLine = false
            }
            guard atTag else { break }
            let tagStart = index - state.open.count
            guard index < bytes.count else {
                throw MustacheSyntaxError(kind: .unfinishedTag(closing: Self.string(state.close[...])), offset: tagStart)
            }
            func flushSpace() {
                if !space.isEmpty { nodes.append(.text(Self.string(space))) }
                space = []
            }
            var standalone = false
            switch bytes[index] {
            case UInt8(ascii: "#"), UInt8(ascii: "^"):
                let inverted = bytes[index] == UInt8(ascii: "^")
                index += 1
                let name = try variableName(state, tagStart: tagStart)
                standalone = isStandalone(state)
                if !standalone { flushSpace() }
                let inner = try body(state.section(name, standalone: standalone), definitions: &definitions)
                nodes.append(.section(MustacheName(name), inner, inverted: inverted))
            case UInt8(ascii: "/"):
                index += 1
                // A parent's name may hold `/`, and so may the tag that closes it.
                let name = try partialName(state, tagStart: tagStart)
                guard let expected = state.sectionName, name == expected else {
                    throw MustacheSyntaxError(kind: .mismatchedClose(name: name, expected: state.sectionName), offset: tagStart)
                }
                if !isStandalone(state) { flushSpace() }
                return nodes
            case UInt8(ascii: "!"):
                index += 1
                guard let end = find(state.close, from: index) else {
                    throw MustacheSyntaxError(kind: .unfinishedTag(closing: Self.string(state.close[...])), offset: tagStart)
                }
                index = end + state.close.count
                standalone = isStandalone(state)
            case UInt8(ascii: "{"), UInt8(ascii: "&"):
                let triple = bytes[index] == UInt8(ascii: "{")
                flushSpace()
                index += 1
                let name = try variableName(state, tagStart: tagStart)
                if triple {
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "}") else {
                        throw MustacheSyntaxError(kind: .unfinishedTag(closing: "}" + Self.string(state.close[...])), offset: tagStart)
                    }
                    index += 1
                }
                nodes.append(.variable(MustacheName(name), escaped: false))
            case UInt8(ascii: ">"), UInt8(ascii: "<"):
                let isParent = bytes[index] == UInt8(ascii: "<")
                index += 1
                let name = try partialName(state, tagStart: tagStart)
                // The white space in front stays in the output, and indents the lines after it.
                let indentation = Self.string(space)
                flushSpace()
                standalone = isStandalone(state)
                guard isParent else {
                    nodes.append(.partial(name, indentation: standalone ? indentation : nil))
                    break
                }
                var blocks: [String: [MustacheNode]] = [:]
                let inner = try body(state.parentBody(name), definitions: &blocks)
                guard inner.allSatisfy({ if case .text = $0 { true } else { false } }) else {
                    throw MustacheSyntaxError(kind: .notABlockInsideParent, offset: tagStart)
                }
                nodes.append(.parent(name, indentation: indentation, blocks: blocks))
            case UInt8(ascii: "$"):
                index += 1
                let name = try variableName(state, tagStart: tagStart)
                if state.parentTopLevel {
                    standalone = isStandalone(state)
                    definitions[name] = try body(state.section(name, standalone: standalone), definitions: &definitions)
                } else {
                    let indentation = Self.string(space)
                    flushSpace()
                    standalone = isStandalone(state)
                    let inner = try body(state.section(name, standalone: standalone), definitions: &definitions)
                    nodes.append(.block(name, defaultBody: inner, indentation: indentation))
                }
            case UInt8(ascii: "="):
                index += 1
                try setDelimiters(&state, tagStart: tagStart)
                standalone = isStandalone(state)
            case UInt8(ascii: "%"):
                index += 1
                nodes.append(try pragma(state, tagStart: tagStart))
                standalone = isStandalone(state)
            default:
                flushSpace()
                let name = try variableName(state, tagStart: tagStart)
                nodes.append(.variable(MustacheName(name), escaped: true))
            }
            state.newLine = standalone
        }
        if let name = initial.sectionName {
            throw MustacheSyntaxError(kind: .unclosed(name: name), offset: bytes.count)
        }
        return nodes
    }

    // MARK: Reading

    /// Text up to the next opening delimiter (then past it, and `atTag` is true), line feed, CR LF
    /// or the end.
    private mutating func readText(open: [UInt8]) -> (text: ArraySlice<UInt8>, atTag: Bool) {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == Self.lineFeed
                || (byte == Self.carriageReturn && index + 1 < bytes.count && bytes[index + 1] == Self.lineFeed) {
                return (bytes[start..<index], false)
            }
            if byte == open[0], matches(open, at: index) {
                let text = bytes[start..<index]
                index += open.count
                return (text, true)
            }
            index += 1
        }
        return (bytes[start..<index], false)
    }

    /// Spaces and tabs from here.
    private mutating func readSpacesAndTabs() -> ArraySlice<UInt8> {
        let start = index
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        return bytes[start..<index]
    }

    /// White space of any kind from here (inside tags).
    private mutating func skipWhiteSpace() {
        while index < bytes.count, Self.isWhiteSpace(bytes[index]) { index += 1 }
    }

    /// True, and past the rest of the line, when the tag just read stands alone on its line: it
    /// began one and only spaces or tabs follow it before a line feed or the end.
    private mutating func isStandalone(_ state: State) -> Bool {
        guard state.newLine else { return false }
        if index >= bytes.count { return true }
        var end = index
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        if end < bytes.count, bytes[end] == Self.lineFeed {
            index = end + 1
            return true
        }
        if end + 1 < bytes.count, bytes[end] == Self.carriageReturn, bytes[end + 1] == Self.lineFeed {
            index = end + 2
            return true
        }
        return false
    }

    /// The name of a variable, section or block tag, and past the closing delimiter.
    private mutating func variableName(_ state: State, tagStart: Int) throws(MustacheSyntaxError) -> String {
        let name = try tagName(state, tagStart: tagStart, allowed: Self.isNameByte)
        if name.contains("(") || name.contains(")") {
            throw MustacheSyntaxError(kind: .transform(name), offset: tagStart)
        }
        return name
    }

    /// The name of a partial or parent tag (it may hold `/`), and past the closing delimiter.
    private mutating func partialName(_ state: State, tagStart: Int) throws(MustacheSyntaxError) -> String {
        try tagName(state, tagStart: tagStart) { Self.isNameByte($0) || $0 == UInt8(ascii: "/") }
    }

    private mutating func tagName(_ state: State, tagStart: Int, allowed: (UInt8) -> Bool) throws(MustacheSyntaxError) -> String {
        skipWhiteSpace()
        let start = index
        while index < bytes.count, allowed(bytes[index]) { index += 1 }
        let name = Self.string(bytes[start..<index])
        skipWhiteSpace()
        guard matches(state.close, at: index) else {
            throw MustacheSyntaxError(kind: .unfinishedTag(closing: Self.string(state.close[...])), offset: tagStart)
        }
        index += state.close.count
        return name
    }

    /// `{{=<% %>=}}`: the new delimiters into `state`, past the tag.
    private mutating func setDelimiters(_ state: inout State, tagStart: Int) throws(MustacheSyntaxError) {
        let invalid = MustacheSyntaxError(kind: .invalidSetDelimiter, offset: tagStart)
        skipWhiteSpace()
        let openStart = index
        while index < bytes.count, !Self.isWhiteSpace(bytes[index]) { index += 1 }
        guard index < bytes.count else { throw invalid }
        let open = Array(bytes[openStart..<index])
        skipWhiteSpace()
        let closeStart = index
        while index < bytes.count, !Self.isWhiteSpace(bytes[index]), bytes[index] != UInt8(ascii: "=") { index += 1 }
        guard index < bytes.count else { throw invalid }
        let close = Array(bytes[closeStart..<index])
        skipWhiteSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { throw invalid }
        index += 1
        guard matches(state.close, at: index), !open.isEmpty, !close.isEmpty else { throw invalid }
        index += state.close.count
        state.open = open
        state.close = close
        state.parentTopLevel = false
    }

    /// `{{% CONTENT_TYPE: HTML }}` or `TEXT`, past the tag.
    private mutating func pragma(_ state: State, tagStart: Int) throws(MustacheSyntaxError) -> MustacheNode {
        let textStart = index
        guard let end = find(state.close, from: index) else {
            throw MustacheSyntaxError(kind: .unfinishedTag(closing: Self.string(state.close[...])), offset: tagStart)
        }
        let text = Self.string(bytes[textStart..<end])
        index = end + state.close.count
        let parts = text.split(separator: ":", maxSplits: 1).map { $0.filter { !$0.isWhitespace } }
        guard parts.count == 2, parts[0] == "CONTENT_TYPE", parts[1] == "HTML" || parts[1] == "TEXT" else {
            throw MustacheSyntaxError(kind: .unknownPragma(String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())), offset: tagStart)
        }
        return .contentType(escapes: parts[1] == "HTML")
    }

    private func matches(_ delimiter: [UInt8], at offset: Int) -> Bool {
        guard offset + delimiter.count <= bytes.count else { return false }
        for (i, byte) in delimiter.enumerated() where bytes[offset + i] != byte { return false }
        return true
    }

    private func find(_ delimiter: [UInt8], from start: Int) -> Int? {
        var offset = start
        while offset + delimiter.count <= bytes.count {
            if matches(delimiter, at: offset) { return offset }
            offset += 1
        }
        return nil
    }

    private static func isWhiteSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || (byte >= 0x09 && byte <= 0x0D)
    }

    /// Letters, digits and `. - _ ? * ( )`: the bytes a name may hold (brackets only to report a transform).
    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "?"), UInt8(ascii: "*"),
             UInt8(ascii: "("), UInt8(ascii: ")"):
            true
        default:
            false
        }
    }

    private static func string(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
