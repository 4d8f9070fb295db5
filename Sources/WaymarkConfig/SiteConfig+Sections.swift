import WaymarkModel
import Yams

extension SiteConfig {
    /// Decodes the `site.yml` section `key` (one of the keys kept in `sections`, e.g. `geocoding`)
    /// as `type`; `nil` when the site has no such section. Throws the decoder's error when the
    /// section does not have the expected shape.
    package func section<T: Decodable>(_ key: String, as type: T.Type) throws -> T? {
        guard let yaml = sections[key] else { return nil }
        return try YAMLDecoder().decode(T.self, from: yaml)
    }
}
