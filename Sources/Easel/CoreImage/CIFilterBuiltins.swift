import Foundation

// `import CoreImage.CIFilterBuiltins`: the built-in filters with typed inputs. Each property reads
// and writes the input of the same key (`intensity` is `inputIntensity`).

/// A filter with an output image.
public protocol CIFilterProtocol: AnyObject {
    var outputImage: CIImage? { get }
}

/// CISepiaTone: maps colours to shades of brown.
public protocol CISepiaTone: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    /// 0 (the input) … 1 (fully sepia); default 1.
    var intensity: Float { get set }
}

/// CIGaussianBlur: a Gaussian blur whose `radius` is its standard deviation.
public protocol CIGaussianBlur: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    /// Default 10.
    var radius: Float { get set }
}

/// CIPixellate: square cells of one colour.
public protocol CIPixellate: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    /// A point the cell grid passes through; default (150, 150).
    var center: CGPoint { get set }
    /// The cells' width; default 8.
    var scale: Float { get set }
}

/// CICrystallize: polygonal cells of one colour.
public protocol CICrystallize: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    /// The cells' size; default 20.
    var radius: Float { get set }
    var center: CGPoint { get set }
}

/// CIPointillize: dots of colour.
public protocol CIPointillize: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    /// The dots' radius; default 20.
    var radius: Float { get set }
    var center: CGPoint { get set }
}

/// CIEdges: the edges in colour, on black.
public protocol CIEdges: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    /// Default 1.
    var intensity: Float { get set }
}

/// CIVignette: darkens toward the edges.
public protocol CIVignette: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    /// Default 0 (no darkening).
    var intensity: Float { get set }
    /// Default 1.
    var radius: Float { get set }
}

/// CIUnsharpMask: sharpens by the difference from a blur.
public protocol CIUnsharpMask: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    /// The blur's standard deviation; default 2.5.
    var radius: Float { get set }
    /// Default 0.5.
    var intensity: Float { get set }
}

/// CIGloom: dulls the highlights.
public protocol CIGloom: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    /// Default 10.
    var radius: Float { get set }
    /// Default 0.5.
    var intensity: Float { get set }
}

/// CIBloom: a glow around the highlights.
public protocol CIBloom: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    /// Default 10.
    var radius: Float { get set }
    /// Default 0.5.
    var intensity: Float { get set }
}

/// CITwirlDistortion: turns the image around a point.
public protocol CITwirlDistortion: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    /// Default (150, 150).
    var center: CGPoint { get set }
    /// Default 300.
    var radius: Float { get set }
    /// Radians; default π.
    var angle: Float { get set }
}

/// The photo effects (CIPhotoEffectNoir): preset looks with no inputs but the image.
public protocol CIPhotoEffect: CIFilterProtocol {
    var inputImage: CIImage? { get set }
}

/// CIQRCodeGenerator: a QR code of a message.
public protocol CIQRCodeGenerator: CIFilterProtocol {
    /// The bytes to encode (byte mode).
    var message: Data { get set }
    /// "L", "M" (default), "Q" or "H".
    var correctionLevel: String { get set }
}

/// A built-in filter with the typed inputs of every protocol above; each filter has only some of
/// the inputs, and the others are ignored as `setValue(_:forKey:)` ignores them.
final class BuiltinFilter: CIFilter, CISepiaTone, CIGaussianBlur, CIPixellate, CICrystallize, CIPointillize, CIEdges, CIVignette,
    CIUnsharpMask, CIGloom, CIBloom, CITwirlDistortion, CIPhotoEffect, CIQRCodeGenerator, @unchecked Sendable
{
    convenience init(_ name: String) { self.init(definition: CIFilterDefinition.all[name]!) }

    private func float(_ key: String) -> Float {
        Float(CIFilter.number(value(forKey: key) ?? 0) ?? 0)
    }

    var inputImage: CIImage? {
        get { image() }
        set { setValue(newValue, forKey: kCIInputImageKey) }
    }
    var intensity: Float {
        get { float(kCIInputIntensityKey) }
        set { setValue(newValue, forKey: kCIInputIntensityKey) }
    }
    var radius: Float {
        get { float(kCIInputRadiusKey) }
        set { setValue(newValue, forKey: kCIInputRadiusKey) }
    }
    var scale: Float {
        get { float(kCIInputScaleKey) }
        set { setValue(newValue, forKey: kCIInputScaleKey) }
    }
    var angle: Float {
        get { float(kCIInputAngleKey) }
        set { setValue(newValue, forKey: kCIInputAngleKey) }
    }
    var center: CGPoint {
        get { (value(forKey: kCIInputCenterKey) as? CIVector)?.cgPointValue ?? .zero }
        set { setValue(newValue, forKey: kCIInputCenterKey) }
    }
    var message: Data {
        get { values["inputMessage"] as? Data ?? Data() }
        set { setValue(newValue, forKey: "inputMessage") }
    }
    var correctionLevel: String {
        get { value(forKey: "inputCorrectionLevel") as? String ?? "" }
        set { setValue(newValue, forKey: "inputCorrectionLevel") }
    }
}

extension CIFilter {
    /// CISepiaTone.
    public static func sepiaTone() -> CIFilter & CISepiaTone { BuiltinFilter("CISepiaTone") }
    /// CIGaussianBlur.
    public static func gaussianBlur() -> CIFilter & CIGaussianBlur { BuiltinFilter("CIGaussianBlur") }
    /// CIPixellate.
    public static func pixellate() -> CIFilter & CIPixellate { BuiltinFilter("CIPixellate") }
    /// CICrystallize.
    public static func crystallize() -> CIFilter & CICrystallize { BuiltinFilter("CICrystallize") }
    /// CIPointillize.
    public static func pointillize() -> CIFilter & CIPointillize { BuiltinFilter("CIPointillize") }
    /// CIEdges.
    public static func edges() -> CIFilter & CIEdges { BuiltinFilter("CIEdges") }
    /// CIVignette.
    public static func vignette() -> CIFilter & CIVignette { BuiltinFilter("CIVignette") }
    /// CIUnsharpMask.
    public static func unsharpMask() -> CIFilter & CIUnsharpMask { BuiltinFilter("CIUnsharpMask") }
    /// CIGloom.
    public static func gloom() -> CIFilter & CIGloom { BuiltinFilter("CIGloom") }
    /// CIBloom.
    public static func bloom() -> CIFilter & CIBloom { BuiltinFilter("CIBloom") }
    /// CITwirlDistortion.
    public static func twirlDistortion() -> CIFilter & CITwirlDistortion { BuiltinFilter("CITwirlDistortion") }
    /// CIPhotoEffectNoir.
    public static func photoEffectNoir() -> CIFilter & CIPhotoEffect { BuiltinFilter("CIPhotoEffectNoir") }
    /// CIQRCodeGenerator.
    public static func qrCodeGenerator() -> CIFilter & CIQRCodeGenerator { BuiltinFilter("CIQRCodeGenerator") }
}
