import WaymarkCore
import WaymarkRender

/// A page's share card as planned: the card's own job and the `shareImage` its page is rendered with.
struct AttachedShareCard: Sendable {
    /// The `card.png` job, fingerprinted by the card's content.
    let job: PageJob
    /// The page's `og:image` values.
    let image: ShareImage

    /// What the page shows of its card (the `og:image` URL and `og:image:alt`), for the page's own
    /// fingerprint: the page depends on those words, not on the card's pixels.
    var fingerprint: UInt64 {
        var hash = StableHash()
        hash.combine(image.url)
        hash.combine(image.alt)
        return hash.value
    }
}
