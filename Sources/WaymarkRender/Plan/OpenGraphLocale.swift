import Foundation

/// A language tag as Open Graph writes locales: language and territory joined by an underscore
/// (`sv` → `sv_SE`, `en-GB` → `en_GB`). A tag without a territory gets the one ICU's likely-subtags
/// data gives its language (`en` → `en_US`, `hr` → `hr_HR`); a language ICU does not know stays as
/// it is (`xx`).
enum OpenGraphLocale {
    static func of(_ tag: String) -> String {
        let language = Locale.Language(identifier: tag)
        let likely = Locale.Language(identifier: language.maximalIdentifier)
        guard let code = (language.languageCode ?? likely.languageCode)?.identifier else { return tag }
        guard let region = (language.region ?? likely.region)?.identifier else { return code }
        return code + "_" + region
    }
}
