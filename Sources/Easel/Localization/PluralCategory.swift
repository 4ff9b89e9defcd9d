import Foundation

/// The CLDR plural category of a number in a language, for choosing plural variants: the rules of
/// Unicode's CLDR for the languages apps ship most, `other` for languages without plural forms
/// (Chinese, Japanese, Korean, Thai, ...), and English's rule for the rest.
enum PluralCategory {
    static func category(of number: Double, language identifier: String) -> String {
        let language = String(identifier.prefix { $0 != "-" && $0 != "_" }).lowercased()
        let isInteger = number.rounded() == number && abs(number) < 1e15
        let n = abs(number)
        let i = isInteger ? Int(n) : Int(n.rounded(.down))
        switch language {
        case "ja", "zh", "ko", "th", "vi", "id", "ms", "lo", "my", "km", "yue":
            return "other"
        case "fr":
            return i == 0 || i == 1 ? "one" : "other"
        case "pt":
            // Brazilian Portuguese counts 0 and 1 as one; European Portuguese as English does.
            if identifier.uppercased().hasSuffix("PT") { return isInteger && i == 1 ? "one" : "other" }
            return i == 0 || i == 1 ? "one" : "other"
        case "ru", "uk", "be":
            guard isInteger else { return "other" }
            if i % 10 == 1 && i % 100 != 11 { return "one" }
            if (2...4).contains(i % 10) && !(12...14).contains(i % 100) { return "few" }
            return "many"
        case "pl":
            guard isInteger else { return "other" }
            if i == 1 { return "one" }
            if (2...4).contains(i % 10) && !(12...14).contains(i % 100) { return "few" }
            return "many"
        case "cs", "sk":
            guard isInteger else { return "many" }
            return i == 1 ? "one" : (2...4).contains(i) ? "few" : "other"
        case "ar":
            guard isInteger else { return "other" }
            if i == 0 { return "zero" }
            if i == 1 { return "one" }
            if i == 2 { return "two" }
            if (3...10).contains(i % 100) { return "few" }
            if (11...99).contains(i % 100) { return "many" }
            return "other"
        case "he", "iw":
            guard isInteger else { return "other" }
            if i == 1 { return "one" }
            if i == 2 { return "two" }
            return "other"
        default:
            return isInteger && i == 1 ? "one" : "other"
        }
    }
}
