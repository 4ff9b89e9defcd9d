// Text in many scripts against a golden PNG (@2x): HarfBuzz shaping (Arabic joining, Devanagari
// reordering, Thai marks), bidirectional text, right-to-left layout, CJK line breaking, the
// bundled Noto fallback faces and colour emoji. fixtures/scenes/world-text.swift is its script twin.
import XCTest
import Easel
import EaselTesting

final class WorldTextSnapshotTests: XCTestCase {
    func testWorldText() {
        assertSnapshot(of: WorldTextScene.ContentView().background(Color.white), named: "world-text")
        assertSnapshot(
            of: WorldTextScene.ContentView().foregroundColor(.white).background(Color.black), named: "world-text-dark",
            colorScheme: .dark)
    }
}

/// The compiled twin of fixtures/scenes/world-text.swift.
enum WorldTextScene {
    struct Row: View {
        let language: String
        let text: String

        var body: some View {
            HStack(alignment: .firstTextBaseline) {
                Text(language).font(.caption).foregroundColor(.gray).frame(width: 64, alignment: .leading)
                Text(text)
            }
        }
    }

    struct ContentView: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 10) {
                Row(language: "English", text: "Office: AV To 12:30")
                Row(language: "Arabic", text: "مرحبا بالعالم")
                Row(language: "Hebrew", text: "שלום עולם")
                Row(language: "Hindi", text: "नमस्ते दुनिया")
                Row(language: "Thai", text: "สวัสดีชาวโลก")
                Row(language: "Japanese", text: "こんにちは世界")
                Row(language: "Chinese", text: "你好，世界")
                Row(language: "Korean", text: "안녕하세요 세계")
                Row(language: "Emoji", text: "🎉 👍🏽 👨‍👩‍👧 🇯🇵 ❤️")
                Row(language: "Mixed", text: "Version 2 من التطبيق جاهز")
                Text("هذه فقرة طويلة باللغة العربية تلتف عبر عدة أسطر.")
                    .frame(width: 220, alignment: .leading)
                    .environment(\.layoutDirection, .rightToLeft)
                Text("これは長い日本語の文章で、行の折り返しを確認します。")
                    .frame(width: 220, alignment: .leading)
            }
            .padding()
            .frame(width: 320, alignment: .leading)
        }
    }
}
