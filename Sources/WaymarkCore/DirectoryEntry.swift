#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The name of a directory entry that `readdir` returned, read in place up to its terminating NUL.
///
/// Never copy `entry.pointee.d_name` to read it: that copies the whole fixed-size array (256 bytes
/// on Linux), while the kernel's record is only as long as the name, so the copy reads past the
/// record — past the end of `readdir`'s buffer when the entry is the last in it, which crashed a
/// build of a folder of 3,000 pages with a bad pointer at a page boundary.
package func directoryEntryName(_ entry: UnsafeMutablePointer<dirent>) -> String {
    let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 0
    return String(cString: UnsafeRawPointer(entry).advanced(by: offset).assumingMemoryBound(to: CChar.self))
}
