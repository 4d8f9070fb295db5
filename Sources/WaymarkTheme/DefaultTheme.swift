/// The default theme, embedded so an installed `waymark` needs no files beside it.
///
/// `Templates/` at the repository root is the source of truth; `DefaultTheme+Files.swift` is
/// generated from it by `WAYMARK_UPDATE_THEME=1 swift test --filter DefaultThemeTests`, and that test
/// fails whenever the two differ.
package enum DefaultTheme {}
