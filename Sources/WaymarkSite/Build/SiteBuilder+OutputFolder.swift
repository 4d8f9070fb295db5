import Foundation

extension SiteBuilder {
    /// Why `outputFolder` must not be replaced, or `nil` when it is safe: the output folder is swapped
    /// out as a whole, so it may not be the file-system root, the current folder, the site folder, or
    /// a folder that contains the site.
    package static func outputFolderProblem(siteFolder: String, outputFolder: String) -> String? {
        let output = URL(fileURLWithPath: outputFolder).standardizedFileURL.path
        let site = URL(fileURLWithPath: siteFolder).standardizedFileURL.path
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
        if output == "/" || output == current {
            return "--output \"\(outputFolder)\" would replace \(output == "/" ? "the root folder" : "the current folder"): expected a folder of its own, such as Output"
        }
        if site == output || site.hasPrefix(output.hasSuffix("/") ? output : output + "/") {
            return "--output \"\(outputFolder)\" would replace the site folder \"\(siteFolder)\": expected a folder outside it, such as Output"
        }
        return nil
    }
}
