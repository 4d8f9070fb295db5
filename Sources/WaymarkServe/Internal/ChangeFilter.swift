/// Which file names are noise rather than content: editor swap and backup files, hidden files and
/// folders (`.git`, `.waymark`, `.DS_Store`). Changes to them never trigger a rebuild, and hidden
/// folders are not descended into.
enum ChangeFilter {
    /// True when a change to the file or folder called `name` (one path component) is ignored.
    static func ignores(name: some StringProtocol) -> Bool {
        if name.isEmpty { return true }
        if name.hasPrefix(".") || name.hasPrefix("#") { return true }  // hidden, Vim .swp, Emacs #autosave#
        if name.hasSuffix("~") { return true }  // Emacs, gedit and Kate backups
        if name.hasSuffix(".swp") || name.hasSuffix(".swx") || name.hasSuffix(".tmp") { return true }
        if name == "4913" { return true }  // Vim's probe for a writable folder
        return false
    }
}
