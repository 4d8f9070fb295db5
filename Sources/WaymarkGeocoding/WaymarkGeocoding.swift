/// Namespace for the WaymarkGeocoding module (see SPEC §9).
public enum WaymarkGeocoding {
    /// The module's name, for `--verbose` phase output.
    public static let moduleName = "WaymarkGeocoding"

    /// The attribution that must accompany the embedded gazetteer wherever geocoded places appear
    /// (NOTICE, README, and the footer of pages that show geocoded places).
    public static let attribution = "Contains data from GeoNames (geonames.org), licensed CC BY 4.0"
}
