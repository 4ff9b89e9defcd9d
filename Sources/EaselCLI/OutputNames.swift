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

    /// The names for `pictures` pictures whose suffixes are known already (a compiled program's).
    init(path: String, pictures: Int) {
        self.init(path: path, previews: pictures, languages: 1)
    }

    func url(preview: String, language: String?) -> URL {
        var suffix = ""
        if previews { suffix += "-" + Self.part(preview) }
        if languages, let language { suffix += "." + Self.part(language) }
        return url(suffix: suffix)
    }

    /// `PATH` itself for one picture, else `<stem><suffix>.<ext>` beside it (`-Dark.de`).
    func url(suffix: String) -> URL {
        let given = URL(fileURLWithPath: path)
        guard isSeveral else { return given }
        let ext = given.pathExtension.isEmpty ? "png" : given.pathExtension
        return given.deletingLastPathComponent().appendingPathComponent(given.deletingPathExtension().lastPathComponent + suffix + "." + ext)
    }

    /// A preview's name or a language as part of a file name: letters, digits, `-` and `_` kept,
    /// anything else made a `-`.
    static func part(_ s: String) -> String {
        String(s.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
    }
}
