// The scenes of fixtures/scenes compiled with `import Easel`, exactly as the files spell them
// (each ContentView nested in an enum only so that the names do not clash).
import Easel

extension VerticalAlignment {
    enum Feet: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> Length { d[.bottom] }
    }
    static let feet = VerticalAlignment(Feet.self)
}

enum FeetScene {
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

struct WidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = nextValue()
    }
}

extension View {
    func measureWidth(_ f: @escaping (CGFloat) -> ()) -> some View {
        overlay(GeometryReader { proxy in
            Color.clear.preference(key: WidthKey.self, value: proxy.size.width)
        }
        .onPreferenceChange(WidthKey.self, perform: f))
    }
}

enum FlightScene {
    struct AirplaneView: View {
        let from = Text("Berlin")
        let to = Text("San Francisco")
        let airplaneIcon = Text("✈️")

        @State var proposedWidth: CGFloat = 0
        @State var fromWidth: CGFloat = 0
        @State var airplaneWidth: CGFloat = 0
        @State var toWidth: CGFloat = 0

        var shouldDrawOffCenter: Bool {
            let labelWidth = (proposedWidth - airplaneWidth) / 2
            return fromWidth > labelWidth || toWidth > labelWidth
        }

        var body: some View {
            HStack(spacing: 0) {
                if shouldDrawOffCenter {
                    from
                    Spacer()
                    airplaneIcon
                    Spacer()
                    to
                } else {
                    from
                        .frame(maxWidth: .infinity, alignment: .leading)
                    airplaneIcon
                    to
                        .frame(maxWidth: .infinity, alignment: .trailing)
                }
            }
            .measureWidth { self.proposedWidth = $0 }
            .background(HStack {
                from.fixedSize().measureWidth { self.fromWidth = $0 }
                airplaneIcon.fixedSize().measureWidth { self.airplaneWidth = $0 }
                to.fixedSize().measureWidth { self.toWidth = $0 }
            }.hidden())
            .lineLimit(1)
        }
    }

    struct ContentView_Previews: PreviewProvider {
        static var previews: some View {
            VStack(spacing: 20) {
                AirplaneView().frame(width: 250)
                AirplaneView().frame(width: 200)
                AirplaneView().frame(width: 175)
                AirplaneView().frame(width: 150)
                AirplaneView().frame(width: 125)
                AirplaneView().frame(width: 100)
            }
        }
    }
}

struct Card<Content: View>: View {
    var title: String
    var padding: CGFloat = 12
    let content: Content

    init(title: String, padding: CGFloat = 12, @ViewBuilder content: () -> Content) {
        self.title = title
        self.padding = padding
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title).font(.headline)
            content
        }
        .padding(padding)
        .background(RoundedRectangle(cornerRadius: 10).fill(Color.gray.opacity(0.2)))
    }
}

struct Framed: ViewModifier {
    @Environment(\.colorScheme) var colorScheme
    var width: CGFloat = 2

    func body(content: Content) -> some View {
        content
            .padding(colorScheme == .dark ? 8 : 4)
            .border(colorScheme == .dark ? Color.white : Color.black, width: width)
    }
}

extension View {
    func framed(width: CGFloat = 2) -> some View {
        modifier(Framed(width: width))
    }
}

enum CardScene {
    enum Size {
        case small, medium, large
    }

    struct Badge: View {
        let size: Size
        var label: String

        var side: CGFloat {
            switch size {
            case .small: return 16
            case .medium: return 24
            case .large: return 32
            }
        }

        var body: some View {
            ZStack {
                Circle().fill(Color.blue)
                Text(label).font(.system(size: side / 2)).foregroundColor(.white)
            }
            .frame(width: side, height: side)
        }
    }

    struct ContentView: View {
        let names = ["Ann", "Bo", "Cyrille"]
        @State private var highlighted = 1

        var body: some View {
            Card(title: "Party") {
                HStack(spacing: 4) {
                    ForEach(0..<3) { i in
                        Badge(size: i == 0 ? .small : (i == 1 ? .medium : .large), label: "\(i + 1)")
                    }
                }
                ForEach(names, id: \.self) { name in
                    if name.count > 2 {
                        Text("\(name) (\(name.count) letters)")
                    } else {
                        Text(name).bold()
                    }
                }
                Text(String(repeating: "★", count: max(1, min(5, names.count))))
                    .framed(width: 1)
            }
            .frame(width: 220)
        }
    }
}
