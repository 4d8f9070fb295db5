import WaymarkConfig
import WaymarkMap
import WaymarkModel
import WaymarkRender

extension CountryAirportsPage {
    /// `airports/<cc>/map.geojson`: one feature per pin of the country map, in the map's order; its
    /// fingerprint (when `fingerprinted`) is the hash of those features.
    func geoJSONJob(legend: MapLegendMode, config: SiteConfig, fingerprinted: Bool) -> PageJob {
        let airports = self.airports
        let path = MapGeoJSONPaths.beside(self.path)
        let fingerprint = fingerprinted
            ? try? PageJob.fingerprint(path: path, data: CompactGeoJSON(
                features: AirportGeoJSON.collection(airports, legend: legend, config: config).features)) : nil
        return PageJob(path: path, origin: "(airports of \(code))", isPage: false, sitemap: nil, fingerprint: fingerprint,
                       isFeed: true) { environment in
            try AirportGeoJSON.collection(airports, legend: legend, config: environment.site.config).encoded()
        }
    }
}
