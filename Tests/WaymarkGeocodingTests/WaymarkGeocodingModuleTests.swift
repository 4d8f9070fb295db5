import Testing
@testable import WaymarkGeocoding

@Suite struct WaymarkGeocodingModuleTests {
    @Test func moduleIsLinked() {
        #expect(WaymarkGeocoding.moduleName == "WaymarkGeocoding")
    }
}
