import Foundation
import EaselLayout

// The font design of a subtree (`fontDesign(_:)`) and the fixed-width variant (`monospaced(_:)`):
// environment values that apply to every font resolved below them, including fonts set further
// down with `.font(...)`, as in SwiftUI. A font that names a design itself
// (`.system(.title, design: .serif)`) keeps it; `monospaced` wins over both.
//
// The designs are drawn with open fonts bundled with Easel: `.rounded` Quicksand, `.serif` Noto
// Serif, `.monospaced` JetBrains Mono (Apple's SF Pro Rounded, New York and SF Mono may not be
// redistributed; see docs/Differences.md).

private enum FontDesignKey: EnvironmentKey { static var defaultValue: Font.Design? { nil } }
private enum MonospacedKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// The design given to fonts that do not name one (`fontDesign(_:)`).
    var fontDesign: Font.Design? {
        get { self[FontDesignKey.self] }
        set { self[FontDesignKey.self] = newValue }
    }
    /// Fonts use their fixed-width variant (`monospaced(_:)`).
    var isMonospaced: Bool {
        get { self[MonospacedKey.self] }
        set { self[MonospacedKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The font design of text in this view (`.rounded`, `.serif`, `.monospaced`), for fonts that
    /// do not name a design themselves; nil removes a design set above.
    public func fontDesign(_ design: Font.Design?) -> some View { environment(\.fontDesign, design ?? .default) }

    /// Makes the fonts of text in this view their fixed-width variant (the monospaced design).
    public func monospaced(_ isActive: Bool = true) -> some View { environment(\.isMonospaced, isActive) }
}

extension FontDescriptor {
    /// This font with the design of `fontDesign` when it names none (`.default` there: a design
    /// modifier above was removed), and the monospaced design when `monospaced` says so.
    func applying(design fontDesign: Font.Design?, monospaced: Bool) -> FontDescriptor {
        var d = self
        if d.design == .default, let fontDesign { d.design = FontDescriptor.Design(fontDesign) }
        if monospaced { d.design = .monospaced }
        return d
    }
}
