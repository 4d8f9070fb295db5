import WaymarkRender

/// A page's share card as planned: the card's own job and the `shareImage` its page is rendered with.
struct AttachedShareCard: Sendable {
    /// The `card.png` job, fingerprinted by the card's content.
    let job: PageJob
    /// The page's `og:image` values.
    let image: ShareImage

    /// The card job's fingerprint, for the page's own (the page's `og:image:alt` shows the card's words).
    var fingerprint: UInt64 { job.fingerprint ?? 0 }
}
