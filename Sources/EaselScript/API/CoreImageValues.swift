import Foundation
import SwiftSyntax
import Easel

/// Core Image for scripts: `CIContext`, `CIImage`, `CIFilter` (by name and through
/// `CIFilterBuiltins`' `CIFilter.sepiaTone()` …), `CIVector`, the `kCIInput…Key` constants, and the
/// members and methods the photo-filter and QR code screens use — each reaching Easel's API of the
/// same name.
enum CoreImageValues {
    static let values: [ValueDeclaration] = [
        ValueDeclaration("CIContext", labels: ["options"]) { r, _ in
            _ = r.named("options")
            return .native(CIContext())
        },
        // `CIImage(image:)` is nil for an image with no pixels; `CIImage(cgImage:)` never is.
        ValueDeclaration("CIImage", labels: ["image", "cgImage", "options"]) { r, ev in
            _ = r.named("options")
            if let a = r.named("image") {
                if case .null = a.value { return .null }
                return CIImage(image: try Conversions.native(a.value, UIImage.self, "UIImage", ev, node: a.node)).map { .native($0) } ?? .null
            }
            if let a = r.named("cgImage") { return .native(CIImage(cgImage: try Conversions.native(a.value, CGImage.self, "CGImage", ev, node: a.node))) }
            throw r.missing("'image:' or 'cgImage:'")
        },
        // `CIFilter(name: "CISepiaTone")`: nil for a filter Easel does not implement, as for an unknown name.
        ValueDeclaration("CIFilter", labels: ["name", "parameters"]) { r, ev in
            guard let n = r.named("name") else { throw r.missing("'name:'") }
            guard let filter = CIFilter(name: try Conversions.string(n.value, node: n.node)) else { return .null }
            if let p = r.named("parameters"), case .dictionary(let entries) = p.value {
                for (k, v) in entries { if case .string(let key) = k { filter.setValue(try any(v, node: p.node), forKey: key) } }
            }
            return .native(filter)
        },
        ValueDeclaration("CIVector", labels: ["x", "y", "z", "w", "cgPoint"]) { r, ev in
            if let p = r.named("cgPoint") { return .native(CIVector(cgPoint: try Conversions.native(p.value, CGPoint.self, "CGPoint", ev, node: p.node))) }
            guard let x = try r.cgfloat("x"), let y = try r.cgfloat("y") else { throw r.missing("'x:' and 'y:'") }
            if let z = try r.cgfloat("z") { return .native(CIVector(x: x, y: y, z: z, w: try r.cgfloat("w") ?? 0)) }
            return .native(CIVector(x: x, y: y))
        },
    ]

    /// `CIFilter.sepiaTone()` …: the built-in filters of `CoreImage.CIFilterBuiltins`.
    static let functions: [StaticFunctionDeclaration] = [
        filter("sepiaTone") { CIFilter.sepiaTone() }, filter("gaussianBlur") { CIFilter.gaussianBlur() },
        filter("pixellate") { CIFilter.pixellate() }, filter("crystallize") { CIFilter.crystallize() },
        filter("pointillize") { CIFilter.pointillize() }, filter("edges") { CIFilter.edges() }, filter("vignette") { CIFilter.vignette() },
        filter("unsharpMask") { CIFilter.unsharpMask() }, filter("gloom") { CIFilter.gloom() }, filter("bloom") { CIFilter.bloom() },
        filter("twirlDistortion") { CIFilter.twirlDistortion() }, filter("photoEffectNoir") { CIFilter.photoEffectNoir() },
        filter("qrCodeGenerator") { CIFilter.qrCodeGenerator() },
        StaticFunctionDeclaration("CIImage", "empty") { _, _ in .native(CIImage.empty()) },
    ]

    private static func filter(_ name: String, _ make: @escaping @Sendable () -> CIFilter) -> StaticFunctionDeclaration {
        StaticFunctionDeclaration("CIFilter", name) { _, _ in .native(make()) }
    }

    /// The key constants scripts name unqualified (`kCIInputImageKey`).
    static let constants: [String: String] = [
        "kCIInputImageKey": kCIInputImageKey, "kCIInputIntensityKey": kCIInputIntensityKey, "kCIInputRadiusKey": kCIInputRadiusKey,
        "kCIInputScaleKey": kCIInputScaleKey, "kCIInputCenterKey": kCIInputCenterKey, "kCIInputAngleKey": kCIInputAngleKey,
        "kCIInputAmountKey": kCIInputAmountKey, "kCIOutputImageKey": kCIOutputImageKey, "kCIAttributeFilterName": kCIAttributeFilterName,
        "kCIAttributeFilterDisplayName": kCIAttributeFilterDisplayName,
    ]

    static func globalConstant(_ name: String) -> Value? { constants[name].map { .string($0) } }

    /// The typed inputs of `CIFilterBuiltins` and the input keys they stand for.
    static let typedInputs: [String: String] = [
        "inputImage": kCIInputImageKey, "intensity": kCIInputIntensityKey, "radius": kCIInputRadiusKey, "scale": kCIInputScaleKey,
        "center": kCIInputCenterKey, "angle": kCIInputAngleKey, "amount": kCIInputAmountKey, "message": "inputMessage",
        "correctionLevel": "inputCorrectionLevel",
    ]

    /// A script value as the Swift value `setValue(_:forKey:)` takes; NaN is an error at the
    /// argument, as for every number of a scene file.
    static func any(_ v: Value, node: Syntax? = nil) throws -> Any? {
        switch v {
        case .null, .void: return nil
        case .int(let i): return i
        case .double(let d):
            guard !d.isNaN else { throw EvalError("not a number (NaN): a filter's input needs a number", node) }
            return d
        case .bool(let b): return b
        case .string(let s): return s
        case .native(let n): return n
        case .binding(let b): return try any(b.get(), node: node)
        case .implicitMember(let name, nil) where name == "nan" || name == "signalingNaN":
            throw EvalError("not a number (NaN): a filter's input needs a number", node)
        case .implicitMember: return Conversions.double(v)  // `filter.angle = .pi`
        default: return nil
        }
    }

    /// A Swift value `value(forKey:)` gave, as a script value.
    static func value(_ a: Any?) -> Value {
        switch a {
        case nil: return .null
        case let d as Double: return .double(d)
        case let f as Float: return .double(Double(f))
        case let i as Int: return .int(i)
        case let s as String: return .string(s)
        case let v as CIVector where v.count == 2: return .native(v)
        case let x?: return .native(x)
        }
    }

    static func member(_ base: Value, _ name: String) -> Value? {
        switch base {
        case .native(let f as CIFilter):
            switch name {
            case "outputImage": return f.outputImage.map { .native($0) } ?? .null
            case "inputKeys": return .array(f.inputKeys.map { .string($0) })
            case "outputKeys": return .array(f.outputKeys.map { .string($0) })
            case "name": return .string(f.name)
            case "attributes": return .dictionary(f.attributes.map { (key: .string($0.key), value: value($0.value)) })
            case "center": return .native((f.value(forKey: kCIInputCenterKey) as? CIVector)?.cgPointValue ?? .zero)
            default:
                guard let key = typedInputs[name] else { return nil }
                return value(f.value(forKey: key))
            }
        case .native(let i as CIImage) where name == "extent": return .native(i.extent)
        case .native(let c as CGImage) where name == "width": return .int(c.width)
        case .native(let c as CGImage) where name == "height": return .int(c.height)
        case .native(let v as CIVector):
            switch name {
            case "x": return .double(Double(v.x))
            case "y": return .double(Double(v.y))
            case "cgPointValue": return .native(v.cgPointValue)
            default: return nil
            }
        case .native(let u as UIImage) where name == "cgImage": return u.cgImage.map { .native($0) } ?? .null
        case .native(let u as UIImage) where name == "ciImage": return u.ciImage.map { .native($0) } ?? .null
        default: return nil
        }
    }

    /// `filter.intensity = 0.5`, `filter.inputImage = image`, `filter.message = data`: a filter's
    /// typed inputs, changed in place (filters are classes).
    static func setMember(_ base: Value, _ name: String, _ value: Value, node: Syntax?) throws -> Bool {
        guard case .native(let f as CIFilter) = base, let key = typedInputs[name] else { return false }
        if key == kCIInputCenterKey, case .implicitMember("zero", nil) = value {  // `filter.center = .zero`
            f.setValue(CGPoint.zero, forKey: key)
            return true
        }
        f.setValue(try any(value, node: node), forKey: key)
        return true
    }

    static func method(_ base: Value, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        switch base {
        case .native(let f as CIFilter):
            var r = ArgReader(args, "CIFilter.\(name)", ev, node: node)
            let result: Value
            switch name {
            case "setValue":
                guard let v = r.positional(), let k = r.named("forKey") else { throw r.missing("value and 'forKey:'") }
                f.setValue(try any(v.value, node: v.node), forKey: try Conversions.string(k.value, node: k.node))
                result = .void
            case "value":
                guard let k = r.named("forKey") else { throw r.missing("'forKey:'") }
                result = value(f.value(forKey: try Conversions.string(k.value, node: k.node)))
            case "setDefaults":
                f.setDefaults()
                result = .void
            default: return nil
            }
            try r.finish()
            return result
        case .native(let c as CIContext) where name == "createCGImage":
            var r = ArgReader(args, "CIContext.createCGImage", ev, node: node)
            guard let i = r.positional(), let rect = r.named("from") else { throw r.missing("image and 'from:'") }
            let image = try Conversions.native(i.value, CIImage.self, "CIImage", ev, node: i.node)
            let made = c.createCGImage(image, from: try Conversions.native(rect.value, CGRect.self, "CGRect", ev, node: rect.node))
            try r.finish()
            return made.map { .native($0) } ?? .null
        case .native(let image as CIImage):
            var r = ArgReader(args, "CIImage.\(name)", ev, node: node)
            let result: CIImage
            switch name {
            case "cropped":
                guard let a = r.named("to") else { throw r.missing("'to:'") }
                result = image.cropped(to: try Conversions.native(a.value, CGRect.self, "CGRect", ev, node: a.node))
            case "transformed":
                guard let a = r.named("by") else { throw r.missing("'by:'") }
                result = image.transformed(by: try Conversions.native(a.value, CGAffineTransform.self, "CGAffineTransform", ev, node: a.node))
            case "composited":
                guard let a = r.named("over") else { throw r.missing("'over:'") }
                result = image.composited(over: try Conversions.native(a.value, CIImage.self, "CIImage", ev, node: a.node))
            case "oriented":
                guard let a = r.named("forExifOrientation") else { throw r.missing("'forExifOrientation:'") }
                guard case .int(let o) = a.value else { throw EvalError("'forExifOrientation:' expects an Int32", a.node) }
                result = image.oriented(forExifOrientation: Int32(clamping: o))
            default: return nil
            }
            try r.finish()
            return .native(result)
        default: return nil
        }
    }
}
