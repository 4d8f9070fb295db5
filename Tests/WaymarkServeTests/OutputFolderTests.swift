import Foundation
import Testing
@testable import WaymarkServe

@Suite struct OutputFolderTests {
    /// root/secret.txt (outside), root/out/{index.html, charters/index.html, charters/split.svg,
    /// empty/, 404.html, escape -> ../secret.txt, escape-dir -> .., inside -> charters/split.svg}
    private func makeOutput() throws -> (TemporaryFolder, OutputFolder) {
        let root = try TemporaryFolder()
        try root.write("top secret", to: "secret.txt")
        try root.write("<p>home</p>", to: "out/index.html")
        try root.write("<p>charters</p>", to: "out/charters/index.html")
        try root.write("<svg/>", to: "out/charters/split.svg")
        try root.write("<p>missing</p>", to: "out/404.html")
        try FileManager.default.createDirectory(atPath: root.path + "/out/empty", withIntermediateDirectories: true)
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: root.path + "/out/escape", withDestinationPath: "../secret.txt")
        try manager.createSymbolicLink(atPath: root.path + "/out/escape-dir", withDestinationPath: "..")
        try manager.createSymbolicLink(atPath: root.path + "/out/inside", withDestinationPath: "charters/split.svg")
        let folder = try #require(OutputFolder(url: root.url.appendingPathComponent("out")))
        return (root, folder)
    }

    private func lookup(_ raw: String, in folder: OutputFolder) throws -> OutputFolder.Lookup {
        folder.lookup(try RequestPath(percentEncoded: raw))
    }

    @Test func resolvesFilesFoldersAndRedirects() throws {
        let (root, folder) = try makeOutput()
        defer { root.remove() }
        let out = folder.root
        #expect(try lookup("/", in: folder) == .file(path: out + "/index.html"))
        #expect(try lookup("/index.html", in: folder) == .file(path: out + "/index.html"))
        #expect(try lookup("/charters/", in: folder) == .file(path: out + "/charters/index.html"))
        #expect(try lookup("/charters", in: folder) == .redirect(location: "/charters/"))
        #expect(try lookup("/charters/split.svg", in: folder) == .file(path: out + "/charters/split.svg"))
        #expect(try lookup("/inside", in: folder) == .file(path: out + "/charters/split.svg"))
        #expect(folder.notFoundPage == out + "/404.html")
    }

    @Test(arguments: ["/missing.html", "/empty/", "/escape", "/escape-dir/secret.txt", "/escape-dir/", "/charters/split.svg/"])
    func refusesMissingAndEscapingPaths(_ raw: String) throws {
        let (root, folder) = try makeOutput()
        defer { root.remove() }
        let result = try lookup(raw, in: folder)
        if raw == "/charters/split.svg/" {
            // A file asked for as a folder is still that file: harmless, and inside the output.
            #expect(result == .file(path: folder.root + "/charters/split.svg"))
        } else {
            #expect(result == .notFound)
        }
    }

    @Test func missingFolderIsNoOutput() {
        #expect(OutputFolder(url: URL(fileURLWithPath: "/nonexistent/waymark-output")) == nil)
    }
}
