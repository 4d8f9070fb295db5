import WaymarkCore
import WaymarkModel
import Yams

extension WordCatalogue {
    /// The CLDR category names a plural entry may use.
    static let categoryNames = Set(PluralCategory.allCases.map(\.rawValue))

    /// Parses a catalogue file (`Templates/i18n/<language>.yml`) named `path` in messages. Returns the
    /// catalogue, or `nil` with every problem located at its line and column.
    static func parse(_ text: String, path: String) -> (catalogue: WordCatalogue?, diagnostics: [Diagnostic]) {
        let source = SourceFile(path: path, text: text)
        let section = YAMLSection(source: source, lineOffset: 0, name: "the word catalogue")
        let root: Node?
        switch section.compose(text, allTextResolver: true) {
        case .success(let node): root = node
        case .failure(let problem): return (nil, [problem])
        }
        var catalogue = WordCatalogue()
        var problems = section.tagProblems(root)
        guard let root else { return (catalogue, problems) }
        guard case .mapping(let mapping) = root else {
            return (nil, [section.diagnostic(.error, "the word catalogue is \(root.kindDescription): expected a mapping of keys to words", at: root)])
        }
        read(mapping, prefix: "", section: section, into: &catalogue, problems: &problems)
        return (problems.isEmpty ? catalogue : nil, problems)
    }

    private static func read(_ mapping: Node.Mapping, prefix: String, section: YAMLSection,
                             into catalogue: inout WordCatalogue, problems: inout [Diagnostic]) {
        for (keyNode, value) in mapping {
            guard let name = keyNode.scalar?.string, !name.isEmpty, !name.contains(".") else {
                problems.append(section.diagnostic(.error, "a catalogue key must be a name without dots", at: keyNode))
                continue
            }
            let key = prefix.isEmpty ? name : prefix + "." + name
            switch value {
            case .scalar(let scalar):
                catalogue.texts[key] = scalar.string
            case .mapping(let child):
                let names = child.keys.compactMap { $0.scalar?.string }
                if !names.isEmpty, names.count == child.count, names.contains("other"),
                   Set(names).isSubset(of: categoryNames) {
                    var forms: [String: String] = [:]
                    for (category, form) in child {
                        guard let text = form.scalar?.string, let name = category.scalar?.string else {
                            problems.append(section.diagnostic(.error, "plural form of \"\(key)\" is \(form.kindDescription): expected text", at: form))
                            continue
                        }
                        forms[name] = text
                    }
                    catalogue.plurals[key] = forms
                } else {
                    read(child, prefix: key, section: section, into: &catalogue, problems: &problems)
                }
            default:
                problems.append(section.diagnostic(
                    .error, "\"\(key)\" is \(value.kindDescription): expected text, a plural entry (one/few/other) or a mapping of keys",
                    at: value))
            }
        }
    }
}
