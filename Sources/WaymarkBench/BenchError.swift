/// A benchmark that cannot go on, with what went wrong.
struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
