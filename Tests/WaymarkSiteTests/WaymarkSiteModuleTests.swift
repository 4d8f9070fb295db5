import Testing
@testable import WaymarkSite

@Suite struct WaymarkSiteModuleTests {
    @Test func moduleIsLinked() {
        #expect(WaymarkSite.moduleName == "WaymarkSite")
    }
}
