import Foundation
import SwiftSyntax
import Easel

/// Text, images, colours, shapes and labels, for scripts.
enum DrawingViews {
    static let all: [ViewDeclaration] = [
        ViewDeclaration("Text", labels: ["verbatim", "format"]) { r, ev in
            if let a = r.named("verbatim") { return Text(verbatim: try Conversions.string(a.value, node: a.node)) }
            guard let a = r.positional() else { throw r.missing("text") }
            if let f = r.named("format") { return Text(verbatim: try NumberFormat.text(a.value, f.value, ev, node: f.node)) }
            return Text(a.value.description)
        },
        ViewDeclaration("Image", labels: ["systemName", "variableValue", "bundle"]) { r, ev in
            if let s = r.named("systemName") { return try Symbols.image(systemName: s, &r) }
            guard let a = r.positional() else { throw r.missing("name") }
            _ = r.named("bundle")
            switch a.value {
            case .string(let name): return Image(name)
            case .implicitMember(let name, nil) where ev.extensions["ImageResource"]?.staticVars[name] == nil:
                // Xcode generates `.name` symbols for catalog images; without the catalog, the name is the asset.
                return Image(ImageResource(name: name))
            default: return Image(try Conversions.native(a.value, ImageResource.self, "ImageResource", ev, node: a.node))
            }
        },
        ViewDeclaration("Color", labels: ["red", "green", "blue", "opacity", "white", "hue", "saturation", "brightness"]) { r, ev in
            try color(&r, ev)
        },
        ViewDeclaration("Rectangle") { _, _ in Rectangle() },
        ViewDeclaration("Circle") { _, _ in Circle() },
        ViewDeclaration("Ellipse") { _, _ in Ellipse() },
        ViewDeclaration("Capsule", labels: ["style"]) { r, ev in
            guard let style = try r.named("style").map({ try Conversions.native($0.value, RoundedCornerStyle.self, "RoundedCornerStyle", ev, node: $0.node) }) else {
                return Capsule()
            }
            return Capsule(style: style)
        },
        ViewDeclaration("RoundedRectangle", labels: ["cornerRadius", "cornerSize", "style"]) { r, ev in
            let style = try r.named("style").map { try Conversions.native($0.value, RoundedCornerStyle.self, "RoundedCornerStyle", ev, node: $0.node) }
            if let radius = try r.cgfloat("cornerRadius") {
                if let style { return RoundedRectangle(cornerRadius: radius, style: style) }
                return RoundedRectangle(cornerRadius: radius)
            }
            if let size = r.named("cornerSize") {
                let s = try Conversions.native(size.value, CGSize.self, "CGSize", ev, node: size.node)
                if let style { return RoundedRectangle(cornerSize: s, style: style) }
                return RoundedRectangle(cornerSize: s)
            }
            throw r.missing("'cornerRadius:'")
        },
        ViewDeclaration("Path", labels: ["ellipseIn", "roundedRect", "cornerRadius"]) { r, ev in try Builtins.constructPath(&r, ev) },
        ViewDeclaration("Label", labels: ["systemImage", "image", "title", "icon"]) { r, ev in try Symbols.label(&r, ev) },
    ]

    /// `Color("asset")`, `Color(red:green:blue:opacity:)`, `Color(white:opacity:)`, `Color(hue:saturation:brightness:opacity:)`
    /// and `Color(.sRGB, red: …)` (the colour space is read and sRGB used).
    static func color(_ r: inout ArgReader, _ ev: Evaluator) throws -> Color {
        if let a = r.positional() {
            if case .string(let name) = a.value { return Color(name) }
            if let c = try components(&r) { return c }
            return try Conversions.color(a.value, ev, node: a.node)
        }
        if let c = try components(&r) { return c }
        throw r.missing("a colour")
    }

    private static func components(_ r: inout ArgReader) throws -> Color? {
        func opacity(_ r: inout ArgReader) throws -> Double? { try r.cgfloat("opacity").map(Double.init) }
        if let red = try r.cgfloat("red") {
            let g = Double(try r.cgfloat("green") ?? 0), b = Double(try r.cgfloat("blue") ?? 0)
            if let o = try opacity(&r) { return Color(red: Double(red), green: g, blue: b, opacity: o) }
            return Color(red: Double(red), green: g, blue: b)
        }
        if let w = try r.cgfloat("white") {
            if let o = try opacity(&r) { return Color(white: Double(w), opacity: o) }
            return Color(white: Double(w))
        }
        if let h = try r.cgfloat("hue") {
            let s = Double(try r.cgfloat("saturation") ?? 0), b = Double(try r.cgfloat("brightness") ?? 0)
            if let o = try opacity(&r) { return Color(hue: Double(h), saturation: s, brightness: b, opacity: o) }
            return Color(hue: Double(h), saturation: s, brightness: b)
        }
        return nil
    }
}
