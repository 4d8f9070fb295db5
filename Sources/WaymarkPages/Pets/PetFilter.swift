import WaymarkCore
import WaymarkModel
import WaymarkTheme

/// The status and species filters of a pet page: radio buttons (`partials/pet-filters`) that the
/// theme's stylesheet reads with `:has()`, so they work without JavaScript.
///
/// Every combination of a status choice (`all`, `lost`, `found`) and a species choice (`all` or a
/// species' slot, `1` to ``speciesSlots``) has a key, `lost-2`. A listed item carries the keys it
/// matches (`data-layers`), the map draws one layer of pins per key (``layerKeys``, `MapOptions.pinLayers`),
/// and the stylesheet hides every item and layer that lacks the checked combination's key, so the
/// list and the pins agree under every choice. Species are told apart by their catalogue key (case, spaces and hyphens aside); the commonest
/// come first (then by name). A page offers at most ``speciesSlots`` species: with more, the last
/// slot is "Other" and takes the rest, and announcements without a species.
struct PetFilter: Sendable {
    /// How many species choices the stylesheet has rules for (`filter-species-1` …).
    static let speciesSlots = 6
    /// The status choices' values, "all" first.
    static let statuses = ["all", AnnouncementStatus.lost.rawValue, AnnouncementStatus.found.rawValue]

    /// One radio button: its value, its words, and how many announcements it matches.
    struct Choice: Sendable, Hashable {
        var value: String
        var label: String
        var count: Int
    }

    /// The status choices: all, lost, found.
    let statuses: [Choice]
    /// The species choices: all, then one per slot used.
    let species: [Choice]
    /// Each species (lower-cased) to its slot's value; a species not listed is in ``otherSlot``.
    private let slots: [String: String]
    /// The slot of "Other", when there is one.
    private let otherSlot: String?

    /// The filters of `announcements` (lost or found; each counted once), labelled in `words`.
    init(_ announcements: [Announcement], words: SiteWords) {
        var groups: [String: (count: Int, spellings: [String: Int])] = [:]
        var unnamed = 0
        for a in announcements {
            guard let key = Self.speciesKey(a) else {
                unnamed += 1
                continue
            }
            groups[key, default: (0, [:])].count += 1
            groups[key, default: (0, [:])].spellings[(a.species ?? key).trimmed, default: 0] += 1
        }
        let ranked = groups.map { key, group in
            // The group's commonest spelling names it (then the first in code-point order), in
            // the site's words when the catalogue has a word for it.
            let spelling = group.spellings.min { ($1.value, $0.key) < ($0.value, $1.key) }?.key ?? key
            return (key: key, label: AnnouncementText.speciesWord(spelling, words: words), count: group.count)
        }.sorted { ($1.count, $0.label) < ($0.count, $1.label) }
        let needsOther = unnamed > 0 || ranked.count > Self.speciesSlots
        let named = needsOther ? Array(ranked.prefix(Self.speciesSlots - 1)) : ranked
        var slots: [String: String] = [:]
        var species = [Choice(value: "all", label: words.text("pets.filter_all"), count: announcements.count)]
        for (index, group) in named.enumerated() {
            let value = String(index + 1)
            slots[group.key] = value
            species.append(Choice(value: value, label: group.label, count: group.count))
        }
        if needsOther {
            let value = String(named.count + 1)
            let count = announcements.count - named.reduce(0) { $0 + $1.count }
            species.append(Choice(value: value, label: words.text("pets.filter_other"), count: count))
            otherSlot = value
        } else {
            otherSlot = nil
        }
        self.slots = slots
        self.species = species
        let lost = announcements.count(where: { $0.status == .lost })
        statuses = [Choice(value: "all", label: words.text("pets.filter_all"), count: announcements.count),
                    Choice(value: "lost", label: words.text("pets.lost"), count: lost),
                    Choice(value: "found", label: words.text("pets.found"), count: announcements.count - lost)]
    }

    /// The species' key (``AnnouncementText/speciesKey(_:)``), or nil when it has none.
    private static func speciesKey(_ a: Announcement) -> String? {
        let key = AnnouncementText.speciesKey(a.species ?? "")
        return key.isEmpty ? nil : key
    }

    /// The value of the species choice that lists `a`.
    func speciesValue(_ a: Announcement) -> String {
        Self.speciesKey(a).flatMap { slots[$0] } ?? otherSlot ?? "all"
    }

    /// The keys `a` matches: `all-all`, its status with every species, every status with its
    /// species, and its status with its species.
    func keys(_ a: Announcement) -> Set<String> {
        let status = a.status.rawValue
        let species = speciesValue(a)
        return ["all-all", "\(status)-all", "all-\(species)", "\(status)-\(species)"]
    }

    /// The keys any of `announcements` matches, and always `all-all`.
    func keys(_ announcements: [Announcement]) -> Set<String> {
        announcements.reduce(into: ["all-all"]) { $0.formUnion(keys($1)) }
    }

    /// Every combination's key, `all-all` first (the map's layer shown without the stylesheet),
    /// then by status and species choice.
    var layerKeys: [String] {
        statuses.flatMap { status in species.map { "\(status.value)-\($0.value)" } }
    }

    /// `keys` as the text of a `data-layers` attribute, in ``layerKeys`` order.
    func attribute(_ keys: Set<String>) -> String {
        layerKeys.filter(keys.contains).joined(separator: " ")
    }

    /// The variables of `partials/pet-filters`: `status` and `species` choices (value, label,
    /// `count` in `words` when `counts`, `checked` on "all"), and `emptyLayers`, the keys no item
    /// in `listed` matches (where the "nothing matches" note shows).
    func variables(listed: [Set<String>], counts: Bool, words: SiteWords) -> [String: Any] {
        func choices(_ list: [Choice]) -> [[String: Any]] {
            list.map { choice in
                var values: [String: Any] = ["value": choice.value, "label": choice.label, "checked": choice.value == "all"]
                if counts { values["count"] = words.integer(choice.count) }
                return values
            }
        }
        let matched = listed.reduce(into: Set<String>()) { $0.formUnion($1) }
        return ["status": choices(statuses), "species": choices(species),
                "emptyLayers": layerKeys.filter { !matched.contains($0) }.joined(separator: " ")]
    }
}
