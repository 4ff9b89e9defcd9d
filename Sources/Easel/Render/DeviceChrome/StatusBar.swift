import Foundation
import EaselLayout

/// iOS's status bar as screenshots show it (CONTROLS.md §2): the time 9:41 and, at the other
/// side, full cellular bars, Wi-Fi and a full battery, in the label colour. On phones with a
/// notch or Dynamic Island the two groups are centred in the ears beside it (the island itself
/// is hardware and is not drawn); on a home-button phone the time is centred; on an iPad the
/// time and date are at the leading margin.
nonisolated struct StatusBar: View {
    let device: Device

    var body: some View {
        let h = device.safeAreaInsets.top, w = device.size.width
        let isPad = device.isPad
        let hasEars = !isPad && h >= 44 && !device.isLandscape
        ZStack {
            if hasEars {
                // The ears: each side of the notch or island (126 points wide on island phones, an
                // estimate for notches too), the groups centred in them.
                let ear = (w - SystemMetrics.statusBarCutoutWidth) / 2
                HStack(spacing: 0) {
                    time(SystemMetrics.statusBarFontSize).frame(width: ear)
                    Spacer(minLength: 0)
                    icons.frame(width: ear)
                }
                .frame(height: SystemMetrics.statusBarContentHeight)
                .position(x: w / 2, y: h >= 59 ? SystemMetrics.islandCentreY : h / 2)
            } else {
                HStack(spacing: 6) {
                    if isPad { time(SystemMetrics.statusBarSmallFontSize) }
                    Spacer(minLength: 0)
                    icons
                }
                .overlay { if !isPad { time(SystemMetrics.statusBarSmallFontSize) } }
                .padding(.horizontal, isPad ? 20 : 6)
                .frame(width: w, height: max(h, 20))
                .position(x: w / 2, y: max(h, 20) / 2)
            }
        }
        .frame(width: w, height: device.size.height, alignment: .top)
    }

    private func time(_ size: CGFloat) -> some View {
        Text(verbatim: device.isPad ? "9:41  Tue Jan 9" : "9:41")
            .font(.system(size: size, weight: .semibold))
            .monospacedDigit()
    }

    private var icons: some View {
        HStack(spacing: 5) {
            CellularBars().frame(width: 17, height: 11)
            WiFiFan().frame(width: 15, height: 11)
            Battery().frame(width: 27, height: 13)
        }
    }
}

/// Four rising bars, all filled.
nonisolated private struct CellularBars: View {
    var body: some View {
        HStack(alignment: .bottom, spacing: 1.5) {
            ForEach(0..<4, id: \.self) { i in
                RoundedRectangle(cornerRadius: 1).frame(width: 3, height: 4 + CGFloat(i) * 2.33)
            }
        }
        .frame(maxHeight: .infinity, alignment: .bottom)
    }
}

/// The Wi-Fi fan: three bands and a dot, centred below.
nonisolated private struct WiFiFan: Shape {
    func path(in rect: CGRect) -> Path {
        let c = CGPoint(x: rect.midX, y: rect.maxY)
        let r = min(rect.width / 2 / sin(.pi / 4), rect.height)
        var p = Path()
        let band = r / 3 * 0.62
        for i in 0..<3 {
            let outer = r * CGFloat(3 - i) / 3
            let inner = i == 2 ? 0 : outer - band
            p.move(to: CGPoint(x: c.x + inner * cos(-.pi * 3 / 4), y: c.y + inner * sin(-.pi * 3 / 4)))
            p.addArc(center: c, radius: outer, startAngle: .radians(-.pi * 3 / 4), endAngle: .radians(-.pi / 4), clockwise: false)
            if inner > 0 {
                p.addArc(center: c, radius: inner, startAngle: .radians(-.pi / 4), endAngle: .radians(-.pi * 3 / 4), clockwise: true)
            } else {
                p.addLine(to: c)
            }
            p.closeSubpath()
        }
        return p
    }
}

/// A full battery: an outlined body at 35 %, the charge inside, and the terminal cap.
nonisolated private struct Battery: View {
    var body: some View {
        HStack(spacing: 1) {
            ZStack {
                RoundedRectangle(cornerRadius: 4, style: .continuous).strokeBorder(lineWidth: 1).opacity(0.35)
                RoundedRectangle(cornerRadius: 2.5, style: .continuous).padding(2)
            }
            .frame(width: 25)
            RoundedRectangle(cornerRadius: 1).frame(width: 1.5, height: 4).opacity(0.4)
        }
    }
}
