import WaymarkCore
import WaymarkModel

/// Checks, before anything is rendered, that every template of a theme (the default theme with the
/// site's overrides) can be rendered without endless or runaway recursion:
///
/// - every `{{> partial}}` and `{{< parent}}` names a template of the theme;
/// - no template includes or inherits from itself, directly or through others, and no block
///   override expands itself; the error is at the tag that closes the loop and names the chain;
/// - sections, partials, parents and blocks never nest more than ``nestingLimit`` levels, counted
///   through every partial, so rendering stays far from the stack's end;
/// - rendering one template never walks more than ``stepBudget`` tags (partials included many times
///   over by partials that are themselves included many times);
/// - no partial is named by a variable (`{{>*name}}`), since such a name cannot be checked.
///
/// The walk follows how ``MustacheRender`` renders: a partial sees the blocks its includer inherited,
/// a parent gets its own block overrides unless an outer one already overrides the same block, and
/// a block renders the inherited override or else its default. Sections are assumed to render.
struct ThemeStructure {
    /// The deepest nesting of sections, partials, parents and blocks a render may reach.
    static let nestingLimit = 100
    /// The most tags rendering one template may walk (sections counted once).
    static let stepBudget = 1_000_000

    /// One template of the theme.
    struct File {
        /// The outline of its text.
        var outline: TemplateOutline
        /// Its text with the path shown in messages.
        var source: SourceFile
    }

    /// Every problem of the theme whose templates are `files` (by name, e.g. `partials/footer`),
    /// sorted by location.
    static func check(_ files: [String: File]) -> [Diagnostic] {
        var problems = unknownNames(files)
        var walk = Walk(files: files)
        for name in files.keys.sorted() {
            guard let file = files[name], !walk.exhausted else { break }
            walk.steps = 0
            walk.stack = [Walk.Frame(key: "t:" + name, label: name)]
            walk.root = name
            walk.expand(file.outline.nodes, in: name, inherited: [:], depth: 0)
        }
        problems += walk.problems
        return problems.sorted { ($0.location, $0.message) < ($1.location, $1.message) }
    }

    /// Partials and parents that name no template, and partials named by a variable.
    private static func unknownNames(_ files: [String: File]) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for name in files.keys.sorted() {
            guard let file = files[name] else { continue }
            var pending = file.outline.nodes
            while let node = pending.popLast() {
                switch node {
                case .section(_, _, let children), .block(_, _, let children):
                    pending += children
                case .partial(let target, let at):
                    if files[target] == nil {
                        problems.append(file.diagnostic("unknown partial \"\(target)\": expected a template \(target).mustache in the site's Templates/ or in the default theme", at: at))
                    }
                case .parent(let target, let at, let blocks):
                    if files[target] == nil {
                        problems.append(file.diagnostic("unknown parent template \"\(target)\": expected a template \(target).mustache in the site's Templates/ or in the default theme", at: at))
                    }
                    for block in blocks { pending += block.children }
                case .dynamicPartial(let variable, let at):
                    problems.append(file.diagnostic("a partial named by the variable \"\(variable)\" is not supported: expected the partial's own name, e.g. {{> partials/card}}", at: at))
                }
            }
        }
        return problems
    }

    /// A block override as it travels down to the parent that expands it.
    private struct Override {
        var key: String
        var label: String
        var file: String
        var children: [TemplateOutline.Node]
    }

    /// The rendering walk from one template after another.
    private struct Walk {
        struct Frame {
            var key: String
            var label: String
        }

        let files: [String: File]
        var stack: [Frame] = []
        var root = ""
        var steps = 0
        var exhausted = false
        var problems: [Diagnostic] = []
        private var reportedCycles: Set<[String]> = []
        private var reportedDepths: Set<String> = []

        init(files: [String: File]) { self.files = files }

        mutating func expand(_ nodes: [TemplateOutline.Node], in name: String, inherited: [String: Override], depth: Int) {
            guard let file = files[name] else { return }
            for node in nodes {
                guard !exhausted else { return }
                steps += 1
                let level = depth + 1
                if steps > ThemeStructure.stepBudget {
                    exhausted = true
                    problems.append(file.diagnostic("rendering \"\(root)\" walks more than \(DigitGrouping.grouped(ThemeStructure.stepBudget)) tags, because partials are included over and over by partials that are themselves included many times: expected fewer repeated includes", at: node.position))
                    return
                }
                if level > ThemeStructure.nestingLimit {
                    // Once per file: every template rendering through it would report its own spot.
                    if reportedDepths.insert(file.source.path).inserted {
                        problems.append(file.diagnostic("sections, partials and blocks nest more than \(ThemeStructure.nestingLimit) levels deep here when rendering \"\(root)\": expected at most \(ThemeStructure.nestingLimit) levels", at: node.position))
                    }
                    continue
                }
                switch node {
                case .section(_, _, let children):
                    expand(children, in: name, inherited: inherited, depth: level)
                case .partial(let target, let at):
                    guard let partial = files[target] else { continue }
                    enter(Frame(key: "t:" + target, label: target), closing: "partial \"\(target)\" includes itself",
                          file: file, at: at) { walk in
                        walk.expand(partial.outline.nodes, in: target, inherited: inherited, depth: level)
                    }
                case .parent(let target, let at, let blocks):
                    guard let parent = files[target] else { continue }
                    var merged = inherited
                    for block in blocks where merged[block.name] == nil {
                        merged[block.name] = Override(
                            key: "b:\(name):\(block.position.line):\(block.position.column)",
                            label: "{{$\(block.name)}}", file: name, children: block.children)
                    }
                    enter(Frame(key: "t:" + target, label: target), closing: "template \"\(target)\" inherits from itself",
                          file: file, at: at) { walk in
                        walk.expand(parent.outline.nodes, in: target, inherited: merged, depth: level)
                    }
                case .block(let block, let at, let children):
                    if let override = inherited[block] {
                        enter(Frame(key: override.key, label: override.label), closing: "block \"\(block)\" includes itself",
                              file: file, at: at) { walk in
                            walk.expand(override.children, in: override.file, inherited: inherited, depth: level)
                        }
                    } else {
                        expand(children, in: name, inherited: inherited, depth: level)
                    }
                case .dynamicPartial:
                    continue
                }
            }
        }

        /// Runs `body` with `frame` on the stack, or reports the loop `frame` would close.
        private mutating func enter(_ frame: Frame, closing what: String, file: File, at position: TemplateOutline.Position,
                                    _ body: (inout Walk) -> Void) {
            if let first = stack.firstIndex(where: { $0.key == frame.key }) {
                let loop = stack[first...]
                let members = loop.map(\.key).sorted()
                if reportedCycles.insert(members).inserted {
                    let chain = (loop.map(\.label) + [frame.label]).joined(separator: " → ")
                    problems.append(file.diagnostic("\(what): \(chain)", at: position))
                }
                return
            }
            stack.append(frame)
            body(&self)
            stack.removeLast()
        }
    }
}

extension ThemeStructure.File {
    /// An error at `position` of this file, quoting its line.
    func diagnostic(_ message: String, at position: TemplateOutline.Position) -> Diagnostic {
        source.diagnostic(.error, message, line: position.line, column: position.column)
    }
}

extension TemplateOutline.Node {
    /// Where the node's tag starts.
    var position: TemplateOutline.Position {
        switch self {
        case .section(_, let at, _), .partial(_, let at), .dynamicPartial(_, let at), .parent(_, let at, _),
             .block(_, let at, _):
            return at
        }
    }
}
