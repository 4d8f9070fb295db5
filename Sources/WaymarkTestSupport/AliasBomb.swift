/// The "billion laughs" YAML of the alias-bomb tests: line `a` holds nine strings and each next line
/// nine aliases of the one before, so `levels` lines stand for 9^levels values once expanded.
package enum AliasBomb {
    /// `levels` lines (1 to 26), `a: &a [...]` first, each ending in a newline.
    package static func yaml(levels: Int) -> String {
        let names = "abcdefghijklmnopqrstuvwxyz".map(String.init).prefix(max(1, min(levels, 26)))
        var lines = ["a: &a [" + Array(repeating: "\"lol\"", count: 9).joined(separator: ",") + "]"]
        for (previous, name) in zip(names, names.dropFirst()) {
            lines.append("\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ",") + "]")
        }
        return lines.map { $0 + "\n" }.joined()
    }
}
