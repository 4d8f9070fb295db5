import WaymarkModel

/// Namespace for the WaymarkGeocoding module (see docs/geo.md, "Geocoding", and docs/architecture.md, "Modules").
///
/// How the pieces fit, for the build pipeline:
/// 1. Collect one ``GeocodeRequest`` per record text (charter `destination`, announcement `address`,
///    place `query`) with its ``SourceLocation`` and whether the record has its own coordinate.
/// 2. Read the site's cache: ``GeocodeCache/read(from:displayPath:)`` at
///    `<site>/` + ``GeocodeCache/relativePath``.
/// 3. Offline (every build): ``RecordGeocoder/resolveWithEmbeddedGazetteer(_:cache:strict:)`` (loads
///    the gazetteer only when a request needs it) or ``RecordGeocoder/resolve(_:cache:)``. Use each
///    ``GeocodeResolution/coordinate`` for records without one; report ``GeocodeBatch/diagnostics``.
/// 4. With `--online`: build an ``OnlineGeocoderConfiguration`` (it is `Codable`, for the `site.yml`
///    key), a ``NominatimGeocoder``, call ``RecordGeocoder/resolveOnline(_:cache:provider:today:)`` and
///    write the returned cache back with ``GeocodeCache/write(to:)``.
/// Pages that show geocoded places carry ``WaymarkGeocoding/attribution``.
package enum WaymarkGeocoding {
    /// The module's name, for `--verbose` phase output.
    package static let moduleName = "WaymarkGeocoding"

    /// The attribution that must accompany the embedded gazetteer wherever geocoded places appear
    /// (NOTICE, README, and the footer of pages that show geocoded places).
    package static let attribution = "Contains data from GeoNames (geonames.org), licensed CC BY 4.0"
}
