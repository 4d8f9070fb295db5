import Testing
import WaymarkModel

/// The runway surface table: free-text OurAirports / euro_aip spellings to normalised surfaces.
@Suite struct RunwaySurfaceTests {
    @Test(arguments: [
        ("ASP", RunwaySurface.asphalt), ("asphalt", .asphalt), ("ASPH-G", .asphalt), ("Asfalto", .asphalt),
        ("ASPH/ CONC", .asphalt), ("CON", .concrete), ("CONC-F", .concrete), ("concrete", .concrete),
        ("BIT", .bitumen), ("Bitumen", .bitumen), ("PEM", .paved), ("PAVED", .paved), ("Tarmac", .paved),
        ("GRS", .grass), ("GRASS", .grass), ("Grass", .grass), ("TURF-G", .grass), ("GRE", .grass),
        ("GRASSED BROWN CLAY", .grass), ("TURF-DIRT", .grass), ("GVL", .gravel), ("GRVL-TRTD", .gravel),
        ("PIÇARRA", .gravel), ("DIRT", .dirt), ("EARTH", .dirt), ("SAND", .sand), ("CLAY", .clay),
        ("WATER", .water), ("SNOW", .snowIce), ("MATS", .metal), ("PSP", .metal), ("WOOD", .wood),
        ("CORAL", .coral), ("UNK", .unknown), ("", .unknown), ("X", .unknown), ("G", .unknown),
        ("TRTD-DIRT", .dirt), ("'ASPHALT'", .asphalt),
    ])
    func normalises(text: String, expected: RunwaySurface) {
        #expect(RunwaySurface(text: text) == expected)
    }

    @Test(arguments: [
        (RunwaySurface.asphalt, true), (.concrete, true), (.bitumen, true), (.paved, true), (.grass, false),
        (.gravel, false), (.dirt, false), (.sand, false), (.clay, false), (.snowIce, false), (.water, false),
        (.metal, false), (.wood, false), (.coral, false), (.unknown, false),
    ])
    func hardness(surface: RunwaySurface, hard: Bool) {
        #expect(surface.isHard == hard)
    }
}
