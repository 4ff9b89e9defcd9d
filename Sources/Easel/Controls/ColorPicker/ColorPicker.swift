import Foundation
import EaselLayout

/// A colour control beside its label (SwiftUI's `ColorPicker`), at rest: the label leading and,
/// trailing, iOS's 28-point colour well: a ring of the hues round a circle of the selected colour.
/// The row is as wide as it is offered.
nonisolated public struct ColorPicker<Label: View>: View {
    let label: Label
    let color: Color

    /// A colour picker for `selection`, described by `label`.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.label = label()
        color = selection.wrappedValue
    }

    public var body: some View {
        HStack {
            label
            Spacer(minLength: 8)
            ColorWell(color: color)
        }
    }
}

extension ColorPicker where Label == Text {
    /// A colour picker titled with a key in the app's strings.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        label = Text(titleKey)
        color = selection.wrappedValue
    }

    /// As above, with a string shown as it is (not looked up in the app's strings).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        label = Text(title)
        color = selection.wrappedValue
    }
}

/// The colour well: a 3-point ring of the hues (an angular gradient from red round to red), a
/// 2-point gap, and the colour inside (estimates from iOS 17 screenshots).
nonisolated struct ColorWell: View {
    let color: Color

    var body: some View {
        let d = SystemMetrics.colorWellDiameter, ring = SystemMetrics.colorWellRingWidth
        ZStack {
            Circle().strokeBorder(
                AngularGradient(colors: [.red, .yellow, .green, .cyan, .blue, .purple, .red], center: .center),
                lineWidth: ring)
            Circle().fill(color).padding(ring + SystemMetrics.colorWellGap)
        }
        .frame(width: d, height: d)
    }
}
