import Foundation
import EaselRaster

/// The key of a filter's input image.
public let kCIInputImageKey = "inputImage"
/// The key of a filter's intensity.
public let kCIInputIntensityKey = "inputIntensity"
/// The key of a filter's radius.
public let kCIInputRadiusKey = "inputRadius"
/// The key of a filter's scale.
public let kCIInputScaleKey = "inputScale"
/// The key of a filter's centre (a `CIVector`).
public let kCIInputCenterKey = "inputCenter"
/// The key of a filter's angle, in radians.
public let kCIInputAngleKey = "inputAngle"
/// The key of a filter's amount (no filter Easel implements has one).
public let kCIInputAmountKey = "inputAmount"
/// The key of a filter's output image.
public let kCIOutputImageKey = "outputImage"
/// The attribute naming a filter (`"CISepiaTone"`).
public let kCIAttributeFilterName = "CIAttributeFilterName"
/// The attribute giving a filter's name for people (`"Sepia Tone"`).
public let kCIAttributeFilterDisplayName = "CIAttributeFilterDisplayName"

/// A two-, three- or four-component vector of Core Image (a filter's centre is one).
public final class CIVector: @unchecked Sendable {  // immutable
    let values: [CGFloat]
    /// A two-component vector.
    public init(x: CGFloat, y: CGFloat) { values = [x, y] }
    /// A four-component vector.
    public init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) { values = [x, y, z, w] }
    /// A vector holding a point.
    public convenience init(cgPoint p: CGPoint) { self.init(x: p.x, y: p.y) }
    public var x: CGFloat { values[0] }
    public var y: CGFloat { values[1] }
    public var count: Int { values.count }
    /// The first two components as a point.
    public var cgPointValue: CGPoint { CGPoint(x: x, y: y) }
}

/// An image filter of Core Image (Easel's stand-in for `CIFilter`): one of the built-in filters by
/// name, with input values set by key (`setValue(_:forKey:)`) or through the typed properties of
/// `CoreImage.CIFilterBuiltins` (`CIFilter.sepiaTone().intensity`), and the filtered image as
/// `outputImage`, a recipe computed when drawn.
///
/// Numbers are checked where they arrive: one that is not finite leaves the input's default, and
/// each is clamped to a range the filter can compute (a blur's radius to 200 pixels; see
/// docs/Differences.md), so no value crashes or stalls a render.
public class CIFilter: @unchecked Sendable {  // values are set on one thread, as in Core Image
    /// The filter's name (`"CISepiaTone"`).
    public let name: String
    let definition: CIFilterDefinition
    var values: [String: Any] = [:]

    init(definition: CIFilterDefinition) {
        self.definition = definition
        self.name = definition.name
    }

    /// The built-in filter of that name (`"CIGaussianBlur"`); nil for a name Easel does not implement.
    public convenience init?(name: String) {
        guard let d = CIFilterDefinition.all[name] else { return nil }
        self.init(definition: d)
    }

    /// The built-in filter of that name with some inputs set.
    public convenience init?(name: String, parameters: [String: Any]?) {
        self.init(name: name)
        for (k, v) in parameters ?? [:] { setValue(v, forKey: k) }
    }

    /// The names of the built-in filters Easel implements.
    public class func filterNames(inCategory category: String?) -> [String] { CIFilterDefinition.all.keys.sorted() }

    /// The keys of the filter's inputs (`inputImage`, `inputRadius`, …).
    public var inputKeys: [String] { definition.inputs.map(\.key) }
    /// The keys of its outputs: `outputImage`.
    public var outputKeys: [String] { [kCIOutputImageKey] }

    /// The filter's name and its inputs' defaults and ranges.
    public var attributes: [String: Any] {
        var a: [String: Any] = [kCIAttributeFilterName: name, kCIAttributeFilterDisplayName: definition.displayName]
        for input in definition.inputs {
            var i: [String: Any] = [:]
            if let d = input.defaultValue { i["CIAttributeDefault"] = d }
            if let r = input.range { i["CIAttributeSliderMin"] = r.lowerBound; i["CIAttributeSliderMax"] = r.upperBound }
            a[input.key] = i
        }
        return a
    }

    /// Sets an input; a value of the wrong kind, or a key the filter does not have, is ignored.
    /// Numbers may be any of Swift's number types; a centre a `CIVector` or `CGPoint`.
    public func setValue(_ value: Any?, forKey key: String) {
        guard let input = definition.inputs.first(where: { $0.key == key }) else { return }
        guard let value else { values[key] = nil; return }
        switch input.kind {
        case .image: if let i = value as? CIImage { values[key] = i }
        case .number: if let d = CIFilter.number(value) { values[key] = d }
        case .point:
            if let v = value as? CIVector, v.count >= 2 { values[key] = v.cgPointValue }
            if let p = value as? CGPoint { values[key] = p }
        case .data:
            if let d = value as? Data { values[key] = d }
            if let s = value as? String { values[key] = Data(s.utf8) }
        case .string: if let s = value as? String { values[key] = s }
        }
    }

    /// An input's value (its default when unset) or the output image; nil for another key.
    public func value(forKey key: String) -> Any? {
        if key == kCIOutputImageKey { return outputImage }
        guard let input = definition.inputs.first(where: { $0.key == key }) else { return nil }
        if let v = values[key] {
            if let p = v as? CGPoint { return CIVector(cgPoint: p) }
            return v
        }
        if input.kind == .point, let p = input.defaultValue as? CGPoint { return CIVector(cgPoint: p) }
        return input.defaultValue
    }

    /// Sets every input back to its default.
    public func setDefaults() { values = [:] }

    /// The filtered image; nil without an input image (for a filter that needs one) or with no
    /// message (for the QR code generator), or when the message is too long for a QR code or its
    /// correction level is not one of "L", "M", "Q" and "H".
    public var outputImage: CIImage? { definition.output(self) }

    // MARK: Reading inputs

    /// A number input: its value when finite, else its default, clamped to the input's range.
    func number(_ key: String) -> Double {
        let input = definition.inputs.first { $0.key == key }
        let fallback = input?.defaultValue as? Double ?? 0
        var v = values[key] as? Double ?? fallback
        if !v.isFinite { v = fallback }
        if let limits = input?.limits { v = min(max(v, limits.lowerBound), limits.upperBound) }
        return v
    }

    func point(_ key: String) -> CGPoint {
        let fallback = definition.inputs.first { $0.key == key }?.defaultValue as? CGPoint ?? .zero
        guard let p = values[key] as? CGPoint, p.x.isFinite, p.y.isFinite, abs(p.x) < 1e9, abs(p.y) < 1e9 else { return fallback }
        return p
    }

    func image(_ key: String = kCIInputImageKey) -> CIImage? { values[key] as? CIImage }

    static func number(_ value: Any) -> Double? {
        switch value {
        case let d as Double: return d
        case let f as Float: return Double(f)
        case let c as CGFloat: return Double(c)
        case let i as Int: return Double(i)
        case let n as NSNumber: return n.doubleValue
        default: return nil
        }
    }
}

/// One input of a built-in filter.
struct CIFilterInput: @unchecked Sendable {  // immutable
    enum Kind { case image, number, point, data, string }
    let key: String
    let kind: Kind
    let defaultValue: Any?
    /// Core Image's slider range, for `attributes`.
    var range: ClosedRange<Double>? = nil
    /// The values Easel computes with; others are clamped to these.
    var limits: ClosedRange<Double>? = nil

    static let image = CIFilterInput(key: kCIInputImageKey, kind: .image, defaultValue: nil)
    static func number(_ key: String, _ d: Double, range: ClosedRange<Double>, limits: ClosedRange<Double>) -> CIFilterInput {
        CIFilterInput(key: key, kind: .number, defaultValue: d, range: range, limits: limits)
    }
    static func center(_ d: CGPoint = CGPoint(x: 150, y: 150)) -> CIFilterInput {
        CIFilterInput(key: kCIInputCenterKey, kind: .point, defaultValue: d)
    }
}

/// A built-in filter: its name, inputs (with Core Image's defaults) and how it makes its output.
struct CIFilterDefinition: @unchecked Sendable {  // immutable
    let name: String
    let displayName: String
    let inputs: [CIFilterInput]
    let output: (CIFilter) -> CIImage?

    /// Radii of blurs: a larger one would make an image of millions of blurred pixels.
    static let blurLimits: ClosedRange<Double> = 0...200
    static let intensityLimits: ClosedRange<Double> = -100...100
    static let cellLimits: ClosedRange<Double> = 1...10_000
    /// Intensities that mix the input with an effect (sepia, bloom, gloom): beyond 0…1 the mix
    /// would push colours out of range.
    static let mixLimits: ClosedRange<Double> = 0...1

    /// An image filter whose output keeps the input's extent.
    static func keeping(_ name: String, _ displayName: String, _ inputs: [CIFilterInput], _ kernel: @escaping (CIFilter) -> (CIRaster) -> CIRaster?)
        -> CIFilterDefinition
    {
        CIFilterDefinition(name: name, displayName: displayName, inputs: [.image] + inputs) { f in
            guard let input = f.image() else { return nil }
            return CIImage(.filtered(input, kernel(f)), extent: input.extent)
        }
    }

    static func center(_ f: CIFilter) -> (Double, Double) {
        let p = f.point(kCIInputCenterKey)
        return (Double(p.x), Double(p.y))
    }

    static let all: [String: CIFilterDefinition] = Dictionary(
        uniqueKeysWithValues: [
            keeping("CISepiaTone", "Sepia Tone", [.number(kCIInputIntensityKey, 1, range: 0...1, limits: mixLimits)]) { f in
                let t = f.number(kCIInputIntensityKey)
                return { CIKernels.sepiaTone($0, intensity: t) }
            },
            CIFilterDefinition(
                name: "CIGaussianBlur", displayName: "Gaussian Blur",
                inputs: [.image, .number(kCIInputRadiusKey, 10, range: 0...100, limits: blurLimits)]
            ) { f in
                guard let input = f.image() else { return nil }
                let sigma = f.number(kCIInputRadiusKey)
                let grow = CGFloat((3 * sigma).rounded(.up))
                let extent = input.extent.isInfinite || sigma == 0 ? input.extent : input.extent.insetBy(dx: -grow, dy: -grow)
                return CIImage(.filtered(input, { CIKernels.gaussianBlur($0, sigma: sigma) }), extent: extent)
            },
            keeping(
                "CIPixellate", "Pixellate", [.center(), .number(kCIInputScaleKey, 8, range: 1...100, limits: cellLimits)]
            ) { f in
                let c = center(f), s = f.number(kCIInputScaleKey)
                return { CIKernels.pixellate($0, scale: s, center: c) }
            },
            keeping(
                "CICrystallize", "Crystallize", [.number(kCIInputRadiusKey, 20, range: 1...100, limits: cellLimits), .center()]
            ) { f in
                let c = center(f), r = f.number(kCIInputRadiusKey)
                return { CIKernels.crystallize($0, radius: r, center: c) }
            },
            keeping(
                "CIPointillize", "Pointillize", [.number(kCIInputRadiusKey, 20, range: 1...100, limits: cellLimits), .center()]
            ) { f in
                let c = center(f), r = f.number(kCIInputRadiusKey)
                return { CIKernels.pointillize($0, radius: r, center: c) }
            },
            keeping("CIEdges", "Edges", [.number(kCIInputIntensityKey, 1, range: 0...10, limits: intensityLimits)]) { f in
                let t = f.number(kCIInputIntensityKey)
                return { CIKernels.edges($0, intensity: t) }
            },
            keeping(
                "CIVignette", "Vignette",
                [.number(kCIInputIntensityKey, 0, range: -1...1, limits: intensityLimits), .number(kCIInputRadiusKey, 1, range: 0...2, limits: 0...10_000)]
            ) { f in
                let t = f.number(kCIInputIntensityKey), r = f.number(kCIInputRadiusKey)
                return { CIKernels.vignette($0, intensity: t, radius: r) }
            },
            keeping(
                "CIUnsharpMask", "Unsharp Mask",
                [
                    .number(kCIInputRadiusKey, 2.5, range: 0...100, limits: blurLimits),
                    .number(kCIInputIntensityKey, 0.5, range: 0...1, limits: intensityLimits),
                ]
            ) { f in
                let r = f.number(kCIInputRadiusKey), t = f.number(kCIInputIntensityKey)
                return { CIKernels.unsharpMask($0, radius: r, intensity: t) }
            },
            keeping(
                "CIGloom", "Gloom",
                [.number(kCIInputRadiusKey, 10, range: 0...100, limits: blurLimits), .number(kCIInputIntensityKey, 0.5, range: 0...1, limits: mixLimits)]
            ) { f in
                let r = f.number(kCIInputRadiusKey), t = f.number(kCIInputIntensityKey)
                return { CIKernels.gloom($0, radius: r, intensity: t) }
            },
            keeping(
                "CIBloom", "Bloom",
                [.number(kCIInputRadiusKey, 10, range: 0...100, limits: blurLimits), .number(kCIInputIntensityKey, 0.5, range: 0...1, limits: mixLimits)]
            ) { f in
                let r = f.number(kCIInputRadiusKey), t = f.number(kCIInputIntensityKey)
                return { CIKernels.bloom($0, radius: r, intensity: t) }
            },
            keeping(
                "CITwirlDistortion", "Twirl Distortion",
                [
                    .center(), .number(kCIInputRadiusKey, 300, range: 0...500, limits: 0...1e6),
                    .number(kCIInputAngleKey, .pi, range: -12.57...12.57, limits: -1e4...1e4),
                ]
            ) { f in
                let c = center(f), r = f.number(kCIInputRadiusKey), a = f.number(kCIInputAngleKey)
                return { CIKernels.twirl($0, center: c, radius: r, angle: a) }
            },
            keeping("CIPhotoEffectNoir", "Noir", []) { _ in { CIKernels.photoEffectNoir($0) } },
            CIFilterDefinition(
                name: "CIQRCodeGenerator", displayName: "QR Code Generator",
                inputs: [
                    CIFilterInput(key: "inputMessage", kind: .data, defaultValue: nil),
                    CIFilterInput(key: "inputCorrectionLevel", kind: .string, defaultValue: "M"),
                ]
            ) { f in
                guard let message = f.values["inputMessage"] as? Data else { return nil }
                guard let level = QRCode.ErrorCorrection(letter: f.values["inputCorrectionLevel"] as? String ?? "M"),
                    let code = try? QRCode(message: Array(message), errorCorrection: level)
                else { return nil }
                return CIImage(raster: CIKernels.qrCode(code))
            },
        ].map { ($0.name, $0) })
}
