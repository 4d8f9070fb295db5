/// A relative path inside the output folder that cannot escape it.
///
/// Components are non-empty, never `.` or `..`, and contain no `/`, `\` or NUL; the path is not
/// absolute. Paths compare by their text, which is the order files are written in.
package struct OutputPath: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// `a/b/c`: the path's only stored field, so a job holding its path retains one string (a
    /// preview rebuild of a 45,000-file site copies, sorts, hashes and prints every path).
    package let description: String

    /// The path components, e.g. `["reports", "x", "index.html"]`, split from ``description``.
    package var components: [String] {
        description.utf8.split(separator: UInt8(ascii: "/")).map { String(Substring($0)) }
    }

    /// A path from `a/b/c` text, or `nil` when it is empty, absolute or has an unsafe component.
    package init?(_ text: String) {
        guard !text.hasPrefix("/") else { return nil }
        self.init(components: text.split(separator: "/", omittingEmptySubsequences: false).map(String.init))
    }

    /// A path from components, or `nil` when any component is unsafe or there are none.
    package init?(components: [String]) {
        guard !components.isEmpty, components.allSatisfy(OutputPath.isSafeComponent) else { return nil }
        description = components.joined(separator: "/")
    }

    /// A path from components the caller built from constants or validated slugs. Unsafe
    /// components are dropped, so even a mistake cannot leave the output folder.
    package init(trusted components: [String]) {
        let safe = components.filter(OutputPath.isSafeComponent)
        description = safe.isEmpty ? "index.html" : safe.joined(separator: "/")
    }

    /// The page file inside a folder of slugs: `["about"]` → `about/index.html`, `[]` → `index.html`.
    package static func page(in folders: [String]) -> OutputPath? {
        OutputPath(components: folders + ["index.html"])
    }

    /// The site path of the folder a page file is in: `about/index.html` → `about/`, `index.html` → ``.
    package var folderPath: String {
        guard let slash = description.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(description[...slash])
    }

    /// The folder the file is in, without the last `/`: `a/b/c.html` → `a/b`, `index.html` → ``.
    package var folder: Substring {
        guard let slash = description.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return description[..<slash]
    }

    /// This path inside the folder `component` (`sv` + `about/index.html` → `sv/about/index.html`),
    /// or `nil` when `component` is unsafe; only the new component is checked.
    package func inside(_ component: String) -> OutputPath? {
        guard Self.isSafeComponent(component) else { return nil }
        return OutputPath(checked: component + "/" + description)
    }

    /// A path whose components the caller has checked.
    private init(checked description: String) {
        self.description = description
    }

    /// True for a file named `index.html` (a pretty-URL page).
    package var isIndexPage: Bool {
        let name = "index.html".utf8, text = description.utf8
        guard text.count >= name.count, text.suffix(name.count).elementsEqual(name) else { return false }
        return text.count == name.count || text.dropLast(name.count).last == UInt8(ascii: "/")
    }

    /// Two paths are equal when their text is (components never hold `/`, so the text decides them).
    package static func == (a: OutputPath, b: OutputPath) -> Bool { a.description == b.description }

    /// Hashes the text.
    package func hash(into hasher: inout Hasher) { hasher.combine(description) }

    /// Text order of the paths: the order files are written and listed in.
    package static func < (a: OutputPath, b: OutputPath) -> Bool { a.description < b.description }

    /// True for a non-empty component other than `.` and `..` without `/`, `\\` or NUL. Checks the
    /// UTF-8 bytes (those three are ASCII, so no other character contains them): every job's path
    /// and every link to a page goes through here, and `String.contains(_:)` with a string argument
    /// is a Foundation substring search, several times slower.
    static func isSafeComponent(_ component: String) -> Bool {
        !component.isEmpty && component != "." && component != ".."
            && !component.utf8.contains { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "\\") || $0 == 0 }
    }
}
