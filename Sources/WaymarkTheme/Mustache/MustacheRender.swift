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
    let templates: [String: [MustacheNode]]
    private var stack: [Object]
    private var indentation: [UInt8] = []
    private var inherited: [String: [MustacheNode]]?
    /// False after a `{{% CONTENT_TYPE: TEXT }}`, to the end of its body.
    private var escapes = true
    /// What has been rendered so far, UTF-8.
    private(set) var output: [UInt8] = []

    private static let lineFeed = UInt8(ascii: "\n")

    /// An object on the context stack, its kind told once when it is pushed.
    private enum Object {
        case table([String: Any])
        case lookup(any MustacheLookup)
        case leaf(Any)

        init(_ value: Any) {
            if type(of: value) == [String: Any].self, let table = value as? [String: Any] {
                self = .table(table)
            } else if type(of: value) != String.self, let lookup = value as? any MustacheLookup {
                self = .lookup(lookup)
            } else {
                self = .leaf(value)
            }
        }

        var value: Any {
            switch self {
            case .table(let table): table
            case .lookup(let lookup): lookup
            case .leaf(let value): value
            }
        }

        func child(_ name: String) -> Any? {
            switch self {
            case .table(let table): table[name]
            case .lookup(let lookup): lookup.mustacheValue(named: name)
            case .leaf: nil
            }
        }
    }

    init(templates: [String: [MustacheNode]], context: Any) {
        self.templates = templates
        stack = [Object(context)]
        output.reserveCapacity(16_384)
    }

    /// Renders `nodes`, one template, section or block body, onto ``output``.
    mutating func render(_ nodes: [MustacheNode]) {
        let outerEscapes = escapes
        defer { escapes = outerEscapes }
        guard !indentation.isEmpty else {
            for node in nodes { render(node) }
            return
        }
        let start = output.count
        for node in nodes {
            guard endsLine(since: start) else {
                render(node)
                continue
            }
            // The indentation goes in only if the node writes something.
            output.append(contentsOf: indentation)
            let written = output.count
            render(node)
            if output.count == written { output.removeLast(indentation.count) }
        }
    }

    /// True when what was rendered since `start` ends with a line feed that is not part of a CR LF.
    private func endsLine(since start: Int) -> Bool {
        let count = output.count
        guard count > start, output[count - 1] == Self.lineFeed else { return false }
        return count - 2 < start || output[count - 2] != UInt8(ascii: "\r")
    }

    private mutating func render(_ node: MustacheNode) {
        switch node {
        case .text(let text):
            output.append(contentsOf: text.utf8)
        case .variable(let name, let escaped):
            guard let value = lookUp(name) else { return }
            let text = type(of: value) == String.self ? value as? String ?? "" : String(describing: value)
            if escaped && escapes {
                Escaper.appendMarkup(text, to: &output)
            } else {
                output.append(contentsOf: text.utf8)
            }
        case .section(let name, let body, let inverted):
            if inverted {
                renderInverted(lookUp(name), body)
            } else {
                renderSection(lookUp(name), body)
            }
        case .partial(let name, let indented):
            guard let nodes = templates[name] else { return }
            include(nodes, indented: indented.map { Array($0.utf8) }, blocks: nil)
        case .parent(let name, let indented, let blocks):
            guard let nodes = templates[name] else { return }
            include(nodes, indented: Array(indented.utf8), blocks: blocks)
        case .block(let name, let defaultBody, let indented):
            let outer = indentation
            defer { indentation = outer }
            indentation += indented.utf8
            render(inherited?[name] ?? defaultBody)
        case .contentType(let escapes):
            self.escapes = escapes
        }
    }

    /// A partial or parent: `nodes` with the indentation and block overrides it adds, escaping
    /// for markup from its start.
    private mutating func include(_ nodes: [MustacheNode], indented: [UInt8]?, blocks: [String: [MustacheNode]]?) {
        let (outerIndentation, outerInherited, outerEscapes) = (indentation, inherited, escapes)
        defer { (indentation, inherited, escapes) = (outerIndentation, outerInherited, outerEscapes) }
        if let indented { indentation += indented }
        if let blocks {
            inherited = outerInherited.map { $0.merging(blocks) { outer, _ in outer } } ?? blocks
        }
        escapes = true
        render(nodes)
    }

    private mutating func renderSection(_ value: Any?, _ body: [MustacheNode]) {
        guard let value else { return }
        if type(of: value) == String.self || type(of: value) == [String: Any].self {
            push(Object(value), body)
        } else if type(of: value) == [[String: Any]].self, let items = value as? [[String: Any]] {
            for item in items { push(.table(item), body) }
        } else if let list = value as? any MustacheList {
            for item in list.mustacheItems { push(Object(item), body) }
        } else if let flag = value as? Bool {
            if flag { render(body) }
        } else {
            push(Object(value), body)
        }
    }

    private mutating func renderInverted(_ value: Any?, _ body: [MustacheNode]) {
        guard let value else {
            render(body)
            return
        }
        if type(of: value) == String.self || type(of: value) == [String: Any].self { return }
        if let list = value as? any MustacheList {
            if list.mustacheItems.isEmpty { push(Object(value), body) }
        } else if let flag = value as? Bool, !flag {
            render(body)
        }
    }

    private mutating func push(_ object: Object, _ body: [MustacheNode]) {
        stack.append(object)
        render(body)
        stack.removeLast()
    }

    /// The value `name` names, `nil` when it names nothing.
    private func lookUp(_ name: MustacheName) -> Any? {
        switch name {
        case .current:
            return stack.last.map { Self.unwrapped($0.value) } ?? nil
        case .fromTop(let parts):
            guard let top = stack.last, let first = top.child(parts[0]).flatMap(Self.unwrapped) else { return nil }
            return Self.descend(parts.dropFirst(), from: first)
        case .inStack(let parts):
            for object in stack.reversed() {
                if let found = object.child(parts[0]).flatMap(Self.unwrapped) {
                    return Self.descend(parts.dropFirst(), from: found)
                }
            }
            return nil
        }
    }

    /// `names` looked up one inside the other from `object`.
    private static func descend(_ names: ArraySlice<String>, from object: Any) -> Any? {
        var object = object
        for name in names {
            guard let child = Object(object).child(name).flatMap(unwrapped) else { return nil }
            object = child
        }
        return object
    }

    /// `value` itself, or what it wraps when it is an `Optional` inside `Any` (`nil` for none).
    private static func unwrapped(_ value: Any) -> Any? {
        let kind = type(of: value)
        if kind == String.self || kind == [String: Any].self || kind == Bool.self { return value }
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
