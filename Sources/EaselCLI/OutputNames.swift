import Foundation

/// The files `-o PATH` names for one input: PATH itself for one picture; for several previews
/// `<stem>-<preview>.<ext>` beside it, and for several languages (`--locale all`) the language
/// after the stem (`out-Dark.de.png`), as `--out-dir` names them after the input.
struct OutputNames {
    let path: String
    /// Whether more than one picture is written.
    let isSeveral: Bool
    private let previews: Bool
    private let languages: Bool

    init(path: String, previews: Int, languages: Int) {
        self.path = path
        self.previews = previews > 1
        self.languages = languages > 1
        isSeveral = self.previews || self.languages
    }

    func url(preview: String, language: String?) -> URL {
        let given = URL(fileURLWithPath: path)
        guard isSeveral else { return given }
        let ext = given.pathExtension.isEmpty ? "png" : given.pathExtension
        var stem = given.deletingPathExtension().lastPathComponent
        if previews { stem += "-" + Self.part(preview) }
        if languages, let language { stem += "." + Self.part(language) }
        return given.deletingLastPathComponent().appendingPathComponent(stem + "." + ext)
    }

    /// A preview's name or a language as part of a file name: letters, digits, `-` and `_` kept,
    /// anything else made a `-`.
    static func part(_ s: String) -> String {
        String(s.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
    }
}
