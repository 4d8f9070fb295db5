import Foundation
import WaymarkCore
import WaymarkGeocoding
import WaymarkModel
import Yams

/// The `geocoding` section of `site.yml`:
///
/// ```yaml
/// geocoding:
///   online:
///     baseURL: https://nominatim.example.org/
///     userAgent: "Harbour site (ops@example.org)"
/// ```
/// The online provider is used only when this section names one **and** the build asks for it
/// (`BuildOptions.online`, `waymark build --online`); otherwise geocoding is offline. The section is
/// read and checked at load, whether or not the build goes online.
package struct GeocodingSettings: Sendable, Hashable {
    /// The online provider, when the site configures one.
    package var online: OnlineGeocoderConfiguration?

    /// Settings without an online provider.
    package init(online: OnlineGeocoderConfiguration? = nil) {
        self.online = online
    }

    /// The key of the section in `site.yml`.
    static let key = "geocoding"

    /// The keys of `geocoding.online`, `baseURL` required.
    static let onlineKeys = ["baseURL", "userAgent", "email", "minimumInterval", "maxAttempts", "initialBackoff", "maxBackoff", "timeout"]

    /// Reads the value of `geocoding:` (`keyNode` is its key). A bad value is an error at its line
    /// and column, an unknown key a warning.
    static func read(_ value: Node, key keyNode: Node, section: YAMLSection, diagnostics: inout [Diagnostic]) -> GeocodingSettings {
        guard let mapping = section.sectionMapping(value, key: keyNode, name: key, expected: "online",
                                                   diagnostics: &diagnostics) else { return GeocodingSettings() }
        var settings = GeocodingSettings()
        for (key, item) in mapping {
            let name = key.scalar?.string ?? ""
            guard name == "online" else {
                diagnostics.append(section.diagnostic(.warning, "unknown key \"geocoding.\(name)\" in site.yml: expected online", at: key))
                continue
            }
            settings.online = online(item, key: key, section: section, diagnostics: &diagnostics)
        }
        return settings
    }

    /// `geocoding.online`: `baseURL` (absolute `http(s)`), then the optional keys with their defaults
    /// (``OnlineGeocoderConfiguration``); `nil` when it cannot be read.
    private static func online(_ value: Node, key keyNode: Node, section: YAMLSection,
                               diagnostics: inout [Diagnostic]) -> OnlineGeocoderConfiguration? {
        guard let mapping = value.mapping else {
            diagnostics.append(section.diagnostic(
                .error, "geocoding.online should be a mapping with baseURL, found \(value.kindDescription): expected e.g. online: { baseURL: https://nominatim.example.org/ }",
                at: YAMLSection.isNull(value) ? keyNode : value))
            return nil
        }
        let count = diagnostics.count
        var fields: [String: Node] = [:]
        for (key, item) in mapping {
            let name = key.scalar?.string ?? ""
            if onlineKeys.contains(name) {
                fields[name] = item
            } else {
                diagnostics.append(section.diagnostic(
                    .warning, "unknown key \"geocoding.online.\(name)\" in site.yml: expected one of \(onlineKeys.joined(separator: ", "))", at: key))
            }
        }
        func text(_ name: String) -> String? {
            guard let node = fields[name] else { return nil }
            guard let scalar = node.scalar, !YAMLSection.isNull(node) else {
                diagnostics.append(section.diagnostic(.error, "geocoding.online.\(name) must be text, found \(node.kindDescription)", at: node))
                return nil
            }
            return scalar.string.trimmed
        }
        func number(_ name: String, whole: Bool = false) -> Double? {
            guard let node = fields[name] else { return nil }
            let written = node.scalar?.string.trimmed ?? ""
            guard let value = Double(written), value.isFinite, value >= 0, !whole || value == value.rounded(), value <= 86_400 else {
                let expected = whole ? "a whole number such as 4" : "a number of seconds such as 1.5"
                diagnostics.append(section.diagnostic(
                    .error, "geocoding.online.\(name) \"\(written)\" is not \(whole ? "a whole number" : "a number of seconds"): expected \(expected)",
                    at: node))
                return nil
            }
            return value
        }
        var baseURL: URL?
        if fields["baseURL"] == nil {
            diagnostics.append(section.diagnostic(.error, "geocoding.online has no baseURL: expected e.g. baseURL: https://nominatim.example.org/", at: keyNode))
        } else if let string = text("baseURL") {
            let lower = string.lowercased()
            if (lower.hasPrefix("https://") || lower.hasPrefix("http://")), let url = URL(string: string), url.host != nil {
                baseURL = url
            } else if let node = fields["baseURL"] {
                diagnostics.append(section.diagnostic(
                    .error, "geocoding.online.baseURL \"\(string)\" is not an absolute URL: expected e.g. https://nominatim.example.org/", at: node))
            }
        }
        let userAgent = text("userAgent")
        let email = text("email")
        let minimumInterval = number("minimumInterval")
        let maxAttempts = number("maxAttempts", whole: true)
        let initialBackoff = number("initialBackoff")
        let maxBackoff = number("maxBackoff")
        let timeout = number("timeout")
        guard let baseURL, diagnostics[count...].allSatisfy({ $0.severity != .error }) else { return nil }
        return OnlineGeocoderConfiguration(
            baseURL: baseURL, userAgent: userAgent ?? OnlineGeocoderConfiguration.defaultUserAgent, email: email,
            minimumInterval: max(1, minimumInterval ?? 1), maxAttempts: Int(maxAttempts ?? 4),
            initialBackoff: initialBackoff ?? 1, maxBackoff: maxBackoff ?? 30, timeout: timeout ?? 10)
    }
}
