/// What `waymark new` did: the files it wrote and the ones it found already there (`--force`).
package struct ScaffoldReport: Sendable, Hashable {
    /// The site folder as the user named it.
    package let folder: String
    /// Files written, relative to `folder`, sorted.
    package let created: [String]
    /// Files that already existed and were left untouched, relative to `folder`, sorted.
    package let kept: [String]

    /// A report of one scaffold run.
    package init(folder: String, created: [String], kept: [String]) {
        self.folder = folder
        self.created = created
        self.kept = kept
    }

    /// The lines `waymark new` prints: what was made, what was kept, then the next steps with the
    /// folder quoted for a POSIX shell when it needs it.
    package var summaryLines: [String] {
        var lines: [String] = []
        let count = created.count == 1 ? "1 file" : "\(created.count) files"
        lines.append(kept.isEmpty ? "Created a new Waymark site in \(folder) (\(count)):"
                                  : "Added \(count) to \(folder):")
        lines += created.map { "  " + $0 }
        if !kept.isEmpty {
            lines.append(kept.count == 1 ? "Kept 1 existing file as it was:" : "Kept \(kept.count) existing files as they were:")
            lines += kept.map { "  " + $0 }
        }
        let site = Self.shellQuoted(folder)
        let steps = [
            ("waymark serve --site \(site)", "preview at http://127.0.0.1:8080/, reloading on every change"),
            ("waymark build --site \(site)", "write the site into Output/"),
            ("waymark check --site \(site) --strict", "check the data, pages and links"),
        ]
        let width = steps.map(\.0.count).max() ?? 0
        lines += ["", "Next steps:"]
        lines += steps.map { command, note in "  " + command + String(repeating: " ", count: width - command.count + 3) + note }
        let folderPath = SiteScaffold.trimmedFolder(folder)
        lines.append("Edit \(folderPath.hasSuffix("/") ? folderPath : folderPath + "/")site.yml first: its title, baseURL and menus.")
        return lines
    }

    /// `text` as one word for a POSIX shell: unchanged when it only holds safe characters, else in
    /// single quotes (a single quote inside written as `'\''`).
    static func shellQuoted(_ text: String) -> String {
        let safe = !text.isEmpty && text.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_./+,:@%=".unicodeScalars.contains(scalar))
        }
        if safe { return text }
        return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
