/// Writes a complete site into a temporary folder beside the output folder and swaps it in only when
/// every file was written, so a failed build leaves the previous output exactly as it was.
///
/// The temporary folder is `<parent>/.waymark-tmp-<name>-XXXXXX`. Where the file system can, the
/// two folders are exchanged in one atomic step (``FileIO/exchange``), so the output folder exists at
/// every moment, even if the process is killed; elsewhere the old output is renamed to
/// `.waymark-tmp-old-<name>-XXXXXX` just before the new one takes its name. The old output is then
/// deleted.
///
/// Either in one call (`write(_:)`, files already in memory) or in three steps, so files can be
/// written while the rest of the site is still rendering: `stage()`, then `io.write` under the
/// staging folder for each file (from any task), then `commit(_:)` — or `discard(_:)` on failure.
package struct OutputFolderSwap {
    /// The file system.
    let io: FileIO
    /// The output folder to replace (it need not exist yet).
    let output: String

    /// Replaces `output` through `io`.
    package init(io: FileIO, output: String) {
        self.io = io
        self.output = output
    }

    /// Writes `files` (already in the order to write) and swaps them in. On any error the temporary
    /// folder is removed, the previous output is restored if it had been moved away, and the error
    /// is rethrown.
    package func write(_ files: [OutputFile]) throws {
        let staging = try stage()
        do {
            let previous = self.previous
            for file in files {
                try io.write(file.path.description, bytes: file.bytes, into: staging, reusing: previous)
            }
        } catch {
            discard(staging)
            throw error
        }
        try commit(staging)
    }

    /// The output folder when it exists and is a folder: its files with unchanged bytes are reused
    /// (``FileIO/write(_:bytes:into:reusing:)``) instead of being written again.
    package var previous: String? {
        io.kind(output) == .folder ? output : nil
    }

    /// Creates the empty temporary folder to write the new output into and returns its path.
    package func stage() throws -> String {
        let (parent, name) = Self.split(output)
        return try io.makeTemporaryFolder(parent, ".waymark-tmp-\(name)-")
    }

    /// Removes a temporary folder made by `stage()` and everything written into it; the output
    /// folder is not touched.
    package func discard(_ staging: String) {
        try? io.remove(staging)
        io.releaseTemporaryFolder(staging)
    }

    /// Puts the complete `staging` folder in the place of the output folder. On any error the
    /// previous output is restored if it had been moved away, `staging` is removed, and the error
    /// is rethrown. The renames run while a termination cleanup cannot (``StagingFolders``), so a
    /// signal never removes a folder that is being swapped.
    package func commit(_ staging: String) throws {
        let (parent, name) = Self.split(output)
        var retired: String?
        do {
            if io.kind(output) != .missing {
                // `io.exchange` keeps termination cleanups out itself (``StagingFolders/exchange(_:with:)``).
                if try io.exchange(staging, output) {
                    // `staging` now holds the previous output.
                    discard(staging)
                    return
                }
                let holder = try io.makeTemporaryFolder(parent, ".waymark-tmp-old-\(name)-")
                retired = holder
                StagingFolders.setRestore(holder, from: holder + "/" + name, to: output)
                try StagingFolders.whileSwapping {
                    try io.move(output, holder + "/" + name)
                    try io.move(staging, output)
                }
            } else {
                try StagingFolders.whileSwapping { try io.move(staging, output) }
            }
        } catch {
            if let retired, io.kind(output) == .missing { try? io.move(retired + "/" + name, output) }
            if let retired { discard(retired) }
            discard(staging)
            throw error
        }
        io.releaseTemporaryFolder(staging)
        if let retired { discard(retired) }
    }

    /// The parent folder and last component of a path (`Output` → `.`, `Output`).
    package static func split(_ path: String) -> (parent: String, name: String) {
        var trimmed = path
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return (".", trimmed) }
        let parent = String(trimmed[..<slash])
        return (parent.isEmpty ? "/" : parent, String(trimmed[trimmed.index(after: slash)...]))
    }
}
