/// The files under a folder found by following symbolic links that stay inside the site, and the
/// links that were not followed (`SiteFileSystem.filesFollowingLinks(under:)`).
package struct FolderListing: Sendable, Hashable {
    /// A symbolic link that was skipped, and why.
    package struct SkippedLink: Sendable, Hashable {
        /// Why a link is not followed.
        package enum Reason: Sendable, Hashable {
            /// It leads out of the site folder.
            case outOfSite
            /// It points to nothing.
            case dangling
            /// It points to a folder that contains it: following it would never end.
            case loop
        }

        /// The link's path, relative to the listed folder.
        package var path: String
        /// Why it was skipped.
        package var reason: Reason

        /// Creates a skipped link.
        package init(path: String, reason: Reason) {
            self.path = path
            self.reason = reason
        }

        /// The warning for this link, naming what was expected.
        package var message: String {
            switch reason {
            case .outOfSite:
                return "is a symbolic link out of the site: it is skipped (links are followed only to files and folders inside the site folder)"
            case .dangling:
                return "is a symbolic link to nothing: it is skipped (expected a link to an existing file or folder inside the site)"
            case .loop:
                return "is a symbolic link to a folder that contains it: it is skipped (following it would never end)"
            }
        }
    }

    /// The files, as sorted paths relative to the listed folder (a linked file or folder under the
    /// link's own path).
    package var files: [String]
    /// The links not followed, sorted by path.
    package var skippedLinks: [SkippedLink]

    /// Creates a listing.
    package init(files: [String], skippedLinks: [SkippedLink] = []) {
        self.files = files
        self.skippedLinks = skippedLinks
    }
}
