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

    /// The offline error is a `URLError` (`.notConnectedToInternet`) and, bridged, an `NSError` of
    /// `NSURLErrorDomain` with code −1009, as on a device with no network; a file error is not a
    /// `URLError`.
    func testTheOfflineErrorIsAURLErrorAndAnNSError() throws {
        let source = """
            enum Failure: Error { case bad }
            struct ContentView: View {
                @State private var lines: [String] = []
                func load() async -> [String] {
                    var out: [String] = []
                    do {
                        _ = try await URLSession.shared.data(from: URL(string: "https://example.com")!)
                    } catch let e as URLError {
                        out.append(e.code == .notConnectedToInternet ? "offline" : "other")
                        out.append(e.code == .cancelled ? "cancelled" : "not cancelled")
                        let ns = e as NSError
                        out.append("\\(ns.domain == NSURLErrorDomain) \\(ns.code == NSURLErrorNotConnectedToInternet) \\(ns.code)")
                    } catch {
                        out.append("not a URLError")
                    }
                    let mine: Error = Failure.bad
                    out.append((mine as? URLError) == nil ? "not a URLError" : "URLError")
                    do {
                        _ = try Data(contentsOf: URL.documentsDirectory.appending(path: "none.json"))
                    } catch {
                        out.append(error is URLError ? "URLError" : "file error")
                        out.append((error as? URLError) == nil ? "nil" : "cast")
                        out.append("\\((error as NSError).code)")
                    }
                    return out
                }
                var body: some View {
                    VStack { ForEach(lines, id: \\.self) { Text($0) } }.task { lines = await load() }
                }
            }
            """
        XCTAssertEqual(
            try ScriptTestSupport.texts(source), ["offline", "not cancelled", "true true -1009", "not a URLError", "file error", "nil", "260"])
    }
}
