/// The structure of one Mustache template as far as rendering recursion is concerned: its sections,
/// partials, parents (`{{<name}}`) and blocks (`{{$name}}`), each with its line and column.
/// Variables and text are left out.
///
/// Waymark reads this outline before ``MustacheParser`` parses the file, because the parser and
/// the renderer handle nested sections by recursion: a file nested thousands of levels deep would
/// overflow the stack. ``scan(_:nestingLimit:)`` is iterative and stops at `nestingLimit` levels.
/// The outline is then used by ``ThemeStructure`` to find partials that include themselves,
/// unknown partials and nesting too deep to render. Tag syntax is the parser's: `{{! comments }}`,
/// `{{=<% %>=}}` delimiter changes, `{{{triple}}}` and `{{&name}}` variables.
struct TemplateOutline: Sendable {
    /// A 1-based line and column (in characters) of a tag's opening delimiter.
    struct Position: Sendable, Hashable, Comparable {
        var line: Int
        var column: Int

        static func < (a: Position, b: Position) -> Bool { (a.line, a.column) < (b.line, b.column) }
    }

    /// One structural tag and what it encloses.
    indirect enum Node: Sendable {
        /// `{{#name}}…{{/name}}` or `{{^name}}…{{/name}}`.
        case section(name: String, at: Position, children: [Node])
        /// `{{> name}}`.
        case partial(name: String, at: Position)
        /// `{{>*name}}` or `{{<*name}}`: a partial named by a variable.
        case dynamicPartial(name: String, at: Position)
        /// `{{<name}}{{$block}}…{{/block}}{{/name}}`: renders `name` with these block overrides.
        case parent(name: String, at: Position, blocks: [Block])
        /// `{{$name}}default{{/name}}` outside a parent: replaced by an override when one is inherited.
        case block(name: String, at: Position, children: [Node])
    }

    /// A block override given to a parent.
    struct Block: Sendable {
        var name: String
        var position: Position
        var children: [Node]
    }

    /// The top-level nodes of the file.
    var nodes: [Node]

    /// Why a file could not be outlined.
    enum Problem: Error, Sendable, Equatable {
        /// The tag at `position` opens a level deeper than the limit.
        case tooDeep(at: Position, limit: Int)
        /// The section opened at `position` is never closed.
        case unclosed(name: String, at: Position)
        /// `{{/name}}` at `position` would close `expected`, opened at `opened` (nil: nothing is open).
        case mismatchedClose(name: String, expected: String?, opened: Position?, at: Position)
        /// A tag starting at `position` has no closing delimiter.
        case unfinishedTag(at: Position)
    }
}
