import Foundation
import SwiftSyntax
import Easel

/// Static members of Easel's value types (`Color.red`, `Font.Weight.bold`, `Alignment.topLeading`),
/// for scripts: also what an implicit member (`.red`) resolves to where that type is expected.
enum StaticValues {
    /// Immutable after initialisation (its values are plain values), so safe to read from any thread.
    nonisolated(unsafe) static let all: [String: [String: Any]] = {
        var t: [String: [String: Any]] = [:]
        t["Color"] = [
            "black": Color.black, "white": Color.white, "clear": Color.clear, "red": Color.red, "orange": Color.orange,
            "yellow": Color.yellow, "green": Color.green, "mint": Color.mint, "teal": Color.teal, "cyan": Color.cyan,
            "blue": Color.blue, "indigo": Color.indigo, "purple": Color.purple, "pink": Color.pink, "brown": Color.brown,
            "gray": Color.gray, "primary": Color.primary, "secondary": Color.secondary, "accentColor": Color.accentColor,
            "tint": Color.tint, "selection": Color.selection,
        ]
        // UIKit's colours, as view files pass them (`UIColor.red`, `Color(.systemGroupedBackground)`,
        // `.foregroundStyle(.tertiary)`): Easel's UIColor table, also read where a Color is expected.
        let uiColors = UIColor.named.mapValues { $0.color as Any }
        t["UIColor"] = t["Color"]!.merging(uiColors) { a, _ in a }
        t["Color"] = t["Color"]!.merging(uiColors) { a, _ in a }
            .merging(["tertiary": UIColor.tertiaryLabel.color, "quaternary": UIColor.quaternaryLabel.color]) { a, _ in a }
        t["String.CompareOptions"] = Builtins.compareOptionNames
        t["NSString.CompareOptions"] = Builtins.compareOptionNames
        // Levels of the foreground style, where a shape style is expected (`.foregroundStyle(.tertiary)`).
        t["HierarchicalShapeStyle"] = [
            "primary": HierarchicalShapeStyle.primary, "secondary": HierarchicalShapeStyle.secondary,
            "tertiary": HierarchicalShapeStyle.tertiary, "quaternary": HierarchicalShapeStyle.quaternary,
            "quinary": HierarchicalShapeStyle.quinary, "foreground": ForegroundStyle(),
            "background": BackgroundStyle(), "fill": FillShapeStyle(),
        ]
        t["Text.LineStyle"] = ["single": Text.LineStyle.single]
        t["Material"] = [
            "ultraThin": Material.ultraThin, "thin": Material.thin, "regular": Material.regular, "thick": Material.thick,
            "ultraThick": Material.ultraThick, "bar": Material.bar,
            "ultraThinMaterial": Material.ultraThinMaterial, "thinMaterial": Material.thinMaterial,
            "regularMaterial": Material.regularMaterial, "thickMaterial": Material.thickMaterial,
            "ultraThickMaterial": Material.ultraThickMaterial,
        ]
        t["Font"] = [
            "largeTitle": Font.largeTitle, "title": Font.title, "title2": Font.title2, "title3": Font.title3,
            "headline": Font.headline, "subheadline": Font.subheadline, "body": Font.body, "callout": Font.callout,
            "footnote": Font.footnote, "caption": Font.caption, "caption2": Font.caption2,
        ]
        t["Font.Weight"] = [
            "ultraLight": Font.Weight.ultraLight, "thin": Font.Weight.thin, "light": Font.Weight.light,
            "regular": Font.Weight.regular, "medium": Font.Weight.medium, "semibold": Font.Weight.semibold,
            "bold": Font.Weight.bold, "heavy": Font.Weight.heavy, "black": Font.Weight.black,
        ]
        t["Font.Width"] = [
            "compressed": Font.Width.compressed, "condensed": Font.Width.condensed,
            "standard": Font.Width.standard, "expanded": Font.Width.expanded,
        ]
        var styles: [String: Any] = [:]
        for s in Font.TextStyle.allCases { styles[s.rawValue] = s }
        t["Font.TextStyle"] = styles
        t["HorizontalAlignment"] = [
            "leading": HorizontalAlignment.leading, "center": HorizontalAlignment.center,
            "trailing": HorizontalAlignment.trailing, "listRowSeparatorLeading": HorizontalAlignment.listRowSeparatorLeading,
            "listRowSeparatorTrailing": HorizontalAlignment.listRowSeparatorTrailing,
        ]
        t["VerticalAlignment"] = [
            "top": VerticalAlignment.top, "center": VerticalAlignment.center, "bottom": VerticalAlignment.bottom,
            "firstTextBaseline": VerticalAlignment.firstTextBaseline, "lastTextBaseline": VerticalAlignment.lastTextBaseline,
        ]
        t["Alignment"] = [
            "center": Alignment.center, "leading": Alignment.leading, "trailing": Alignment.trailing, "top": Alignment.top,
            "bottom": Alignment.bottom, "topLeading": Alignment.topLeading, "topTrailing": Alignment.topTrailing,
            "bottomLeading": Alignment.bottomLeading, "bottomTrailing": Alignment.bottomTrailing,
            "centerFirstTextBaseline": Alignment.centerFirstTextBaseline, "centerLastTextBaseline": Alignment.centerLastTextBaseline,
            "leadingFirstTextBaseline": Alignment.leadingFirstTextBaseline, "leadingLastTextBaseline": Alignment.leadingLastTextBaseline,
            "trailingFirstTextBaseline": Alignment.trailingFirstTextBaseline, "trailingLastTextBaseline": Alignment.trailingLastTextBaseline,
        ]
        t["Edge.Set"] = [
            "top": Edge.Set.top, "leading": Edge.Set.leading, "bottom": Edge.Set.bottom, "trailing": Edge.Set.trailing,
            "horizontal": Edge.Set.horizontal, "vertical": Edge.Set.vertical, "all": Edge.Set.all,
        ]
        t["Edge"] = ["top": Edge.top, "leading": Edge.leading, "bottom": Edge.bottom, "trailing": Edge.trailing]
        t["ContentMode"] = ["fit": ContentMode.fit, "fill": ContentMode.fill]
        t["TextAlignment"] = ["leading": TextAlignment.leading, "center": TextAlignment.center, "trailing": TextAlignment.trailing]
        t["ColorScheme"] = ["light": ColorScheme.light, "dark": ColorScheme.dark]
        t["LayoutDirection"] = ["leftToRight": LayoutDirection.leftToRight, "rightToLeft": LayoutDirection.rightToLeft]
        // Shapes as implicit members where a shape is expected (`.clipShape(.circle)`).
        t["Shape"] = [
            "rect": Rectangle.rect, "circle": Circle.circle, "capsule": Capsule.capsule, "ellipse": Ellipse.ellipse,
            "containerRelative": ContainerRelativeShape.containerRelative,
        ]
        t["RoundedCornerStyle"] = ["circular": RoundedCornerStyle.circular, "continuous": RoundedCornerStyle.continuous]
        t["Axis.Set"] = ["horizontal": Axis.Set.horizontal, "vertical": Axis.Set.vertical]
        t["Axis"] = ["horizontal": Axis.horizontal, "vertical": Axis.vertical]
        t["ListItemTint"] = ["monochrome": ListItemTint.monochrome]
        t["Gradient.ColorSpace"] = ["device": Gradient.ColorSpace.device, "perceptual": Gradient.ColorSpace.perceptual]
        t["ViewSpacing"] = ["zero": ViewSpacing.zero]
        t["Text.TruncationMode"] = ["head": Text.TruncationMode.head, "middle": Text.TruncationMode.middle, "tail": Text.TruncationMode.tail]
        t["DatePickerComponents"] = ["date": DatePickerComponents.date, "hourAndMinute": DatePickerComponents.hourAndMinute]
        // `var keyboardType: UIKeyboardType = .numberPad`, passed on to `.keyboardType(_:)`.
        t["UIKeyboardType"] = Dictionary(uniqueKeysWithValues: UIKeyboardType.allCases.map { ("\($0)", $0 as Any) })
            .merging(["alphabet": UIKeyboardType.alphabet]) { a, _ in a }
        t["BlendMode"] = Dictionary(uniqueKeysWithValues: BlendMode.allCases.map { ($0.rawValue, $0 as Any) })
        t["Text.DateStyle"] = [
            "date": Text.DateStyle.date, "time": Text.DateStyle.time, "relative": Text.DateStyle.relative,
            "offset": Text.DateStyle.offset, "timer": Text.DateStyle.timer,
        ]
        t["CoordinateSpace"] = ["local": CoordinateSpace.local, "global": CoordinateSpace.global]
        t["NamedCoordinateSpace"] = ["scrollView": NamedCoordinateSpace.scrollView]
        t["Font.Design"] = ["default": Font.Design.default, "serif": Font.Design.serif, "rounded": Font.Design.rounded, "monospaced": Font.Design.monospaced]
        t["CGSize"] = ["zero": CGSize.zero]
        t["CGPoint"] = ["zero": CGPoint.zero]
        t["CGRect"] = ["zero": CGRect.zero]
        t["EdgeInsets"] = ["zero": EdgeInsets()]
        t["ProposedViewSize"] = ["unspecified": ProposedViewSize.unspecified, "zero": ProposedViewSize.zero, "infinity": ProposedViewSize.infinity]
        t["UnitPoint"] = [
            "zero": UnitPoint.zero, "center": UnitPoint.center, "leading": UnitPoint.leading, "trailing": UnitPoint.trailing,
            "top": UnitPoint.top, "bottom": UnitPoint.bottom, "topLeading": UnitPoint.topLeading,
            "topTrailing": UnitPoint.topTrailing, "bottomLeading": UnitPoint.bottomLeading, "bottomTrailing": UnitPoint.bottomTrailing,
        ]
        t["Angle"] = ["zero": Angle.zero]
        t["CGLineCap"] = ["butt": CGLineCap.butt, "round": CGLineCap.round, "square": CGLineCap.square]
        t["CGLineJoin"] = ["miter": CGLineJoin.miter, "round": CGLineJoin.round, "bevel": CGLineJoin.bevel]
        return t
    }()

}
