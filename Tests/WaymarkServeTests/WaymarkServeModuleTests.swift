import Testing
@testable import WaymarkServe

@Suite struct WaymarkServeModuleTests {
    @Test func moduleIsLinked() {
        #expect(WaymarkServe.moduleName == "WaymarkServe")
    }
}
