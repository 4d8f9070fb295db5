import WaymarkCore
import WaymarkRender

/// The render-cache fingerprint of a job as a page of one language of a multilingual site
/// (``PageLanguages/jobFingerprints(environment:)``): what every job of the language shares is
/// hashed once, then each job adds its own fingerprint and the languages that have its page.
struct LanguageJobFingerprints: Sendable {
    /// The language's part: the language, its environment key and every language of the site.
    let language: StableHash
    /// For each page's site path inside its language's folder, the languages that have it.
    let available: [String: [Int]]

    /// The fingerprint of `job`, or `nil` when the job has none (then it renders on every build).
    func callAsFunction(_ job: PageJob) -> UInt64? {
        guard let own = job.fingerprint else { return nil }
        var hash = language
        hash.combine(own)
        let having = available[job.path.isIndexPage ? job.path.folderPath : job.path.description] ?? []
        hash.combine(having.count)
        for index in having { hash.combine(index) }
        return hash.value
    }
}
