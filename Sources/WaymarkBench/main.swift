// `make bench`: release-mode figures, one line per figure.
<<<<<<< HEAD
GeoBench.run()
MapBench.run()
=======
await DataBench.run()
>>>>>>> wip-data
