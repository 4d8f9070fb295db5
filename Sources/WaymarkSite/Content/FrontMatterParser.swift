import Foundation
import WaymarkConfig
import WaymarkCore
import WaymarkModel
import WaymarkRender
import Yams

/// Reads the front matter of one Markdown file into a `PageFrontMatter`, reporting every problem
/// (not just the first) at its exact line and column in the Markdown file.
struct FrontMatterParser {
    /// The file being read.
    let source: SourceFile
    /// Whether simple front matter (`key: value` lines that read without a problem) skips Yams
    /// (`FrontMatterFastPath`); anything else is always read by Yams. `false` only in tests that
    /// compare both ways.
    var usesFastPath = true

    init(source: SourceFile, usesFastPath: Bool = true) {
        self.source = source
        self.usesFastPath = usesFastPath
    }

    /// The front matter and body, or `nil` with the errors when the page cannot be used. Warnings
    /// (unknown keys) are returned either way.
    func parse() -> (page: (PageFrontMatter, FrontMatterSplit)?, diagnostics: [Diagnostic]) {
        let split: FrontMatterSplit
        switch FrontMatterSplit.split(source) {
        case .success(let value): split = value
        case .failure(let diagnostic): return (nil, [diagnostic])
        }
        if usesFastPath, let matter = FrontMatterFastPath.read(split.yaml, source: source, lineOffset: 1) {
            return ((matter, split), [])
        }
        let section = YAMLSection(source: source, lineOffset: 1, name: "front matter")
        let root: Node?
        switch section.compose(split.yaml) {
        case .success(let node): root = node
        case .failure(let diagnostic): return (nil, [diagnostic])
        }
        var diagnostics = section.tagProblems(root)
        var title: String?
        var matter = PageFrontMatter(title: "")
        let missingTitle = source.diagnostic(
            .error, "missing title: expected `title: …` in the front matter", line: 1, column: 1)

        guard let root else { return (nil, [missingTitle]) }
        guard let mapping = root.mapping else {
            return (nil, [section.diagnostic(
                .error, "front matter must be a mapping of keys to values (title: …), found \(root.kindDescription)",
                at: root)])
        }

        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            matter.locations[key] = section.location(value.mark)
            func text() -> String? { section.scalarText(value, key: key, diagnostics: &diagnostics) }
            switch key {
            case "title", "date", "summary", "slug", "output", "draft", "template", "weight":
                guard let string = text() else { continue }
                if let problem = Self.read(key, string, into: &matter, title: &title) {
                    diagnostics.append(section.diagnostic(.error, problem, at: value))
                }
            case PaginationSetting.key:
                matter.paginate = PaginationSetting.read(value, section: section, diagnostics: &diagnostics)
            default:
                let known = PageFrontMatter.knownKeys.joined(separator: ", ")
                diagnostics.append(section.diagnostic(
                    .warning, "unknown front-matter key \"\(key)\": expected one of \(known)", at: keyNode))
            }
        }
        if title == nil, !diagnostics.contains(where: { $0.message.hasPrefix("title ") }) {
            diagnostics.append(missingTitle)
        }
        guard let title, !diagnostics.contains(where: { $0.severity == .error }) else { return (nil, diagnostics) }
        matter.title = title
        return ((matter, split), diagnostics)
    }

    /// Reads `string`, the text of text-valued key `key` (`title`, `date`, `summary`, `slug`, `output`,
    /// `draft`, `template` or `weight`), into `matter` (`title` for the title), or returns what is
    /// wrong with it. Shared by the Yams reading and `FrontMatterFastPath`, so both give the same values.
    static func read(_ key: String, _ string: String, into matter: inout PageFrontMatter, title: inout String?) -> String? {
        switch key {
        case "title":
            let trimmed = string.trimmed
            if trimmed.isEmpty { return "title is empty: expected the page's title" }
            title = trimmed
        case "date":
            guard let date = CalendarDate(iso8601: string) else {
                return "date \"\(string)\" is not a date: expected YYYY-MM-DD"
            }
            matter.date = date
        case "summary":
            matter.summary = string
        case "slug":
            guard Slug.isValid(string) else {
                return "slug \"\(string)\" is not valid: expected lowercase letters, digits and hyphens, starting with a letter or digit"
            }
            if let problem = FileNameLimit.problem(string) { return "slug \"\(string.prefix(40))…\" \(problem)" }
            matter.slug = string
        case "output":
            guard ["html", "markdown"].contains(string) else {
                return "output \"\(string)\" is not an output format: expected html or markdown"
            }
            matter.output = string
        case "draft":
            switch string.lowercased() {
            case "true", "yes", "on": matter.draft = true
            case "false", "no", "off": matter.draft = false
            default: return "draft \"\(string)\" is not a boolean: expected true or false"
            }
        case "template":
            matter.template = string
        case "weight":
            guard let weight = Int(string) else { return "weight \"\(string)\" is not a whole number: expected e.g. 10" }
            matter.weight = weight
        default:
            return "\(key) is not a text key"
        }
        return nil
    }
}
