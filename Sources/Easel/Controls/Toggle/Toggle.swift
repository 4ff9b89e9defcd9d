import Foundation
import EaselLayout

/// A control that turns an option on or off (SwiftUI's `Toggle`), drawn by the environment's
/// toggle style: on iOS a switch trailing the label, filling the proposed width.
nonisolated public struct Toggle<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let isOn: Binding<Bool>

    /// A toggle bound to `isOn`, with a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        let configuration = ToggleStyleConfiguration(label: .init(content: AnyView(label)), isOn: isOn)
        let style = ctx.environment.toggleStyle
        var inner = ctx.appending("Toggle")
        inner.environment.toggleStyle = style.styleInsideBody
        return resolve(style.makeBody(configuration), inner)
    }
}

extension Toggle where Label == Text {
    /// A toggle whose label is a text.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// As above, with a string shown as it is (not looked up in the app's strings).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }

}

extension Toggle where Label == Easel.Label<Text, Image> {
    /// A toggle whose label is a title with an SF Symbol (`Toggle("Wi-Fi", systemImage: "wifi",
    /// isOn: $on)`).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Easel.Label(titleKey, systemImage: systemImage) }
    }

    /// As above, with a string shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Easel.Label(title, systemImage: systemImage) }
    }

    /// A toggle whose label is a title with an image from the assets.
    public init(_ titleKey: LocalizedStringKey, image: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Easel.Label(titleKey, image: image) }
    }
}
