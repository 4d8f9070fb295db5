import Foundation
import Testing
import WaymarkModel
@testable import WaymarkRender
@testable import WaymarkSite
@testable import WaymarkTheme

/// Every shipped catalogue in `Templates/i18n/` has exactly the keys of the English one, and every
/// plural entry has the CLDR forms its language needs.
@Suite struct CatalogueKeysTests {
    static let languages = ["de", "en", "es", "fr", "hr", "it", "sv"]
    static let folder = RepositoryPaths.root.appendingPathComponent("Templates/i18n").path

    static func load(_ language: String) throws -> WordCatalogue {
        let path = folder + "/\(language).yml"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let (catalogue, problems) = WordCatalogue.parse(text, path: "Templates/i18n/\(language).yml")
        #expect(problems.isEmpty, "\(problems.map(\.description))")
        return try #require(catalogue)
    }

    /// The differences between `catalogue`'s keys and `english`'s, as messages naming file and key.
    static func keyProblems(_ catalogue: WordCatalogue, english: WordCatalogue, file: String) -> [String] {
        let keys = Set(catalogue.keys), expected = Set(english.keys)
        var problems = expected.subtracting(keys).sorted().map { "\(file): missing key \($0)" }
        problems += keys.subtracting(expected).sorted().map { "\(file): extra key \($0) (not in en.yml)" }
        for key in english.plurals.keys.sorted() where catalogue.texts[key] != nil {
            problems.append("\(file): \(key) must be a plural entry (one/…/other), as in en.yml")
        }
        return problems
    }

    @Test func theShippedLanguagesAreTheFolder() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder).filter { $0.hasSuffix(".yml") }.sorted()
        #expect(files == Self.languages.map { "\($0).yml" })
        #expect(DefaultTheme.catalogues.keys.sorted() == Self.languages, "the embedded theme carries every catalogue")
    }

    @Test(arguments: languages)
    func catalogueHasExactlyTheEnglishKeys(language: String) throws {
        let english = try Self.load("en")
        let catalogue = try Self.load(language)
        let problems = Self.keyProblems(catalogue, english: english, file: "Templates/i18n/\(language).yml")
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test func aMissingOrExtraKeyIsNamed() throws {
        let english = try Self.load("en")
        var broken = try Self.load("sv")
        broken.texts["pets.title"] = nil
        broken.texts["pets.titel"] = "Husdjur"
        #expect(Self.keyProblems(broken, english: english, file: "sv.yml") == [
            "sv.yml: missing key pets.title", "sv.yml: extra key pets.titel (not in en.yml)",
        ])
    }

    /// The categories a language's counts fall into (checked on 0…200) must all have a form.
    @Test(arguments: languages)
    func pluralEntriesHaveEveryFormTheLanguageUses(language: String) throws {
        let catalogue = try Self.load(language)
        let used = Set((0...200).map { PluralCategory.of($0, language: language).rawValue })
        for (key, forms) in catalogue.plurals {
            let missing = used.subtracting(forms.keys).sorted()
            #expect(missing.isEmpty, "Templates/i18n/\(language).yml: \(key) lacks \(missing)")
        }
    }

    @Test func placeholdersMatchTheEnglishOnes() throws {
        let english = try Self.load("en")
        func names(_ text: String) -> Set<String> {
            var found = Set<String>()
            var rest = Substring(text)
            while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
                // `{Vessel}` and `{vessel}` are the same value, capitalised or not.
                found.insert(rest[rest.index(after: open)..<close].lowercased())
                rest = rest[rest.index(after: close)...]
            }
            return found
        }
        for language in Self.languages where language != "en" {
            let catalogue = try Self.load(language)
            for (key, text) in english.texts {
                #expect(names(catalogue.texts[key] ?? "") == names(text), "\(language).yml: \(key) placeholders")
            }
            for (key, forms) in english.plurals {
                for (category, form) in catalogue.plurals[key] ?? [:] {
                    #expect(names(form) == names(forms["other"] ?? ""), "\(language).yml: \(key).\(category) placeholders")
                }
            }
        }
    }

    @Test func aCatalogueErrorIsLocated() {
        let (catalogue, problems) = WordCatalogue.parse("pets:\n  title: [a, b]\n", path: "Templates/i18n/sv.yml")
        #expect(catalogue == nil)
        #expect(problems.map(\.headline) == [
            "Templates/i18n/sv.yml:2:10: error: \"pets.title\" is a list: expected text, a plural entry (one/few/other) or a mapping of keys",
        ])
    }
}
