// `make bench`: release-mode figures, one line per figure.
await DataBench.run()
