import Testing
@testable import WaymarkDiscovery

@Suite struct WaymarkDiscoveryModuleTests {
    @Test func moduleIsLinked() {
        #expect(WaymarkDiscovery.moduleName == "WaymarkDiscovery")
    }
}
