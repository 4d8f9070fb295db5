import WaymarkCore
import WaymarkModel
import WaymarkOutput

/// Adds the source line under diagnostics that point into the site's files but came without one
/// (geocoding and page-planning messages name a file and line of the data, not its text), so every
/// message shows the offending line with a caret.
struct SourceLineFiller {
    let io: FileIO
    let siteFolder: String
    let displayFolder: String

    /// `diagnostics` with `sourceLine` filled where the file is in the site and the line exists;
    /// each file is read at most once; unreadable files leave their diagnostics as they were.
    func fill(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let prefix = displayFolder.isEmpty || displayFolder == "." ? "" : (displayFolder.hasSuffix("/") ? displayFolder : displayFolder + "/")
        var files: [String: SourceLines?] = [:]
        return diagnostics.map { diagnostic in
            let location = diagnostic.location
            guard diagnostic.sourceLine == nil, location.line > 0, location.path.hasPrefix(prefix) else { return diagnostic }
            let relative = String(location.path.dropFirst(prefix.count))
            if files[relative] == nil {
                let bytes = try? io.read(SitePaths.join(siteFolder, relative))
                let text = bytes.flatMap { String(validating: $0, as: UTF8.self) }
                files[relative] = .some(text.map(SourceLines.init))
            }
            guard let lines = files[relative] ?? nil else { return diagnostic }
            return diagnostic.quotingLine(of: lines)
        }
    }
}
