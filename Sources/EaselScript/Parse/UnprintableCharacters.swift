import Foundation
import SwiftSyntax

/// ASCII control characters that Swift does not allow in code (all below U+0020 except tab, line
/// feed, vertical tab, form feed and carriage return, and U+007F). The compiler rejects them in
/// code and string literals ("unprintable ASCII character found in source file") but not in
/// comments, where real files hold them (a terminal colour escape pasted into a doc comment).
/// swift-syntax's diagnostics crash on some of them (U+0006 before an `=` ends in a Fix-It with no
/// changes), so they are refused before its diagnostics are made.
enum UnprintableCharacters {
    /// Whether `byte` is one of them.
    static func isUnprintable(_ byte: UInt8) -> Bool {
        (byte < 0x20 && byte != 0x09 && byte != 0x0B && byte != 0x0C && byte != 0x0D && byte != 0x0A) || byte == 0x7F
    }

    /// Whether any byte of `source` is one of them (a quick test before the tree is looked at).
    static func appear(in source: String) -> Bool {
        source.utf8.contains(where: isUnprintable)
    }

    /// The first one outside comments in `tree`, with its offset in the source, or nil.
    static func first(in tree: some SyntaxProtocol) -> (scalar: UInt8, offset: Int)? {
        for token in tree.tokens(viewMode: .all) {
            var offset = token.position.utf8Offset
            for piece in token.leadingTrivia {
                if let found = first(in: piece, at: offset) { return found }
                offset += piece.sourceLength.utf8Length
            }
            if let i = token.text.utf8.firstIndex(where: isUnprintable) {
                return (token.text.utf8[i], offset + token.text.utf8.distance(from: token.text.utf8.startIndex, to: i))
            }
            offset += token.text.utf8.count
            for piece in token.trailingTrivia {
                if let found = first(in: piece, at: offset) { return found }
                offset += piece.sourceLength.utf8Length
            }
        }
        return nil
    }

    private static func first(in piece: TriviaPiece, at offset: Int) -> (scalar: UInt8, offset: Int)? {
        switch piece {
        case .lineComment, .blockComment, .docLineComment, .docBlockComment: return nil
        default:
            var text = ""
            piece.write(to: &text)
            guard let i = text.utf8.firstIndex(where: isUnprintable) else { return nil }
            return (text.utf8[i], offset + text.utf8.distance(from: text.utf8.startIndex, to: i))
        }
    }
}
