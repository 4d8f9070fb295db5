// `make bench`: release-mode figures, one line per figure.
await ServeBench.run()
