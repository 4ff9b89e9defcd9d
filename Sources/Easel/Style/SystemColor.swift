import Foundation
import EaselPaint

/// A system colour (`Color.red`, `SystemColors.separator`, a material's tint): its light and dark
/// values, its name, and iOS 26's values where that palette differs. Each is made once for the
/// process and shared by every `Color` of it, which holds it by an unretained reference
/// (`SystemColor.Ref`): a system colour is then copied as a few plain bytes. With the two values
/// and the name inline a `Color` was 81 bytes, copied word by word with a retain of the name at
/// every copy (a grid cell's `Color.red` is copied three times on its way to a node).
final class SystemColor: Sendable {
    let light: ColorValue
    let dark: ColorValue
    let name: String
    /// The iOS 26 palette's values for this name (`Color.iOS26Palette`), found once here rather
    /// than at every resolution.
    let iOS26: Color.ColorPair?

    private init(light: ColorValue, dark: ColorValue, name: String) {
        self.light = light
        self.dark = dark
        self.name = name
        self.iOS26 = Color.iOS26Palette[name]
    }

    /// A system colour, by an unretained reference: system colours are never freed (`make`).
    /// Equal when they are the same colour, which `make` makes them exactly when their values and
    /// names are equal. Its fields are read without retaining the colour.
    struct Ref: Hashable, @unchecked Sendable {
        private let color: Unmanaged<SystemColor>

        fileprivate init(_ color: SystemColor) { self.color = Unmanaged.passUnretained(color) }

        var light: ColorValue { color._withUnsafeGuaranteedRef { $0.light } }
        var dark: ColorValue { color._withUnsafeGuaranteedRef { $0.dark } }
        var name: String { color._withUnsafeGuaranteedRef { $0.name } }
        var iOS26: Color.ColorPair? { color._withUnsafeGuaranteedRef { $0.iOS26 } }

        static func == (a: Ref, b: Ref) -> Bool { a.color.toOpaque() == b.color.toOpaque() }
        func hash(into h: inout Hasher) { h.combine(color.toOpaque()) }
    }

    private struct Key: Hashable {
        let light: ColorValue, dark: ColorValue, name: String
    }
    private static let lock = NSLock()
    nonisolated(unsafe) private static var made: [Key: SystemColor] = [:]

    /// The system colour of these values and name, made the first time and kept for the process.
    /// System colours are a fixed set (statics, and the tints of the materials), so the set of
    /// those made stays small.
    static func make(light: ColorValue, dark: ColorValue, name: String) -> Ref {
        let key = Key(light: light, dark: dark, name: name)
        return lock.withLock {
            if let c = made[key] { return Ref(c) }
            let c = SystemColor(light: light, dark: dark, name: name)
            made[key] = c
            return Ref(c)
        }
    }
}
