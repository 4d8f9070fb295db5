import WaymarkConfig
import WaymarkCore
import WaymarkOutput

extension ShareCard {
    /// The card's file name, beside its page: `<page folder>/card.png`.
    package static let fileName = "card.png"

    /// Where the card of the page written at `page` goes: `card.png` in the page's folder.
    package static func path(besidePage page: OutputPath) -> OutputPath? {
        OutputPath(page.folderPath + fileName)
    }

    /// The card's job: a PNG (`isPage: false`, not in the sitemap) rendered from this value alone.
    /// When `fingerprinted` (a cache will use it), fingerprinted by ``fingerprint`` with `generator`
    /// and the path, so `--cache` and `serve` reuse an unchanged card; otherwise nothing is hashed.
    package func job(at path: OutputPath, origin: String, generator: String, fingerprinted: Bool = true) -> PageJob {
        var key: UInt64?
        if fingerprinted {
            var hash = fingerprint
            hash.combine(generator)
            hash.combine(path.description)
            key = hash.value
        }
        let card = self
        return PageJob(path: path, origin: origin, isPage: false, sitemap: nil, fingerprint: key) { _ in
            try card.png()
        }
    }
}
