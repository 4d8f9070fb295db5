/// Why the embedded gazetteer could not be loaded. These are packaging faults, not user input errors.
package enum GazetteerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A resource file is missing from the module bundle.
    case missingResource(String)
    /// A resource file does not have the expected layout.
    case corrupt(resource: String, reason: String)

    /// One line naming the resource and how to repair it.
    package var description: String {
        switch self {
        case .missingResource(let name):
            return "gazetteer resource \(name) is missing from the WaymarkGeocoding bundle"
        case .corrupt(let resource, let reason):
            return "gazetteer resource \(resource) is corrupt: \(reason); rerun scripts/build_gazetteer.py"
        }
    }
}
