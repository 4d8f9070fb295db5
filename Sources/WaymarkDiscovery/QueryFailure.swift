/// Why a query could not run: the query is wrong, or it names an airport or place the data does not
/// have. `waymark query` reports both as usage errors (exit 64): the offending name was typed by the user.
package enum QueryFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The query itself is wrong.
    case usage(QueryUsageError)
    /// The query names something the data does not have.
    case discovery(DiscoveryError)

    /// The underlying message.
    package var description: String {
        switch self {
        case .usage(let e): return e.description
        case .discovery(let e): return e.description
        }
    }
}
