/// Why a query could not run: a usage error (exit 64) or data that cannot answer it (exit 1).
public enum QueryFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The query itself is wrong.
    case usage(QueryUsageError)
    /// The query names something the data does not have.
    case discovery(DiscoveryError)

    /// The underlying message.
    public var description: String {
        switch self {
        case .usage(let e): return e.description
        case .discovery(let e): return e.description
        }
    }
}
