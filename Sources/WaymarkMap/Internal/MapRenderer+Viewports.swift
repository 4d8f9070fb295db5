import WaymarkGeo

extension MapRenderer {
    /// The viewport ``thumbnail(_:span:options:)`` draws `pin` in: where any coordinate of that map
    /// lands in its pixels (``WaymarkGeo/MapViewport/pixel(for:)``), e.g. for a test that reads a
    /// rasterised map at the pixel of a known place.
    package func thumbnailViewport(_ pin: MapPin, span: Double = 40_000, options: MapOptions) -> MapViewport {
        thumbnailScene(pin, span: span, options: options).viewport
    }
}
