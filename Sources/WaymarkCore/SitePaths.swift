/// Joining of the `/`-separated paths used for files and messages.
package enum SitePaths {
    /// `folder/relative`, or just `relative` when `folder` is empty or `.`.
    package static func join(_ folder: String, _ relative: String) -> String {
        if folder.isEmpty || folder == "." { return relative }
        return folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
    }
}
