import WaymarkModel

extension FileReader {
    /// The diagnostics for `error`, thrown while listing or reading under `folder` (as the
    /// file system sees it), shown under `display`: one error at each path of a `FileAccessError`
    /// (an unreadable folder, a named pipe), else one error at `display` saying `what` failed.
    package static func diagnostics(for error: Error, folder: String, display: String, what: String) -> [Diagnostic] {
        if let access = error as? FileAccessError {
            return access.diagnostics { FileAccessError.display($0, folder: folder, as: display) }
        }
        return [.error("\(what): \(error)", at: SourceLocation(path: display))]
    }

    /// The files under `folder` (paths relative to it) with symbolic links inside `site` followed,
    /// and a warning at `display/<path>` for each link that is skipped because it leaves the site,
    /// points to nothing or loops (an error under `--strict`, as every warning): the one rule of
    /// `static/`, `Templates/`, `pages/` and `reports/` (docs/hardening.md, "Files and folders").
    /// - Throws: as ``listFilesFollowingLinks``: every unreadable folder and every named pipe,
    ///   socket or device, at its path.
    package func filesFollowingLinks(under folder: String, site: String, display: String) throws
        -> (files: [String], warnings: [Diagnostic]) {
        let listing = try listFilesFollowingLinks(folder, site)
        let warnings = listing.skippedLinks.map { link in
            Diagnostic.warning(link.message, at: SourceLocation(path: display + "/" + link.path))
        }
        return (listing.files, warnings)
    }
}
