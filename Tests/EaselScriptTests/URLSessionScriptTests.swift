import XCTest
import Foundation
import Easel
@testable import EaselScript

/// `URLSession` in scripts is a device with no network: loads throw iOS's offline error, data
/// tasks never complete, and requests keep what code sets on them.
final class URLSessionScriptTests: XCTestCase {
    func testLoadsFailAsOfflineAndTasksNeverComplete() throws {
        let source = """
            struct Item: Decodable { let name: String }
            @Observable final class Loader {
                var state = "idle"
                var completed = false
                func load() async {
                    var request = URLRequest(url: URL(string: "https://example.com/items")!)
                    request.httpMethod = "POST"
                    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
                    request.httpBody = Data("{}".utf8)
                    do {
                        let (data, _) = try await URLSession.shared.data(for: request)
                        _ = try JSONDecoder().decode([Item].self, from: data)
                        state = "loaded"
                    } catch {
                        state = error.localizedDescription
                    }
                }
                func start() {
                    URLSession(configuration: .default).dataTask(with: URL(string: "https://example.com")!) { _, _, _ in
                        self.completed = true
                    }.resume()
                }
            }
            struct ContentView: View {
                @State private var loader = Loader()
                var body: some View {
                    VStack {
                        Text(loader.state)
                        Text(loader.completed ? "completed" : "waiting")
                    }
                    .task {
                        loader.start()
                        await loader.load()
                    }
                }
            }
            """
        XCTAssertEqual(
            try ScriptTestSupport.texts(source), ["The Internet connection appears to be offline. (https://example.com/items)", "waiting"])
    }

    func testARequestKeepsItsMethodHeadersAndBody() throws {
        let source = """
            struct ContentView: View {
                var body: some View {
                    var request = URLRequest(url: URL(string: "https://example.com/a")!)
                    request.httpMethod = "PUT"
                    request.setValue("1", forHTTPHeaderField: "X-A")
                    request.addValue("2", forHTTPHeaderField: "X-A")
                    request.httpBody = Data("hi".utf8)
                    return VStack {
                        Text(request.httpMethod ?? "")
                        Text(request.allHTTPHeaderFields?["X-A"] ?? "")
                        Text("\\(request.httpBody?.count ?? 0)")
                        Text(request.url?.host ?? "")
                    }
                }
            }
            """
        XCTAssertEqual(try ScriptTestSupport.texts(source), ["PUT", "1,2", "2", "example.com"])
    }
}
