// `make bench`: release-mode figures, one line per figure.
print("waymark-bench: no benchmarks yet")
await ServeBench.run()
