/// Joining of the `/`-separated paths used for files and messages.
enum SitePaths {
    /// `folder/relative`, or just `relative` when `folder` is empty or `.`.
    static func join(_ folder: String, _ relative: String) -> String {
        if folder.isEmpty || folder == "." { return relative }
        return folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
    }
}
