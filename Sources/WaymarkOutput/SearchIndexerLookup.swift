import Foundation

/// Finds Pagefind (``SearchIndexer``) for `waymark build` and `waymark serve`, in this order:
/// `--pagefind PATH`, the environment variable `WAYMARK_PAGEFIND`, a `pagefind` program on `PATH`,
/// then the virtualenv `make search-deps` makes in a Waymark checkout
/// (`.build/search-venv/lib/python3.*/site-packages/pagefind_bin/pagefind`, relative to the current
/// folder, where PyPI's `pagefind-bin` puts the binary).
package enum SearchIndexerLookup {
    /// The environment variable that names the program.
    package static let environmentVariable = "WAYMARK_PAGEFIND"
    /// The virtualenv `make search-deps` installs `pagefind-bin` into, relative to the checkout.
    package static let virtualenv = ".build/search-venv"

    /// What to do when no program was found, as the end of the error that says so.
    package static let installAdvice = "install it with `make search-deps` (in a Waymark checkout, into \(virtualenv)), "
        + "or `pip install pagefind-bin` and name the binary it ships with --pagefind PATH or \(environmentVariable) "
        + "(python3 -c 'import pagefind_bin; print(pagefind_bin.get_executable())' prints its path)"

    /// A program named by `--pagefind` or `WAYMARK_PAGEFIND` that is not there.
    package struct Problem: Error, Equatable, CustomStringConvertible {
        package var description: String
    }

    /// The indexer to use: `explicit` (`--pagefind`), else `environment`'s `WAYMARK_PAGEFIND`, else
    /// `pagefind` on its `PATH`, else the checkout's virtualenv under `workingFolder`; `nil` when
    /// there is none. A program named explicitly that is not an executable file is a ``Problem``,
    /// never passed over for another.
    package static func find(explicit: String?, environment: [String: String],
                             workingFolder: String) -> Result<SearchIndexer?, Problem> {
        if let explicit {
            guard isExecutable(explicit) else {
                return .failure(Problem(description: "--pagefind \"\(explicit)\" is not an executable file: expected the path of the pagefind program"))
            }
            return .success(SearchIndexer(executable: explicit))
        }
        if let named = environment[environmentVariable], !named.isEmpty {
            guard isExecutable(named) else {
                return .failure(Problem(description: "\(environmentVariable)=\"\(named)\" is not an executable file: expected the path of the pagefind program"))
            }
            return .success(SearchIndexer(executable: named))
        }
        for folder in (environment["PATH"] ?? "").split(separator: ":") where !folder.isEmpty {
            let candidate = String(folder) + "/pagefind"
            if isExecutable(candidate) { return .success(SearchIndexer(executable: candidate)) }
        }
        let lib = workingFolder + "/" + virtualenv + "/lib"
        let pythons = ((try? FileManager.default.contentsOfDirectory(atPath: lib)) ?? []).filter { $0.hasPrefix("python3") }.sorted()
        for python in pythons.reversed() {
            let candidate = lib + "/" + python + "/site-packages/pagefind_bin/pagefind"
            if isExecutable(candidate) { return .success(SearchIndexer(executable: candidate)) }
        }
        return .success(nil)
    }

    /// Whether `path` is a regular file (after links) this process may execute.
    static func isExecutable(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
            && FileManager.default.isExecutableFile(atPath: path)
    }
}
