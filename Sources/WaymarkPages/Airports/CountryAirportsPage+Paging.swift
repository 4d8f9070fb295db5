import WaymarkMap
import WaymarkRender

extension CountryAirportsPage {
    /// The country's page jobs: one per page of `perPage` rows (0: one page), all in the sitemap,
    /// plus the `page/1/` redirect when there is more than one page.
    package func jobs(legend: MapLegendMode, perPage: Int) -> [PageJob] {
        let pagers = pagers(perPage: perPage)
        var jobs = pagers.map { pager in
            let origin = pager.number == 1 ? "(airports of \(code))" : "(airports of \(code), page \(pager.number))"
            return PageJob(path: pager.path, origin: origin, isPage: true, sitemap: .init(lastModified: nil),
                           maps: pager.number == 1 ? 1 : 0) { environment in
                try environment.renderPage(template: "country", outputPath: pager.path,
                                           variables: variables(legend: legend, pager: pager, words: environment.site.words))
            }
        }
        if let first = pagers.first, first.isPaged {
            jobs.append(PagerRedirect.job(in: first.folder, origin: "(airports of \(code), page 1)"))
        }
        return jobs
    }
}
