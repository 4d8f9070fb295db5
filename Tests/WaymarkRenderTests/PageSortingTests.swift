import Testing
import WaymarkCore
import WaymarkModel
import WaymarkOutput
@testable import WaymarkRender

/// `sortedPages(by:)` sorts through indices; it must give exactly the order of the standard stable
/// `sorted(by:)`, ties included.
@Suite struct PageSortingTests {
    @Test func sameOrderAsTheStandardSortTiesIncluded() {
        var generator = SeededGenerator(seed: 7)
        let pages = (0..<500).map { n -> ContentPage in
            var matter = PageFrontMatter(title: "T\(Int.random(in: 0..<40, using: &generator))")
            matter.weight = Int.random(in: 0..<3, using: &generator)
            if Int.random(in: 0..<4, using: &generator) > 0 {
                matter.date = CalendarDate(year: 2026, month: 1 + Int.random(in: 0..<3, using: &generator), day: 1)
            }
            let name = "p\(Int.random(in: 0..<300, using: &generator))"
            return ContentPage(kind: .page, sourcePath: "pages/\(n).md", displayPath: "site/pages/\(n).md",
                               frontMatter: matter, body: "", bodyLine: 4,
                               outputPath: OutputPath(trusted: [name, "index.html"]))
        }
        let orders: [(ContentPage, ContentPage) -> Bool] = [
            ContentPage.listOrder, { $0.outputPath < $1.outputPath }, { $0.frontMatter.title < $1.frontMatter.title },
        ]
        for order in orders {
            let expected = pages.sorted(by: order).map(\.sourcePath)
            #expect(pages.sortedPages(by: order).map(\.sourcePath) == expected)
        }
        #expect([ContentPage]().sortedPages(by: ContentPage.listOrder).isEmpty)
        // The keyed sorts the build uses.
        let listOrder = pages.sorted(by: ContentPage.listOrder).map(\.sourcePath)
        #expect(pages.sortedInListOrder().map(\.sourcePath) == listOrder)
        #expect(pages.sortedPages(by: \.outputPath, <).map(\.sourcePath)
            == pages.sorted { $0.outputPath < $1.outputPath }.map(\.sourcePath))
        #expect(pages.reversed().sortedPages(by: \.sourcePath, <).map(\.sourcePath) == pages.map(\.sourcePath).sorted())
        #expect([ContentPage]().sortedInListOrder().isEmpty)
        // The generated pages must tie on every level, or ties prove nothing.
        let keys = pages.map(ContentPage.ListOrderKey.init)
        #expect(Set(keys.map(\.weight)).count == 3 && keys.contains { $0.date == nil } && Set(keys.map(\.title)).count < 50)
    }
}
