// fixtures/scenes/literals.swift compiled with `import Easel`: the Swift type checker's answer for
// each literal that the interpreter must reproduce (file-scope constants become statics here).
import Easel

enum LiteralScene {
    static let step: CGFloat = 1 / 30
    static let columns = 7 / 2
    static let sky = Color(red: 130 / 255, green: 200 / 255, blue: 1)

    struct Bar: View {
        var fraction: Double
        var height: CGFloat = 40 / 3

        var body: some View {
            Rectangle()
                .fill(sky)
                .frame(width: 120 * fraction, height: height)
        }
    }

    struct ContentView: View {
        let unit: Double = 10
        var compact = true
        var override: CGFloat? = nil
        var inset: CGFloat { 9 / 2 }

        func share(of total: CGFloat, parts: Int) -> CGFloat {
            total / CGFloat(parts) + 1 / 2
        }

        var body: some View {
            var width: CGFloat = 0
            width = 200 / 3
            return VStack(alignment: .leading, spacing: step * 30) {
                Color.red.frame(width: 100 / 3, height: 5 / 2)
                Bar(fraction: 1 / 4)
                Bar(fraction: 2 / 3, height: unit * (1 / 4))
                Color.blue.frame(width: width, height: unit / 4 + 1 / 2)
                Color.green.frame(width: share(of: 100, parts: 3), height: inset)
                Text("\(columns) \(7 / 2) \(columns * 2)")
                Color.orange.frame(width: compact ? 200 / 3 : 10, height: override ?? 5 / 2)
                Text("\(2.0 * (compact ? 1 / 2 : 1)) \(compact ? 7 / 2 : 1)")
                Bar(fraction: 1 / 2).frame(width: 100 / 3).padding(.leading, 5 / 2)
            }
            .padding(1 / 2 + 0.5)
        }
    }
}
