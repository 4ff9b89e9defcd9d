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
/// Values travel as the option's own text (`--device "iPhone SE"` is `device=iPhone SE`).
public struct PreviewSettings: Hashable, Sendable, Codable {
    /// `--device`: `auto`, `none` or a device name.
    public var device: String
    /// `--color-scheme`: `light` or `dark`.
    public var colorScheme: String
    /// `--scale`: 1, 2 or 3.
    public var scale: Int
    /// `--debug`: outline every frame.
    public var debug: Bool

    public init(device: String = "auto", colorScheme: String = "light", scale: Int = 2, debug: Bool = false) {
        self.device = device
        self.colorScheme = colorScheme
        self.scale = scale
        self.debug = debug
    }

    /// The settings a URL query names, each value checked against `controls`; a missing or
    /// unknown value keeps the default.
    public init(query: [String: String], controls: PreviewControls) {
        self = controls.defaults
        if let d = query["device"], controls.devices.contains(d) { device = d }
        if let c = query["colorScheme"], controls.colorSchemes.contains(c) { colorScheme = c }
        if let s = query["scale"].flatMap(Int.init), controls.scales.contains(s) { scale = s }
        if let d = query["debug"] { debug = d == "1" || d == "true" }
    }
}

/// The values each control offers (taken from the command's option types) and their defaults
/// (the command line's values).
public struct PreviewControls: Sendable, Codable {
    public var devices: [String]
    public var colorSchemes: [String]
    public var scales: [Int]
    public var defaults: PreviewSettings

    public init(devices: [String], colorSchemes: [String], scales: [Int], defaults: PreviewSettings) {
        self.devices = devices
        self.colorSchemes = colorSchemes
        self.scales = scales
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
