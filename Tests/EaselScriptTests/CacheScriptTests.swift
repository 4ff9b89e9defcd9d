import XCTest
@testable import EaselScript

/// `NSCache` in scripts (an app's image or result cache, often in an actor or a shared store),
/// and the file URL an app builds for its on-disk cache.
final class CacheScriptTests: XCTestCase {
    func testACacheStoresEvictsByCountAndClears() throws {
        let source = """
            actor Store {
                static let shared = Store()
                private let cache = NSCache<NSString, NSString>()
                let folder = URL(fileURLWithPath: "/tmp").appendingPathComponent("Images", isDirectory: true)
                init() { cache.countLimit = 2; cache.name = "images" }
                func put(_ k: String, _ v: String) { cache.setObject(v as NSString, forKey: k as NSString) }
                func get(_ k: String) -> String { (cache.object(forKey: k as NSString) as String?) ?? "-" }
                func clear() { cache.removeAllObjects() }
                func drop(_ k: String) { cache.removeObject(forKey: k as NSString) }
                var summary: String { "\\(cache.name) \\(cache.countLimit) \\(folder.hasDirectoryPath)" }
            }
            func run() async -> [String] {
                let s = Store.shared
                await s.put("a", "1"); await s.put("b", "2"); await s.put("c", "3")
                let afterThree = "\\(await s.get("a")) \\(await s.get("b")) \\(await s.get("c"))"
                await s.drop("b")
                let dropped = await s.get("b")
                await s.clear()
                return [afterThree, "dropped " + dropped, "cleared " + (await s.get("c")), await s.summary]
            }
            struct ContentView: View {
                @State private var lines: [String] = []
                var body: some View { VStack { ForEach(lines, id: \\.self) { Text($0) } }.task { lines = await run() } }
            }
            """
        let l = try ScriptTestSupport.layout(source)
        let labels = l.root.all { $0.kind == "Text" }.map(\.label)
        XCTAssertEqual(labels, ["- 2 3", "dropped -", "cleared -", "images 2 true"])
    }
}
