import WaymarkConfig
import WaymarkOutput
import WaymarkRender
import WaymarkTheme

/// What every page kind needs to give its pages share cards (README, "Share cards"): the site's
/// configuration and words in the plan's language. `nil` (no context) when `shareCards: false`.
struct ShareCardContext: Sendable {
    /// The site's configuration in the plan's language (its title names the site; `baseURL` makes the card's URL).
    let config: SiteConfig
    /// The plan's words.
    let words: SiteWords
    /// Whether the card jobs get fingerprints: only when a cache will use them
    /// (``SiteContent/wantsFingerprints``), as for the record pages they stand beside.
    let fingerprinted: Bool

    /// The context of `site`'s plan, or `nil` when the site has share cards off (`shareCards: false`)
    /// or the page kind has them off (`enabled`).
    init?(_ site: SiteContent, enabled: Bool = true) {
        guard enabled, site.config.shareCards else { return nil }
        config = site.config
        words = site.words
        fingerprinted = site.wantsFingerprints
    }

    /// A card with the site's name (or `top`, when given, on its first line), language and map words.
    func card(status: String, colour: String, title: String, detail: String?, map: ShareCardMap, top: String? = nil) -> ShareCard {
        ShareCard(siteName: top ?? config.title, status: status, statusColour: colour, title: title, detail: detail,
                  language: config.language, mapWords: words.mapWords, map: map)
    }

    /// The job of `card` beside the page written at `page`, and the page's `shareImage`; `nil` when
    /// the page's folder gives no path for the card.
    func attach(_ card: ShareCard, page: OutputPath, origin: String, generator: String) -> AttachedShareCard? {
        guard let path = ShareCard.path(besidePage: page) else { return nil }
        let job = card.job(at: path, origin: origin, generator: generator, fingerprinted: fingerprinted)
        return AttachedShareCard(job: job, image: ShareImage(url: config.absoluteURL(path.description), alt: card.alt))
    }
}
