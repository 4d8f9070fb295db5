import Foundation
import Testing
@testable import WaymarkOutput

/// Where `waymark build` and `serve` find Pagefind: `--pagefind`, `WAYMARK_PAGEFIND`, `PATH`, then
/// the checkout's `.build/search-venv`; a program named explicitly that is not one is a problem,
/// never passed over.
@Suite struct SearchIndexerLookupTests {
    /// A temporary folder with an executable `name` in each of `programs` (relative paths).
    final class Folder {
        let path: String
        init(programs: [String]) throws {
            path = FileManager.default.temporaryDirectory.appendingPathComponent("search-lookup-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            for program in programs {
                let file = path + "/" + program
                try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent,
                                                        withIntermediateDirectories: true)
                try "#!/bin/sh\n".write(toFile: file, atomically: true, encoding: .utf8)
                try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file)
            }
        }
        deinit { try? FileManager.default.removeItem(atPath: path) }
    }

    static let venvBinary = ".build/search-venv/lib/python3.11/site-packages/pagefind_bin/pagefind"

    func find(_ folder: Folder, explicit: String? = nil, environment: [String: String] = [:]) -> Result<String?, SearchIndexerLookup.Problem> {
        SearchIndexerLookup.find(explicit: explicit.map { folder.path + "/" + $0 }, environment: environment,
                                 workingFolder: folder.path).map { $0.map { String($0.executable.dropFirst(folder.path.count + 1)) } }
    }

    @Test func takesTheFirstOfTheOptionTheEnvironmentPathAndTheVirtualenv() throws {
        let folder = try Folder(programs: ["given/pagefind", "named/pagefind", "bin/pagefind", Self.venvBinary])
        let path = ["PATH": "/nonexistent:\(folder.path)/bin"]
        #expect(try find(folder, explicit: "given/pagefind", environment: path.merging(["WAYMARK_PAGEFIND": folder.path + "/named/pagefind"]) { $1 }).get()
                == "given/pagefind")
        #expect(try find(folder, environment: path.merging(["WAYMARK_PAGEFIND": folder.path + "/named/pagefind"]) { $1 }).get()
                == "named/pagefind")
        #expect(try find(folder, environment: path).get() == "bin/pagefind")
        #expect(try find(folder, environment: ["PATH": "/nonexistent", "WAYMARK_PAGEFIND": ""]).get() == Self.venvBinary)
    }

    @Test func findsNothingWithoutAProgram() throws {
        let folder = try Folder(programs: [])
        #expect(try find(folder, environment: ["PATH": "/nonexistent"]).get() == nil)
    }

    @Test func aProgramNamedExplicitlyMustBeOne() throws {
        let folder = try Folder(programs: ["bin/pagefind"])
        let path = ["PATH": folder.path + "/bin"]
        #expect(throws: SearchIndexerLookup.Problem(description: "--pagefind \"\(folder.path)/missing\" is not an executable file: expected the path of the pagefind program")) {
            try find(folder, explicit: "missing", environment: path).get()
        }
        #expect(throws: SearchIndexerLookup.Problem(description: "WAYMARK_PAGEFIND=\"\(folder.path)/bin\" is not an executable file: expected the path of the pagefind program")) {
            try find(folder, environment: path.merging(["WAYMARK_PAGEFIND": folder.path + "/bin"]) { $1 }).get()
        }
    }

    @Test func aFailingProgramSaysWhatItPrintedLast() throws {
        let folder = try Folder(programs: [])
        let program = folder.path + "/pagefind"
        try "#!/bin/sh\necho one\necho two >&2\nexit 2\n".write(toFile: program, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: program)
        #expect(throws: SearchIndexFailure.self) { try SearchIndexer(executable: program).index(folder.path) }
        do {
            try SearchIndexer(executable: program).index(folder.path)
        } catch {
            #expect(error.description == "\(program) failed with exit status 2: one / two")
        }
    }
}
