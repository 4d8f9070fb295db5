import Mustache

/// One theme template as swift-mustache parsed it, read out of the parsed `MustacheTemplate` so
/// ``TemplatePrograms`` can render it without swift-mustache's per-tag costs (the name split on
/// `.` at every look-up, casts to five protocols per context level and per value).
///
/// The steps are swift-mustache's own tokens, taken from its parse through `Mirror`: the text,
/// whitespace, standalone lines and indentation are exactly the ones swift-mustache decided on,
/// because no parsing happens here. `compile` returns `nil` for anything it does not know (a
/// token kind it does not expect, transforms such as `{{first(items)}}`, a dynamic partial
/// `{{>*name}}`, a parse tree of another shape after a swift-mustache update); pages using such
/// a template render through swift-mustache as before.
package struct TemplateProgram: Sendable {
    /// A variable name as swift-mustache resolves it, split once here instead of at every tag.
    enum Name: Sendable {
        /// `.`: the object on top of the context stack.
        case current
        /// `.a.b`: from the top of the stack only, `parts` may be empty (`..`).
        case fromTop([String])
        /// `a.b`: the first part searched down the stack, the rest inside what it finds.
        case inStack([String])

        init(_ name: String) {
            let parts = name.split(separator: ".").map { String($0) }
            if name == "." {
                self = .current
            } else if name.first == "." {
                self = .fromTop(parts)
            } else {
                self = .inStack(parts)
            }
        }
    }

    /// One token of the template, as swift-mustache renders it.
    enum Step: Sendable {
        case text(String)
        case variable(Name, escaped: Bool)
        case section(Name, TemplateProgram, inverted: Bool)
        case blockExpansion(String, defaultProgram: TemplateProgram, indentation: String?)
        case partial(String, indentation: String?, inherits: [String: TemplateProgram]?)
        case contentType(any MustacheContentType)
    }

    /// The steps in order.
    let steps: [Step]

    /// The program of `template`, or `nil` when it uses anything ``TemplatePrograms`` does not
    /// render itself (see the type's description).
    package static func compile(_ template: MustacheTemplate) -> TemplateProgram? {
        guard let tokens = field("tokens", of: template) as? [Any] else { return nil }
        var steps: [Step] = []
        steps.reserveCapacity(tokens.count)
        for token in tokens {
            guard let step = step(token) else { return nil }
            steps.append(step)
        }
        return TemplateProgram(steps: steps)
    }

    private static func step(_ token: Any) -> Step? {
        let mirror = Mirror(reflecting: token)
        guard mirror.displayStyle == .enum, let kind = mirror.children.first, let label = kind.label else { return nil }
        let payload = kind.value
        let values = Mirror(reflecting: payload).children.map(\.value)
        switch label {
        case "text":
            guard let text = payload as? String else { return nil }
            return .text(text)
        case "variable", "unescapedVariable":
            guard values.count == 2, let name = values[0] as? String, let transforms = values[1] as? [String],
                  transforms.isEmpty else { return nil }
            return .variable(Name(name), escaped: label == "variable")
        case "section", "invertedSection":
            guard values.count == 3, let name = values[0] as? String, let transforms = values[1] as? [String],
                  transforms.isEmpty, let inner = values[2] as? MustacheTemplate,
                  let program = compile(inner) else { return nil }
            return .section(Name(name), program, inverted: label == "invertedSection")
        case "blockExpansion":
            guard values.count == 3, let name = values[0] as? String, let inner = values[1] as? MustacheTemplate,
                  let program = compile(inner), let indentation = values[2] as? String? else { return nil }
            return .blockExpansion(name, defaultProgram: program, indentation: indentation)
        case "partial":
            guard values.count == 3, let name = values[0] as? String, let indentation = values[1] as? String?,
                  let inherits = values[2] as? [String: MustacheTemplate]? else { return nil }
            var programs: [String: TemplateProgram]?
            if let inherits {
                var compiled: [String: TemplateProgram] = [:]
                for (block, template) in inherits {
                    guard let program = compile(template) else { return nil }
                    compiled[block] = program
                }
                programs = compiled
            }
            return .partial(name, indentation: indentation, inherits: programs)
        case "contentType":
            guard let type = payload as? any MustacheContentType else { return nil }
            return .contentType(type)
        default:
            // `dynamicNamePartial`, `blockDefinition` (never rendered) and anything newer.
            return nil
        }
    }

    /// The stored property `name` of `value`, through `Mirror`.
    private static func field(_ name: String, of value: Any) -> Any? {
        Mirror(reflecting: value).children.first { $0.label == name }?.value
    }
}
