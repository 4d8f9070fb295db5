// `make bench`: release-mode figures, one line per figure.
MapBench.run()
