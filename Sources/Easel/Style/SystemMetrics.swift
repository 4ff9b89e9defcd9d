import Foundation
import EaselLayout

/// The iPhone's default sizes for controls, lists and bars (points), in one place: those that
/// differ between iOS 17/18 and iOS 26 are `LookMetrics`'.
/// Sources and confidence: CONTROLS.md §5, §7, §8; estimates are listed in docs/Differences.md.
enum SystemMetrics {
    // Lists and forms (§5)
    /// A row's content inset from the card's leading and trailing edges (the layout margin).
    static let listRowHorizontalInset: CGFloat = 16
    /// A row's content inset above and below: a 31-point switch fits a 44-point row.
    static let listRowVerticalInset: CGFloat = 6.5
    /// An inset-grouped card's inset from the list's edges.
    static let listCardInset: CGFloat = 16
    /// Space above a section that has no header (and below the last section).
    static let listSectionSpacing: CGFloat = 35
    /// `listSectionSpacing(.compact)` (an estimate).
    static let listCompactSectionSpacing: CGFloat = 20
    /// Space above a section header.
    static let listHeaderTopSpacing: CGFloat = 17
    /// Space between a section header and its card, and between the card and its footer.
    static let listHeaderCardSpacing: CGFloat = 6

    // Navigation bar (§7)
    /// The inline bar above a large title.
    static let navigationBarHeight: CGFloat = 44
    /// The search field under the navigation title: 36 tall, corner radius 10, 16 from the edges,
    /// in a 52-point row (estimates: CONTROLS.md gives no figure).
    static let searchFieldHeight: CGFloat = 36
    static let searchFieldCornerRadius: CGFloat = 10
    static let searchBarHeight: CGFloat = 52
    /// Text fields: one 22-point line plain; `.roundedBorder` pads 7 across and 6 along (34 tall)
    /// inside a hairline rectangle of radius 5 (CONTROLS.md §8).
    static let textFieldLineHeight: CGFloat = 22
    static let roundedBorderPadding = EdgeInsets(top: 6, leading: 7, bottom: 6, trailing: 7)
    static let roundedBorderRadius: CGFloat = 5
    /// The segmented picker: 32 tall, outer radius 9, the selected segment inset 2 with radius 7,
    /// 13-point text (CONTROLS.md §8).
    static let segmentedHeight: CGFloat = 32
    static let segmentedRadius: CGFloat = 9
    static let segmentedInset: CGFloat = 2
    static let segmentThumbRadius: CGFloat = 7
    static let segmentFontSize: CGFloat = 13
    /// The indeterminate spinner: 20 points square (`UIActivityIndicatorView.medium`), 37 at the
    /// large control sizes (`.large`), its spokes 2.5 points wide at 20 and as wide in proportion
    /// (CONTROLS.md §8; the spoke width is an estimate).
    static let spinnerSide: CGFloat = 20
    static let largeSpinnerSide: CGFloat = 37
    static let spinnerSpokeWidth: CGFloat = 2.5
    /// Between a progress bar and its labels (an estimate).
    static let progressLabelSpacing: CGFloat = 6
    /// Stepper: a 94 × 32 control, radius 8 (CONTROLS.md §8).
    static let stepperSize = CGSize(width: 94, height: 32)
    static let stepperRadius: CGFloat = 8
    /// The tab bar: 49 tall (no safe area below it in Easel's pictures); icons at body size,
    /// large scale, above 10-point medium labels, 2 apart (CONTROLS.md §7).
    static let tabBarHeight: CGFloat = 49
    static let tabItemLabelSize: CGFloat = 10
    static let tabItemSpacing: CGFloat = 2
    /// The iOS 26 look's floating bar: the selected item's capsule this far inside the bar's (an
    /// estimate).
    static let floatingTabBarInnerInset: CGFloat = 4
    /// Page-style tab views: 8-point dots, 8 apart, 16 above the bottom edge (estimates).
    static let pageDotSize: CGFloat = 8
    static let pageDotSpacing: CGFloat = 8
    static let pageDotsBottomInset: CGFloat = 16
    /// The bottom toolbar, above the home indicator (CONTROLS.md §7).
    static let bottomToolbarHeight: CGFloat = 44
    /// Toolbar items' distance from the bar's edges (CONTROLS.md §7).
    static let toolbarEdgeInset: CGFloat = 16
    /// Between neighbouring toolbar items (an estimate: CONTROLS.md gives no figure).
    static let toolbarItemSpacing: CGFloat = 16
    /// The large title's part of the bar.
    static let largeTitleHeight: CGFloat = 52
    /// Between the large title's bottom and the bar's bottom.
    static let largeTitleBottomInset: CGFloat = 8
    /// The large title's leading inset (the layout margin).
    static let largeTitleLeadingInset: CGFloat = 16

    // Buttons (§8), `.regular` control size
    /// Bordered buttons' padding across and along.
    static let borderedButtonHorizontalPadding: CGFloat = 12
    static let borderedButtonVerticalPadding: CGFloat = 7
    /// Bordered buttons' corner radius.
    static let borderedButtonCornerRadius: CGFloat = 8
    /// A bordered button's fill opacity over its tint, light and dark.
    static let borderedTintOpacityLight: Double = 0.12
    static let borderedTintOpacityDark: Double = 0.26

    // Date pickers (CONTROLS.md §8: the compact value on a tertiarySystemFill pill, radius ≈6–8, ≈34 tall).
    static let datePickerPillHeight: CGFloat = 34
    static let datePickerPillRadius: CGFloat = 6
    static let datePickerPillPadding: CGFloat = 11
    static let datePickerPillSpacing: CGFloat = 6
    /// The graphical style's month calendar (estimates from screenshots of iOS 17).
    static let calendarIdealWidth: CGFloat = 320
    static let calendarInset: CGFloat = 16
    static let calendarGridInset: CGFloat = 8
    static let calendarHeaderHeight: CGFloat = 44
    static let calendarArrowSpacing: CGFloat = 28
    static let calendarWeekdayHeight: CGFloat = 20
    static let calendarRowHeight: CGFloat = 44
    static let calendarSelectionDiameter: CGFloat = 40
    static let calendarTimeRowHeight: CGFloat = 52

    // Gauges (CONTROLS.md §8 gives the arrangement; the sizes are estimates from iOS 17 screenshots)
    /// The linear styles' track, as a progress bar's.
    static let gaugeTrackHeight: CGFloat = 4
    /// Between the label, the track row and the current value, and between the bounds labels and the track.
    static let gaugeSpacing: CGFloat = 4
    /// The accessory linear style's marker.
    static let gaugeMarkerDiameter: CGFloat = 8
    /// The circular styles' ring: its outer diameter and its line.
    static let gaugeCircularDiameter: CGFloat = 58
    static let gaugeCircularLineWidth: CGFloat = 6
    /// The open ring of `.accessoryCircular` spans 270°, open at the bottom.
    static let gaugeOpenArcDegrees: Double = 270

    // Colour well (estimates from iOS 17 screenshots)
    static let colorWellDiameter: CGFloat = 28
    static let colorWellRingWidth: CGFloat = 3
    static let colorWellGap: CGFloat = 2

    // Control groups: a band like the stepper's (CONTROLS.md §8 figures for the stepper; estimates)
    static let controlGroupHeight: CGFloat = 34
    static let controlGroupRadius: CGFloat = 8
    static let controlGroupDividerHeight: CGFloat = 18

    // Device chrome (CONTROLS.md §2; the status bar's positions are estimates from screenshots)
    /// The time: 17-point semibold on notch and island phones, 12-point on home-button phones and iPads.
    static let statusBarFontSize: CGFloat = 17
    static let statusBarSmallFontSize: CGFloat = 12
    /// The row the time and icons are centred in.
    static let statusBarContentHeight: CGFloat = 22
    /// The notch's or island's width, which the two groups sit beside.
    static let statusBarCutoutWidth: CGFloat = 126
    /// The Dynamic Island's centre below the screen's top (11 down, 37 tall).
    static let islandCentreY: CGFloat = 29.5
    /// The home indicator and its distance from the bottom edge.
    static let homeIndicatorSize = CGSize(width: 134, height: 5)
    static let homeIndicatorBottomInset: CGFloat = 8
}
