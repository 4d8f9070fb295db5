import WaymarkCore

extension PhaseTiming {
    /// `--verbose` lines for the phases of a build: name, milliseconds and what the phase did,
    /// e.g. `  render      12 ms  10 pages, 14 files`.
    package static func verboseLines(_ phases: [PhaseTiming]) -> [String] {
        phases.map { phase in
            let name = phase.name + String(repeating: " ", count: max(0, 9 - phase.name.count))
            let time = String(phase.duration.milliseconds)
            return "  \(name)" + String(repeating: " ", count: max(0, 6 - time.count)) + "\(time) ms  \(phase.detail)"
        }
    }
}
