import Foundation
import EaselLayout

/// What a device draws over an app (`ImageRenderer.showsStatusBar`, `--status-bar`): the status
/// bar at the top and, on devices without a home button, the home indicator, a 134 × 5 point
/// capsule 8 points above the bottom edge (CONTROLS.md §2), in the label colour.
nonisolated struct DeviceChrome: View {
    let device: Device

    var body: some View {
        ZStack(alignment: .bottom) {
            StatusBar(device: device)
            if device.safeAreaInsets.bottom > 0 {
                Capsule()
                    .fill(.primary)
                    .frame(width: SystemMetrics.homeIndicatorSize.width, height: SystemMetrics.homeIndicatorSize.height)
                    .padding(.bottom, SystemMetrics.homeIndicatorBottomInset)
            }
        }
        .frame(width: device.size.width, height: device.size.height)
    }
}
