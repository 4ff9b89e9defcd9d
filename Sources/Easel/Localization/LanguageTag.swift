import Foundation

extension Locale {
    /// The locale's identifier as a BCP 47 language tag (`pt_BR` is `pt-BR`), as string catalogs
    /// and the text shaper name languages.
    var languageTag: String {
        let identifier = self.identifier
        guard identifier.utf8.contains(UInt8(ascii: "_")) else { return identifier }
        return String(identifier.map { $0 == "_" ? "-" : $0 })
    }
}
