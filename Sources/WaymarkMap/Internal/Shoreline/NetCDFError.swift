import CNetCDF

/// A netCDF file that could not be opened or a variable that could not be read.
struct NetCDFError: Error, Sendable, CustomStringConvertible {
    /// The file.
    var path: String
    /// The variable being read, nil when opening failed.
    var variable: String?
    /// The library's status code.
    var status: Int32

    var description: String {
        let reason = String(cString: nc_strerror(status))
        if let variable { return "\(path): cannot read \(variable): \(reason)" }
        return "\(path): cannot open: \(reason)"
    }
}
