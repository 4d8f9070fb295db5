/// Why a template's text is not Mustache Waymark can render, and where: the byte offset of the tag
/// (or the place) the problem is found at.
struct MustacheSyntaxError: Error, Sendable, Equatable {
    /// What is wrong.
    enum Kind: Sendable, Equatable {
        /// A tag without its closing delimiter, or with something other than a name inside.
        case unfinishedTag(closing: String)
        /// `{{/name}}` closes a section opened with another name (`expected`; `nil` when none is open).
        case mismatchedClose(name: String, expected: String?)
        /// The text ends inside section `name`.
        case unclosed(name: String)
        /// `{{=…=}}` that does not give two delimiters.
        case invalidSetDelimiter
        /// Something other than a block `{{$name}}` or white space inside `{{<parent}}`.
        case notABlockInsideParent
        /// `{{name(value)}}`: a transform, which Waymark's templates do not have.
        case transform(String)
        /// A `{{% … }}` pragma other than `CONTENT_TYPE: HTML` or `CONTENT_TYPE: TEXT`.
        case unknownPragma(String)
    }

    /// What is wrong.
    var kind: Kind
    /// Where, as a byte offset into the template's UTF-8 text.
    var offset: Int

    /// The problem in words, ending with what was expected.
    var message: String {
        switch kind {
        case .unfinishedTag(let closing):
            "a tag is not finished: expected a name followed by \(closing)"
        case .mismatchedClose(let name, let expected?):
            "{{/\(name)}} closes section \"\(expected)\": expected {{/\(expected)}} first"
        case .mismatchedClose(let name, nil):
            "{{/\(name)}} closes a section that is not open: expected {{#\(name)}} before it"
        case .unclosed(let name):
            "section \"\(name)\" is not closed: expected {{/\(name)}} before the end of the file"
        case .invalidSetDelimiter:
            "the set-delimiter tag is malformed: expected two delimiters, as in {{=<% %>=}}"
        case .notABlockInsideParent:
            "only blocks {{$name}} may appear inside {{<parent}}"
        case .transform(let name):
            "\"\(name)\" is a transform, which templates do not have: expected a variable name such as page.title"
        case .unknownPragma(let text):
            "the pragma \"\(text)\" is not recognised: expected {{% CONTENT_TYPE: HTML }} or {{% CONTENT_TYPE: TEXT }}"
        }
    }
}
