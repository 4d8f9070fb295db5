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

    /// The front matter and body, or `nil` with the errors when the page cannot be used. Warnings
    /// (unknown keys) are returned either way.
    func parse() -> (page: (PageFrontMatter, FrontMatterSplit)?, diagnostics: [Diagnostic]) {
        let split: FrontMatterSplit
        switch FrontMatterSplit.split(source) {
        case .success(let value): split = value
        case .failure(let diagnostic): return (nil, [diagnostic])
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
            func text() -> String? {
                guard let scalar = value.scalar else {
                    diagnostics.append(section.diagnostic(
                        .error, "\(key) must be text, found \(value.kindDescription)", at: value))
                    return nil
                }
                if YAMLSection.isNull(value) {
                    diagnostics.append(section.diagnostic(
                        .error, "\(key) has no value (\(scalar.string.isEmpty ? "empty" : scalar.string)): expected text, or leave the key out",
                        at: value))
                    return nil
                }
                return scalar.string
            }
            switch key {
            case "title":
                guard let string = text() else { continue }
                let trimmed = string.trimmingCharacters(in: .whitespaces)
                if trimmed.isEmpty {
                    diagnostics.append(section.diagnostic(.error, "title is empty: expected the page's title", at: value))
                } else {
                    title = trimmed
                }
            case "date":
                guard let string = text() else { continue }
                if let date = CalendarDate(iso8601: string) {
                    matter.date = date
                } else {
                    diagnostics.append(section.diagnostic(
                        .error, "date \"\(string)\" is not a date: expected YYYY-MM-DD", at: value))
                }
            case "summary":
                matter.summary = text()
            case "slug":
                guard let string = text() else { continue }
                if Slug.isValid(string) {
                    matter.slug = string
                } else {
                    diagnostics.append(section.diagnostic(
                        .error, "slug \"\(string)\" is not valid: expected lowercase letters, digits and hyphens, starting with a letter or digit",
                        at: value))
                }
            case "output":
                guard let string = text() else { continue }
                if ["html", "markdown"].contains(string) {
                    matter.output = string
                } else {
                    diagnostics.append(section.diagnostic(
                        .error, "output \"\(string)\" is not an output format: expected html or markdown", at: value))
                }
            case "draft":
                guard let string = text() else { continue }
                switch string.lowercased() {
                case "true", "yes", "on": matter.draft = true
                case "false", "no", "off": matter.draft = false
                default:
                    diagnostics.append(section.diagnostic(
                        .error, "draft \"\(string)\" is not a boolean: expected true or false", at: value))
                }
            case "template":
                guard let string = text() else { continue }
                matter.template = string
            case "weight":
                guard let string = text() else { continue }
                if let weight = Int(string) {
                    matter.weight = weight
                } else {
                    diagnostics.append(section.diagnostic(
                        .error, "weight \"\(string)\" is not a whole number: expected e.g. 10", at: value))
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
}
