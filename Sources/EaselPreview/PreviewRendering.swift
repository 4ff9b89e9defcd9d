import Foundation

/// What `easel preview` asks of the renderer: the server knows HTTP, files and the page, and
/// nothing of SwiftUI; the `easel` command supplies the rendering (the same path `easel render`
/// and `easel layout` take).
public protocol PreviewRendering: Sendable {
    /// Renders every preview of `file` with `settings`. Called from one thread at a time.
    func render(file: String, settings: PreviewSettings) -> PreviewOutcome
    /// Called before re-rendering when `paths` changed on disk, so that caches of the files
    /// around a scene (its project's models and shared views) can be dropped.
    func filesChanged(_ paths: [String])
}

/// The page's controls: the values of `easel render`'s options that the page can change.
/// Values travel as the option's own text (`--device "iPhone SE"` is `device=iPhone SE`,
/// `--dynamic-type accessibility3` is `dynamicType=accessibility3`).
public struct PreviewSettings: Hashable, Sendable {
    /// The value of each choice control, by the control's name.
    public var choices: [String: String]
    /// `--debug`: outline every frame.
    public var debug: Bool

    public init(choices: [String: String] = [:], debug: Bool = false) {
        self.choices = choices
        self.debug = debug
    }

    /// The value of a choice control (`settings["device"]`), nil when it has none.
    public subscript(name: String) -> String? { choices[name] }

    /// The settings a URL query names, each value checked against `controls`; a missing or
    /// unknown value keeps the default.
    public init(query: [String: String], controls: PreviewControls) {
        self = controls.defaults
        for c in controls.choices {
            if let v = query[c.name], c.values.contains(v) { choices[c.name] = v }
        }
        if let d = query["debug"] { debug = d == "1" || d == "true" }
    }
}

/// One choice control of the page: a menu of an option's values.
public struct PreviewChoice: Sendable, Codable, Equatable {
    /// The name in the URL and in `PreviewSettings.choices` (`device`, `colorScheme`).
    public var name: String
    /// The menu's label on the page.
    public var label: String
    /// The values offered, as the option's text; the empty string stands for "not given".
    public var values: [String]
    /// How each value is shown, where it differs from the value (`""` shown as "default").
    public var titles: [String: String]

    public init(name: String, label: String, values: [String], titles: [String: String] = [:]) {
        self.name = name
        self.label = label
        self.values = values
        self.titles = titles
    }
}

/// The controls the page offers (taken from the command's option types) and their defaults
/// (the command line's values), in the order the page shows them.
public struct PreviewControls: Sendable {
    public var choices: [PreviewChoice]
    public var defaults: PreviewSettings

    public init(choices: [PreviewChoice], defaults: PreviewSettings) {
        self.choices = choices
        self.defaults = defaults
    }
}

/// The result of rendering one file: its previews, or the error that stopped it.
public struct PreviewOutcome: Sendable {
    /// One image per preview of the file (empty when `error` is set).
    public var images: [PreviewImage]
    /// Why the file did not render.
    public var error: PreviewError?
    /// Other files the scene read (its project's models, shared views, extensions); a change to
    /// one of them re-renders the scene.
    public var dependencies: [String]
    /// Warnings of the render (a missing image …), as `easel render` prints them.
    public var warnings: [String]

    public init(images: [PreviewImage], error: PreviewError? = nil, dependencies: [String] = [], warnings: [String] = []) {
        self.images = images
        self.error = error
        self.dependencies = dependencies
        self.warnings = warnings
    }
}

/// One rendered preview.
public struct PreviewImage: Sendable {
    /// The preview's name (`#Preview("Dark")`, the view type …).
    public var name: String
    /// The PNG file's bytes.
    public var png: Data
    /// The placed layout as JSON: `easel layout`'s `{"canvas", "root"}` with each node's
    /// `"proposal"` added (`{"width", "height"}`, null for unspecified).
    public var layoutJSON: Data

    public init(name: String, png: Data, layoutJSON: Data) {
        self.name = name
        self.png = png
        self.layoutJSON = layoutJSON
    }
}

/// A syntax or evaluation error, placed in the source.
public struct PreviewError: Sendable, Codable, Equatable {
    public var message: String
    public var file: String?
    public var line: Int?
    public var column: Int?
    /// The text of the line the error points at.
    public var sourceLine: String?

    public init(message: String, file: String? = nil, line: Int? = nil, column: Int? = nil, sourceLine: String? = nil) {
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.sourceLine = sourceLine
    }
}
