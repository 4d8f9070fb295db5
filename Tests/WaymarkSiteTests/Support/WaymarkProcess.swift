import Foundation

/// The `waymark` executable built with the tests run as a process: its exit status and what it printed where.
struct WaymarkProcess {
    var status: Int32
    var output: String
    var errors: String

    /// Runs `waymark arguments…` in `folder` and waits for it; with a `prefix` (a command and its
    /// arguments, e.g. `setpriv …`), runs `prefix waymark arguments…`; `environment` adds to or
    /// replaces variables of this process's environment.
    static func run(_ arguments: [String], in folder: String, prefix: [String] = [],
                    environment: [String: String] = [:]) throws -> WaymarkProcess {
        let process = Process()
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        if let command = prefix.first {
            process.executableURL = URL(fileURLWithPath: command)
            process.arguments = Array(prefix.dropFirst()) + [WaymarkBinary.path] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: WaymarkBinary.path)
            process.arguments = arguments
        }
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
