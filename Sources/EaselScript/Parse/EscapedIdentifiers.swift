import SwiftSyntax

extension TokenSyntax {
    /// The token's text without the backticks of an escaped identifier: `` `default` `` declares
    /// the name `default`, which `Profile.default` reaches, as in Swift.
    var plainText: String {
        let t = text
        guard t.count >= 2, t.hasPrefix("`"), t.hasSuffix("`") else { return t }
        return String(t.dropFirst().dropLast())
    }
}
