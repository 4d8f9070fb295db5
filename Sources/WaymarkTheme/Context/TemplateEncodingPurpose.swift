/// What a model is encoded for (``TemplateValueEncoder/init(purpose:)``), which a value made late
/// reads from its encoder (`encoder.templatePurpose`): the HTML of a page's body is written for its
/// template, while its fingerprint holds only what makes that HTML (its parse, what its query
/// blocks found), so planning a page renders nothing.
package enum TemplateEncodingPurpose: Sendable {
    /// The template's context: every value as the template reads it.
    case template
    /// The page's fingerprint: a value made late (rendered HTML) as what it is made from.
    case fingerprint
}

extension Encoder {
    /// What this value is encoded for: the purpose of the ``TemplateValueEncoder`` encoding it,
    /// ``TemplateEncodingPurpose/template`` for any other encoder.
    package var templatePurpose: TemplateEncodingPurpose {
        (self as? TemplateValueEncoding)?.purpose ?? .template
    }
}
