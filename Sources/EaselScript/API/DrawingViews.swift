import Foundation
import SwiftSyntax
import Easel

/// Text, images, colours, shapes and labels, for scripts.
enum DrawingViews {
    /// A string literal argument as SwiftUI reads it, a `LocalizedStringKey` (markdown applies to the
    /// literal's own characters, not to interpolated values), or a key made with `.init(…)`; nil
    /// for any other expression.
    static func localizedKey(_ a: Arg, _ ev: Evaluator) throws -> LocalizedStringKey? {
        if case .native(let key as LocalizedStringKey) = a.value { return key }
        // `Text(.init(message))`: a key made in place from a string (its markdown applies).
        if case .implicitMember("init", let args?) = a.value,
            case .native(let key as LocalizedStringKey)? = try? Builtins.construct("LocalizedStringKey", args, ev, node: a.node)
        {
            return key
        }
        guard let literal = a.node?.as(StringLiteralExprSyntax.self), case .string(let value) = a.value else { return nil }
        let pieces = ev.stringLiteralPieces.pieces(of: literal)
        let hasInterpolation = pieces.contains {
            if case .interpolation = $0 { return true }; return false
        }
        guard hasInterpolation, let scope = a.scope else { return LocalizedStringKey(value) }
        var parts = LocalizedStringKey.StringInterpolation(literalCapacity: 0, interpolationCount: 0)
        // The interpolations' values found when the argument was evaluated, if it was by `evalArgs`.
        var values = a.interpolations?.makeIterator()
        for piece in pieces {
            switch piece {
            case .text(let t): parts.appendLiteral(t)
            case .interpolation(let x, _):
                try ev.appendLocalizedArgument(x, scope, value: values?.next(), to: &parts)
            }
        }
        return LocalizedStringKey(stringInterpolation: parts)
    }

    static let all: [ViewDeclaration] = [
        ViewDeclaration(
            "Text",
            labels: ["verbatim", "format", "style", "formatter", "tableName", "bundle", "comment", "timerInterval", "pauseTime", "countsDown", "showsHours"]
        ) { r, ev in
            if let t = r.named("timerInterval") {
                let interval = try t.value.closedDateRange(node: t.node)
                let pause = try r.named("pauseTime").flatMap {
                    $0.value.isNone ? nil : try Conversions.native($0.value, Date.self, "Date", ev, node: $0.node)
                }
                let down = try r.named("countsDown").map { try Conversions.bool($0.value, node: $0.node) } ?? true
                let hours = try r.named("showsHours").map { try Conversions.bool($0.value, node: $0.node) } ?? true
                return Text(timerInterval: interval, pauseTime: pause, countsDown: down, showsHours: hours)
            }
            // The compiled `Text(_:tableName:bundle:comment:)`: the key is looked up in the renderer's strings.
            let table = try r.named("tableName").map { try Conversions.string($0.value, node: $0.node) }
            for label in ["bundle", "comment"] { _ = r.named(label) }
            if let a = r.named("verbatim") { return Text(verbatim: try Conversions.string(a.value, node: a.node)) }
            guard let a = r.positional() else { throw r.missing("text") }
            if let f = r.named("formatter") { return Text(verbatim: try FoundationValues.formatted(a.value, with: f.value, node: f.node)) }
            if let s = r.named("style") {
                return Text(
                    try Conversions.native(a.value, Date.self, "Date", ev, node: a.node),
                    style: try Conversions.native(s.value, Text.DateStyle.self, "Text.DateStyle", ev, node: s.node))
            }
            if let f = r.named("format") { return Text(formatted: try FormatStyleValue.formatted(a.value, f.value, ev, node: f.node)) }
            if case .native(let s as AttributedString) = a.value { return Text(s) }
            if case .native(let image as Image) = a.value { return Text(image) }
            if let key = try localizedKey(a, ev) { return Text(key, tableName: table) }
            return Text(a.value.description)
        },
        ViewDeclaration("Image", labels: ["systemName", "decorative", "variableValue", "bundle", "uiImage", "scale", "orientation", "label"]) { r, ev in
            if let s = r.named("systemName") { return try Symbols.image(systemName: s, &r) }
            if let u = r.named("uiImage") { return Image(uiImage: try Conversions.native(u.value, UIImage.self, "UIImage", ev, node: u.node)) }
            if r.has("label"), r.has("scale") {
                // `Image(cgImage, scale: 1, label: Text("QR code"))`.
                guard let a = r.positional() else { throw r.missing("image") }
                let cg = try Conversions.native(a.value, CGImage.self, "CGImage", ev, node: a.node)
                _ = r.named("orientation")
                _ = r.named("label")
                return Image(decorative: cg, scale: try r.cgfloat("scale") ?? 1)
            }
            if let d = r.named("decorative") {
                if case .native(let cg as CGImage) = d.value {  // `Image(decorative: cgImage, scale: 2)`
                    _ = r.named("orientation")
                    return Image(decorative: cg, scale: try r.cgfloat("scale") ?? 1)
                }
                _ = r.named("bundle")
                return Image(decorative: try Conversions.string(d.value, node: d.node))
            }
            guard let a = r.positional() else { throw r.missing("name") }
            _ = r.named("bundle")
            switch a.value {
            case .string(let name): return Image(name)
            case .implicitMember(let name, nil) where ev.extensions["ImageResource"]?.staticVars[name] == nil:
                // Xcode generates `.name` symbols for catalog images; without the catalog, the name is the asset.
                return Image(ImageResource(name: ev.assetSymbols.images[name] ?? name))
            default: return Image(try Conversions.native(a.value, ImageResource.self, "ImageResource", ev, node: a.node))
            }
        },
        ViewDeclaration("Color", labels: ["red", "green", "blue", "opacity", "white", "hue", "saturation", "brightness", "uiColor", "bundle"]) { r, ev in
            if let u = r.named("uiColor") { return try Conversions.color(u.value, ev, node: u.node) }
            return try color(&r, ev)
        },
        ViewDeclaration("Rectangle") { _, _ in Rectangle() },
        ViewDeclaration("Circle") { _, _ in Circle() },
        ViewDeclaration("Ellipse") { _, _ in Ellipse() },
        ViewDeclaration("ContainerRelativeShape") { _, _ in ContainerRelativeShape() },
        ViewDeclaration("AnyShape") { r, ev in
            guard let a = r.positional() else { throw r.missing("shape") }
            return AnyShape(try Conversions.shape(a, ev, what: "AnyShape"))
        },
        ViewDeclaration("Capsule", labels: ["style"]) { r, ev in
            guard let style = try r.named("style").map({ try Conversions.native($0.value, RoundedCornerStyle.self, "RoundedCornerStyle", ev, node: $0.node) })
            else {
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
        ViewDeclaration("LinearGradient", labels: ["gradient", "colors", "stops", "startPoint", "endPoint"]) { r, ev in
            let g = try gradient(&r, ev)
            guard let s = r.named("startPoint"), let e = r.named("endPoint") else { throw r.missing("'startPoint:' and 'endPoint:'") }
            return LinearGradient(gradient: g, startPoint: try unitPoint(s, ev), endPoint: try unitPoint(e, ev))
        },
        ViewDeclaration("RadialGradient", labels: ["gradient", "colors", "stops", "center", "startRadius", "endRadius"]) { r, ev in
            let g = try gradient(&r, ev)
            guard let c = r.named("center") else { throw r.missing("'center:'") }
            guard let r0 = try r.cgfloat("startRadius"), let r1 = try r.cgfloat("endRadius") else { throw r.missing("'startRadius:' and 'endRadius:'") }
            return RadialGradient(gradient: g, center: try unitPoint(c, ev), startRadius: r0, endRadius: r1)
        },
        ViewDeclaration("EllipticalGradient", labels: ["gradient", "colors", "stops", "center", "startRadiusFraction", "endRadiusFraction"]) { r, ev in
            let g = try gradient(&r, ev)
            let center = try r.named("center").map { try unitPoint($0, ev) }
            let f0 = try r.cgfloat("startRadiusFraction"), f1 = try r.cgfloat("endRadiusFraction")
            // Each argument left out keeps EllipticalGradient's own default.
            switch (center, f0, f1) {
            case (let c?, let a?, let b?): return EllipticalGradient(gradient: g, center: c, startRadiusFraction: a, endRadiusFraction: b)
            case (let c?, let a?, nil): return EllipticalGradient(gradient: g, center: c, startRadiusFraction: a)
            case (let c?, nil, let b?): return EllipticalGradient(gradient: g, center: c, endRadiusFraction: b)
            case (let c?, nil, nil): return EllipticalGradient(gradient: g, center: c)
            case (nil, let a?, let b?): return EllipticalGradient(gradient: g, startRadiusFraction: a, endRadiusFraction: b)
            case (nil, let a?, nil): return EllipticalGradient(gradient: g, startRadiusFraction: a)
            case (nil, nil, let b?): return EllipticalGradient(gradient: g, endRadiusFraction: b)
            case (nil, nil, nil): return EllipticalGradient(gradient: g)
            }
        },
        ViewDeclaration("AngularGradient", labels: ["gradient", "colors", "stops", "center", "angle", "startAngle", "endAngle"]) { r, ev in
            let g = try gradient(&r, ev)
            guard let c = r.named("center") else { throw r.missing("'center:'") }
            let center = try unitPoint(c, ev)
            func angle(_ label: String) throws -> Angle? { try r.named(label).map { try Conversions.native($0.value, Angle.self, "Angle", ev, node: $0.node) } }
            if let a = try angle("angle") { return AngularGradient(gradient: g, center: center, angle: a) }
            switch (try angle("startAngle"), try angle("endAngle")) {
            case (let s?, let e?): return AngularGradient(gradient: g, center: center, startAngle: s, endAngle: e)
            case (let s?, nil): return AngularGradient(gradient: g, center: center, startAngle: s)
            case (nil, let e?): return AngularGradient(gradient: g, center: center, endAngle: e)
            case (nil, nil): return AngularGradient(gradient: g, center: center)
            }
        },
        ViewDeclaration(
            "MeshGradient", labels: ["width", "height", "points", "bezierPoints", "colors", "background", "smoothsColors", "colorSpace"]
        ) { r, ev in try meshGradient(&r, ev) },
        ViewDeclaration("Path", labels: ["ellipseIn", "roundedRect", "cornerRadius", "cornerSize", "style"]) { r, ev in try Builtins.constructPath(&r, ev) },
        ViewDeclaration("Label", labels: ["systemImage", "image", "title", "icon"]) { r, ev in try Symbols.label(&r, ev) },
    ]

    /// A gradient given as `gradient:`, `colors:` or `stops:`.
    static func gradient(_ r: inout ArgReader, _ ev: Evaluator) throws -> Gradient {
        if let g = r.named("gradient") { return try Conversions.native(g.value, Gradient.self, "Gradient", ev, node: g.node) }
        if let c = r.named("colors") { return Gradient(colors: try colors(c, ev)) }
        if let s = r.named("stops") { return Gradient(stops: try stops(s, ev)) }
        throw r.missing("'gradient:', 'colors:' or 'stops:'")
    }

    static func colors(_ a: Arg, _ ev: Evaluator) throws -> [Color] {
        guard case .array(let xs) = a.value else { throw EvalError("expected an array of colours, got \(a.value.typeName)", a.node) }
        return try xs.map { try Conversions.color($0, ev, node: a.node) }
    }

    static func stops(_ a: Arg, _ ev: Evaluator) throws -> [Gradient.Stop] {
        guard case .array(let xs) = a.value else { throw EvalError("expected an array of Gradient.Stop, got \(a.value.typeName)", a.node) }
        return try xs.map { try Conversions.native($0, Gradient.Stop.self, "Gradient.Stop", ev, node: a.node) }
    }

    /// `MeshGradient(width:height:points:colors:background:smoothsColors:colorSpace:)`, or with
    /// `bezierPoints:`.
    static func meshGradient(_ r: inout ArgReader, _ ev: Evaluator) throws -> MeshGradient {
        guard let w = r.named("width"), let h = r.named("height") else { throw r.missing("'width:' and 'height:'") }
        let width = try Conversions.int(w.value, node: w.node), height = try Conversions.int(h.value, node: h.node)
        guard let c = r.named("colors") else { throw r.missing("'colors:'") }
        let colors = try self.colors(c, ev)
        let background = try r.named("background").map { try Conversions.color($0.value, ev, node: $0.node) } ?? .clear
        let smooth = try r.named("smoothsColors").map { try Conversions.bool($0.value, node: $0.node) } ?? true
        let space =
            try r.named("colorSpace").map { try Conversions.native($0.value, Gradient.ColorSpace.self, "Gradient.ColorSpace", ev, node: $0.node) }
            ?? .device
        func list(_ a: Arg) throws -> [Value] {
            guard case .array(let xs) = a.value else { throw EvalError("expected an array, got \(a.value.typeName)", a.node) }
            return xs
        }
        if let b = r.named("bezierPoints") {
            let points = try list(b).map { try bezierPoint($0, ev, node: b.node) }
            return MeshGradient(
                width: width, height: height, bezierPoints: points, colors: colors, background: background, smoothsColors: smooth,
                colorSpace: space)
        }
        guard let p = r.named("points") else { throw r.missing("'points:' or 'bezierPoints:'") }
        let points = try list(p).map { try simd2($0, ev, node: p.node) }
        return MeshGradient(
            width: width, height: height, points: points, colors: colors, background: background, smoothsColors: smooth, colorSpace: space)
    }

    /// A `SIMD2<Float>` as scripts write one: `[0.5, 0]`, `.init(0.5, 0)`, `.init(x: 0.5, y: 0)`,
    /// `SIMD2<Float>(0.5, 0)`.
    static func simd2(_ v: Value, _ ev: Evaluator, node: Syntax?) throws -> SIMD2<Float> {
        switch v {
        case .native(let s as SIMD2<Float>): return s
        case .array(let xs) where xs.count == 2, .tuple(let xs, _) where xs.count == 2:
            return SIMD2(Float(try Conversions.cgfloat(xs[0], node: node)), Float(try Conversions.cgfloat(xs[1], node: node)))
        case .implicitMember("init", let args?) where args.items.count == 2:
            return SIMD2(
                Float(try Conversions.cgfloat(args.items[0].value, node: node)), Float(try Conversions.cgfloat(args.items[1].value, node: node)))
        default: throw EvalError("expected a SIMD2<Float> point such as [0.5, 0], got \(v)", node)
        }
    }

    /// A `MeshGradient.BezierPoint` as `.init(position:leadingControlPoint:topControlPoint:trailingControlPoint:bottomControlPoint:)`.
    static func bezierPoint(_ v: Value, _ ev: Evaluator, node: Syntax?) throws -> MeshGradient.BezierPoint {
        if case .native(let b as MeshGradient.BezierPoint) = v { return b }
        guard case .implicitMember("init", let args?) = v else { throw EvalError("expected a MeshGradient.BezierPoint, got \(v)", node) }
        func point(_ label: String) throws -> SIMD2<Float> {
            guard let a = args.items.first(where: { $0.label == label }) else { throw EvalError("BezierPoint needs '\(label):'", node) }
            return try simd2(a.value, ev, node: a.node ?? node)
        }
        return MeshGradient.BezierPoint(
            position: try point("position"), leadingControlPoint: try point("leadingControlPoint"), topControlPoint: try point("topControlPoint"),
            trailingControlPoint: try point("trailingControlPoint"), bottomControlPoint: try point("bottomControlPoint"))
    }

    static func unitPoint(_ a: Arg, _ ev: Evaluator) throws -> UnitPoint {
        try Conversions.native(a.value, UnitPoint.self, "UnitPoint", ev, node: a.node)
    }

    /// An image paint from `ImagePaint(image:sourceRect:scale:)` or `.image(_:sourceRect:scale:)`.
    static func imagePaint(_ r: inout ArgReader, _ ev: Evaluator) throws -> Value {
        guard let i = r.named("image") ?? r.positional() else { throw r.missing("'image:'") }
        let image = try Conversions.native(i.value, Image.self, "Image", ev, node: i.node)
        let rect = try r.named("sourceRect").map { try Conversions.native($0.value, CGRect.self, "CGRect", ev, node: $0.node) }
        let scale = try r.cgfloat("scale")
        switch (rect, scale) {
        case let (rect?, scale?): return .native(ImagePaint(image: image, sourceRect: rect, scale: scale))
        case let (rect?, nil): return .native(ImagePaint(image: image, sourceRect: rect))
        case let (nil, scale?): return .native(ImagePaint(image: image, scale: scale))
        case (nil, nil): return .native(ImagePaint(image: image))
        }
    }

    /// `Gradient(colors:)`, `Gradient(stops:)` and `Gradient.Stop(color:location:)`.
    static let gradientValues: [ValueDeclaration] = [
        // `ImagePaint(image: Image("dots"), sourceRect: …, scale: 0.5)`: tiles of an image.
        ValueDeclaration("ImagePaint", labels: ["image", "sourceRect", "scale"]) { r, ev in try imagePaint(&r, ev) },
        // `FillShapeStyle()`, `ForegroundStyle()`, `BackgroundStyle()`: the styles `.fill`,
        // `.foreground` and `.background` name.
        ValueDeclaration("FillShapeStyle") { _, _ in .native(FillShapeStyle()) },
        ValueDeclaration("ForegroundStyle") { _, _ in .native(ForegroundStyle()) },
        ValueDeclaration("BackgroundStyle") { _, _ in .native(BackgroundStyle()) },
        // `AnyShapeStyle(.blue)`, `AnyShapeStyle(LinearGradient(…))`: paints as the style it wraps.
        ValueDeclaration("AnyShapeStyle") { r, ev in
            guard let a = r.positional() else { throw r.missing("style") }
            func open<S: ShapeStyle>(_ s: S) -> Value { .native(AnyShapeStyle(s)) }
            return open(try DrawingModifiers.shapeStyle(a, ev))
        },
        // `UIImage(named:)`, `(systemName:)`, `(resource:)`, `(data:)`, `(contentsOfFile:)` (a bundled file or
        // one the script wrote to the app's folders): nil when the bytes are no PNG or JPEG.
        ValueDeclaration(
            "UIImage",
            labels: [
                "named", "systemName", "resource", "data", "scale", "contentsOfFile", "in", "with", "compatibleWith", "cgImage", "ciImage",
                "withConfiguration", "imageLiteralResourceName",
            ]
        ) { r, ev in
            func string(_ a: Arg) throws -> String { try Conversions.string(a.value, node: a.node) }
            _ = r.named("in")
            _ = r.named("with")
            _ = r.named("compatibleWith")
            _ = r.named("withConfiguration")
            if let n = r.named("named") { return UIImage(named: try string(n)).map { .native($0) } ?? .null }
            // `UIImage(imageLiteralResourceName: "cat")` (and `#imageLiteral`): not optional; a
            // name the app does not have stops the render, as it would crash the app.
            if let n = r.named("imageLiteralResourceName") {
                let name = try string(n)
                guard let image = UIImage(named: name) else { throw EvalError("no image named '\(name)' in the app's assets", n.node) }
                return .native(image)
            }
            // `UIImage(cgImage:)`, `UIImage(ciImage:)`: Core Image's pixels (CoreImageValues).
            if let c = r.named("cgImage") {
                let cg = try Conversions.native(c.value, CGImage.self, "CGImage", ev, node: c.node)
                guard let scale = try r.cgfloat("scale") else { return .native(UIImage(cgImage: cg)) }
                _ = r.named("orientation")
                return .native(UIImage(cgImage: cg, scale: scale, orientation: .up))
            }
            if let c = r.named("ciImage") { return .native(UIImage(ciImage: try Conversions.native(c.value, CIImage.self, "CIImage", ev, node: c.node))) }
            if let s = r.named("systemName") { return UIImage(systemName: try string(s)).map { .native($0) } ?? .null }
            if let res = r.named("resource") {
                return .native(UIImage(resource: try Conversions.native(res.value, ImageResource.self, "ImageResource", ev, node: res.node)))
            }
            let data: Data
            if let d = r.named("data") {
                guard case .native(let bytes as Data) = d.value else { throw EvalError("UIImage(data:) expects Data, got \(d.value.typeName)", d.node) }
                data = bytes
            } else if let f = r.named("contentsOfFile") {
                guard let bytes = try? ev.readFile(try string(f), node: f.node) else { return .null }
                data = bytes
            } else if r.args.isEmpty {
                return .native(UIImage())
            } else {
                throw r.missing("'named:', 'systemName:', 'data:' or 'contentsOfFile:'")
            }
            let scale = try r.cgfloat("scale") ?? 1
            return UIImage(data: data, scale: scale).map { .native($0) } ?? .null
        },
        // `UIImage.SymbolConfiguration(pointSize: 24, weight: .bold)`: not read by the drawing (see
        // Easel's `UIImage.SymbolConfiguration`).
        ValueDeclaration(
            "UIImage.SymbolConfiguration",
            labels: ["pointSize", "weight", "scale", "textStyle", "font", "hierarchicalColor", "paletteColors"]
        ) { r, _ in
            r.skipRemaining()
            return .native(InertValue(typeName: "UIImage.SymbolConfiguration"))
        },
        // A script's UIColor is the colour it stands for (`UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)`).
        ValueDeclaration("UIColor", labels: ["red", "green", "blue", "alpha", "white", "named", "in", "compatibleWith", "dynamicProvider"]) { r, ev in
            // `UIColor(color)`: a SwiftUI colour as a UIKit one (scripts hold both as `Color`).
            if let a = r.positional() { return .native(try Conversions.color(a.value, ev, node: a.node)) }
            // `UIColor { traits in traits.userInterfaceStyle == .dark ? … : … }`: asked for light
            // and for dark, as Easel's `UIColor(dynamicProvider:)` is.
            if let (provider, node) = r.closure("dynamicProvider") {
                func color(_ style: UIUserInterfaceStyle) throws -> Color {
                    let v = try ev.callValue(
                        .closure(provider), Args([Arg(label: nil, value: .native(UITraitCollection(userInterfaceStyle: style)))]), node: node)
                    return try Conversions.color(v, ev, node: node)
                }
                let light = try color(.light), dark = try color(.dark)
                return .native(UIColor { $0.userInterfaceStyle == .dark ? UIColor(dark) : UIColor(light) }.color)
            }
            // `UIColor(named: "brand", in: .main, compatibleWith: nil)`: the catalog's colour.
            if let n = r.named("named") {
                _ = r.named("in")
                _ = r.named("compatibleWith")
                return .native(Color(try Conversions.string(n.value, node: n.node)))
            }
            let alpha = Double(try r.cgfloat("alpha") ?? 1)
            if let w = try r.cgfloat("white") { return .native(UIColor(white: w, alpha: CGFloat(alpha)).color) }
            return .native(
                UIColor(
                    red: try r.cgfloat("red") ?? 0, green: try r.cgfloat("green") ?? 0, blue: try r.cgfloat("blue") ?? 0,
                    alpha: CGFloat(alpha)
                ).color)
        },
        ValueDeclaration("Gradient", labels: ["colors", "stops"]) { r, ev in
            if let c = r.named("colors") { return .native(Gradient(colors: try colors(c, ev))) }
            if let s = r.named("stops") { return .native(Gradient(stops: try stops(s, ev))) }
            throw r.missing("'colors:' or 'stops:'")
        },
        ValueDeclaration("Gradient.Stop", labels: ["color", "location"]) { r, ev in
            guard let c = r.named("color"), let l = try r.cgfloat("location") else { throw r.missing("'color:' and 'location:'") }
            return .native(Gradient.Stop(color: try Conversions.color(c.value, ev, node: c.node), location: l))
        },
    ]

    /// `Color("asset")`, `Color(red:green:blue:opacity:)`, `Color(white:opacity:)`, `Color(hue:saturation:brightness:opacity:)`
    /// and `Color(.sRGB, red: …)` (the colour space is read and sRGB used).
    static func color(_ r: inout ArgReader, _ ev: Evaluator) throws -> Color {
        if let a = r.positional() {
            // `Color("brand", bundle: nil)`: the project's catalogs are the main bundle's and its packages'.
            if case .string(let name) = a.value {
                _ = r.named("bundle")
                return Color(name)
            }
            // `Color(.init(white: 1, alpha: 0.15))`: a UIColor made in place.
            if case .implicitMember("init", let args?) = a.value, case .native(let c as Color) = try Builtins.construct("UIColor", args, ev, node: a.node) {
                return c
            }
            if case .native(let resource as ColorResource) = a.value { return Color(resource) }
            // `Color(.brand)`: a ColorResource member, the project's own or one Xcode generates.
            if case .implicitMember(_, nil) = a.value,
                let resource = try? Conversions.native(a.value, ColorResource.self, "ColorResource", ev, node: a.node)
            {
                return Color(resource)
            }
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
