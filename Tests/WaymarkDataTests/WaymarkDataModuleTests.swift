import Testing
@testable import WaymarkData

@Suite struct WaymarkDataModuleTests {
    @Test func moduleIsLinked() {
        #expect(WaymarkData.moduleName == "WaymarkData")
    }
}
