import WaymarkModel

extension Theme {
    /// The default theme overridden by the files of `<siteFolder>/Templates/` (all `.mustache` files,
    /// and everything under `Templates/static/`). `displayFolder` is how the site folder is named in
    /// messages.
    static func load(siteFolder: String, displayFolder: String, io: FileIO) -> (theme: Theme?, diagnostics: [Diagnostic]) {
        let folder = siteFolder + "/Templates"
        var overrides: [String: String] = [:]
        var statics: [String: [UInt8]] = [:]
        var diagnostics = Diagnostics()
        do {
            for path in try io.listFiles(folder) where path.hasSuffix(".mustache") || path.hasPrefix("static/") {
                let bytes = try io.read(folder + "/" + path)
                if path.hasPrefix("static/") {
                    statics[String(path.dropFirst("static/".count))] = bytes
                    continue
                }
                guard let text = String(validating: bytes, as: UTF8.self) else {
                    diagnostics.append(.error("template is not UTF-8 text: expected a text file",
                                              at: SourceLocation(path: SitePaths.join(displayFolder, "Templates/" + path))))
                    continue
                }
                overrides[path] = text
            }
        } catch {
            diagnostics.append(.error("could not read the site's templates: \(error)",
                                      at: SourceLocation(path: SitePaths.join(displayFolder, "Templates"))))
        }
        if diagnostics.hasErrors { return (nil, diagnostics.items) }
        return load(overrides: overrides, staticOverrides: statics, overrideFolder: SitePaths.join(displayFolder, "Templates"))
    }
}
