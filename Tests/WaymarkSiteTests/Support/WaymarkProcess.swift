import Foundation

/// The debug `waymark` executable run as a process: its exit status and what it printed where.
struct WaymarkProcess {
    var status: Int32
    var output: String
    var errors: String

    /// Runs `waymark arguments…` in `folder` and waits for it.
    static func run(_ arguments: [String], in folder: String) throws -> WaymarkProcess {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: WaymarkBinary.path)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return WaymarkProcess(status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
                              errors: String(decoding: errors, as: UTF8.self))
    }
}
