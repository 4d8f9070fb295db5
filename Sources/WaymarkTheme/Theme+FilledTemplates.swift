import Synchronization

extension Theme {
    /// ``templates(filledWith:)`` for `words`, filled once per theme and word catalogue in a process:
    /// `waymark serve` makes a render environment per language on every save, and filling in and
    /// parsing every template again took about 9 ms each time.
    package func templates(for words: SiteWords) -> MustacheTemplates {
        let key = FilledKey(theme: fingerprint, catalogue: words.catalogue)
        if let kept = Self.filled.withLock({ $0[key] }) { return kept }
        let made = templates(filledWith: words.templateVariables)
        Self.filled.withLock { kept in
            // A preview edits its theme now and then: the few latest themes and languages are enough.
            if kept.count >= Self.filledLimit { kept.removeAll() }
            kept[key] = made
        }
        return made
    }

    /// What filled templates are kept by: the theme (its ``fingerprint`` covers every template and
    /// catalogue file) and the words filled in.
    private struct FilledKey: Hashable, Sendable {
        let theme: UInt64
        let catalogue: WordCatalogue
    }

    private static let filledLimit = 16
    private static let filled = Mutex<[FilledKey: MustacheTemplates]>([:])
}
