import Foundation
import SwiftSyntax
import Easel

/// Core Graphics' bitmap images in scripts, Easel's: an image file read with Image I/O
/// (`CGImageSourceCreateWithURL`, `CGImageSourceCreateImageAtIndex`), a bitmap `CGContext` that
/// draws images scaled into rectangles and makes an image of them, colour spaces and bitmap
/// layouts — what Apple's Landmarks tutorial's `ImageStore` does to load and size its photos.
enum CoreGraphicsValues {
    static let values: [ValueDeclaration] = [
        ValueDeclaration("CGContext", labels: ["data", "width", "height", "bitsPerComponent", "bytesPerRow", "space", "bitmapInfo"]) { r, ev in
            if let d = r.named("data"), !d.value.isNone {
                throw EvalError("a bitmap CGContext keeps its own pixels here: pass data: nil and read them with makeImage()", d.node)
            }
            func int(_ label: String) throws -> Int {
                guard let a = r.named(label) else { throw r.missing("'\(label):'") }
                return try Conversions.int(a.value, node: a.node)
            }
            let (width, height, bits, bytes) = (try int("width"), try int("height"), try int("bitsPerComponent"), try int("bytesPerRow"))
            guard let s = r.named("space") else { throw r.missing("'space:'") }
            let space = try Conversions.native(s.value, CGColorSpace.self, "CGColorSpace", ev, node: s.node)
            guard let i = r.named("bitmapInfo") else { throw r.missing("'bitmapInfo:'") }
            let info: UInt32
            switch i.value {
            case .native(let b as CGBitmapInfo): info = b.rawValue
            default:
                let n = try Conversions.int(i.value, node: i.node)
                guard let exact = UInt32(exactly: n) else { throw EvalError("bitmapInfo is a UInt32, got \(n)", i.node) }
                info = exact
            }
            let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: bits, bytesPerRow: bytes, space: space, bitmapInfo: info)
            return context.map { .native($0) } ?? .null
        },
        ValueDeclaration("CGColorSpace", labels: ["name"]) { r, _ in
            guard let n = r.named("name") else { throw r.missing("'name:'") }
            return CGColorSpace(name: try Conversions.string(n.value, node: n.node)).map { .native($0) } ?? .null
        },
        ValueDeclaration("CGBitmapInfo", labels: ["rawValue", "alphaInfo"]) { r, ev in
            if let a = r.named("alphaInfo") {
                return .native(CGBitmapInfo(alphaInfo: try Conversions.native(a.value, CGImageAlphaInfo.self, "CGImageAlphaInfo", ev, node: a.node)))
            }
            guard let a = r.named("rawValue") else { throw r.missing("'rawValue:' or 'alphaInfo:'") }
            let n = try Conversions.int(a.value, node: a.node)
            guard let raw = UInt32(exactly: n) else { throw EvalError("a CGBitmapInfo's raw value is a UInt32, got \(n)", a.node) }
            return .native(CGBitmapInfo(rawValue: raw))
        },
    ]

    /// Image I/O's and Core Graphics' global functions.
    static let functions: [ValueDeclaration] = [
        ValueDeclaration("CGImageSourceCreateWithURL") { r, ev in
            guard let u = r.positional() else { throw r.missing("a URL") }
            _ = r.positional()
            // `url as CFURL` is the URL; a file that is missing or outside the project is nil, as
            // one that cannot be read.
            let url = try Conversions.native(u.value, URL.self, "URL", ev, node: u.node)
            guard url.isFileURL, let data = try? ev.readFile(url.path, node: u.node) else { return .null }
            return CGImageSourceCreateWithData(data as NSData, nil).map { .native($0) } ?? .null
        },
        ValueDeclaration("CGImageSourceCreateWithData") { r, ev in
            guard let d = r.positional() else { throw r.missing("data") }
            _ = r.positional()
            let data = try Conversions.native(d.value, Data.self, "Data", ev, node: d.node)
            return CGImageSourceCreateWithData(data as NSData, nil).map { .native($0) } ?? .null
        },
        ValueDeclaration("CGImageSourceGetCount") { r, ev in
            guard let s = r.positional() else { throw r.missing("an image source") }
            return .int(CGImageSourceGetCount(try Conversions.native(s.value, CGImageSource.self, "CGImageSource", ev, node: s.node)))
        },
        ValueDeclaration("CGImageSourceCreateImageAtIndex") { r, ev in
            guard let s = r.positional(), let i = r.positional() else { throw r.missing("an image source and an index") }
            _ = r.positional()
            let source = try Conversions.native(s.value, CGImageSource.self, "CGImageSource", ev, node: s.node)
            return CGImageSourceCreateImageAtIndex(source, try Conversions.int(i.value, node: i.node), nil).map { .native($0) } ?? .null
        },
        ValueDeclaration("CGColorSpaceCreateDeviceRGB") { _, _ in .native(CGColorSpaceCreateDeviceRGB()) },
    ]

    nonisolated(unsafe) static let statics: [String: [String: Any]] = [
        "CGColorSpace": [
            "sRGB": CGColorSpace.sRGB, "extendedSRGB": CGColorSpace.extendedSRGB, "linearSRGB": CGColorSpace.linearSRGB,
            "displayP3": CGColorSpace.displayP3, "genericRGBLinear": CGColorSpace.genericRGBLinear,
            "genericGrayGamma2_2": CGColorSpace.genericGrayGamma2_2, "linearGray": CGColorSpace.linearGray,
        ],
        "CGImageAlphaInfo": Dictionary(uniqueKeysWithValues: CGImageAlphaInfo.allCases.map { ("\($0)", $0 as Any) }),
        "CGInterpolationQuality": Dictionary(uniqueKeysWithValues: CGInterpolationQuality.allCases.map { ("\($0)", $0 as Any) }),
        "CGBitmapInfo": [
            "alphaInfoMask": CGBitmapInfo.alphaInfoMask, "floatComponents": CGBitmapInfo.floatComponents,
            "byteOrderMask": CGBitmapInfo.byteOrderMask, "byteOrder16Little": CGBitmapInfo.byteOrder16Little,
            "byteOrder32Little": CGBitmapInfo.byteOrder32Little, "byteOrder16Big": CGBitmapInfo.byteOrder16Big,
            "byteOrder32Big": CGBitmapInfo.byteOrder32Big,
        ],
    ]

    static func member(_ base: Value, _ name: String) -> Value? {
        switch base {
        case .native(let c as CGImage):
            switch name {
            case "bitsPerComponent": return .int(c.bitsPerComponent)
            case "bitsPerPixel": return .int(c.bitsPerPixel)
            case "bytesPerRow": return .int(c.bytesPerRow)
            case "colorSpace": return c.colorSpace.map { .native($0) } ?? .null
            case "alphaInfo": return .native(c.alphaInfo)
            case "bitmapInfo": return .native(c.bitmapInfo)
            default: return nil
            }
        case .native(let b as CGBitmapInfo):
            switch name {
            case "rawValue": return .int(Int(b.rawValue))
            case "alphaInfo": return b.alphaInfo.map { .native($0) } ?? .null
            default: return nil
            }
        case .native(let a as CGImageAlphaInfo) where name == "rawValue": return .int(Int(a.rawValue))
        case .native(let q as CGInterpolationQuality) where name == "rawValue": return .int(Int(q.rawValue))
        case .native(let s as CGColorSpace):
            switch name {
            case "name": return s.name.map { .string($0) } ?? .null
            case "numberOfComponents": return .int(s.numberOfComponents)
            default: return nil
            }
        case .native(let c as CGContext):
            switch name {
            case "width": return .int(c.width)
            case "height": return .int(c.height)
            case "bitsPerComponent": return .int(c.bitsPerComponent)
            case "bytesPerRow": return .int(c.bytesPerRow)
            case "colorSpace": return c.colorSpace.map { .native($0) } ?? .null
            case "bitmapInfo": return .native(c.bitmapInfo)
            case "interpolationQuality": return .native(c.interpolationQuality)
            default: return nil
            }
        default: return nil
        }
    }

    /// `context.interpolationQuality = .high`.
    static func setMember(_ base: Value, _ name: String, _ value: Value, node: Syntax?) throws -> Bool {
        guard case .native(let c as CGContext) = base, name == "interpolationQuality" else { return false }
        switch value {
        case .native(let q as CGInterpolationQuality): c.interpolationQuality = q
        case .implicitMember(let n, nil):
            guard let q = statics["CGInterpolationQuality"]?[n] as? CGInterpolationQuality else {
                throw EvalError("'.\(n)' is not a CGInterpolationQuality", node)
            }
            c.interpolationQuality = q
        default: throw EvalError("interpolationQuality is a CGInterpolationQuality, got \(value.typeName)", node)
        }
        return true
    }

    static func method(_ base: Value, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        guard case .native(let c as CGContext) = base else { return nil }
        var r = ArgReader(args, "CGContext.\(name)", ev, node: node)
        let result: Value
        switch name {
        case "draw":
            guard let i = r.positional(), let rect = r.named("in") else { throw r.missing("an image and 'in:'") }
            c.draw(
                try Conversions.native(i.value, CGImage.self, "CGImage", ev, node: i.node),
                in: try Conversions.native(rect.value, CGRect.self, "CGRect", ev, node: rect.node))
            result = .void
        case "makeImage": result = c.makeImage().map { .native($0) } ?? .null
        default: return nil
        }
        try r.finish()
        return result
    }
}
