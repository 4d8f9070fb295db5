import WaymarkGeocoding

/// The `geocoding` section of `site.yml`:
///
/// ```yaml
/// geocoding:
///   online:
///     baseURL: https://nominatim.example.org/
///     userAgent: "Harbour site (ops@example.org)"
/// ```
/// The online provider is used only when this section names one **and** the build asks for it
/// (`BuildOptions.online`, `waymark build --online`); otherwise geocoding is offline.
package struct GeocodingSettings: Sendable, Hashable, Decodable {
    /// The online provider, when the site configures one.
    package var online: OnlineGeocoderConfiguration?

    /// Settings without an online provider.
    package init(online: OnlineGeocoderConfiguration? = nil) {
        self.online = online
    }
}
