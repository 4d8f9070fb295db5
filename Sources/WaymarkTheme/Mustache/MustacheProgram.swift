/// The templates of a ``MustacheTemplates``, compiled from their ``MustacheNode`` trees into one
/// flat list of operations that ``MustacheRender`` walks by index.
///
/// Every operation holds numbers only: literal text is a span of ``text``, a name an entry of
/// ``names``, a section's body the operations after it up to its `end`. Walking a template
/// therefore copies no reference, so the threads rendering pages at once never contend for the
/// reference counts of the templates they share.
struct MustacheProgram: Sendable {
    /// One operation of a compiled template.
    enum Op: Sendable {
        /// Literal text.
        case text(Span)
        /// `{{name}}` (`escaped`) or `{{{name}}}`; `name` indexes ``MustacheProgram/names``.
        case variable(name: Int, escaped: Bool)
        /// A section whose body is the operations after this one, up to `end`.
        case section(name: Int, end: Int, inverted: Bool)
        /// `{{> name}}`: `template` indexes ``MustacheProgram/templateNames``; `indentation` is a
        /// span of ``MustacheProgram/text`` (`nil` when the tag is not standalone).
        case partial(template: Int, indentation: Span?)
        /// `{{< name}}`: `blocks` indexes ``MustacheProgram/blockTables``; the bodies of its block
        /// overrides are the operations after this one, up to `end`, where the walk goes on.
        case parent(template: Int, indentation: Span, blocks: Int, end: Int)
        /// `{{$name}}`: its default body is the operations after this one, up to `end`; `name`
        /// indexes ``MustacheProgram/templateNames``.
        case block(name: Int, end: Int, indentation: Span)
        /// `{{% CONTENT_TYPE: … }}`.
        case contentType(escapes: Bool)
    }

    /// A span of ``MustacheProgram/text``.
    struct Span: Sendable {
        var start: Int
        var end: Int
        var isEmpty: Bool { start == end }
    }

    /// A name as a template writes it, its parts a span of ``MustacheProgram/nameParts``.
    struct Name: Sendable {
        enum Kind: Sendable {
            case current, fromTop, inStack
        }

        var kind: Kind
        var parts: Range<Int>
    }

    private(set) var ops: [Op] = []
    /// Every literal text and indentation, UTF-8, one after the other.
    private(set) var text: [UInt8] = []
    private(set) var names: [Name] = []
    private(set) var nameParts: [String] = []
    /// Names of templates and blocks, as partials, parents and blocks use them.
    private(set) var templateNames: [String] = []
    /// A parent's block overrides: each block's name and the operations of its body.
    private(set) var blockTables: [[String: Range<Int>]] = []
    /// The operations of each template by name.
    private(set) var templates: [String: Range<Int>] = [:]

    /// Adds `nodes` as template `name`, replacing one of that name (its operations stay, unused).
    mutating func add(_ nodes: [MustacheNode], named name: String) {
        let start = ops.count
        compile(nodes)
        templates[name] = start..<ops.count
    }

    private mutating func compile(_ nodes: [MustacheNode]) {
        for node in nodes {
            switch node {
            case .text(let literal):
                ops.append(.text(span(literal)))
            case .variable(let name, let escaped):
                ops.append(.variable(name: index(of: name), escaped: escaped))
            case .section(let name, let body, let inverted):
                let name = index(of: name)
                let at = ops.count
                ops.append(.contentType(escapes: true))
                compile(body)
                ops[at] = .section(name: name, end: ops.count, inverted: inverted)
            case .partial(let template, let indentation):
                ops.append(.partial(template: templateIndex(template), indentation: indentation.map { span($0) }))
            case .parent(let template, let indentation, let blocks):
                let at = ops.count
                ops.append(.contentType(escapes: true))
                var table: [String: Range<Int>] = [:]
                for (blockName, body) in blocks.sorted(by: { $0.key < $1.key }) {
                    let start = ops.count
                    compile(body)
                    table[blockName] = start..<ops.count
                }
                blockTables.append(table)
                ops[at] = .parent(template: templateIndex(template), indentation: span(indentation),
                                  blocks: blockTables.count - 1, end: ops.count)
            case .block(let blockName, let defaultBody, let indentation):
                let name = templateIndex(blockName)
                let at = ops.count
                ops.append(.contentType(escapes: true))
                compile(defaultBody)
                ops[at] = .block(name: name, end: ops.count, indentation: span(indentation))
            case .contentType(let escapes):
                ops.append(.contentType(escapes: escapes))
            }
        }
    }

    private mutating func span(_ literal: String) -> Span {
        let start = text.count
        text.append(contentsOf: literal.utf8)
        return Span(start: start, end: text.count)
    }

    private mutating func index(of name: MustacheName) -> Int {
        let start = nameParts.count
        switch name {
        case .current:
            names.append(Name(kind: .current, parts: start..<start))
        case .fromTop(let parts):
            nameParts.append(contentsOf: parts)
            names.append(Name(kind: .fromTop, parts: start..<nameParts.count))
        case .inStack(let parts):
            nameParts.append(contentsOf: parts)
            names.append(Name(kind: .inStack, parts: start..<nameParts.count))
        }
        return names.count - 1
    }

    private mutating func templateIndex(_ name: String) -> Int {
        templateNames.append(name)
        return templateNames.count - 1
    }
}
