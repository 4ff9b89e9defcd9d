import Foundation

/// Which view of a file without previews is rendered, for both engines (the interpreter and the
/// compiled one): `ContentView`, else the only view, else the only one that no other view of the
/// file uses (`Home`, which shows the `TabBarButton` beside it), else the one named like the file
/// (`MenuHeaderView.swift` → `MenuHeaderView`). Nil when none of these settles it.
package enum DefaultView {
    /// `names` are the file's views in order; `isUsedByAnother(name)` tells whether another view of
    /// the file uses the view named `name`; `fileName` is the file's name or path.
    package static func choose(_ names: [String], fileName: String, isUsedByAnother: (String) -> Bool) -> String? {
        if names.contains("ContentView") { return "ContentView" }
        if names.count == 1 { return names[0] }
        let outermost = names.filter { !isUsedByAnother($0) }
        if outermost.count == 1 { return outermost[0] }
        let base = URL(fileURLWithPath: fileName).deletingPathExtension().lastPathComponent
        return names.contains(base) ? base : nil
    }

    /// The rule in words, for messages.
    package static let rule = "#Preview, PreviewProvider, ContentView or view named like the file"
}
