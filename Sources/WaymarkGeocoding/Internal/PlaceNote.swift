/// A hand-kept note on a GeoNames place (`Resources/place-notes.tsv`): extra names the extract lacks,
/// and whether the place is *prominent* (outweighs namesakes in an unqualified lookup).
struct PlaceNote: Sendable, Hashable {
    /// GeoNames id of the place the note is about.
    package let geonameID: Int
    /// Extra spellings that find the place, e.g. `["Heraklion", "Iraklion"]`.
    let extraNames: [String]
    /// True when the place's ranking weight is multiplied by ``Gazetteer/prominenceFactor``.
    let isProminent: Bool
    /// Why the note exists.
    package let source: String
}
