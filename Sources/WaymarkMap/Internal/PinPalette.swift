/// The colours and legend rows of one map's pins, decided from all its pins at once.
///
/// Fixed modes colour by ``MapLegendMode/entry(for:)`` and list their rows in mode order, then
/// "Other". The country mode lists the six commonest countries (count descending, then code):
/// each takes its hashed palette slot, or the next free one when an earlier country holds it, so
/// no two listed countries share a colour; the remaining countries are drawn and listed as "Other".
struct PinPalette: Sendable {
    /// Countries listed by name in the country legend; the rest fold into "Other".
    static let listedCountries = 6

    /// Legend rows with counts, e.g. `Lost (7)`, in legend order.
    private(set) var rows: [MapLegendEntry] = []
    /// The same rows as label and count, for descriptions: `Lost: 7, Found: 5`.
    private(set) var tallies: [String] = []
    private var byKey: [String: MapLegendEntry] = [:]
    private let mode: MapLegendMode
    private let otherLabel: String

    init(pins: [MapPin], mode: MapLegendMode, words: MapWords = .english) {
        self.mode = mode
        self.otherLabel = words.label("", english: "Other")
        var counts: [String: Int] = [:]
        for pin in pins {
            counts[mode == .country ? pin.category.uppercased() : pin.category, default: 0] += 1
        }
        var otherCount = 0
        if mode == .country {
            let ranked = counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
            let palette = MapLegendMode.countryPalette
            var used = Set<Int>()
            for (position, (code, count)) in ranked.enumerated() {
                guard position < PinPalette.listedCountries, !code.isEmpty else {
                    otherCount += count
                    continue
                }
                var slot = Int(MapLegendMode.fnv1a(code) % UInt64(palette.count))
                while used.contains(slot) { slot = (slot + 1) % palette.count }
                used.insert(slot)
                let entry = MapLegendEntry(key: code, label: code, colour: palette[slot])
                byKey[code] = entry
                rows.append(MapLegendEntry(key: code, label: "\(code) (\(count))", colour: entry.colour))
                tallies.append("\(code): \(count)")
            }
        } else {
            for english in mode.entries {
                var entry = english
                entry.label = words.label(english.key, english: english.label)
                byKey[entry.key] = entry
                if let count = counts[entry.key] {
                    rows.append(MapLegendEntry(key: entry.key, label: "\(entry.label) (\(count))", colour: entry.colour))
                    tallies.append("\(entry.label): \(count)")
                }
            }
            otherCount = counts.filter { byKey[$0.key] == nil }.reduce(0) { $0 + $1.value }
        }
        if otherCount > 0 {
            rows.append(MapLegendEntry(key: "", label: "\(otherLabel) (\(otherCount))", colour: MapLegendMode.otherColour))
            tallies.append("\(otherLabel): \(otherCount)")
        }
    }

    /// The rows of ``rows`` that `subset` of the pins has, in the same order and colours, with
    /// the subset's counts (a layer's legend, ``MapOptions/pinLayers``).
    func rows(counting subset: [MapPin]) -> [MapLegendEntry] {
        var counts: [String: Int] = [:]
        for pin in subset {
            let key = mode == .country ? pin.category.uppercased() : pin.category
            counts[byKey[key] == nil ? "" : key, default: 0] += 1
        }
        return rows.compactMap { row in
            guard let count = counts[row.key] else { return nil }
            let label = byKey[row.key]?.label ?? otherLabel
            return MapLegendEntry(key: row.key, label: "\(label) (\(count))", colour: row.colour)
        }
    }

    /// The colour and label (without count) for a pin's category key.
    func entry(for key: String) -> MapLegendEntry {
        byKey[mode == .country ? key.uppercased() : key]
            ?? MapLegendEntry(key: key, label: otherLabel, colour: MapLegendMode.otherColour)
    }
}
