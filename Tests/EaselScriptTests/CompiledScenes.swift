// The scenes of fixtures/scenes compiled with `import Easel`, exactly as the files spell them
// (each ContentView nested in an enum only so that the names do not clash). feet.swift and
// flight.swift are the seed examples EaselGallery already compiles (AlignFeet, ContentView_Previews).
import Easel

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

// fixtures/scenes/custom.swift
// A custom environment key, custom Layouts (one reading a LayoutValueKey), AnyLayout switching
// between stacks, a custom Shape and a Path built in a closure.
private struct AccentKey: EnvironmentKey {
    static let defaultValue: CGFloat = 5
}

extension EnvironmentValues {
    var accentWidth: CGFloat {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

enum CustomScene {
    struct Accent: View {
        @Environment(\.accentWidth) var width

        var body: some View {
            Rectangle().fill(Color.orange).frame(width: width, height: 10)
        }
    }

    struct Rank: LayoutValueKey {
        static let defaultValue: Int = 0
    }

    struct Diagonal: Layout {
        var spacing: CGFloat = 4

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            var width: CGFloat = 0
            var height: CGFloat = 0
            for subview in subviews {
                let size = subview.sizeThatFits(.unspecified)
                width += size.width + CGFloat(subview[Rank.self]) * 2
                height += size.height
            }
            height += spacing * CGFloat(max(0, subviews.count - 1))
            return CGSize(width: width, height: height)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var point = bounds.origin
            for subview in subviews {
                let size = subview.sizeThatFits(.unspecified)
                let indent = CGFloat(subview[Rank.self]) * 2
                subview.place(at: CGPoint(x: point.x + indent, y: point.y), anchor: .topLeading, proposal: .unspecified)
                point.x += size.width + indent
                point.y += size.height + spacing
            }
        }
    }

    struct Centered: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions(by: CGSize(width: 60, height: 40))
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for (index, subview) in subviews.enumerated() {
                let inset = CGFloat(index) * 6
                subview.place(
                    at: CGPoint(x: bounds.midX + inset, y: bounds.midY + inset), anchor: .center,
                    proposal: ProposedViewSize(width: bounds.width / 2, height: nil))
            }
        }
    }

    struct Triangle: Shape {
        func path(in rect: CGRect) -> Path {
            var p = Path()
            p.move(to: CGPoint(x: rect.midX, y: rect.minY))
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            p.closeSubpath()
            return p
        }
    }

    struct ContentView: View {
        var vertical = false

        var body: some View {
            let layout = vertical ? AnyLayout(VStackLayout(spacing: 2)) : AnyLayout(HStackLayout(alignment: .top, spacing: 6))
            VStack(alignment: .leading, spacing: 8) {
                Diagonal(spacing: 2) {
                    Text("one")
                    Text("two").layoutValue(key: Rank.self, value: 3)
                    Triangle().fill(.red).frame(width: 50, height: 40)
                }
                layout {
                    Accent()
                    Accent().environment(\.accentWidth, 42)
                    Triangle().stroke(Color.blue, lineWidth: 2).frame(width: 30, height: 20)
                }
                Centered {
                    Color.green
                    Text("mid")
                }
                .frame(width: 120)
                Path { p in
                    p.move(to: CGPoint(x: 0, y: 0))
                    p.addLine(to: CGPoint(x: 40, y: 10))
                    p.addLine(to: CGPoint(x: 0, y: 20))
                }
                .stroke(Color.purple, lineWidth: 1)
                .frame(width: 40, height: 20)
            }
            .padding()
        }
    }
}

// The scene of ScriptLayoutTests.testMoreCustomEnvironmentLayoutsAndShapes (its source is this text).
private struct StripeKey: EnvironmentKey {
    static var defaultValue: Color { .gray }
}

extension EnvironmentValues {
    var stripe: Color {
        get { self[StripeKey.self] }
        set { self[StripeKey.self] = newValue }
    }
}

enum CustomMoreScene {
    struct Stripe: View {
        @Environment(\.stripe) var color
        @Environment(\.accentWidth) var width
        var body: some View { color.frame(width: width * 2, height: 6) }
    }

    struct Wide: ViewModifier {
        @Environment(\.accentWidth) var width
        func body(content: Content) -> some View { content.padding(.horizontal, width) }
    }

    struct Stagger: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            let width = sizes.reduce(0) { $0 + $1.width }
            let height = sizes.map { $0.height }.max() ?? 0
            return CGSize(width: width, height: height + CGFloat(subviews.count) * 3)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var x = bounds.minX
            for index in subviews.indices {
                let subview = subviews[index]
                let d = subview.dimensions(in: .unspecified)
                subview.place(at: CGPoint(x: x, y: bounds.maxY - CGFloat(index) * 3), anchor: .bottomLeading, proposal: .unspecified)
                x += d.width
            }
        }

        func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
            if guide == .center { return bounds.minY + 2 }
            return nil
        }
    }

    struct Wedge: Shape {
        var inset: CGFloat = 0
        func path(in rect: CGRect) -> Path {
            Path { p in
                p.move(to: CGPoint(x: rect.minX + inset, y: rect.midY))
                p.addArc(
                    center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2 - inset,
                    startAngle: .degrees(0), endAngle: Angle(degrees: 90), clockwise: false)
                p.closeSubpath()
            }
        }
    }

    struct ContentView: View {
        var body: some View {
            VStack(spacing: 4) {
                Stripe()
                Stripe().environment(\.stripe, .red).environment(\.accentWidth, 20)
                Text("wide").modifier(Wide())
                Text("wider").modifier(Wide()).environment(\.accentWidth, 12)
                HStack(alignment: .center) {
                    Text("A")
                    Stagger {
                        Color.blue.frame(width: 10, height: 10)
                        Text("x")
                        Wedge(inset: 2).stroke(Color.red, lineWidth: 2).frame(width: 20, height: 20)
                    }
                }
                AnyLayout(Stagger()) {
                    Wedge()
                        .frame(width: 16, height: 16)
                    Circle().frame(width: 8, height: 8)
                }
                Text("clip")
                    .padding(6)
                    .background(Wedge(inset: 1))
                    .clipShape(Wedge())
                Path(ellipseIn: CGRect(x: 0, y: 0, width: 30, height: 10))
                    .fill(Color.green)
                    .frame(width: 30, height: 10)
                Path { $0.addRect(CGRect(x: 2, y: 2, width: 8, height: 8)) }
                    .frame(width: 12, height: 12)
            }
        }
    }
}
