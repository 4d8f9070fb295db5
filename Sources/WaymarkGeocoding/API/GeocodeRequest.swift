import WaymarkModel

/// One record's text to geocode at build time, as the integrator collects it from charters
/// (`destination`), announcements (`address`) and places (`query`).
package struct GeocodeRequest: Sendable, Hashable {
    /// The free text, e.g. "Split, Croatia".
    package var text: String
    /// Where the text is, for diagnostics (the field's value, ideally).
    package var location: SourceLocation
    /// The field name as the editor wrote it, e.g. `destination`; used in messages.
    package var field: String
    /// True when the record has its own latitude/longitude: a manual coordinate always wins, and the
    /// text is then not geocoded at all.
    package var hasManualCoordinate: Bool
    /// The full source line, when the loader has it; diagnostics show it under the message with a caret.
    package var sourceLine: String?

    /// Creates a request.
    package init(
        text: String, location: SourceLocation, field: String = "destination", hasManualCoordinate: Bool = false,
        sourceLine: String? = nil
    ) {
        self.text = text
        self.location = location
        self.field = field
        self.hasManualCoordinate = hasManualCoordinate
        self.sourceLine = sourceLine
    }
}
