/// A relative path inside the output folder that cannot escape it.
///
/// Components are non-empty, never `.` or `..`, and contain no `/`, `\` or NUL; the path is not
/// absolute. Paths compare by their text, which is the order files are written in.
package struct OutputPath: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The path components, e.g. `["reports", "x", "index.html"]`.
    package let components: [String]
    /// `a/b/c`, joined once: a preview rebuild of a 15,000-file site sorts, hashes and prints every
    /// path, and joining them each time cost more than the work itself.
    package let description: String

    /// A path from `a/b/c` text, or `nil` when it is empty, absolute or has an unsafe component.
    package init?(_ text: String) {
        guard !text.hasPrefix("/") else { return nil }
        self.init(components: text.split(separator: "/", omittingEmptySubsequences: false).map(String.init))
    }

    /// A path from components, or `nil` when any component is unsafe or there are none.
    package init?(components: [String]) {
        guard !components.isEmpty, components.allSatisfy(OutputPath.isSafeComponent) else { return nil }
        self.components = components
        description = components.joined(separator: "/")
    }

    /// A path from components the caller built from constants or validated slugs. Unsafe
    /// components are dropped, so even a mistake cannot leave the output folder.
    package init(trusted components: [String]) {
        let safe = components.filter(OutputPath.isSafeComponent)
        self.components = safe.isEmpty ? ["index.html"] : safe
        description = self.components.joined(separator: "/")
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

    /// This path inside the folder `component` (`sv` + `about/index.html` → `sv/about/index.html`),
    /// or `nil` when `component` is unsafe; only the new component is checked.
    package func inside(_ component: String) -> OutputPath? {
        guard Self.isSafeComponent(component) else { return nil }
        return OutputPath(checked: [component] + components, description: component + "/" + description)
    }

    /// A path whose components the caller has checked, with their join.
    private init(checked components: [String], description: String) {
        self.components = components
        self.description = description
    }

    /// True for a file named `index.html` (a pretty-URL page).
    package var isIndexPage: Bool { components.last == "index.html" }

    /// Two paths are equal when their text is (components never hold `/`, so the text decides them).
    package static func == (a: OutputPath, b: OutputPath) -> Bool { a.description == b.description }

    /// Hashes the text.
    package func hash(into hasher: inout Hasher) { hasher.combine(description) }

    /// Text order of the paths: the order files are written and listed in.
    package static func < (a: OutputPath, b: OutputPath) -> Bool {
        if let ordered = asciiPrecedes(a, b) { return ordered }
        return a.description < b.description
    }

    /// `a.description < b.description` without joining the components, when every component is
    /// ASCII (then byte order is String order); `nil` otherwise. Sorting 10,000 paths compares
    /// about 140,000 pairs, so the joins it saves are noticeable in every rebuild.
    private static func asciiPrecedes(_ a: OutputPath, _ b: OutputPath) -> Bool? {
        var left = a.components.makeIterator(), right = b.components.makeIterator()
        while true {
            switch (left.next(), right.next()) {
            case (nil, nil): return false
            case (nil, _?): return true
            case (_?, nil): return false
            case let (x?, y?):
                // Equal components are followed by "/" on both sides, so only unequal ones decide.
                if x == y { continue }
                var xs = x.utf8.makeIterator(), ys = y.utf8.makeIterator()
                while true {
                    switch (xs.next(), ys.next()) {
                    case (nil, nil): return false
                    case (nil, let q?):
                        // x ended: the joined text continues with "/" (or ends) against q (never "/").
                        if q >= 0x80 { return nil }
                        return Self.continuation(after: left) < Int(q)
                    case (let p?, nil):
                        if p >= 0x80 { return nil }
                        return Int(p) < Self.continuation(after: right)
                    case let (p?, q?):
                        if p >= 0x80 || q >= 0x80 { return nil }
                        if p != q { return p < q }
                    }
                }
            }
        }
    }

    /// The next byte of a joined path after a component: `/` when more components follow, else -1.
    private static func continuation(after rest: IndexingIterator<[String]>) -> Int {
        var copy = rest
        return copy.next() == nil ? -1 : Int(UInt8(ascii: "/"))
    }

    /// True for a non-empty component other than `.` and `..` without `/`, `\\` or NUL. Checks the
    /// UTF-8 bytes (those three are ASCII, so no other character contains them): every job's path
    /// and every link to a page goes through here, and `String.contains(_:)` with a string argument
    /// is a Foundation substring search, several times slower.
    static func isSafeComponent(_ component: String) -> Bool {
        !component.isEmpty && component != "." && component != ".."
            && !component.utf8.contains { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "\\") || $0 == 0 }
    }
}
