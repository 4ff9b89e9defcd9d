import Foundation
import EaselLayout

/// iOS's switch (SwiftUI's `SwitchToggleStyle`): the label leading, a 51 x 31 capsule trailing,
/// filling the proposed width. The track is green when on (or the tint given to the style, else
/// the environment's `tint(_:)`, as on iOS 15 and later) and `secondarySystemFill` when off; the white 27-point knob, 2 points inside the track at
/// its trailing end when on, has a 4 % black hairline and two soft shadows. In the iOS 26 look
/// (`systemLook`) the track is 63 x 28 and the knob a 38 x 24 capsule.
nonisolated public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?

    /// The switch with the iOS green.
    public init() { tint = nil }
    /// The switch with another colour when on.
    public init(tint: Color) { self.tint = tint }

    /// The label, flexible space, then the switch; as tall as the taller of the two.
    /// With `labelsHidden()`, the switch alone.
    public func makeBody(configuration: Configuration) -> some View {
        WithEnvironment { env in
            if env.labelsHidden {
                SwitchToggleStyle.track(isOn: configuration.isOn, onColor: tint ?? env.tint ?? .green, env.systemLook.metrics)
            } else {
                HStack {
                    configuration.label
                    Spacer()
                    SwitchToggleStyle.track(isOn: configuration.isOn, onColor: tint ?? env.tint ?? .green, env.systemLook.metrics)
                }
            }
        }
    }

    static func track(isOn: Bool, onColor: Color, _ metrics: LookMetrics) -> some View {
        Capsule()
            .fill(isOn ? onColor : SystemColors.secondarySystemFill)
            .frame(width: metrics.switchSize.width, height: metrics.switchSize.height)
            .overlay(alignment: isOn ? .trailing : .leading) {
                Group {
                    // A circle on iOS 18, a capsule on iOS 26.
                    if metrics.switchKnobSize.width == metrics.switchKnobSize.height { knob(Circle()) } else { knob(Capsule()) }
                }
                .frame(width: metrics.switchKnobSize.width, height: metrics.switchKnobSize.height)
                .shadow(color: Color.black.opacity(0.15), radius: 4, x: 0, y: 3)
                .shadow(color: Color.black.opacity(0.06), radius: 0.5, x: 0, y: 3)
                .padding(metrics.switchKnobInset)
            }
    }
}

extension SwitchToggleStyle {
    /// The white knob with its hairline.
    fileprivate static func knob<S: InsettableShape>(_ shape: S) -> some View {
        shape.fill(Color.white).overlay(shape.strokeBorder(Color.black.opacity(0.04), lineWidth: 0.5))
    }
}

nonisolated extension ToggleStyle where Self == SwitchToggleStyle {
    /// A switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
