import Mustache

/// The templates of a render library as ``TemplateProgram``s, rendered the way swift-mustache
/// renders them (its `Template+Render.swift`, step for step: the context stack, the look-up of a
/// name down the stack, sections over lists, booleans and other values, partials with their
/// indentation and inherited blocks, the escaping of the current content type), with the cost per
/// tag cut: names are split once, and the values Waymark puts into its contexts (texts, booleans,
/// `[String: Any]` and lists of them) are recognised by their type before any protocol cast.
///
/// A value it does not render itself exactly as swift-mustache would (a lambda, a custom
/// representation or renderable, an `Optional` inside `Any`, …) makes ``render(_:template:)``
/// return `nil`, and the caller renders the page through swift-mustache instead; so does a
/// template ``TemplateProgram/compile(_:)`` does not take.
package struct TemplatePrograms: Sendable {
    /// Programs by template name; `nil` for a template that did not compile.
    private let programs: [String: TemplateProgram?]
    /// The escaping every render starts with and each partial returns to: the theme's
    /// (``ThemeHTMLEscaping``), which every template also selects by its first line.
    private let html: any MustacheContentType = ThemeHTMLEscaping()
    /// The library the programs come from: a partial it has but the programs lack goes back to it.
    private let library: MustacheLibrary

    /// The programs of `names` in `library`; `nil` when swift-mustache's parse cannot be read here at all.
    package init?(library: MustacheLibrary, names: some Sequence<String>) {
        var programs: [String: TemplateProgram?] = [:]
        for name in names {
            guard let template = library.getTemplate(named: name) else { continue }
            programs[name] = .some(TemplateProgram.compile(template))
        }
        self.programs = programs
        self.library = library
    }

    /// True when template `name` compiled (it may still meet a value that sends a render back).
    package func compiled(_ name: String) -> Bool {
        guard case .some(.some) = programs[name] else { return false }
        return true
    }

    /// Template `name` rendered with `object`, byte for byte as `MustacheLibrary.render(_:withTemplate:)`
    /// would; `nil` when there is no such template or when this render cannot be done here (see
    /// the type's description): then render through swift-mustache.
    package func render(_ object: Any, template name: String) -> String? {
        guard let entry = programs[name], let program = entry else { return nil }
        var frame = Frame(stack: [Entry(object)], indentation: nil, inherited: nil, contentType: html)
        var output = ""
        do {
            try render(program, &frame, into: &output)
        } catch {
            return nil
        }
        return output
    }

    /// Thrown when a render meets something it leaves to swift-mustache.
    struct Unsupported: Error {}

    /// swift-mustache's `MustacheContext`, without what only transforms and lambdas use. One frame
    /// serves a whole render: a section pushes its object and pops it when done, and a partial puts
    /// back the indentation, blocks and escaping it changed, so no render copies the stack.
    struct Frame {
        var stack: [Entry]
        var indentation: String?
        var inherited: [String: TemplateProgram]?
        var contentType: any MustacheContentType

        /// Runs `body` with `object` on top of the stack.
        mutating func with(_ object: Entry, _ body: (inout Frame) throws -> Void) rethrows {
            stack.append(object)
            defer { stack.removeLast() }
            try body(&self)
        }
    }

    /// An object on the context stack, its kind told once when it is pushed: a table (the
    /// `[String: Any]` Waymark's contexts are made of) is looked into without a cast at every name.
    enum Entry {
        case table([String: Any])
        case text(String)
        case other(Any)

        init(_ value: Any) {
            if TemplatePrograms.isTable(value), let table = value as? [String: Any] {
                self = .table(table)
            } else if let text = TemplatePrograms.text(value) {
                self = .text(text)
            } else {
                self = .other(value)
            }
        }

        var value: Any {
            switch self {
            case .table(let table): table
            case .text(let text): text
            case .other(let value): value
            }
        }
    }

    /// `MustacheTemplate.render(context:)`: appends what `program` renders to `output`. A content
    /// type the program selects lasts until its end, as in swift-mustache.
    func render(_ program: TemplateProgram, _ frame: inout Frame, into output: inout String) throws {
        let contentType = frame.contentType
        defer { frame.contentType = contentType }
        if let indentation = frame.indentation, indentation != "" {
            // Every token's text starts a new indented line when the text so far ends one.
            var text = ""
            for step in program.steps {
                var rendered = ""
                try render(step, &frame, into: &rendered)
                if !rendered.isEmpty, text.last == "\n" {
                    text += indentation
                }
                text += rendered
            }
            output += text
        } else {
            for step in program.steps {
                try render(step, &frame, into: &output)
            }
        }
    }

    /// `MustacheTemplate.renderToken(_:context:)`.
    private func render(_ step: TemplateProgram.Step, _ frame: inout Frame, into output: inout String) throws {
        switch step {
        case .text(let text):
            output += text
        case .variable(let name, let escaped):
            guard let child = try child(name, frame) else { return }
            if let text = Self.text(child) {
                output += escaped ? frame.contentType.escapeText(text) : text
            } else {
                try Self.checkPlain(child)
                let text = String(describing: child)
                output += escaped ? frame.contentType.escapeText(text) : text
            }
        case .section(let name, let program, let inverted):
            let child = try child(name, frame)
            if inverted {
                try renderInverted(child, program, &frame, into: &output)
            } else {
                try renderSection(child, program, &frame, into: &output)
            }
        case .blockExpansion(let name, let defaultProgram, let indented):
            let outer = frame.indentation
            defer { frame.indentation = outer }
            frame.indentation = Self.indentation(outer, indented)
            try render(frame.inherited?[name] ?? defaultProgram, &frame, into: &output)
        case .partial(let name, let indented, let inherits):
            guard let entry = programs[name] else {
                // No such template: nothing, as swift-mustache; one not compiled here: swift-mustache.
                if library.getTemplate(named: name) != nil { throw Unsupported() }
                return
            }
            guard let program = entry else { throw Unsupported() }
            let (outerIndentation, outerInherited, outerType) = (frame.indentation, frame.inherited, frame.contentType)
            defer { (frame.indentation, frame.inherited, frame.contentType) = (outerIndentation, outerInherited, outerType) }
            frame.indentation = Self.indentation(outerIndentation, indented)
            if let inherits {
                frame.inherited = outerInherited.map { $0.merging(inherits) { kept, _ in kept } } ?? inherits
            }
            frame.contentType = html
            try render(program, &frame, into: &output)
        case .contentType(let type):
            frame.contentType = type
        }
    }

    /// `MustacheContext.withPartial` / `withBlockExpansion`: the indentation inside.
    private static func indentation(_ outer: String?, _ indented: String?) -> String? {
        guard let indented else { return outer }
        return (outer ?? "") + indented
    }

    /// `MustacheTemplate.renderSection(_:with:context:)`.
    private func renderSection(_ child: Any?, _ program: TemplateProgram, _ frame: inout Frame, into output: inout String) throws {
        guard let child else { return }
        if Self.isText(child) || Self.isTable(child) {
            // Neither a sequence, a Bool nor a custom renderable: pushed on the stack.
            try frame.with(Entry(child)) { try render(program, &$0, into: &output) }
            return
        }
        if type(of: child) == [[String: Any]].self, let items = child as? [[String: Any]] {
            for item in items {
                try frame.with(.table(item)) { try render(program, &$0, into: &output) }
            }
            return
        }
        try Self.checkPlain(child)
        if let sequence = child as? any MustacheSequence {
            for item in Self.elements(of: sequence) {
                try frame.with(Entry(item)) { try render(program, &$0, into: &output) }
            }
        } else if let flag = child as? Bool {
            if flag { try render(program, &frame, into: &output) }
        } else {
            try frame.with(Entry(child)) { try render(program, &$0, into: &output) }
        }
    }

    /// `MustacheTemplate.renderInvertedSection(_:with:context:)`.
    private func renderInverted(_ child: Any?, _ program: TemplateProgram, _ frame: inout Frame, into output: inout String) throws {
        guard let child else {
            try render(program, &frame, into: &output)
            return
        }
        if Self.isText(child) || Self.isTable(child) { return }
        try Self.checkPlain(child)
        if let sequence = child as? any MustacheSequence {
            // An empty list is pushed, as swift-mustache does.
            if Self.elements(of: sequence).isEmpty { try frame.with(Entry(child)) { try render(program, &$0, into: &output) } }
        } else if let flag = child as? Bool {
            if !flag { try render(program, &frame, into: &output) }
        }
    }

    /// The value's own type is `String` (not an `Optional` or anything else a cast would convert).
    static func isText(_ value: Any) -> Bool {
        type(of: value) == String.self
    }

    /// The value as `String` when its own type is `String`.
    static func text(_ value: Any) -> String? {
        isText(value) ? value as? String : nil
    }

    /// The value's own type is `[String: Any]`.
    static func isTable(_ value: Any) -> Bool {
        type(of: value) == [String: Any].self
    }

    private static func elements<S: Sequence>(of sequence: S) -> [Any] {
        sequence.map { $0 as Any }
    }

    /// Throws for values swift-mustache renders in ways of their own: templates, custom
    /// renderables, lambdas, custom representations and `Optional`s inside `Any`.
    private static func checkPlain(_ value: Any) throws {
        if type(of: value) == Bool.self || type(of: value) == Int.self { return }
        if value is MustacheTemplate || value is MustacheCustomRenderable || value is MustacheLambda
            || value is MustacheCustomRepresentation || value is any OptionalValue {
            throw Unsupported()
        }
    }

    /// `MustacheTemplate.getChild(named:transforms:context:)` without transforms.
    private func child(_ name: TemplateProgram.Name, _ frame: Frame) throws -> Any? {
        let found: Any?
        switch name {
        case .current:
            found = frame.stack.last?.value
        case .fromTop(let parts):
            guard let top = frame.stack.last else { return nil }
            guard let first = parts.first else {
                found = top.value
                break
            }
            guard let child = try Self.immediateChild(first, of: top) else { return nil }
            found = try Self.descend(parts.dropFirst(), from: child)
        case .inStack(let parts):
            guard let first = parts.first else {
                found = frame.stack.last?.value
                break
            }
            var result: Any?
            for object in frame.stack.reversed() {
                if let child = try Self.immediateChild(first, of: object) {
                    result = try Self.descend(parts.dropFirst(), from: child)
                    break
                }
            }
            found = result
        }
        guard let found else { return nil }
        if !(Self.isText(found) || Self.isTable(found) || type(of: found) == Bool.self), found is MustacheCustomRepresentation {
            throw Unsupported()
        }
        return found
    }

    /// `_getChild`: `names` one after the other inside `object`.
    private static func descend(_ names: ArraySlice<String>, from object: Any) throws -> Any? {
        var object = object
        for name in names {
            if object is MustacheLambda { throw Unsupported() }
            guard let child = try immediateChild(name, of: object) else { return nil }
            object = child
        }
        return object
    }

    /// `_getImmediateChild` for an object of the stack.
    private static func immediateChild(_ name: String, of entry: Entry) throws -> Any? {
        switch entry {
        case .table(let table): table[name]
        case .text: nil
        case .other(let object): try immediateChild(name, of: object)
        }
    }

    /// `_getImmediateChild`: the child `name` of one object.
    private static func immediateChild(_ name: String, of object: Any) throws -> Any? {
        if isTable(object), let dictionary = object as? [String: Any] { return dictionary[name] }
        // A text's mirror has no children (a test checks it).
        if isText(object) { return nil }
        if object is MustacheCustomRepresentation || object is MustacheLambda { throw Unsupported() }
        if let parent = object as? MustacheParent { return parent.child(named: name) }
        guard let matched = Mirror(reflecting: object).children.first(where: { $0.label == name }) else { return nil }
        let value = Mirror(reflecting: matched.value)
        guard value.displayStyle == .optional else { return matched.value }
        return value.children.first?.value
    }
}

/// `Optional`, recognised inside `Any`.
protocol OptionalValue {}
extension Optional: OptionalValue {}
