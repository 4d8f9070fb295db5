import CNetCDF
import Synchronization

/// A netCDF file opened read-only through the netCDF C library (Debian libnetcdf-dev).
///
/// The library is not thread-safe (its HDF5 layer is built serial), so every call of every file
/// goes through one process-wide lock; callers read whole ranges at once and keep what they decode.
final class NetCDFFile: Sendable {
    /// The file's path, for messages.
    let path: String
    private let id: Int32

    /// Serialises every call into the netCDF library.
    static let library = Mutex(())

    /// Runs `body` holding ``library``, with HDF5's printing of expected failures (optional
    /// attributes GSHHG files lack) switched off: HDF5 keeps that setting per thread.
    static func locked<T>(_ body: () -> T) -> T {
        library.withLock { _ in
            waymark_hdf5_quiet()
            return body()
        }
    }

    /// Opens `path`; throws a ``NetCDFError`` naming the file and the library's reason.
    init(path: String) throws(NetCDFError) {
        self.path = path
        var handle: Int32 = -1
        let status = NetCDFFile.locked { nc_open(path, NC_NOWRITE, &handle) }
        guard status == NC_NOERR else { throw NetCDFError(path: path, variable: nil, status: status) }
        id = handle
    }

    deinit {
        let handle = id
        NetCDFFile.locked { _ = nc_close(handle) }
    }

    /// The first value of a scalar integer variable.
    func scalar(_ name: String) throws(NetCDFError) -> Int {
        let values: [Int32] = try ints(name, start: 0, count: 1)
        return Int(values[0])
    }

    /// The reader of one C integer type (`nc_get_vara_int`, `nc_get_vara_short`, …).
    typealias RangeReader<T> = (Int32, Int32, UnsafePointer<Int>?, UnsafePointer<Int>?, UnsafeMutablePointer<T>?) -> Int32

    /// `count` 32-bit integers of variable `name` from index `start`.
    func ints(_ name: String, start: Int, count: Int) throws(NetCDFError) -> [Int32] {
        try values(name, start: start, count: count, nc_get_vara_int)
    }

    /// `count` 16-bit integers of variable `name` from index `start`.
    func shorts(_ name: String, start: Int, count: Int) throws(NetCDFError) -> [Int16] {
        try values(name, start: start, count: count, nc_get_vara_short)
    }

    /// `count` signed bytes of variable `name` from index `start`, or nil when the file has no such variable.
    func bytesIfPresent(_ name: String, start: Int, count: Int) throws(NetCDFError) -> [Int8]? {
        let present = NetCDFFile.locked {
            var varID: Int32 = -1
            return nc_inq_varid(id, name, &varID) == NC_NOERR
        }
        guard present else { return nil }
        return try values(name, start: start, count: count, nc_get_vara_schar)
    }

    /// `count` values of variable `name` from index `start`, read by `get`.
    private func values<T: FixedWidthInteger>(_ name: String, start: Int, count: Int,
                                              _ get: RangeReader<T>) throws(NetCDFError) -> [T] {
        var values = [T](repeating: 0, count: count)
        guard count > 0 else { return values }
        try read(name) { varID in
            values.withUnsafeMutableBufferPointer { buffer in
                var s = start, c = count
                return get(id, varID, &s, &c, buffer.baseAddress)
            }
        }
        return values
    }

    private func read(_ name: String, _ body: (Int32) -> Int32) throws(NetCDFError) {
        let status: Int32 = NetCDFFile.locked {
            var varID: Int32 = -1
            let found = nc_inq_varid(id, name, &varID)
            guard found == NC_NOERR else { return found }
            return body(varID)
        }
        guard status == NC_NOERR else { throw NetCDFError(path: path, variable: name, status: status) }
    }
}
