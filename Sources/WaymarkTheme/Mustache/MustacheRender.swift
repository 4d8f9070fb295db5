import WaymarkCore

/// One render of a template: the context stack, the indentation and block overrides in force, and
/// the output so far.
///
/// - A name is looked up in the object on top of the stack and then down it (`a.b`: `a` so, then
///   `b` inside it; `.a`: the top object only; `.`: the top object itself).
/// - A section renders once for `true` or any other value but a list, on top of the stack; once
///   per item of a list; not at all for `false`, an empty list or a missing name. An inverted
///   section renders exactly when a section would not.
/// - A partial sees the block overrides its includer has; a parent adds its own, an outer
///   override of the same block winning; a block renders the override in force or its default.
/// - A standalone partial's or block's white space goes in front of every node that begins a line
///   of output within one template, section or block body.
struct MustacheRender {
    private let program: MustacheProgram
    /// ``MustacheProgram/ops`` and ``MustacheProgram/text``, borrowed for the render.
    private let ops: UnsafeBufferPointer<MustacheProgram.Op>
    private let text: UnsafeBufferPointer<UInt8>
    private var stack: [Object]
    private var indentation: [UInt8] = []
    private var inherited: [String: Range<Int>]?
    /// False after a `{{% CONTENT_TYPE: TEXT }}`, to the end of its body.
    private var escapes = true
    /// What has been rendered so far, UTF-8.
    private(set) var output: [UInt8] = []

    private static let lineFeed = UInt8(ascii: "\n")

    /// An object on the context stack, its kind told once when it is pushed.
    private enum Object {
        case table([String: Any])
        case object(TemplateObject)
        case lookup(any MustacheLookup)
        case leaf(Any)

        init(_ value: Any) {
            if type(of: value) == TemplateObject.self, let object = value as? TemplateObject {
                self = .object(object)
            } else if type(of: value) == TemplateValue.self, let typed = value as? TemplateValue {
                self.init(typed)
            } else if type(of: value) == [String: Any].self, let table = value as? [String: Any] {
                self = .table(table)
            } else if type(of: value) != String.self, let lookup = value as? any MustacheLookup {
                self = .lookup(lookup)
            } else {
                self = .leaf(value)
            }
        }

        init(_ value: TemplateValue) {
            if case .object(let object) = value { self = .object(object) } else { self = .leaf(value.plainValue) }
        }

        var value: Any {
            switch self {
            case .table(let table): table
            case .object(let object): object
            case .lookup(let lookup): lookup
            case .leaf(let value): value
            }
        }

        func child(_ name: String) -> Any? {
            switch self {
            case .table(let table): table[name]
            case .object(let object): object[name].map(\.plainValue)
            case .lookup(let lookup): lookup.mustacheValue(named: name)
            case .leaf: nil
            }
        }
    }

    /// Template `name` of `program` rendered with `context`, as UTF-8; `nil` when there is no such template.
    static func render(_ program: MustacheProgram, template name: String, context: Any) -> [UInt8]? {
        guard let body = program.templates[name] else { return nil }
        return program.ops.withUnsafeBufferPointer { ops in
            program.text.withUnsafeBufferPointer { text in
                var render = MustacheRender(program: program, ops: ops, text: text, context: context)
                render.render(body)
                return render.output
            }
        }
    }

    private init(program: MustacheProgram, ops: UnsafeBufferPointer<MustacheProgram.Op>, text: UnsafeBufferPointer<UInt8>,
                 context: Any) {
        self.program = program
        self.ops = ops
        self.text = text
        stack = [Object(context)]
        output.reserveCapacity(16_384)
    }

    /// Renders the operations of `body`, one template, section or block body, onto ``output``.
    private mutating func render(_ body: Range<Int>) {
        let outerEscapes = escapes
        defer { escapes = outerEscapes }
        var index = body.lowerBound
        guard !indentation.isEmpty else {
            while index < body.upperBound { index = render(at: index) }
            return
        }
        let start = output.count
        while index < body.upperBound {
            guard endsLine(since: start) else {
                index = render(at: index)
                continue
            }
            // The indentation goes in only if the operation writes something.
            output.append(contentsOf: indentation)
            let written = output.count
            index = render(at: index)
            if output.count == written { output.removeLast(indentation.count) }
        }
    }

    /// True when what was rendered since `start` ends with a line feed that is not part of a CR LF.
    private func endsLine(since start: Int) -> Bool {
        let count = output.count
        guard count > start, output[count - 1] == Self.lineFeed else { return false }
        return count - 2 < start || output[count - 2] != UInt8(ascii: "\r")
    }

    private func bytes(_ span: MustacheProgram.Span) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: text[span.start..<span.end])
    }

    /// Renders the operation at `index`; returns the index of the operation after it (and after its body).
    private mutating func render(at index: Int) -> Int {
        switch ops[index] {
        case .text(let span):
            output.append(contentsOf: bytes(span))
        case .variable(let name, let escaped):
            guard let value = lookUp(name) else { break }
            let text = type(of: value) == String.self ? value as? String ?? "" : String(describing: value)
            if escaped && escapes {
                Escaper.appendMarkup(text, to: &output)
            } else {
                output.append(contentsOf: text.utf8)
            }
        case .section(let name, let end, let inverted):
            if inverted {
                renderInverted(lookUp(name), index + 1..<end)
            } else {
                renderSection(lookUp(name), index + 1..<end)
            }
            return end
        case .partial(let template, let indented):
            if let body = program.templates[program.templateNames[template]] {
                include(body, indented: indented, blocks: nil)
            }
        case .parent(let template, let indented, let blocks, let end):
            if let body = program.templates[program.templateNames[template]] {
                include(body, indented: indented, blocks: program.blockTables[blocks])
            }
            return end
        case .block(let name, let end, let indented):
            let outer = indentation
            defer { indentation = outer }
            indentation += bytes(indented)
            render(inherited?[program.templateNames[name]] ?? index + 1..<end)
            return end
        case .contentType(let escapes):
            self.escapes = escapes
        }
        return index + 1
    }

    /// A partial or parent: `body` with the indentation and block overrides it adds, escaping
    /// for markup from its start.
    private mutating func include(_ body: Range<Int>, indented: MustacheProgram.Span?, blocks: [String: Range<Int>]?) {
        let (outerIndentation, outerInherited, outerEscapes) = (indentation, inherited, escapes)
        defer { (indentation, inherited, escapes) = (outerIndentation, outerInherited, outerEscapes) }
        if let indented { indentation += bytes(indented) }
        if let blocks {
            inherited = outerInherited.map { $0.merging(blocks) { outer, _ in outer } } ?? blocks
        }
        escapes = true
        render(body)
    }

    private mutating func renderSection(_ value: Any?, _ body: Range<Int>) {
        guard let value else { return }
        if type(of: value) == String.self || type(of: value) == [String: Any].self || type(of: value) == TemplateObject.self {
            push(Object(value), body)
        } else if type(of: value) == [[String: Any]].self, let items = value as? [[String: Any]] {
            for item in items { push(.table(item), body) }
        } else if type(of: value) == [TemplateValue].self, let items = value as? [TemplateValue] {
            for item in items { push(Object(item), body) }
        } else if let list = value as? any MustacheList {
            for item in list.mustacheItems { push(Object(item), body) }
        } else if let flag = value as? Bool {
            if flag { render(body) }
        } else {
            push(Object(value), body)
        }
    }

    private mutating func renderInverted(_ value: Any?, _ body: Range<Int>) {
        guard let value else {
            render(body)
            return
        }
        if type(of: value) == String.self || type(of: value) == [String: Any].self || type(of: value) == TemplateObject.self {
            return
        }
        if let list = value as? any MustacheList {
            if list.mustacheItems.isEmpty { push(Object(value), body) }
        } else if let flag = value as? Bool, !flag {
            render(body)
        }
    }

    private mutating func push(_ object: Object, _ body: Range<Int>) {
        stack.append(object)
        render(body)
        stack.removeLast()
    }

    /// The value name `index` names, `nil` when it names nothing.
    private func lookUp(_ index: Int) -> Any? {
        let name = program.names[index]
        switch name.kind {
        case .current:
            return stack.last.map { Self.unwrapped($0.value) } ?? nil
        case .fromTop:
            guard let top = stack.last, let first = top.child(program.nameParts[name.parts.lowerBound]).flatMap(Self.unwrapped)
            else { return nil }
            return descend(name.parts.dropFirst(), from: first)
        case .inStack:
            let key = program.nameParts[name.parts.lowerBound]
            for level in stack.indices.reversed() {
                if let found = stack[level].child(key).flatMap(Self.unwrapped) {
                    return descend(name.parts.dropFirst(), from: found)
                }
            }
            return nil
        }
    }

    /// The names of ``MustacheProgram/nameParts`` at `parts` looked up one inside the other from `object`.
    private func descend(_ parts: Range<Int>, from object: Any) -> Any? {
        var object = object
        for part in parts {
            guard let child = Object(object).child(program.nameParts[part]).flatMap(Self.unwrapped) else { return nil }
            object = child
        }
        return object
    }


    /// `value` itself, or what it wraps when it is an `Optional` inside `Any` (`nil` for none), or
    /// its plain value when it is a ``TemplateValue``.
    private static func unwrapped(_ value: Any) -> Any? {
        let kind = type(of: value)
        if kind == String.self || kind == [String: Any].self || kind == Bool.self || kind == [[String: Any]].self
            || kind == [String].self || kind == Int.self || kind == TemplateObject.self || kind == [TemplateValue].self {
            return value
        }
        if kind == TemplateValue.self, let typed = value as? TemplateValue { return typed.plainValue }
        guard let optional = value as? any MustacheOptional else { return value }
        return optional.mustacheWrapped.flatMap(unwrapped)
    }
}

/// A value whose children a template may name: dictionaries keyed by `String`.
protocol MustacheLookup {
    /// The child `name`, `nil` when there is none.
    func mustacheValue(named name: String) -> Any?
}

extension Dictionary: MustacheLookup where Key == String {
    func mustacheValue(named name: String) -> Any? {
        self[name].map { $0 as Any }
    }
}

/// A value a section renders once per item: arrays.
protocol MustacheList {
    /// The items, in order.
    var mustacheItems: [Any] { get }
}

extension Array: MustacheList {
    var mustacheItems: [Any] { map { $0 as Any } }
}

/// `Optional`, recognised inside `Any`.
protocol MustacheOptional {
    var mustacheWrapped: Any? { get }
}

extension Optional: MustacheOptional {
    var mustacheWrapped: Any? { self.map { $0 as Any } }
}
