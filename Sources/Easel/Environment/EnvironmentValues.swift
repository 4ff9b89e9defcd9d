import Foundation
import EaselLayout

/// The values a view inherits from its ancestors (SwiftUI's `EnvironmentValues`).
/// Extend it with computed properties over your own `EnvironmentKey`s, as in SwiftUI.
public struct EnvironmentValues: CustomStringConvertible {
    /// The keys set and their values, in the order first set: an environment holds a few dozen
    /// keys at most, and comparing identifiers along a list costs less than hashing one (about
    /// 150 instructions a read with the dictionary this was, and text and shapes read a dozen
    /// keys each).
    private var keys: [ObjectIdentifier] = []
    private var values: [Any] = []
    /// The layout direction, colour scheme and system look are kept beside the other values:
    /// every view resolved reads the first, every system colour the other two.
    private var direction = LayoutDirection.leftToRight
    private var scheme = ColorScheme.light
    /// `systemLook`'s storage.
    var look = SystemLook.iOS18

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        // Unwrapped before the cast: a missing value cast to an optional `K.Value` would be nil, not
        // the key's default (`.regular` for `legibilityWeight`).
        get {
            guard let i = index(of: ObjectIdentifier(key)) else { return K.defaultValue }
            return values[i] as? K.Value ?? K.defaultValue
        }
        set {
            let id = ObjectIdentifier(key)
            if let i = index(of: id) {
                values[i] = newValue
            } else {
                keys.append(id)
                values.append(newValue)
            }
        }
    }

    /// The object of type `T` put in the environment (`environmentObject(_:)`,
    /// `environment(_ object:)`), kept under its type's identifier beside the keys' values.
    func object<T: AnyObject>(_ type: T.Type) -> T? {
        index(of: ObjectIdentifier(type)).flatMap { values[$0] as? T }
    }

    /// Puts `object` in the environment as the object of type `T` (nil removes it for the subtree).
    mutating func setObject<T: AnyObject>(_ object: T?, as type: T.Type) {
        let id = ObjectIdentifier(type)
        let value: Any = object as Any
        if let i = index(of: id) {
            values[i] = value
        } else {
            keys.append(id)
            values.append(value)
        }
    }

    /// Where `key` was set, if it was.
    private func index(of key: ObjectIdentifier) -> Int? {
        keys.withUnsafeBufferPointer { ids in
            for i in ids.indices where ids[i] == key { return i }
            return nil
        }
    }

    public var description: String { "EnvironmentValues(\(keys.count) values)" }
}

private enum FontKey: EnvironmentKey { static var defaultValue: Font? { nil } }
private enum ForegroundKey: EnvironmentKey { static var defaultValue: Color? { nil } }
private enum ForegroundBaseKey: EnvironmentKey { static var defaultValue: Color? { nil } }
private enum ForegroundGradientKey: EnvironmentKey { static var defaultValue: (any GradientStyle)? { nil } }
private enum ForegroundShadowsKey: EnvironmentKey { static var defaultValue: [ShadowStyle] { [] } }
private enum LineLimitKey: EnvironmentKey { static var defaultValue: Int? { nil } }
private enum MultilineAlignmentKey: EnvironmentKey { static var defaultValue: TextAlignment { .leading } }
private enum TruncationModeKey: EnvironmentKey { static var defaultValue: Text.TruncationMode { .tail } }
private enum LineSpacingKey: EnvironmentKey { static var defaultValue: CGFloat { 0 } }
private enum MinimumScaleFactorKey: EnvironmentKey { static var defaultValue: CGFloat { 1 } }
private enum AllowsTighteningKey: EnvironmentKey { static var defaultValue: Bool { false } }
private enum DisplayScaleKey: EnvironmentKey { static var defaultValue: CGFloat { 1 } }
private enum KerningKey: EnvironmentKey { static var defaultValue: CGFloat { 0 } }

extension EnvironmentValues {
    /// The default font of text in this environment; `nil` means body.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
    /// The foreground colour (`foregroundColor` / `foregroundStyle`); `nil` means primary.
    /// Setting it also drops a foreground gradient.
    public var foregroundColor: Color? {
        get { self[ForegroundKey.self] }
        set {
            self[ForegroundKey.self] = newValue
            self[ForegroundGradientKey.self] = nil
            self[ForegroundShadowsKey.self] = []
            if newValue?.isHierarchical != true { self[ForegroundBaseKey.self] = newValue }
        }
    }
    /// The last foreground colour set that is not a level of another (`.secondary` …): what
    /// hierarchical styles take their levels of; `nil` for the label colours.
    var foregroundBase: Color? { self[ForegroundBaseKey.self] }
    /// A gradient given to `foregroundStyle`: shapes without their own fill or stroke, text and
    /// symbol images paint with it, laid over each one's frame. `foregroundColor` is then its
    /// first colour, for what takes a single colour.
    var foregroundGradient: (any GradientStyle)? {
        get { self[ForegroundGradientKey.self] }
        set { self[ForegroundGradientKey.self] = newValue }
    }
    /// The shadows of a shadowed style given to `foregroundStyle` (`.red.shadow(.drop(radius: 2))`):
    /// text, symbol images and shapes painted with the foreground style cast them.
    var foregroundShadows: [ShadowStyle] {
        get { self[ForegroundShadowsKey.self] }
        set { self[ForegroundShadowsKey.self] = newValue }
    }
    /// Most lines a text may use; `nil` for no limit.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }
    /// Alignment of the lines of multi-line text.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineAlignmentKey.self] }
        set { self[MultilineAlignmentKey.self] = newValue }
    }
    /// Where text that does not fit is shortened.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }
    /// Extra space between the lines of text, in points.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }
    /// The smallest fraction of its font size text may shrink to before it is shortened (1: never).
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }
    /// Whether text may tighten its letter spacing before it is shortened (kept; Easel's text does
    /// not tighten, see docs/Differences.md).
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }
    /// Left-to-right or right-to-left.
    public var layoutDirection: LayoutDirection {
        get { direction }
        set { direction = newValue }
    }
    /// The time zone dates are shown in (date pickers, date texts): `RenderClock.timeZone`, the machine's by default.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
    /// Light or dark appearance.
    public var colorScheme: ColorScheme {
        get { scheme }
        set { scheme = newValue }
    }
    /// Pixels per point of the render.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }
    /// Extra space between characters (`kerning` / `tracking`).
    public var kerning: CGFloat {
        get { self[KerningKey.self] }
        set { self[KerningKey.self] = newValue }
    }
}

/// Appearance (SwiftUI's `ColorScheme`).
public enum ColorScheme: String, Hashable, Sendable, CaseIterable { case light, dark }

/// Reading direction (SwiftUI's `LayoutDirection`).
public enum LayoutDirection: String, Hashable, Sendable { case leftToRight, rightToLeft }

private enum TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { RenderClock.timeZone } }
