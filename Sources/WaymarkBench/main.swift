// `make bench`: release-mode figures, one line per figure.
// The site build runs first so its peak-memory figure is its own.
await SiteBench.run()
GeoBench.run()
MapBench.run()
await DataBench.run()
await DiscoveryBench.run()
await ServeBench.run()
GeocodingBench.run()
