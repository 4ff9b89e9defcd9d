import SwiftSyntax

extension TokenSyntax {
    /// The token's text without the backticks of an escaped identifier: `` `default` `` declares
    /// the name `default`, which `Profile.default` reaches, as in Swift.
    var plainText: String {
        let t = text
        let tick = UInt8(ascii: "`")
        guard t.utf8.count >= 2, t.utf8.first == tick, t.utf8.last == tick else { return t }
        return String(t.dropFirst().dropLast())
    }
}
