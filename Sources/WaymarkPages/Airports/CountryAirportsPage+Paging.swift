import WaymarkMap
import WaymarkRender
import WaymarkTheme

extension CountryAirportsPage {
    /// The country's page jobs: one per page of `perPage` rows (0: one page), all in the sitemap,
    /// plus the `page/1/` redirect when there is more than one page. Each page renders from its
    /// ``CountryAirportsPageModel``, whose hash is its fingerprint when `fingerprinted`.
    package func jobs(legend: MapLegendMode, perPage: Int, words: SiteWords, fingerprinted: Bool) -> [PageJob] {
        let pagers = pagers(perPage: perPage)
        var jobs = pagers.map { pager in
            let origin = pager.number == 1 ? "(airports of \(code))" : "(airports of \(code), page \(pager.number))"
            return PageJob(path: pager.path, origin: origin, sitemap: .init(lastModified: nil), maps: pager.number == 1 ? 1 : 0,
                           template: "country", fingerprinted: fingerprinted) {
                CountryAirportsPageModel(self, legend: legend, pager: pager, words: words)
            }
        }
        if let first = pagers.first, first.isPaged {
            jobs.append(PagerRedirect.job(in: first.folder, origin: "(airports of \(code), page 1)"))
        }
        return jobs
    }
}
