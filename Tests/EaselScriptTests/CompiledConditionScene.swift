// fixtures/scenes/conditions.swift as an iOS debug build compiles it: each `#if` replaced by the
// clause that build keeps (this Linux compiler would keep other clauses of `os(iOS)`).
import Easel

enum ConditionScene {
    static let accent = Color.orange

    struct Badge: View {
        var side: CGFloat = 30
        var beta = false

        func label() -> String {
            beta ? "beta" : "release"
        }

        @ViewBuilder var body: some View {
            if beta {
                content.padding(4).border(Color.red, width: 2)
            } else {
                content.padding(4)
            }
        }

        var content: some View {
            VStack(spacing: 0) {
                Text(label())
                accent.frame(width: side, height: side)
            }
        }
    }
}
