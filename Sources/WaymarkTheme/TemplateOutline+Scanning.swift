import Foundation

extension TemplateOutline {
    /// Outlines `text`, or says why it cannot: a nesting deeper than `nestingLimit` levels (sections,
    /// parents and blocks), a section never closed, a close tag naming another section, a tag
    /// without its closing delimiter. Runs in one pass without recursion, whatever the nesting.
    static func scan(_ text: String, nestingLimit: Int) -> Result<TemplateOutline, Problem> {
        var scanner = Scanner(Array(text))
        return scanner.run(nestingLimit: nestingLimit)
    }

    /// An open section, parent or block while scanning.
    private struct Frame {
        enum Kind { case root, section, parent, blockDefinition, blockExpansion }
        var kind: Kind
        var name: String
        var position: Position
        var children: [Node] = []
        var blocks: [Block] = []
    }

    private struct Scanner {
        let characters: [Character]
        var index = 0
        var line = 1
        var column = 1
        var open: [Character] = ["{", "{"]
        var close: [Character] = ["}", "}"]

        init(_ characters: [Character]) { self.characters = characters }

        var position: Position { Position(line: line, column: column) }

        mutating func advance() {
            if characters[index] == "\n" || characters[index] == "\r\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }

        func matches(_ delimiter: [Character], at offset: Int) -> Bool {
            guard offset + delimiter.count <= characters.count else { return false }
            for (i, c) in delimiter.enumerated() where characters[offset + i] != c { return false }
            return true
        }

        /// Moves past the next `delimiter`; false (at the end) when there is none.
        mutating func skip(past delimiter: [Character]) -> Bool {
            while index < characters.count {
                if matches(delimiter, at: index) {
                    for _ in delimiter { advance() }
                    return true
                }
                advance()
            }
            return false
        }

        /// The text up to the closing delimiter, trimmed, and moves past the delimiter.
        mutating func tagContent() -> String? {
            var content = ""
            while index < characters.count {
                if matches(close, at: index) {
                    for _ in close { advance() }
                    return content.trimmingCharacters(in: .whitespaces)
                }
                content.append(characters[index])
                advance()
            }
            return nil
        }

        mutating func run(nestingLimit: Int) -> Result<TemplateOutline, Problem> {
            var stack = [Frame(kind: .root, name: "", position: Position(line: 1, column: 1))]
            while index < characters.count {
                guard matches(open, at: index) else {
                    advance()
                    continue
                }
                let tag = position
                for _ in open { advance() }
                guard index < characters.count else { return .failure(.unfinishedTag(at: tag)) }
                let sigil = characters[index]
                switch sigil {
                case "!":
                    guard skip(past: close) else { return .failure(.unfinishedTag(at: tag)) }
                case "=":
                    advance()
                    guard let content = tagContent(), content.hasSuffix("=") else { return .failure(.unfinishedTag(at: tag)) }
                    let parts = content.dropLast().split(whereSeparator: { $0 == " " || $0 == "\t" })
                    guard parts.count == 2 else { return .failure(.unfinishedTag(at: tag)) }
                    open = Array(parts[0])
                    close = Array(parts[1])
                case "{":
                    advance()
                    guard tagContent() != nil else { return .failure(.unfinishedTag(at: tag)) }
                    if index < characters.count, characters[index] == "}" { advance() }
                case "#", "^", "<", "$":
                    advance()
                    guard let name = tagContent() else { return .failure(.unfinishedTag(at: tag)) }
                    guard stack.count <= nestingLimit else { return .failure(.tooDeep(at: tag, limit: nestingLimit)) }
                    let kind: Frame.Kind
                    switch sigil {
                    case "<": kind = .parent
                    case "$": kind = stack.last?.kind == .parent ? .blockDefinition : .blockExpansion
                    default: kind = .section
                    }
                    stack.append(Frame(kind: kind, name: name, position: tag))
                case "/":
                    advance()
                    guard let name = tagContent() else { return .failure(.unfinishedTag(at: tag)) }
                    guard stack.count > 1, let frame = stack.popLast() else {
                        return .failure(.mismatchedClose(name: name, expected: nil, opened: nil, at: tag))
                    }
                    guard frame.name == name else {
                        return .failure(.mismatchedClose(name: name, expected: frame.name, opened: frame.position, at: tag))
                    }
                    Self.attach(frame, to: &stack[stack.count - 1])
                case ">":
                    advance()
                    guard let content = tagContent() else { return .failure(.unfinishedTag(at: tag)) }
                    if content.hasPrefix("*") {
                        let name = content.dropFirst().trimmingCharacters(in: .whitespaces)
                        stack[stack.count - 1].children.append(.dynamicPartial(name: name, at: tag))
                    } else {
                        stack[stack.count - 1].children.append(.partial(name: content, at: tag))
                    }
                default:
                    guard tagContent() != nil else { return .failure(.unfinishedTag(at: tag)) }
                }
            }
            if stack.count > 1, let innermost = stack.last {
                return .failure(.unclosed(name: innermost.name, at: innermost.position))
            }
            return .success(TemplateOutline(nodes: stack[0].children))
        }

        /// Adds the closed `frame` to the frame that encloses it.
        private static func attach(_ frame: Frame, to parent: inout Frame) {
            switch frame.kind {
            case .root:
                break
            case .section:
                parent.children.append(.section(name: frame.name, at: frame.position, children: frame.children))
            case .blockExpansion:
                parent.children.append(.block(name: frame.name, at: frame.position, children: frame.children))
            case .blockDefinition:
                parent.blocks.append(Block(name: frame.name, position: frame.position, children: frame.children))
            case .parent:
                if frame.name.hasPrefix("*") {
                    let name = frame.name.dropFirst().trimmingCharacters(in: .whitespaces)
                    parent.children.append(.dynamicPartial(name: name, at: frame.position))
                } else {
                    parent.children.append(.parent(name: frame.name, at: frame.position, blocks: frame.blocks))
                }
            }
        }
    }
}
