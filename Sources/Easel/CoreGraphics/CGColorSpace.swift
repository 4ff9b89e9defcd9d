import Foundation

/// Core Graphics' colour space (Easel's stand-in for `CGColorSpace`). Easel's bitmaps are sRGB:
/// a space of another name is remembered by its name, and pixels drawn into it are still sRGB.
public final class CGColorSpace: Hashable, @unchecked Sendable {  // immutable
    /// The space's name (`CGColorSpace.sRGB`); nil for the device space.
    public let name: String?
    /// The colour components of a pixel, without alpha: 1 for a grey space, else 3.
    public let numberOfComponents: Int

    /// The space of a name (`CGColorSpace.sRGB`, `CGColorSpace.displayP3`); nil for a name Core
    /// Graphics does not have.
    public init?(name: String) {
        guard Self.names.contains(name) else { return nil }
        self.name = name
        numberOfComponents = Self.greyNames.contains(name) ? 1 : 3
    }

    init(deviceRGB: Void) {
        name = nil
        numberOfComponents = 3
    }

    public static func == (a: CGColorSpace, b: CGColorSpace) -> Bool { a.name == b.name && a.numberOfComponents == b.numberOfComponents }
    public func hash(into h: inout Hasher) { h.combine(name) }

    /// The standard RGB space.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// sRGB with components beyond 0…1.
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// sRGB's primaries with linear components.
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    /// Display P3.
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// Generic RGB with linear components.
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    /// Grey with a 2.2 gamma.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// Linear grey.
    public static let linearGray = "kCGColorSpaceLinearGray"

    private static let greyNames: Set<String> = [genericGrayGamma2_2, linearGray]
    private static let names: Set<String> = greyNames.union([sRGB, extendedSRGB, linearSRGB, displayP3, genericRGBLinear])
}

/// The device's RGB colour space (sRGB in Easel).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(deviceRGB: ()) }
