// `make bench`: release-mode figures, one line per figure.
GeoBench.run()
MapBench.run()
await DataBench.run()
await DiscoveryBench.run()
await ServeBench.run()
GeocodingBench.run()
