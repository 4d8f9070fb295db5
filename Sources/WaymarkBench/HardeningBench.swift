import Foundation
import WaymarkMarkdown
import WaymarkRender
import WaymarkSite
import WaymarkTheme

/// Figures for the guards against hostile input (docs/hardening.md): what they cost on ordinary
/// input, and that the worst cases the fuzzer found take linear time.
enum HardeningBench {
    static func run() {
        // The theme's structure check runs on every build and every preview rebuild.
        var best = Double.infinity
        for _ in 0..<20 {
            let started = ContinuousClock.now
            _ = Theme.load(overrides: [:], overrideFolder: "Templates")
            best = min(best, seconds(ContinuousClock.now - started))
        }
        print("hardening.theme-load-and-check: \(String(format: "%.2f", best * 1_000)) ms for the default theme (outline, parse, graph walk)")

        // 20,000 copies of one heading took 29.7 s when each id probed every earlier copy.
        let markdown = String(repeating: "## Same heading\n\n", count: 20_000)
        let renderer = MarkdownRenderer()
        let started = ContinuousClock.now
        let html = renderer.render(markdown)
        let elapsed = seconds(ContinuousClock.now - started)
        let last = html.contains("id=\"same-heading-19999\"") ? "ok" : "ids missing"
        print("hardening.repeated-headings-20k: \(String(format: "%.3f", elapsed)) s to render 20,000 identical headings (\(last))")
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
