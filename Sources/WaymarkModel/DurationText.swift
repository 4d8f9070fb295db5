import WaymarkCore

/// Durations as written in `site.yml` and on the command line: a number followed by `ms`, `s` or
/// `m` (`500ms`, `30s`, `2m`); a bare number is seconds.
package enum DurationText {
    /// The duration in seconds, or `nil` when `text` is not a positive, finite duration.
    package static func seconds(_ text: String) -> Double? {
        let trimmed = text.trimmed.lowercased()
        let units: [(suffix: String, seconds: Double)] = [("ms", 0.001), ("s", 1), ("m", 60)]
        var number = Substring(trimmed)
        var scale = 1.0
        for unit in units where trimmed.hasSuffix(unit.suffix) {
            number = trimmed.dropLast(unit.suffix.count)
            scale = unit.seconds
            break
        }
        guard let value = Double(String(number).trimmed), value.isFinite, value > 0 else { return nil }
        return value * scale
    }

    /// What a duration looks like, for messages.
    package static let expected = "a duration such as 30s, 2m or 500ms"
}
