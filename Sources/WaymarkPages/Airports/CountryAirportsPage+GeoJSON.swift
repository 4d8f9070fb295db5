import WaymarkMap
import WaymarkModel
import WaymarkRender

extension CountryAirportsPage {
    /// `airports/<cc>/map.geojson`: one feature per pin of the country map, in the map's order.
    func geoJSONJob(legend: MapLegendMode) -> PageJob {
        let airports = self.airports
        return PageJob(path: MapGeoJSONPaths.beside(path), origin: "(airports of \(code))", isPage: false, sitemap: nil, isFeed: true) { environment in
            try AirportGeoJSON.collection(airports, legend: legend, config: environment.site.config).encoded()
        }
    }
}
