import Foundation

/// A PDF colour space (ISO 32000-1 §8.6) and how its components become an sRGB colour. ICC
/// profiles are taken as the device space with their number of components (their alternate),
/// calibrated spaces as the device spaces, Lab through its D50 conversion; CMYK is converted
/// naively (no profile), as a viewer without colour management does.
indirect enum PDFColorSpace {
    case gray
    case rgb
    case cmyk
    case lab(white: [Double])
    case indexed(base: PDFColorSpace, high: Int, table: [UInt8])
    /// `Separation` and `DeviceN`: the tint transform gives the alternate space's components;
    /// nil when that function is not one Easel reads (a black ink is drawn).
    case tinted(components: Int, alternate: PDFColorSpace, transform: PDFFunction?)
    /// Paints with a pattern (its `base` for uncoloured patterns is not used).
    case pattern

    /// How many components `sc`/`scn` give.
    var components: Int {
        switch self {
        case .gray, .indexed: return 1
        case .rgb, .lab: return 3
        case .cmyk: return 4
        case .tinted(let n, _, _): return n
        case .pattern: return 0
        }
    }

    /// The colour a space starts with (`cs` sets it): black, full tint, or the first index.
    var initialColor: ColorValue {
        switch self {
        case .cmyk: return color([0, 0, 0, 1]) ?? .black
        case .tinted(let n, _, _): return color(Array(repeating: 1, count: n)) ?? .black
        default: return color(Array(repeating: 0, count: components)) ?? .black
        }
    }

    /// A colour space named by a content stream or dictionary: a device name, a name in the
    /// resources' `/ColorSpace`, or an array (`[/ICCBased …]`, `[/Indexed …]`, …).
    init?(_ object: PDFObject, resources: [String: PDFObject]?, document: PDFDocument, depth: Int = 0) {
        guard depth < 8 else { return nil }
        let object = document.resolve(object)
        if let name = object.name {
            switch name {
            case "DeviceGray", "G", "CalGray": self = .gray
            case "DeviceRGB", "RGB", "CalRGB": self = .rgb
            case "DeviceCMYK", "CMYK": self = .cmyk
            case "Pattern": self = .pattern
            default:
                let named = document.value(document.value(resources, "ColorSpace").dictionary, name)
                guard named != .null, named.name != name else { return nil }
                self.init(named, resources: resources, document: document, depth: depth + 1)
            }
            return
        }
        guard let items = object.array, let family = items.first?.name else { return nil }
        func argument(_ i: Int) -> PDFObject { i < items.count ? document.resolve(items[i]) : .null }
        switch family {
        case "CalGray": self = .gray
        case "CalRGB": self = .rgb
        case "CalCMYK": self = .cmyk
        case "Lab":
            self = .lab(white: document.value(argument(1).dictionary, "WhitePoint").numbers ?? [0.9505, 1, 1.089])
        case "ICCBased":
            let d = argument(1).dictionary
            if let alternate = d?["Alternate"], let space = PDFColorSpace(alternate, resources: resources, document: document, depth: depth + 1) {
                self = space
                return
            }
            switch document.value(d, "N").int {
            case 1: self = .gray
            case 4: self = .cmyk
            default: self = .rgb
            }
        case "Indexed", "I":
            guard let base = PDFColorSpace(argument(1), resources: resources, document: document, depth: depth + 1),
                let high = argument(2).int, (0...255).contains(high)
            else { return nil }
            var table: [UInt8]
            switch argument(3) {
            case .string(let s): table = s
            case let stream: table = document.decodedStream(stream)?.bytes ?? []
            }
            self = .indexed(base: base, high: high, table: table)
        case "Separation", "DeviceN":
            let count = family == "Separation" ? 1 : (argument(1).array?.count ?? 1)
            guard let alternate = PDFColorSpace(argument(2), resources: resources, document: document, depth: depth + 1) else { return nil }
            self = .tinted(components: max(1, count), alternate: alternate, transform: PDFFunction(argument(3), document: document))
        case "Pattern": self = .pattern
        default: return nil
        }
    }

    /// The sRGB colour of `values` (components in the space's ranges); nil for a pattern space
    /// or too few components.
    func color(_ values: [Double]) -> ColorValue? {
        let v = values.map { $0.isFinite ? $0 : 0 }
        func unit(_ x: Double) -> Double { min(max(x, 0), 1) }
        switch self {
        case .gray:
            guard let g = v.first else { return nil }
            return ColorValue(red: unit(g), green: unit(g), blue: unit(g))
        case .rgb:
            guard v.count >= 3 else { return nil }
            return ColorValue(red: unit(v[0]), green: unit(v[1]), blue: unit(v[2]))
        case .cmyk:
            guard v.count >= 4 else { return nil }
            let k = unit(v[3])
            return ColorValue(red: (1 - unit(v[0])) * (1 - k), green: (1 - unit(v[1])) * (1 - k), blue: (1 - unit(v[2])) * (1 - k))
        case .lab(let white):
            guard v.count >= 3, white.count >= 3 else { return nil }
            return Self.lab(v[0], v[1], v[2], white: white)
        case .indexed(let base, let high, let table):
            guard let i = v.first else { return nil }
            let index = min(max(Int(i.rounded()), 0), high)
            let n = base.components
            guard n > 0, (index + 1) * n <= table.count else { return base.color(Array(repeating: 0, count: max(n, 1))) }
            return base.color(table[index * n..<(index + 1) * n].map { Double($0) / 255 })
        case .tinted(let count, let alternate, let transform):
            guard v.count >= count else { return nil }
            if let transform { return alternate.color(transform(v[0])) }
            let ink = unit(v.max() ?? 1)
            return ColorValue(red: 1 - ink, green: 1 - ink, blue: 1 - ink)
        case .pattern:
            return nil
        }
    }

    /// CIE L*a*b* (with its white point) to sRGB.
    static func lab(_ l: Double, _ a: Double, _ b: Double, white: [Double]) -> ColorValue {
        let fy = (l + 16) / 116, fx = fy + a / 500, fz = fy - b / 200
        func g(_ t: Double) -> Double { t > 6.0 / 29 ? t * t * t : 3 * (6.0 / 29) * (6.0 / 29) * (t - 4.0 / 29) }
        let x = white[0] * g(fx), y = white[1] * g(fy), z = white[2] * g(fz)
        let r = 3.2406 * x - 1.5372 * y - 0.4986 * z
        let gr = -0.9689 * x + 1.8758 * y + 0.0415 * z
        let bl = 0.0557 * x - 0.2040 * y + 1.0570 * z
        func encode(_ c: Double) -> Double {
            let c = min(max(c, 0), 1)
            return c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055
        }
        return ColorValue(red: encode(r), green: encode(gr), blue: encode(bl))
    }
}
