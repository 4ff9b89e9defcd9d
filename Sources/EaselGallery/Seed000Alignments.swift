// Seed 000/001 "Alignments": every position and size the articles state.
// Images: rogue 48 x 64, dragoon 72 x 91, brawler 56 x 76 (the heights the articles give; widths ours).
// Each ContentView is the published code, nested in an enum only so that the names do not clash.
import Easel

enum AlignTop {
    struct ContentView: View {
        var body: some View {
            HStack(alignment: .top) {
                Image("rogue")
                Image("dragoon")
                Image("brawler")
            }
        }
    }
}

enum AlignCenter {
    struct ContentView: View {
        var body: some View {
            HStack(alignment: .center) {
                Image("rogue")
                Image("dragoon")
                Image("brawler")
            }
        }
    }
}

enum AlignBottom {
    struct ContentView: View {
        var body: some View {
            HStack(alignment: .bottom) {
                Image("rogue")
                Image("dragoon")
                Image("brawler")
            }
        }
    }
}

enum AlignFeet {
    struct ContentView: View {
        var body: some View {
            HStack(alignment: .feet) {
                Image("rogue")
                    .alignmentGuide(.feet) { _ in 61 }
                Image("dragoon")
                    .alignmentGuide(.feet) { _ in 84 }
                Image("brawler")
                    .alignmentGuide(.feet) { _ in 70 }
            }
        }
    }
}

enum AlignCustom {
    // Fix: `d[.center]` is ambiguous (horizontal or vertical centre) in SwiftUI as in Easel; the
    // article means the vertical centre, spelled `d[VerticalAlignment.center]` as its own extension does.
    struct ContentView: View {
        var body: some View {
            HStack(alignment: .custom) {
                Image("rogue")
                    .alignmentGuide(.custom) { d in d[.bottom] }
                Image("dragoon")
                    .alignmentGuide(.custom) { d in d[.top] }
                Image("brawler")
                    .alignmentGuide(.custom) { d in d[VerticalAlignment.center] }
            }
        }
    }
}

enum AlignAnchor {
    struct ContentView: View {
        var body: some View {
            ZStack(alignment: .anchor) {
                Image("rogue")
                    .alignmentGuide(HorizontalAlignment.anchor) { d in d[.trailing] }
                    .alignmentGuide(VerticalAlignment.anchor) { d in d[.bottom] }
                Image("dragoon")
                    .alignmentGuide(VerticalAlignment.anchor) { d in d[.top] }
                Image("brawler")
                    .alignmentGuide(HorizontalAlignment.anchor) { d in d[.leading] }
                    .alignmentGuide(VerticalAlignment.anchor) { d in d[.bottom] }
            }
        }
    }
}

enum AlignAcrossViews {
    // Typo fixed: the published code lacks the ")" after `Image("dragoon"`.
    struct ContentView: View {
        var body: some View {
            ZStack(alignment: Alignment(horizontal: .center, vertical: .feet)) {
                HStack(alignment: .feet) {
                    Image("rogue")
                        .border(Color.red)
                        .alignmentGuide(.feet) { _ in 61 }
                    Image("dragoon")
                        .border(Color.red)
                        .alignmentGuide(.feet) { _ in 84 }
                    Image("brawler")
                        .border(Color.red)
                        .alignmentGuide(.feet) { _ in 70 }
                }
                .border(Color.green)

                Rectangle()
                    .fill(Color.yellow)
                    .frame(width: 200, height: 1)
            }
        }
    }
}
