/// Writes a complete site into a temporary folder beside the output folder and swaps it in only when
/// every file was written, so a failed build leaves the previous output exactly as it was.
///
/// The temporary folder is `<parent>/.waymark-tmp-<name>-XXXXXX`; the old output is renamed to
/// `.waymark-tmp-old-<name>-XXXXXX` just before the new one takes its name, then deleted.
struct OutputFolderSwap {
    /// The file system.
    let io: FileIO
    /// The output folder to replace (it need not exist yet).
    let output: String

    /// Writes `files` (already in the order to write) and swaps them in. On any error the temporary
    /// folder is removed, the previous output is restored if it had been moved away, and the error
    /// is rethrown.
    func write(_ files: [OutputFile]) throws {
        let (parent, name) = Self.split(output)
        let staging = try io.makeTemporaryFolder(parent, ".waymark-tmp-\(name)-")
        do {
            for file in files {
                try io.write(staging + "/" + file.path.description, file.bytes)
            }
        } catch {
            try? io.remove(staging)
            throw error
        }
        var retired: String?
        do {
            switch io.kind(output) {
            case .missing:
                break
            case .file, .folder:
                let holder = try io.makeTemporaryFolder(parent, ".waymark-tmp-old-\(name)-")
                let old = holder + "/" + name
                try io.move(output, old)
                retired = holder
            }
            try io.move(staging, output)
        } catch {
            if let retired, io.kind(output) == .missing { try? io.move(retired + "/" + name, output) }
            if let retired { try? io.remove(retired) }
            try? io.remove(staging)
            throw error
        }
        if let retired { try? io.remove(retired) }
    }

    /// The parent folder and last component of a path (`Output` → `.`, `Output`).
    static func split(_ path: String) -> (parent: String, name: String) {
        var trimmed = path
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return (".", trimmed) }
        let parent = String(trimmed[..<slash])
        return (parent.isEmpty ? "/" : parent, String(trimmed[trimmed.index(after: slash)...]))
    }
}
