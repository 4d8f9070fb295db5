import Foundation
import WaymarkOutput

/// `waymark new`: writes a small, complete site into a new or empty folder — `site.yml`, a home
/// page, an about page, a report with ```` ```waymark ```` query blocks, example charters, pets and
/// a place, `data/README.md` and a `static/` image — that builds with no error and no warning under
/// `--strict`, on the day it is made and on any later day.
///
/// A folder that holds visible files is refused unless `force` is set; then only the files that do
/// not exist yet are written and nothing is ever overwritten. Hidden files (`.git`, `.DS_Store`) do
/// not make a folder non-empty. All writing goes through the injected ``FileIO``.
package struct SiteScaffold: Sendable {
    /// The file system (inject one in tests).
    package var io: FileIO

    /// A scaffold writing through `io`.
    package init(io: FileIO = .local) {
        self.io = io
    }

    /// The files of a new site made with `settings`, sorted by path. Pure: the same settings give
    /// byte-identical files.
    package func files(_ settings: ScaffoldSettings) -> [ScaffoldFile] {
        ScaffoldContent(settings: settings).files.sorted { $0.path < $1.path }
    }

    /// Writes the site into `folder` (created with its parents when missing).
    ///
    /// Throws ``ScaffoldError/notAFolder(folder:)`` when a file is at `folder`,
    /// ``ScaffoldError/folderNotEmpty(folder:)`` when it holds visible files and `force` is false,
    /// and ``ScaffoldError/writeFailed(path:reason:)`` naming the first file that could not be
    /// written (the files before it stay written).
    package func create(in folder: String, settings: ScaffoldSettings, force: Bool = false) throws(ScaffoldError) -> ScaffoldReport {
        let base = Self.trimmedFolder(folder)
        switch io.kind(base) {
        case .file:
            throw .notAFolder(folder: folder)
        case .folder where !force:
            let existing: [String]
            do { existing = try io.listFiles(base) } catch {
                throw .unreadableFolder(folder: folder, reason: Self.reason(error))
            }
            if !existing.isEmpty { throw .folderNotEmpty(folder: folder) }
        case .folder, .missing:
            break
        }
        var created: [String] = []
        var kept: [String] = []
        for file in files(settings) {
            let path = base.hasSuffix("/") ? base + file.path : base + "/" + file.path
            guard io.kind(path) == .missing else {
                kept.append(file.path)
                continue
            }
            do { try io.write(path, Array(file.text.utf8)) } catch {
                throw .writeFailed(path: path, reason: Self.reason(error))
            }
            created.append(file.path)
        }
        return ScaffoldReport(folder: folder, created: created, kept: kept)
    }

    /// `folder` without trailing slashes (`/` stays `/`, an empty path is the current folder).
    static func trimmedFolder(_ folder: String) -> String {
        var trimmed = Substring(folder)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return trimmed.isEmpty ? "." : String(trimmed)
    }

    /// A short text for a file-system error: the system's message for POSIX errors
    /// ("Permission denied"), else the error's description.
    private static func reason(_ error: any Error) -> String {
        if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        return String(describing: error)
    }
}
