import WaymarkModel
import WaymarkRender

/// The public charters sharing a region or a vessel type, with the slug of their sub-page.
package struct CharterGroup: Sendable {
    /// The name as the data writes it (the first spelling in id order when several share a slug).
    package var name: String
    /// The URL slug of the sub-page, e.g. `sailing-yacht`.
    package var slug: String
    /// The charters, by id.
    package var charters: [Charter]

    /// Groups `charters` by the slug of `key`; charters without a value are left out. Names with no
    /// ASCII letter or digit get the slug `<fallback>-<n>` (n counts such names in name order).
    /// Sorted by slug.
    package static func grouping(_ charters: [Charter], by key: (Charter) -> String?, fallback: String) -> [CharterGroup] {
        var bySlug: [String: CharterGroup] = [:]
        var fallbackSlugs: [String: String] = [:]
        let names = Set(charters.compactMap(key).filter { !$0.isEmpty })
        for name in names.sorted() where Slug.make(from: name) == nil {
            fallbackSlugs[name] = "\(fallback)-\(fallbackSlugs.count + 1)"
        }
        for charter in charters {
            guard let name = key(charter), !name.isEmpty,
                  let slug = Slug.make(from: name) ?? fallbackSlugs[name] else { continue }
            bySlug[slug, default: CharterGroup(name: name, slug: slug, charters: [])].charters.append(charter)
        }
        return bySlug.values.sorted { $0.slug < $1.slug }
    }
}
