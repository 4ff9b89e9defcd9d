import Foundation
import EaselLayout

/// The figures of the system look that differ between iOS 17/18 and iOS 26 (points), in one
/// place; the figures that stay the same are `SystemMetrics`'. Sources: CONTROLS.md §5, §8 and
/// §11; the estimates are listed in docs/Differences.md.
struct LookMetrics {
    /// The switch's track and its knob (a circle on iOS 18, a capsule on iOS 26), the knob this far
    /// inside the track.
    var switchSize: CGSize
    var switchKnobSize: CGSize
    var switchKnobInset: CGFloat
    /// The slider's track and thumb (a circle on iOS 18, a capsule on iOS 26).
    var sliderTrackHeight: CGFloat
    var sliderThumbSize: CGSize
    /// A linear progress bar's track.
    var progressTrackHeight: CGFloat
    /// `defaultMinListRowHeight`.
    var listRowMinHeight: CGFloat
    /// An inset-grouped card's corner radius.
    var listCardCornerRadius: CGFloat
    /// Whether grouped lists uppercase their section headers.
    var uppercasesSectionHeaders: Bool
    /// Whether bordered buttons of the automatic border shape are capsules.
    var borderedButtonsAreCapsules: Bool
    /// The floating tab bar, when the look has one: its height and its inset from the screen's
    /// sides (nil: the bar spans the bottom edge).
    var floatingTabBar: (height: CGFloat, sideInset: CGFloat)?

    /// iOS 17 and 18 (CONTROLS.md §5, §8).
    static let iOS18 = LookMetrics(
        switchSize: CGSize(width: 51, height: 31), switchKnobSize: CGSize(width: 27, height: 27), switchKnobInset: 2,
        sliderTrackHeight: 4, sliderThumbSize: CGSize(width: 28, height: 28), progressTrackHeight: 4,
        listRowMinHeight: 44, listCardCornerRadius: 10, uppercasesSectionHeaders: true,
        borderedButtonsAreCapsules: false, floatingTabBar: nil)

    /// iOS 26 (CONTROLS.md §11: the switch 63 × 28, the slider's capsule thumb 38 × 24 on a 6-point
    /// track, 6-point progress bars, rows at least 52 tall on cards of radius 24–26, headers not
    /// uppercased, capsule buttons). The switch's knob (a 38 × 24 capsule, like the slider's thumb)
    /// and the tab bar's 62-point capsule 21 from the sides are estimates from screenshots.
    static let iOS26 = LookMetrics(
        switchSize: CGSize(width: 63, height: 28), switchKnobSize: CGSize(width: 38, height: 24), switchKnobInset: 2,
        sliderTrackHeight: 6, sliderThumbSize: CGSize(width: 38, height: 24), progressTrackHeight: 6,
        listRowMinHeight: 52, listCardCornerRadius: 26, uppercasesSectionHeaders: false,
        borderedButtonsAreCapsules: true, floatingTabBar: (height: 62, sideInset: 21))
}
