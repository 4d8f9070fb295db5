import Testing
@testable import WaymarkRender
@testable import WaymarkSite

/// How lists split into pages: the boundaries, against a brute-force split, and the pager's links.
@Suite struct PaginationTests {
    static let perPage = 5

    /// Items → the number of items on each page, for 5 per page: 0, N, N+1, 2N, 2N+1.
    @Test(arguments: [
        (0, [0]), (1, [1]), (5, [5]), (6, [5, 1]), (10, [5, 5]), (11, [5, 5, 1]),
    ])
    func boundaries(itemCount: Int, rowsPerPage: [Int]) {
        let pagination = Pagination(itemCount: itemCount, perPage: Self.perPage)
        #expect(pagination.pageCount == rowsPerPage.count)
        #expect((1...pagination.pageCount).map { pagination.itemRange(ofPage: $0).count } == rowsPerPage)
        #expect(pagination.pages(of: Array(0..<itemCount)).map(\.count) == rowsPerPage)
    }

    @Test(arguments: [0, 1, 7, 500])
    func zeroTurnsPagingOff(itemCount: Int) {
        let pagination = Pagination(itemCount: itemCount, perPage: 0)
        #expect(pagination.pageCount == 1)
        #expect(pagination.itemRange(ofPage: 1) == 0..<itemCount)
        #expect(pagination.itemRange(ofPage: 2).isEmpty)
    }

    @Test func anAbsurdlyLargePageSizeKeepsOnePage() {
        let pagination = Pagination(itemCount: 7, perPage: Int.max)
        #expect(pagination.pageCount == 1)
        #expect(pagination.itemRange(ofPage: 1) == 0..<7)
        #expect(Pagination(itemCount: Int.max, perPage: Int.max - 1).pageCount == 2)
        #expect(Pagination(itemCount: Int.max, perPage: Int.max - 1).itemRange(ofPage: 2) == (Int.max - 1)..<Int.max)
    }

    @Test func pagesOutsideTheListAreEmpty() {
        let pagination = Pagination(itemCount: 11, perPage: 5)
        #expect(pagination.itemRange(ofPage: 0).isEmpty)
        #expect(pagination.itemRange(ofPage: 4).isEmpty)
        #expect(pagination.itemRange(ofPage: -1).isEmpty)
    }

    /// Every item appears exactly once, in order, on the page a running counter puts it on.
    @Test func everyItemOnceInOrderAgainstBruteForce() {
        for perPage in 0...12 {
            for itemCount in 0...40 {
                let items = Array(0..<itemCount)
                let pages = Pagination(itemCount: itemCount, perPage: perPage).pages(of: items)
                var expected: [[Int]] = [[]]
                for item in items {
                    if perPage > 0, let last = expected.last, last.count == perPage { expected.append([]) }
                    expected[expected.count - 1].append(item)
                }
                #expect(pages.map(Array.init) == expected, "\(itemCount) items, \(perPage) per page")
            }
        }
    }

    @Test func pagesAreWrittenAtPageKExceptTheFirst() {
        #expect(Pager.path(ofPage: 1, in: ["reports"]).description == "reports/index.html")
        #expect(Pager.path(ofPage: 2, in: ["reports"]).description == "reports/page/2/index.html")
        #expect(Pager.path(ofPage: 12, in: ["airports", "us"]).description == "airports/us/page/12/index.html")
        #expect(Pager.path(ofPage: 3, in: []).description == "page/3/index.html")
        #expect(PagerRedirect.path(in: ["reports"]).description == "reports/page/1/index.html")
    }

    @Test func pagerLinksAreRelativeAndOnlyLeadToOtherPages() {
        let pagers = Pager.pages(itemCount: 11, perPage: 5, folder: ["reports"])
        #expect(pagers.map(\.path.description) == ["reports/index.html", "reports/page/2/index.html", "reports/page/3/index.html"])
        let first = pagers[0].model(words: .english), middle = pagers[1].model(words: .english)
        let last = pagers[2].model(words: .english)
        #expect(first.label == "Page 1 of 3")
        #expect(first.firstURL == nil && first.previousURL == nil)
        #expect(first.nextURL == "../reports/page/2/index.html")
        #expect(first.lastURL == "../reports/page/3/index.html")
        #expect(first.titleSuffix == "")
        #expect(middle.firstURL == "../../../reports/index.html")
        #expect(middle.previousURL == "../../../reports/index.html")
        #expect(middle.nextURL == "../../../reports/page/3/index.html")
        #expect(middle.titleSuffix == " — page 2")
        #expect(middle.rangeLabel == "(6–10 of 11)")
        #expect(middle.firstItem == 6 && middle.lastItem == 10 && middle.itemCount == 11)
        #expect(last.previousURL == "../../../reports/page/2/index.html")
        #expect(last.nextURL == nil && last.lastURL == nil)
        #expect(last.firstItem == 11 && last.lastItem == 11)
        #expect(last.isLast && !last.isFirst && first.isFirst && last.count == 3 && last.number == 3)
        #expect(pagers.map(\.isPaged) == [true, true, true])
        #expect(Pager.pages(itemCount: 5, perPage: 5, folder: ["reports"]).map(\.isPaged) == [false])
    }

    @Test func redirectEscapesAndPointsToPageOne() {
        let html = PagerRedirect.html(target: "../../index.html", canonicalURL: "https://e.org/a&b\"/reports/", language: "en")
        #expect(html.contains("<meta http-equiv=\"refresh\" content=\"0; url=../../index.html\">"))
        #expect(html.contains("<link rel=\"canonical\" href=\"https://e.org/a&amp;b&quot;/reports/\">"))
        #expect(html.contains("<meta name=\"robots\" content=\"noindex\">"))
        #expect(!html.contains("a&b"))
    }
}
