import Foundation

/// Which top-level folders of a module's sources name types declared in which others: the types a
/// file declares at the start of a line (`struct`, `enum`, `class`, `protocol`, `actor`,
/// `typealias`, with any modifiers), and the capitalised words of every file outside comments and
/// string literals. Files directly in the module's folder belong to the folder `.`.
struct FolderGraph {
    /// For each folder, the folders whose types its files name.
    private(set) var edges: [String: Set<String>] = [:]

    init(module: URL) throws {
        let patterns = try Patterns()
        var declaredIn: [String: String] = [:]
        var sources: [(folder: String, text: String)] = []
        let walk = FileManager.default.enumerator(at: module, includingPropertiesForKeys: nil)
        while let url = walk?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let relative = url.path.dropFirst(module.path.count + 1)
            let folder = relative.contains("/") ? String(relative.prefix { $0 != "/" }) : "."
            let text = patterns.code(of: try String(contentsOf: url, encoding: .utf8))
            sources.append((folder, text))
            for name in Patterns.matches(of: patterns.declaration, in: text) where declaredIn[name] == nil {
                declaredIn[name] = folder
            }
        }
        for (folder, text) in sources {
            for word in Set(Patterns.matches(of: patterns.word, in: text)) {
                if let owner = declaredIn[word], owner != folder { edges[folder, default: []].insert(owner) }
            }
        }
    }

    /// The folders that reach each other, each group sorted by name (Tarjan's strongly connected
    /// components of more than one folder).
    func cycles() -> [[String]] {
        var index: [String: Int] = [:], low: [String: Int] = [:]
        var stack: [String] = [], onStack: Set<String> = [], groups: [[String]] = []
        func connect(_ folder: String) {
            index[folder] = index.count
            low[folder] = index[folder]
            stack.append(folder)
            onStack.insert(folder)
            for next in edges[folder, default: []].sorted() {
                if index[next] == nil {
                    connect(next)
                    low[folder] = min(low[folder, default: 0], low[next, default: 0])
                } else if onStack.contains(next) {
                    low[folder] = min(low[folder, default: 0], index[next, default: 0])
                }
            }
            guard low[folder] == index[folder] else { return }
            var group: [String] = []
            while let top = stack.popLast() {
                onStack.remove(top)
                group.append(top)
                if top == folder { break }
            }
            if group.count > 1 { groups.append(group.sorted()) }
        }
        for folder in edges.keys.sorted() where index[folder] == nil { connect(folder) }
        return groups
    }

    /// The patterns of the scan.
    private struct Patterns {
        let declaration: NSRegularExpression
        let word: NSRegularExpression
        let multilineString: NSRegularExpression
        let string: NSRegularExpression
        let comment: NSRegularExpression

        init() throws {
            declaration = try NSRegularExpression(
                pattern: #"^(?:(?:public|package|private|fileprivate|internal|final|indirect|@\w+)\s+)*(?:struct|enum|class|protocol|actor|typealias)\s+(\w+)"#,
                options: .anchorsMatchLines)
            word = try NSRegularExpression(pattern: #"\b([A-Z]\w*)\b"#)
            multilineString = try NSRegularExpression(pattern: #"\"\"\"[\s\S]*?\"\"\""#)
            string = try NSRegularExpression(pattern: #""[^"\n]*""#)
            comment = try NSRegularExpression(pattern: #"//[^\n]*"#)
        }

        /// `text` without string literals and comments.
        func code(of text: String) -> String {
            var code = text
            for pattern in [multilineString, string, comment] {
                code = pattern.stringByReplacingMatches(in: code, range: NSRange(code.startIndex..., in: code), withTemplate: "\"\"")
            }
            return code
        }

        /// The first capture group of every match of `pattern` in `text`.
        static func matches(of pattern: NSRegularExpression, in text: String) -> [String] {
            pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
                Range($0.range(at: 1), in: text).map { String(text[$0]) }
            }
        }
    }
}
