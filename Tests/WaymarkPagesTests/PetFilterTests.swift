import Foundation
import Testing
import WaymarkModel
@testable import WaymarkPages
import WaymarkTheme

/// ``PetFilter``: the status and species choices of a pet page, the keys every announcement
/// matches, and the stylesheet rules that read them.
@Suite struct PetFilterTests {
    static let here = SourceLocation(path: "site/data/announcements/pets.yml", line: 1, column: 1)

    static func pet(_ id: String, _ status: AnnouncementStatus, _ species: String?) -> Announcement {
        Announcement(id: id, status: status, species: species, location: here)
    }

    /// Another species is named by its commonest spelling ("gecko" twice, "Gecko" once), then
    /// the first in code-point order ("Axolotl" before "axolotl").
    @Test func aSpeciesTheCatalogueDoesNotKnowIsNamedByItsCommonestSpelling() {
        let filter = PetFilter([Self.pet("a", .lost, "gecko"), Self.pet("b", .lost, "Gecko"), Self.pet("c", .lost, "gecko"),
                                Self.pet("d", .found, "axolotl"), Self.pet("e", .found, "Axolotl")],
                               words: .english)
        #expect(filter.species.map(\.label) == ["All", "gecko", "Axolotl"])
    }

    /// Spellings the catalogue takes for one species are one choice: "guinea pig", "Guinea-pig".
    @Test func spellingsOfOneSpeciesAreOneChoice() {
        let filter = PetFilter([Self.pet("a", .lost, "guinea pig"), Self.pet("b", .found, "Guinea-pig"), Self.pet("c", .lost, "cat")],
                               words: .english)
        #expect(filter.species.map(\.label) == ["All", "guinea pig", "cat"])
        #expect(filter.species.map(\.count) == [3, 2, 1])
        #expect(filter.speciesValue(Self.pet("x", .lost, "GUINEA PIG")) == "1")
    }

    /// The choices are words of the site's language: species and statuses in French.
    @Test func theChoicesAreInTheSitesLanguage() throws {
        let french = SiteWords(language: "fr", catalogue: try #require(DefaultTheme.catalogues["fr"]))
        let filter = PetFilter([Self.pet("a", .lost, "cat"), Self.pet("b", .lost, "Cat"), Self.pet("c", .found, "guinea pig"),
                                Self.pet("d", .found, "gecko")],
                               words: french)
        #expect(filter.species.map(\.label) == ["Tous", "chat", "cochon d’Inde", "gecko"])
        #expect(filter.statuses.map(\.label) == ["Tous", "Perdus", "Trouvés"])
    }

    @Test func speciesAreToldApartIgnoringCaseCommonestFirst() {
        let filter = PetFilter([Self.pet("a", .lost, "cat"), Self.pet("b", .found, "Dog"), Self.pet("c", .lost, "dog"),
                                Self.pet("d", .lost, " dog "), Self.pet("e", .found, "Cat"), Self.pet("f", .lost, "bird")],
                               words: .english)
        // A species the catalogue knows is named in its words, whatever the spelling.
        #expect(filter.species.map(\.label) == ["All", "dog", "cat", "bird"])
        #expect(filter.species.map(\.value) == ["all", "1", "2", "3"])
        #expect(filter.species.map(\.count) == [6, 3, 2, 1])
        #expect(filter.statuses.map(\.value) == ["all", "lost", "found"])
        #expect(filter.statuses.map(\.label) == ["All", "Lost", "Found"])
        #expect(filter.statuses.map(\.count) == [6, 4, 2])
        #expect(filter.speciesValue(Self.pet("x", .lost, "DOG")) == "1")
    }

    @Test func aPetMatchesItsStatusAndSpeciesWithAndWithoutTheOther() {
        let filter = PetFilter([Self.pet("a", .lost, "cat"), Self.pet("b", .found, "dog")], words: .english)
        #expect(filter.keys(Self.pet("a", .lost, "cat")) == ["all-all", "lost-all", "all-1", "lost-1"])
        #expect(filter.keys([Self.pet("a", .lost, "cat"), Self.pet("b", .found, "dog")])
            == ["all-all", "lost-all", "all-1", "lost-1", "found-all", "all-2", "found-2"])
        #expect(filter.keys([]) == ["all-all"], "a place without pets is listed under all-all only")
        #expect(filter.layerKeys == ["all-all", "all-1", "all-2", "lost-all", "lost-1", "lost-2", "found-all", "found-1", "found-2"])
        #expect(filter.attribute(["lost-1", "all-all", "all-1", "lost-all"]) == "all-all all-1 lost-all lost-1")
    }

    @Test func moreSpeciesThanSlotsShareOther() {
        let names = ["ant", "bee", "cat", "dog", "eel", "fox", "gnu"]
        var pets: [Announcement] = []
        for (index, name) in names.enumerated() {
            for copy in 0...(names.count - index) { pets.append(Self.pet("\(name)-\(copy)", .lost, name)) }
        }
        let filter = PetFilter(pets, words: .english)
        #expect(filter.species.count == PetFilter.speciesSlots + 1)
        #expect(filter.species.map(\.label) == ["All", "ant", "bee", "cat", "dog", "eel", "Other"])
        #expect(filter.species.last?.count == 3 + 2, "fox and gnu")
        #expect(filter.speciesValue(Self.pet("x", .lost, "gnu")) == "6")
        #expect(filter.speciesValue(Self.pet("x", .lost, "yak")) == "6", "a species no pet here has is Other too")
    }

    @Test func petsWithoutASpeciesAreOther() {
        let filter = PetFilter([Self.pet("a", .lost, "cat"), Self.pet("b", .lost, nil), Self.pet("c", .found, "  ")], words: .english)
        #expect(filter.species.map(\.label) == ["All", "cat", "Other"])
        #expect(filter.species.map(\.count) == [3, 1, 2])
        #expect(filter.keys(Self.pet("b", .lost, nil)) == ["all-all", "lost-all", "all-2", "lost-2"])
    }

    @Test func theTemplateVariablesCountInTheSiteLanguageAndNameTheEmptyChoices() throws {
        let pets = [Self.pet("a", .lost, "cat"), Self.pet("b", .found, "dog")]
        let filter = PetFilter(pets, words: .english)
        let variables = filter.variables(listed: pets.map(filter.keys), counts: true, words: .english)
        let statuses = try #require(variables["status"] as? [[String: Any]])
        #expect(statuses.map { $0["count"] as? String } == ["2", "1", "1"])
        #expect(statuses.map { $0["checked"] as? Bool } == [true, false, false])
        #expect(variables["emptyLayers"] as? String == "lost-2 found-1")
        let uncounted = filter.variables(listed: [], counts: false, words: .english)
        #expect((uncounted["species"] as? [[String: Any]])?.allSatisfy { $0["count"] == nil } == true)
    }

    /// The stylesheet hides the items and map layers of every choice but the checked one: it needs
    /// one rule for each combination a filter can offer, keyed as ``PetFilter/keys(_:)`` keys them.
    @Test func theStylesheetHasARuleForEveryCombination() throws {
        let css = try String(contentsOfFile: Self.repository + "/Templates/static/waymark.css", encoding: .utf8)
        let species = ["all"] + (1...PetFilter.speciesSlots).map(String.init)
        for status in PetFilter.statuses {
            for kind in species {
                let key = "\(status)-\(kind)"
                let rule = ".filterable:has(#filter-status-\(status):checked):has(#filter-species-\(kind):checked) "
                    + ":is(.filter-item:not([data-layers~=\"\(key)\"]), .pin-layer:not([data-layer=\"\(key)\"])) { display: none; }"
                #expect(css.contains(rule), "no rule for \(key)")
            }
        }
    }

    /// The repository's root folder (three levels above this file).
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
}
