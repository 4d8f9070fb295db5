// `make bench`: release-mode figures, one line per figure.
GeoBench.run()
await DataBench.run()
await DiscoveryBench.run()
