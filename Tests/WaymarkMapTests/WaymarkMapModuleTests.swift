import Testing
@testable import WaymarkMap

@Suite struct WaymarkMapModuleTests {
    @Test func moduleIsLinked() {
        #expect(WaymarkMap.moduleName == "WaymarkMap")
    }
}
