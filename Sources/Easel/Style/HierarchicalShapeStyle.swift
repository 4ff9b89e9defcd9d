import Foundation
import EaselLayout

/// A shape style that maps to one of the numbered levels of the current foreground style
/// (SwiftUI's `HierarchicalShapeStyle`): `.foregroundStyle(.secondary)`, `.fill(.tertiary)`.
///
/// Under a foreground colour set by an ancestor (`.foregroundStyle(.red)`), level *n* is that
/// colour at the level's opacity: 100 %, 50 %, 25 %, 18 %, 18 %. With no foreground colour set it
/// is iOS's label colour of that level: `label`, `secondaryLabel`, `tertiaryLabel`,
/// `quaternaryLabel` (and `quaternaryLabel` again for the fifth level, which UIKit does not name).
public struct HierarchicalShapeStyle: ShapeStyle, Hashable, Sendable {
    /// 0 for primary … 4 for quinary.
    let level: Int

    /// The first level of the current foreground style.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The second level of the current foreground style.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The third level of the current foreground style.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The fourth level of the current foreground style.
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    /// The fifth level of the current foreground style.
    public static let quinary = HierarchicalShapeStyle(level: 4)

    /// A colour that resolves against the environment it is drawn in.
    public var resolvedColor: Color { Color(storage: .hierarchical(level)) }

    /// The opacity a level applies to a foreground colour an ancestor set.
    static func opacity(at level: Int) -> Double {
        switch level {
        case ...0: return 1
        case 1: return 0.5
        case 2: return 0.25
        default: return 0.18
        }
    }

    /// iOS's label colour of a level, used when no ancestor set a foreground colour.
    static func labelColor(at level: Int) -> Color {
        switch level {
        case ...0: return .primary
        case 1: return .secondary
        case 2: return SystemColors.tertiaryLabel
        default: return SystemColors.quaternaryLabel
        }
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The first level of the current foreground style.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The second level of the current foreground style.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The third level of the current foreground style.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The fourth level of the current foreground style.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    /// The fifth level of the current foreground style.
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

/// A level of another style (SwiftUI's `HierarchicalShapeStyleModifier`): `Color.blue.secondary`,
/// `.background.secondary`. A colour is taken at the level's opacity (see
/// `HierarchicalShapeStyle`); the background style steps through iOS's system backgrounds, the
/// fill style (`.fill.tertiary`) through its fills.
public struct HierarchicalShapeStyleModifier<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let level: Int

    public var resolvedColor: Color {
        if base is BackgroundStyle { return BackgroundStyle.color(at: level) }
        if base is FillShapeStyle { return FillShapeStyle.color(at: level) }
        let color = base.resolvedColor
        if case .hierarchical(let l) = color.storage { return Color(storage: .hierarchical(max(l, level))) }
        return level == 0 ? color : color.opacity(HierarchicalShapeStyle.opacity(at: level))
    }
}

extension ShapeStyle {
    /// The second level of this style.
    public var secondary: HierarchicalShapeStyleModifier<Self> { HierarchicalShapeStyleModifier(base: self, level: 1) }
    /// The third level of this style.
    public var tertiary: HierarchicalShapeStyleModifier<Self> { HierarchicalShapeStyleModifier(base: self, level: 2) }
    /// The fourth level of this style.
    public var quaternary: HierarchicalShapeStyleModifier<Self> { HierarchicalShapeStyleModifier(base: self, level: 3) }
    /// The fifth level of this style.
    public var quinary: HierarchicalShapeStyleModifier<Self> { HierarchicalShapeStyleModifier(base: self, level: 4) }
}

/// The foreground style of the current context (SwiftUI's `ForegroundStyle`, `.foreground`):
/// the colour an ancestor set, else the label colour.
public struct ForegroundStyle: ShapeStyle, Hashable, Sendable {
    public init() {}
    public var resolvedColor: Color { Color(storage: .hierarchical(0)) }
}

/// The background style of the current context (SwiftUI's `BackgroundStyle`, `.background`):
/// iOS's system background, whose levels are the secondary and tertiary system backgrounds.
public struct BackgroundStyle: ShapeStyle, Hashable, Sendable {
    public init() {}
    public var resolvedColor: Color { SystemColors.systemBackground }

    /// The system background of a level (the tertiary one from the third level on).
    static func color(at level: Int) -> Color {
        switch level {
        case ...0: return SystemColors.systemBackground
        case 1: return SystemColors.secondarySystemBackground
        default: return SystemColors.tertiarySystemBackground
        }
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The current foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The current background style.
    public static var background: BackgroundStyle { BackgroundStyle() }
}
