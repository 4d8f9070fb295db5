import WaymarkModel

extension PageQueryBlocks {
    /// How many of the page's blocks draw a map (`show` includes `map` and the block parses), known
    /// before anything renders: what the page's job declares for the build summary. A block whose
    /// query fails is an error of the build, so it is never rendered without its map.
    package var mapCount: Int { runs.filter(\.drawsMap).count }
}
