/// One piece of a parsed Mustache template (``MustacheParser``), as ``MustacheTemplates`` renders it.
///
/// Text is kept one line per node (each ends at its line feed or just before a tag), because a
/// standalone partial's indentation goes in front of every node that starts a line of output.
indirect enum MustacheNode: Sendable, Equatable {
    /// Literal template text.
    case text(String)
    /// `{{name}}` (`escaped`) or `{{{name}}}` / `{{&name}}`.
    case variable(MustacheName, escaped: Bool)
    /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when `inverted`.
    case section(MustacheName, [MustacheNode], inverted: Bool)
    /// `{{> name}}`; `indentation` is the white space in front of a standalone tag (`nil` when the
    /// tag shares its line with other text).
    case partial(String, indentation: String?)
    /// `{{< name}}{{$block}}…{{/block}}{{/name}}`: template `name` rendered with these block
    /// overrides, unless an outer override of the same block is already in force.
    case parent(String, indentation: String, blocks: [String: [MustacheNode]])
    /// `{{$name}}default{{/name}}` outside a parent: the override in force for `name`, or `defaultBody`.
    case block(String, defaultBody: [MustacheNode], indentation: String)
    /// `{{% CONTENT_TYPE: HTML }}` (`escapes`) or `{{% CONTENT_TYPE: TEXT }}`: how the variables
    /// after it, to the end of the enclosing template or section, are written.
    case contentType(escapes: Bool)
}
