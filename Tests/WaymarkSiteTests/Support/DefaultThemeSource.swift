import Foundation
import WaymarkRender
import WaymarkTheme

/// Writes `Sources/WaymarkTheme/DefaultTheme+Files.swift` from the files of `Templates/`: the
/// default theme is embedded in the binary, and `Templates/` stays its source of truth.
enum DefaultThemeSource {
    /// Every text file under `folder`, by relative path.
    static func read(folder: URL) throws -> [String: String] {
        var files: [String: String] = [:]
        let base = folder.standardizedFileURL.path
        guard let enumerator = FileManager.default.enumerator(atPath: base) else { return [:] }
        while let relative = enumerator.nextObject() as? String {
            var isFolder: ObjCBool = false
            let full = base + "/" + relative
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue,
                  !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
            files[relative] = try String(contentsOfFile: full, encoding: .utf8)
        }
        return files
    }

    /// The Swift source embedding `files` as raw string literals, sorted by path.
    static func swiftSource(_ files: [String: String]) -> String {
        var out = """
        // Generated from Templates/ by `WAYMARK_UPDATE_THEME=1 swift test --filter DefaultThemeTests`.
        // Do not edit: change Templates/ and regenerate; DefaultThemeTests fails while the two differ.

        extension DefaultTheme {
            /// Every file of the default theme, by path relative to `Templates/`.
            static let files: [String: String] = [

        """
        for path in files.keys.sorted() {
            guard let text = files[path] else { continue }
            out += "        \"\(path)\": ##\"\"\"\n\(text)\n\"\"\"##,\n"
        }
        out += "    ]\n}\n"
        return out
    }

    /// True when `text` can be embedded in a `##"""` raw string literal unchanged.
    static func isEmbeddable(_ text: String) -> Bool {
        !text.contains("\"\"\"##") && !text.contains("\\##") && !text.contains("\r")
    }
}
