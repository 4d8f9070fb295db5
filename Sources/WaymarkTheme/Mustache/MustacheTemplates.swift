/// A theme's Mustache templates by name (`page`, `partials/head`), parsed by ``MustacheParser``
/// and rendered by ``MustacheRender``: the one template engine of Waymark.
///
/// A context is made of typed values (``TemplateValue``, ``TemplateObject``: what a page model
/// encodes to) or plain ones: `[String: Any]` tables (and other dictionaries keyed by `String`),
/// arrays, texts, booleans and numbers. Variables are escaped for markup by
/// `Escaper.markup`, by Unicode scalar, unless the tag is `{{{triple}}}` or `{{&name}}` or a
/// `{{% CONTENT_TYPE: TEXT }}` pragma is in force.
package struct MustacheTemplates: Sendable {
    private var program = MustacheProgram()

    /// No templates.
    package init() {}

    /// Parses `text` and adds it as template `name` (replacing one of that name); returns the
    /// syntax error instead when the text is not a template.
    @discardableResult
    mutating func register(_ text: String, named name: String) -> MustacheSyntaxError? {
        switch MustacheParser.parse(text) {
        case .success(let nodes):
            program.add(nodes, named: name)
            return nil
        case .failure(let error):
            return error
        }
    }

    /// True when there is a template `name`.
    package func contains(_ name: String) -> Bool {
        program.templates[name] != nil
    }

    /// Template `name` rendered with `context` as UTF-8; `nil` when there is no such template.
    package func renderBytes(_ context: Any, template name: String) -> [UInt8]? {
        MustacheRender.render(program, template: name, context: context)
    }

    /// Template `name` rendered with `context`; `nil` when there is no such template.
    package func render(_ context: Any, template name: String) -> String? {
        renderBytes(context, template: name).map { String(decoding: $0, as: UTF8.self) }
    }
}
