import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One run of another program whose own resource use is measured: started with `posix_spawn` and
/// reaped with `wait4`, so the CPU times and peak resident memory are that child's alone (not the
/// largest of every child this bench process ever waited for, as `RUSAGE_CHILDREN` would give).
struct ChildRun {
    /// Wall-clock seconds from the spawn to the reap.
    var wall: Double
    /// User and system CPU seconds of the child (and any children it waited for).
    var user: Double
    var system: Double
    /// Peak resident set size of the child in MB (`ru_maxrss`, KiB on Linux).
    var peakMB: Double
    /// The exit status, or -1 when the child was killed by a signal.
    var status: Int32
    /// What the child wrote to standard output.
    var output: String

    /// Runs `executable arguments` with standard output captured and standard error discarded, or
    /// returns nil when it could not be started.
    static func run(_ executable: String, _ arguments: [String]) -> ChildRun? {
        let capture = FileManager.default.temporaryDirectory
            .appendingPathComponent("waymark-bench-child-\(ProcessInfo.processInfo.processIdentifier).out").path
        defer { unlink(capture) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, capture, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        let start = DispatchTime.now().uptimeNanoseconds
        guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { return nil }
        }
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let exited = status & 0x7f == 0
        let output = (try? String(contentsOfFile: capture, encoding: .utf8)) ?? ""
        return ChildRun(wall: wall, user: seconds(usage.ru_utime), system: seconds(usage.ru_stime),
                        peakMB: Double(usage.ru_maxrss) / 1024, status: exited ? (status >> 8) & 0xff : -1,
                        output: output)
    }

    private static func seconds(_ time: timeval) -> Double {
        Double(time.tv_sec) + Double(time.tv_usec) / 1e6
    }
}
