/// What the online provider said about one text.
package enum OnlineLookupOutcome: Sendable, Hashable {
    /// The provider's best match.
    case found(PlaceResult)
    /// The provider answered and knows no such place.
    case notFound
    /// No usable answer after the allowed attempts; `reason` says why (status, time-out, bad body).
    case failed(reason: String)
}
