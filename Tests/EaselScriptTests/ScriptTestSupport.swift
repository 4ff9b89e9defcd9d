import XCTest
import Foundation
import Easel
import EaselRaster
@testable import EaselScript

/// Reading fixture scenes and inline sources into layouts, for the script tests.
enum ScriptTestSupport {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func source(_ file: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent("fixtures/scenes/\(file)"), encoding: .utf8)
    }

    /// The layout JSON of a script's only render.
    static func scriptJSON(_ source: String, fileName: String = "t.swift", conditions: CompilationConditions = .iOSDebug) throws -> String {
        let script = try Script(source: source, fileName: fileName, conditions: conditions)
        let r = try script.renders()
        XCTAssertEqual(r.count, 1)
        let renderer = ImageRenderer(content: r[0].view)
        return String(data: try script.checked { try renderer.layout() }.jsonData(), encoding: .utf8)!
    }

    static func compiledJSON<V: View>(_ v: V) throws -> String {
        String(data: try ImageRenderer(content: v).layout().jsonData(), encoding: .utf8)!
    }

    /// The layout of a script's only render.
    static func layout(_ source: String, conditions: CompilationConditions = .iOSDebug) throws -> LayoutSnapshot {
        let script = try Script(source: source, fileName: "t.swift", conditions: conditions)
        let renderer = ImageRenderer(content: try script.renders()[0].view)
        return try script.checked { try renderer.layout() }
    }

    /// The layout of a script's first render and the warnings the render gave (an action that
    /// stopped, a view that could not be drawn), with `fileName` in their locations.
    static func layoutAndWarnings(_ source: String, fileName: String) throws -> (layout: LayoutSnapshot, warnings: [String]) {
        let script = try Script(source: source, fileName: fileName)
        let renderer = ImageRenderer(content: try script.renders()[0].view)
        let l = try script.checked { try renderer.layout() }
        return (l, renderer.warnings)
    }

    /// The labels of the texts of a script's only render, in order.
    static func texts(_ source: String) throws -> [String] {
        try layout(source).root.all { $0.kind == "Text" }.compactMap(\.label)
    }

    /// The message of the error a script raises while it is read or rendered.
    static func error(_ source: String, conditions: CompilationConditions = .iOSDebug) -> String {
        do { _ = try layout(source, conditions: conditions); return "no error" } catch { return String(describing: error) }
    }

    /// The pixels of a script's only render at @1x, on `device` when one is given: the script half
    /// of a "same pixels as compiled" test.
    static func scriptPixels(_ source: String, device: Device? = nil) throws -> Bitmap {
        let script = try Script(source: source, fileName: "t.swift")
        let r = ImageRenderer(content: try script.renders()[0].view)
        r.scale = 1
        r.device = device
        return try script.checked { try r.rasterize() }.bitmap
    }

    /// The pixels of a compiled view at @1x, on `device` when one is given.
    static func compiledPixels<V: View>(_ view: V, device: Device? = nil) throws -> Bitmap {
        let r = ImageRenderer(content: view)
        r.scale = 1
        r.device = device
        return try r.rasterize().bitmap
    }

    /// The value of `expression` in a script of `declarations` (a file-scope constant made of it).
    static func value(_ expression: String, _ declarations: String = "") throws -> Value? {
        try global("probe", in: declarations + "\nlet probe = \(expression)")
    }

    /// A file-scope constant of a script.
    static func global(_ name: String, in source: String) throws -> Value? {
        try Script(source: source, fileName: "t.swift").evaluator.globals.lookup(name)
    }
}
