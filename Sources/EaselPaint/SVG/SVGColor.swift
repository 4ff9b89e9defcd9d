import Foundation

/// The colours SVG writes: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb(…)` / `rgba(…)` (numbers
/// or percentages) and CSS's colour names.
package enum SVGColor {
    /// The colour `text` names, or nil when it names none (`none`, `currentColor` and `url(…)`
    /// are paints, read by `SVGPaint`).
    package static func parse(_ text: String) -> ColorValue? {
        let s = text.trimmingCharacters(in: .whitespaces).lowercased()
        if s.hasPrefix("#") {
            let hex = Array(s.dropFirst())
            guard hex.allSatisfy(\.isHexDigit) else { return nil }
            func digit(_ i: Int) -> Double { Double(Int(String(hex[i]), radix: 16)!) }
            switch hex.count {
            case 3, 4:
                return ColorValue(
                    red: digit(0) * 17 / 255, green: digit(1) * 17 / 255, blue: digit(2) * 17 / 255, opacity: hex.count == 4 ? digit(3) * 17 / 255 : 1)
            case 6, 8:
                func byte(_ i: Int) -> Double { (digit(i) * 16 + digit(i + 1)) / 255 }
                return ColorValue(red: byte(0), green: byte(2), blue: byte(4), opacity: hex.count == 8 ? byte(6) : 1)
            default: return nil
            }
        }
        if s.hasPrefix("rgb"), let open = s.firstIndex(of: "("), let close = s.lastIndex(of: ")"), open < close {
            let parts = s[s.index(after: open)..<close].split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" }).map(String.init)
            guard parts.count == 3 || parts.count == 4 else { return nil }
            func channel(_ p: String) -> Double? {
                if p.hasSuffix("%") { return Double(p.dropLast()).map { $0 / 100 } }
                return Double(p).map { $0 / 255 }
            }
            guard let r = channel(parts[0]), let g = channel(parts[1]), let b = channel(parts[2]) else { return nil }
            var a = 1.0
            if parts.count == 4 {
                guard let v = parts[3].hasSuffix("%") ? Double(parts[3].dropLast()).map({ $0 / 100 }) : Double(parts[3]) else { return nil }
                a = v
            }
            let values = [r, g, b, a]
            guard values.allSatisfy(\.isFinite) else { return nil }
            return ColorValue(red: clamp(r), green: clamp(g), blue: clamp(b), opacity: clamp(a))
        }
        if s == "transparent" { return .clear }
        return named[s].map { ColorValue(r8: ($0 >> 16) & 0xFF, g8: ($0 >> 8) & 0xFF, b8: $0 & 0xFF) }
    }

    static func clamp(_ v: Double) -> Double { min(max(v, 0), 1) }

    /// CSS's colour names that drawings use, as 0xRRGGBB.
    static let named: [String: Int] = [
        "black": 0x000000, "white": 0xFFFFFF, "red": 0xFF0000, "green": 0x008000, "blue": 0x0000FF, "yellow": 0xFFFF00,
        "orange": 0xFFA500, "purple": 0x800080, "gray": 0x808080, "grey": 0x808080, "silver": 0xC0C0C0, "maroon": 0x800000,
        "olive": 0x808000, "lime": 0x00FF00, "aqua": 0x00FFFF, "cyan": 0x00FFFF, "teal": 0x008080, "navy": 0x000080,
        "fuchsia": 0xFF00FF, "magenta": 0xFF00FF, "pink": 0xFFC0CB, "brown": 0xA52A2A, "gold": 0xFFD700, "indigo": 0x4B0082,
        "violet": 0xEE82EE, "darkgray": 0xA9A9A9, "darkgrey": 0xA9A9A9, "lightgray": 0xD3D3D3, "lightgrey": 0xD3D3D3,
        "dimgray": 0x696969, "dimgrey": 0x696969, "whitesmoke": 0xF5F5F5, "gainsboro": 0xDCDCDC, "darkred": 0x8B0000,
        "darkgreen": 0x006400, "darkblue": 0x00008B, "lightblue": 0xADD8E6, "skyblue": 0x87CEEB, "steelblue": 0x4682B4,
        "royalblue": 0x4169E1, "tomato": 0xFF6347, "coral": 0xFF7F50, "salmon": 0xFA8072, "crimson": 0xDC143C,
        "tan": 0xD2B48C, "beige": 0xF5F5DC, "ivory": 0xFFFFF0, "khaki": 0xF0E68C, "turquoise": 0x40E0D0,
    ]
}
