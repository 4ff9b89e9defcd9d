import Foundation
import EaselLayout

/// How progress views draw (SwiftUI's `ProgressViewStyle`); set with `progressViewStyle(_:)`.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    associatedtype Body: View
    /// The view of a progress view with this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ProgressViewStyleConfiguration
}

/// The parts of a progress view given to its style (SwiftUI's `ProgressViewStyleConfiguration`).
public struct ProgressViewStyleConfiguration {
    /// The progress view's label as a view.
    nonisolated public struct Label: View, StyleConfigurationPart {
        public typealias Body = Never
        let content: AnyView
    }

    /// The progress view's current-value label as a view.
    nonisolated public struct CurrentValueLabel: View, StyleConfigurationPart {
        public typealias Body = Never
        let content: AnyView
    }

    /// The fraction done, 0…1; nil when the progress is indeterminate.
    public let fractionCompleted: Double?
    /// The label, nil when the progress view has none.
    public var label: Label?
    /// The current-value label, nil when the progress view has none.
    public var currentValueLabel: CurrentValueLabel?
}

/// A bar filled up to the fraction done (SwiftUI's `LinearProgressViewStyle`): the label above a
/// 4-point capsule track in `systemFill`, filled in the tint, as wide as offered, and the current
/// value below it in the caption font and the secondary colour. Indeterminate progress draws the
/// empty track.
nonisolated public struct LinearProgressViewStyle: ProgressViewStyle {
    let tint: Color?

    /// The style in the environment's tint.
    public init() { tint = nil }

    /// The style filling the bar with `tint` (SwiftUI's deprecated spelling of `tint(_:)`).
    public init(tint: Color) { self.tint = tint }

    /// The label, the bar and the current value, 6 points apart.
    public func makeBody(configuration: Configuration) -> some View {
        WithEnvironment { env in
            let fill = tint ?? env.accentTint
            VStack(alignment: .leading, spacing: SystemMetrics.progressLabelSpacing) {
                if let label = configuration.label { label }
                GeometryReader { proxy in
                    ZStack(alignment: .leading) {
                        Capsule().fill(SystemColors.systemFill)
                        if let fraction = configuration.fractionCompleted {
                            Capsule().fill(fill).frame(width: proxy.size.width * fraction)
                        }
                    }
                }
                .frame(height: env.systemLook.metrics.progressTrackHeight)
                if let current = configuration.currentValueLabel {
                    current.font(.caption).foregroundStyle(.secondary)
                }
            }
        }
    }
}

/// The spinner (SwiftUI's `CircularProgressViewStyle`): on iOS always the indeterminate spinner,
/// even for progress with a value (iOS draws no ring), eight spokes in 20 × 20 points (37 × 37 at
/// the large control sizes), gray or in the tint, with the label below it in the secondary colour.
nonisolated public struct CircularProgressViewStyle: ProgressViewStyle {
    let tint: Color?

    /// The style in the environment's tint (gray when none is set).
    public init() { tint = nil }

    /// The style drawing the spinner in `tint` (SwiftUI's deprecated spelling of `tint(_:)`).
    public init(tint: Color) { self.tint = tint }

    /// The spinner and the label, 8 points apart.
    public func makeBody(configuration: Configuration) -> some View {
        WithEnvironment { env in
            let large = env.controlSize == .large || env.controlSize == .extraLarge
            VStack(spacing: 8) {
                Spinner(side: large ? SystemMetrics.largeSpinnerSide : SystemMetrics.spinnerSide, tint: tint ?? env.tint)
                if let label = configuration.label { label.foregroundColor(.secondary) }
            }
        }
    }
}

/// The platform's default (SwiftUI's `DefaultProgressViewStyle`): on iOS the bar for progress
/// with a value, the spinner for indeterminate progress.
nonisolated public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// Creates the style.
    public init() {}

    /// `LinearProgressViewStyle`'s bar or `CircularProgressViewStyle`'s spinner.
    @ViewBuilder public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted != nil {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        } else {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

nonisolated extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The default progress view style: a bar with a value, a spinner without.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

nonisolated extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar filled up to the fraction done.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

nonisolated extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// The spinner.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// A progress view style with its type erased, as the environment keeps it, with the style it was
/// set inside of: `ProgressView(configuration)` in a style's body draws with that one.
struct AnyProgressViewStyle {
    let makeBody: (ProgressViewStyleConfiguration) -> AnyView
    /// The style in effect where this one was set (nil: the default).
    private let outerBox: [AnyProgressViewStyle]

    var outer: AnyProgressViewStyle { outerBox.first ?? AnyProgressViewStyle(DefaultProgressViewStyle()) }

    init<S: ProgressViewStyle>(_ style: S, outer: AnyProgressViewStyle? = nil) {
        makeBody = { AnyView(callMainActorRequirement({ $0.makeBody(configuration: $1) }, style, $0)) }
        outerBox = outer.map { [$0] } ?? []
    }
}

private enum ProgressViewStyleKey: EnvironmentKey {
    static var defaultValue: AnyProgressViewStyle { AnyProgressViewStyle(DefaultProgressViewStyle()) }
}

extension EnvironmentValues {
    /// The style progress views in this environment use.
    var progressViewStyle: AnyProgressViewStyle {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of progress views in this view.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        transformEnvironment(\.progressViewStyle) { $0 = AnyProgressViewStyle(style, outer: $0) }
    }
}
