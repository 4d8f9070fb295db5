/// A value a template reads, typed: what a page model becomes when ``TemplateValueEncoder`` encodes
/// it, and what ``MustacheRender`` walks.
///
/// A `nil` optional of a model is not a value: its name is left out of the object, so a section
/// on it does not render and an inverted section does.
package enum TemplateValue: Sendable, Hashable {
    /// Text, escaped for its context when a template writes it.
    case text(String)
    /// A flag: a section renders when `true`.
    case flag(Bool)
    /// An integer, written in decimal.
    case number(Int)
    /// A floating-point number, written as Swift's `description` does (`2.5`).
    case decimal(Double)
    /// A list: a section renders once per item.
    case list([TemplateValue])
    /// Named values.
    case object(TemplateObject)

    /// The value as a context of plain values holds it, so a template reads it without a cast:
    /// text as `String`, a flag as `Bool`, a number as `Int` or `Double`, a list as
    /// `[TemplateValue]`, an object as ``TemplateObject``.
    package var plainValue: Any {
        switch self {
        case .text(let text): text
        case .flag(let flag): flag
        case .number(let number): number
        case .decimal(let number): number
        case .list(let items): items
        case .object(let object): object
        }
    }
}
