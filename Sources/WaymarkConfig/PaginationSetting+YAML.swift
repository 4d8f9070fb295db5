import WaymarkModel
import Yams

extension PaginationSetting {
    /// Reads a `paginate` value from `site.yml` or front matter: the items per page, or `nil` with an
    /// error at the value's line and column naming it and what was expected.
    package static func read(_ value: Node, section: YAMLSection, diagnostics: inout [Diagnostic]) -> Int? {
        guard let scalar = value.scalar else {
            diagnostics.append(section.diagnostic(.error, notANumberMessage(found: value.kindDescription), at: value))
            return nil
        }
        guard let perPage = perPage(scalar.string) else {
            diagnostics.append(section.diagnostic(.error, invalidValueMessage(scalar.string), at: value))
            return nil
        }
        return perPage
    }
}
