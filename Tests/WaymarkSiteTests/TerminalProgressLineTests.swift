import Testing
@testable import WaymarkSite

@Suite struct TerminalProgressLineTests {
    /// A line whose writes are recorded.
    static func recorded(interval: Duration = .zero) -> (TerminalProgressLine, Recorded<String>) {
        let writes = Recorded<String>()
        let line = TerminalProgressLine(interval: interval) { writes.append($0) }
        return (line, writes)
    }

    @Test(arguments: [
        ("load", 0, 0, "loading the site…"),
        ("data", 0, 0, "reading data…"),
        ("validate", 0, 0, "planning files…"),
        ("render", 3_120, 7_360, "rendering 3,120 / 7,360 files"),
        ("render", 1, 1, "rendering 1 / 1 file"),
        ("render", 99_999, 110_412, "rendering 99,999 / 110,412 files"),
    ])
    func text(phase: String, done: Int, total: Int, expected: String) {
        #expect(TerminalProgressLine.text(phase: phase, done: done, total: total) == expected)
    }

    @Test func eachUpdateRedrawsTheLineInPlaceAndClearErasesIt() {
        let (line, writes) = Self.recorded()
        line.progress.update("render", 1, 2)
        line.progress.update("render", 2, 2)
        line.clear()
        #expect(writes.values == ["\r\u{1B}[2Krendering 1 / 2 files", "\r\u{1B}[2Krendering 2 / 2 files", "\r\u{1B}[2K"])
    }

    @Test func clearWritesNothingWhenNothingWasDrawn() {
        let (line, writes) = Self.recorded()
        line.clear()
        #expect(writes.values.isEmpty)
    }

    @Test func updatesWithinTheIntervalAreSkippedButPhaseStartsAndTheLastFileAreDrawn() {
        let (line, writes) = Self.recorded(interval: .seconds(3_600))
        line.progress.update("validate", 0, 0)
        for done in 1...1_000 { line.progress.update("render", done, 1_000) }
        #expect(writes.values == ["\r\u{1B}[2Kplanning files…", "\r\u{1B}[2Krendering 1,000 / 1,000 files"])
    }

    @Test(arguments: [(false, true, true), (true, true, false), (false, false, false), (true, false, false)])
    func onlyOnATerminalAndNotQuiet(quiet: Bool, isTerminal: Bool, shown: Bool) {
        let line = TerminalProgressLine.standardError(quiet: quiet, isTerminal: isTerminal) { _ in }
        #expect((line != nil) == shown)
    }
}
