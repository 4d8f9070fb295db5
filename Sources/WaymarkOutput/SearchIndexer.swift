import Foundation

/// Pagefind, the program that indexes a written site for full-text search (README, "Search"). It
/// reads every HTML page under a folder and writes the index and its scripts into `pagefind/` there;
/// the pages' `data-pagefind-*` attributes (written by the default theme when `search: true`) say
/// what to index and with which filters.
///
/// It runs as a child process over a folder that already holds the whole site: `waymark build`'s
/// temporary folder before the swap, or a folder of links to the pages of an output updated in
/// place; `waymark serve`'s private folder once, after its first build.
package struct SearchIndexer: Sendable, Hashable {
    /// The Pagefind program.
    package let executable: String

    /// The folder, at the output root, that Pagefind writes its index and scripts into.
    package static let bundleFolder = "pagefind"

    /// An indexer running the program at `executable`.
    package init(executable: String) {
        self.executable = executable
    }

    /// Runs `pagefind --site <folder> --silent`, which writes `<folder>/pagefind/`, then puts that
    /// index in one order (``PagefindIndexOrder``). Waits for it to end; throws a
    /// ``SearchIndexFailure`` with what it printed when it cannot start or fails, or with what is
    /// wrong with the index it wrote.
    package func index(_ folder: String) throws(SearchIndexFailure) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--site", folder, "--silent"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw SearchIndexFailure(executable: executable, status: nil, output: "\(error.localizedDescription)")
        }
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw SearchIndexFailure(executable: executable, status: process.terminationStatus,
                                     output: String(decoding: printed, as: UTF8.self))
        }
        do {
            try PagefindIndexOrder.apply(to: folder + "/" + Self.bundleFolder)
        } catch {
            throw SearchIndexFailure(executable: executable, unreadableIndex: error.description)
        }
    }

    /// The files of the index under `folder` (one that was indexed), as paths relative to it
    /// (`pagefind/pagefind.js`, …), sorted; empty when there is none.
    package static func files(in folder: String) -> [String] {
        let bundle = folder + "/" + bundleFolder
        let found = FileManager.default.subpaths(atPath: bundle) ?? []
        return found.filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: bundle + "/" + path, isDirectory: &isFolder) && !isFolder.boolValue
        }.map { bundleFolder + "/" + $0 }.sorted()
    }
}

/// Pagefind could not be started or ended with an error; the build's output is left as it was.
package struct SearchIndexFailure: Error, CustomStringConvertible, Sendable {
    /// The program that was run.
    package var executable: String
    /// Its exit status, or `nil` when it could not be started (or was killed by a signal).
    package var status: Int32?
    /// What it printed, or why it could not be started.
    package var output: String
    /// What is wrong with the index it wrote, when it ran and succeeded but wrote what Waymark
    /// cannot put in order (``PagefindIndexOrder``).
    package var unreadableIndex: String?

    /// A failure of `executable`: its exit status (`nil`: it did not run) and what it printed.
    package init(executable: String, status: Int32?, output: String) {
        self.executable = executable
        self.status = status
        self.output = output
    }

    /// A run of `executable` that ended well but wrote an index Waymark cannot read: `problem`.
    package init(executable: String, unreadableIndex problem: String) {
        self.init(executable: executable, status: 0, output: "")
        unreadableIndex = problem
    }

    package var description: String {
        if let unreadableIndex {
            return "\(executable) wrote an index Waymark cannot put in order (\(unreadableIndex)): expected Pagefind 1.x, "
                + "as `make search-deps` installs"
        }
        // The last lines say what went wrong; the progress before them does not.
        let lines = output.split(separator: "\n", omittingEmptySubsequences: true).suffix(5).map { $0.trimmingCharacters(in: .whitespaces) }
        let said = lines.isEmpty ? "" : ": " + lines.joined(separator: " / ")
        if let status { return "\(executable) failed with exit status \(status)\(said)" }
        return "\(executable) could not be run\(said)"
    }
}
