import WaymarkCore
import WaymarkMarkdown
import WaymarkModel
import WaymarkOutput

/// The page written at `<folder>/page/1/index.html` of a paged list, as Hugo does: not a second copy
/// of page 1 but a redirect to it (`<meta http-equiv="refresh">` with a relative URL, so it also
/// works from disk, a canonical link to page 1 and `noindex`). It is not in the sitemap and not
/// counted as a page.
package enum PagerRedirect {
    /// Where the redirect for the list whose page 1 is in `folder` is written.
    package static func path(in folder: [String]) -> OutputPath {
        OutputPath(trusted: folder + ["page", "1", "index.html"])
    }

    /// The redirect's HTML: `target` is the relative link from the redirect to page 1 and
    /// `canonicalURL` page 1's absolute URL; both are escaped.
    package static func html(target: String, canonicalURL: String, language: String) -> String {
        let target = XMLWriter.escape(target), canonical = XMLWriter.escape(canonicalURL)
        return """
            <!DOCTYPE html>
            <html lang="\(XMLWriter.escape(language))">
            <head>
            <meta charset="utf-8">
            <title>\(canonical)</title>
            <link rel="canonical" href="\(canonical)">
            <meta name="robots" content="noindex">
            <meta http-equiv="refresh" content="0; url=\(target)">
            </head>
            <body>
            <p><a href="\(target)">\(canonical)</a></p>
            </body>
            </html>

            """
    }

    /// The job writing the redirect for the list whose page 1 is in `folder`. Its bytes depend only
    /// on the path and on `site.yml` (part of every render environment), so it has a fingerprint.
    package static func job(in folder: [String], origin: String) -> PageJob {
        let path = path(in: folder)
        let pageOne = Pager.path(ofPage: 1, in: folder)
        var hash = StableHash()
        hash.combine("waymark-pager-redirect-1")
        hash.combine(path.description)
        return PageJob(path: path, origin: origin, isPage: false, sitemap: nil, fingerprint: hash.value) { environment in
            let config = environment.site.config
            let html = html(target: SiteLink.relative(from: path.description, to: pageOne.description),
                            canonicalURL: config.absoluteURL(pageOne.folderPath), language: config.language)
            return Array(html.utf8)
        }
    }
}
