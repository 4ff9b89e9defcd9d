import XCTest
import Foundation
import Easel
@testable import EaselScript

/// A script's own overload beside a SwiftUI or standard-library one of the same name: each call
/// goes to the one whose labels and argument types it fits, as Swift's overload resolution does.
final class ExtensionOverloadScriptTests: XCTestCase {
    /// `extension View { func padding(_ h: CGFloat, _ v: CGFloat) }` calling
    /// `self.padding(.horizontal, h)`: the inner call is SwiftUI's (an edge set is no CGFloat),
    /// the outer one the script's.
    func testAViewExtensionsPaddingOverloadCallsSwiftUIsInside() throws {
        let script = try ScriptTestSupport.scriptJSON(
            """
            extension View {
                func padding(_ horizontal: CGFloat, _ vertical: CGFloat) -> some View {
                    self.padding(.horizontal, horizontal)
                        .padding(.vertical, vertical)
                }
            }
            struct ContentView: View {
                var body: some View { Text("Hi").padding(20, 4).background(Color.red) }
            }
            """)
        let compiled = try ScriptTestSupport.compiledJSON(Text("Hi").padding(.horizontal, 20).padding(.vertical, 4).background(Color.red))
        XCTAssertEqual(script, compiled)
    }

    /// A file-scope function named as SwiftUI's type (`func LinearGradient(grad1:grad2:)`) whose
    /// body makes that type: the inner call, with arguments the function does not take, is the
    /// type's initialiser.
    func testAFunctionNamedAsASwiftUITypeMakesTheTypeInside() throws {
        let script = try ScriptTestSupport.scriptJSON(
            """
            @ViewBuilder
            func LinearGradient(grad1: Color, grad2: Color) -> some View {
                LinearGradient(
                    gradient: Gradient(stops: [.init(color: grad1, location: 0), .init(color: grad2, location: 1)]),
                    startPoint: .leading, endPoint: .trailing)
            }
            struct ContentView: View {
                var body: some View { LinearGradient(grad1: .red, grad2: .blue).frame(width: 100, height: 20) }
            }
            """)
        let compiled = try ScriptTestSupport.compiledJSON(
            LinearGradient(
                gradient: Gradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)]),
                startPoint: .leading, endPoint: .trailing
            ).frame(width: 100, height: 20))
        XCTAssertEqual(script, compiled)
    }

    /// `extension Int { static func random(min:max:) }` beside the standard `random(in:)`: each
    /// call is the one its labels name.
    func testAStaticOverloadBesideTheStandardOne() throws {
        let l = try ScriptTestSupport.layout(
            """
            extension Int {
                public static func random(min: Int = 0, max: Int = Int.max) -> Int { min + 1 }
            }
            struct ContentView: View {
                var body: some View { Text("\\(Int.random(in: 3..<4)) \\(Int.random(min: 7, max: 9))") }
            }
            """)
        XCTAssertEqual(l.root.first { $0.kind == "Text" }?.label, "3 8")
    }

    /// A preference key whose value is optional need not declare `defaultValue`: SwiftUI's
    /// `extension PreferenceKey where Value: ExpressibleByNilLiteral` makes it nil.
    func testAnOptionalPreferenceKeyDefaultsToNil() throws {
        let l = try ScriptTestSupport.layout(
            """
            struct NearestKey: PreferenceKey {
                static func reduce(value: inout Int?, nextValue: () -> Int?) { value = value ?? nextValue() }
            }
            struct ContentView: View {
                @State private var seen = "none"
                var body: some View {
                    VStack {
                        Text(seen)
                        Text("a").preference(key: NearestKey.self, value: 4)
                    }
                    .onPreferenceChange(NearestKey.self) { seen = $0.map { "got \\($0)" } ?? "nil" }
                }
            }
            """)
        XCTAssertEqual(l.root.all { $0.kind == "Text" }.compactMap(\.label), ["got 4", "a"])
        XCTAssertNil(OptionalKey.defaultValue)
    }

    /// A preference's value written as an implicit member (`.init(frame:bounds:)`, `.zero`) is of
    /// the key's value type, so that the reader can use its members.
    func testAPreferenceValueTakesTheKeysType() throws {
        let l = try ScriptTestSupport.layout(
            """
            struct FrameValue: Equatable {
                var frame: CGRect = .zero
                var bounds: CGRect = .zero
            }
            struct FrameKey: PreferenceKey {
                static var defaultValue: FrameValue = .init()
                static func reduce(value: inout FrameValue, nextValue: () -> FrameValue) { value = nextValue() }
            }
            struct ContentView: View {
                @State private var seen = "none"
                var body: some View {
                    VStack {
                        Text(seen)
                        Color.red.frame(width: 30, height: 20)
                            .overlay {
                                GeometryReader {
                                    let frame = $0.frame(in: .local)
                                    Color.clear.preference(key: FrameKey.self, value: .init(frame: frame, bounds: .zero))
                                }
                            }
                    }
                    .onPreferenceChange(FrameKey.self) { value in
                        seen = value.frame.maxX < 40 ? "\\(Int(value.frame.width))x\\(Int(value.frame.height))" : "wide"
                    }
                }
            }
            """)
        XCTAssertEqual(l.root.all { $0.kind == "Text" }.compactMap(\.label), ["30x20"])
    }

    /// `Timer()` and `Timer(timeInterval:repeats:block:)`: made, never scheduled, never firing.
    func testATimerMadeButNotScheduled() throws {
        let l = try ScriptTestSupport.layout(
            """
            class Clock: ObservableObject {
                @Published var timer: Timer = Timer()
                @Published var ticks = 0
                init() { timer = Timer(timeInterval: 1, repeats: true) { _ in self.ticks += 1 } }
            }
            struct ContentView: View {
                @StateObject var clock = Clock()
                var body: some View { Text("\\(clock.ticks)") }
            }
            """)
        XCTAssertEqual(l.root.first { $0.kind == "Text" }?.label, "0")
    }

    /// A shape drawn with arcs tangent to its corners lays out and draws as the same compiled shape.
    func testTangentArcsMatchCompiled() throws {
        let source = """
            struct CompiledTab: Shape {
                func path(in rect: CGRect) -> Path {
                    var path = Path()
                    path.move(to: CGPoint(x: 0, y: rect.maxY))
                    path.addArc(tangent1End: .zero, tangent2End: CGPoint(x: rect.maxX, y: 0), radius: 12)
                    path.addArc(tangent1End: CGPoint(x: rect.maxX, y: 0), tangent2End: CGPoint(x: rect.maxX, y: rect.maxY), radius: 12)
                    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                    return path
                }
            }
            struct ContentView: View {
                var body: some View { CompiledTab().fill(Color.orange).frame(width: 60, height: 30) }
            }
            """
        let compiled = CompiledTab().fill(Color.orange).frame(width: 60, height: 30)
        XCTAssertEqual(try ScriptTestSupport.scriptJSON(source), try ScriptTestSupport.compiledJSON(compiled))
        XCTAssertEqual(try ScriptTestSupport.scriptPixels(source), try ScriptTestSupport.compiledPixels(compiled))
    }
}

private struct OptionalKey: PreferenceKey {
    static func reduce(value: inout String?, nextValue: () -> String?) { value = nextValue() }
}

private struct CompiledTab: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: rect.maxY))
        path.addArc(tangent1End: .zero, tangent2End: CGPoint(x: rect.maxX, y: 0), radius: 12)
        path.addArc(tangent1End: CGPoint(x: rect.maxX, y: 0), tangent2End: CGPoint(x: rect.maxX, y: rect.maxY), radius: 12)
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        return path
    }

    /// `extension Color { private init(_ components: Components) }` beside SwiftUI's
    /// `Color(_ name: String)`: a string goes to SwiftUI's, the app's type to the app's.
    func testAColorExtensionInitTakingAnAppTypeLeavesAStringToSwiftUI() throws {
        let script = try ScriptTestSupport.scriptJSON(
            """
            extension Color {
                struct Components { var red: Double; var green: Double; var blue: Double; var alpha: Double }
                init(red: Double, green: Double, blue: Double, alpha: Double) {
                    self.init(Components(red: red, green: green, blue: blue, alpha: alpha))
                }
                private init(_ components: Components) {
                    self.init(.sRGB, red: components.red, green: components.green, blue: components.blue, opacity: components.alpha)
                }
            }
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Color("Accent").frame(width: 10, height: 10)
                        Color(red: 1, green: 0.5, blue: 0, alpha: 0.5).frame(width: 10, height: 10)
                    }
                }
            }
            """)
        let compiled = try ScriptTestSupport.compiledJSON(
            VStack {
                Color("Accent").frame(width: 10, height: 10)
                Color(.sRGB, red: 1, green: 0.5, blue: 0, opacity: 0.5).frame(width: 10, height: 10)
            })
        XCTAssertEqual(script, compiled)
    }
}
