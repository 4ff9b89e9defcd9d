import Foundation
import ArgumentParser
import Easel
import EaselRaster

// The typed values of `easel`'s options: each parses and checks its text where it enters, so a
// bad value is a usage error (exit 64) naming the option.

/// `--scale`: pixels per point, 1, 2 or 3.
struct PixelScale: ExpressibleByArgument {
    let value: Double
    init?(argument: String) {
        guard let v = Double(argument), [1.0, 2.0, 3.0].contains(v) else { return nil }
        value = v
    }
    init(_ value: Double) { self.value = value }
    var defaultValueDescription: String { formatLength(CGFloat(value)) }
}

/// `--color-scheme`.
enum ColorSchemeOption: String, ExpressibleByArgument, CaseIterable {
    case light, dark
    var scheme: ColorScheme { self == .dark ? .dark : .light }
}

/// `--look`: a system look by its raw value (ios18, ios26).
struct LookOption: ExpressibleByArgument {
    let look: SystemLook
    init?(argument: String) {
        guard let l = SystemLook(rawValue: argument) else { return nil }
        look = l
    }
    static var allValueStrings: [String] { SystemLook.allCases.map(\.rawValue) }
}

/// `--dynamic-type`: a Dynamic Type size by its SwiftUI name (`xSmall` … `accessibility5`).
struct DynamicTypeOption: ExpressibleByArgument {
    let size: DynamicTypeSize
    init?(argument: String) {
        guard let s = DynamicTypeSize(name: argument) else { return nil }
        size = s
    }
    static var allValueStrings: [String] { DynamicTypeSize.allCases.map { "\($0)" } }
}

/// `--layout-direction`: ltr or rtl.
enum LayoutDirectionOption: String, ExpressibleByArgument, CaseIterable {
    case ltr, rtl
    var direction: LayoutDirection { self == .rtl ? .rightToLeft : .leftToRight }
}

/// `--background`: transparent, a colour name or #RRGGBB.
struct BackgroundOption: ExpressibleByArgument {
    /// nil for transparent.
    let color: Color?
    /// The value as given, lowercased (`transparent`, `red`, `#ff8800`).
    let text: String
    static let names: [String: Color] = [
        "white": .white, "black": .black, "red": .red, "orange": .orange, "yellow": .yellow,
        "green": .green, "blue": .blue, "gray": .gray, "purple": .purple, "pink": .pink, "clear": .clear,
    ]
    init?(argument: String) {
        let b = argument.lowercased()
        text = b
        if b == "transparent" || b == "none" { color = nil; return }
        if b.hasPrefix("#"), b.count == 7, let v = Int(b.dropFirst(), radix: 16) {
            color = Color(red: Double((v >> 16) & 255) / 255, green: Double((v >> 8) & 255) / 255, blue: Double(v & 255) / 255)
            return
        }
        guard let c = BackgroundOption.names[b] else { return nil }
        color = c
    }
    static let transparent = BackgroundOption(argument: "transparent")!
    var defaultValueDescription: String { color == nil ? "transparent" : "\(color!)" }
}

/// `--size WxH` in points; `nil` or `_` leaves a side to the view.
struct SizeOption: ExpressibleByArgument {
    let text: String
    let width: Double?
    let height: Double?
    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        func side(_ p: Substring) -> Double?? {
            if p == "nil" || p == "_" { return .some(nil) }
            guard let d = Double(p), d.isFinite, d >= 0 else { return nil }
            return .some(d)
        }
        guard let w = side(parts[0]), let h = side(parts[1]) else { return nil }
        text = argument
        width = w
        height = h
    }
    /// Both sides fit `limit` pixels at `scale`.
    func fits(limit: Double, scale: Double) -> Bool { (width ?? 0) * scale <= limit && (height ?? 0) * scale <= limit }
    var proposal: ProposedViewSize { ProposedViewSize(width: width.map { CGFloat($0) }, height: height.map { CGFloat($0) }) }
}

/// `--max-memory`: bytes, or a number with K, M, G or T (powers of 1024; KiB… also read).
struct MemoryAmount: ExpressibleByArgument {
    let bytes: Int
    init?(argument: String) {
        var number = Substring(argument.uppercased().trimmingCharacters(in: .whitespaces))
        if number.hasSuffix("IB") { number = number.dropLast(2) } else if number.hasSuffix("B") { number = number.dropLast() }
        let units: [Character: Double] = ["K": 1024, "M": 1024 * 1024, "G": 1024 * 1024 * 1024, "T": 1024 * 1024 * 1024 * 1024]
        var factor = 1.0
        if let u = number.last, let f = units[u] { factor = f; number = number.dropLast() }
        guard let v = Double(number), v.isFinite, v > 0, v * factor < 9e18 else { return nil }
        bytes = Int(v * factor)
    }
}

/// `--device NAME`: one of Easel's device presets or a simulator name ("landscape" after it for the
/// sideways form); `auto` (the default) puts a screen on the iPhone 15 (a view holding a List,
/// Form, navigation stack or TabView, or the others `ImageRenderer.screenDevice` names) and fits
/// other views in its screen on a canvas of their own size; `none` asks for the ideal size.
enum DeviceOption: ExpressibleByArgument {
    case auto, none
    case device(Device)

    /// The device `auto` uses for screens.
    static let screenDefault = Device.standard

    init?(argument: String) {
        switch argument.lowercased() {
        case "auto": self = .auto
        case "none": self = .none
        default:
            guard let d = Device.named(argument) else { return nil }
            self = .device(d)
        }
    }
    static var allValueStrings: [String] { ["auto", "none"] + Device.presets.map(\.name) }
    var defaultValueDescription: String {
        switch self {
        case .auto: return "auto"
        case .none: return "none"
        case .device(let d): return d.name
        }
    }
}

/// `--now`: the instant a render happens in, as an ISO 8601 date and time (`2026-01-01T09:41:00Z`,
/// `2026-01-01T09:41:00+01:00`) or a day (`2026-01-01`, midnight UTC).
struct NowOption: ExpressibleByArgument {
    let date: Date
    /// The value as given.
    let text: String
    init?(argument: String) {
        let full = ISO8601DateFormatter()
        let day = ISO8601DateFormatter()
        day.formatOptions = [.withFullDate]
        guard let d = full.date(from: argument) ?? day.date(from: argument), d.timeIntervalSince1970.magnitude < 1e11 else { return nil }
        date = d
        text = argument
    }
}

/// `--time-zone`: an IANA time zone (`Europe/Berlin`, `UTC`) or an abbreviation Foundation knows (`PST`).
struct TimeZoneOption: ExpressibleByArgument {
    let zone: TimeZone
    init?(argument: String) {
        guard argument.count <= 64, let z = TimeZone(identifier: argument) ?? TimeZone(abbreviation: argument) else { return nil }
        zone = z
    }
}

/// `--engine`: how a file's Swift is run. `interpret` evaluates it (no compiler needed, starts in
/// milliseconds); `compile` compiles it against Easel with the installed Swift compiler
/// (CompiledEngine); `auto` (the default) interprets it and compiles a file the interpreter
/// cannot evaluate.
enum EngineOption: String, ExpressibleByArgument, CaseIterable {
    case auto, interpret, compile
}
