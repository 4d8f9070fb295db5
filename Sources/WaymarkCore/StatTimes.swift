#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The times of a `stat` record under one name on every platform (Linux calls the fields `st_mtim`
/// and `st_ctim`, Darwin `st_mtimespec` and `st_ctimespec`): the stamps that tell a changed file or
/// folder read them here.
package extension stat {
    /// When the contents last changed (a file's bytes; a folder's entries).
    var modificationTime: timespec {
        #if canImport(Darwin)
        st_mtimespec
        #else
        st_mtim
        #endif
    }

    /// When the inode last changed (its contents, links, owner or mode); no program can set it back.
    var changeTime: timespec {
        #if canImport(Darwin)
        st_ctimespec
        #else
        st_ctim
        #endif
    }
}
