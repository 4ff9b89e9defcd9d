import XCTest
import Foundation
import Easel
@testable import EaselScript

/// Combine subscriptions to `@Published` properties: a subscriber receives the current value at
/// once through the operators that work on it then, and nothing through a pipeline that waits.
final class CombinePipelineScriptTests: XCTestCase {
    func testSubscribersReceiveTheCurrentValueUnlessThePipelineWaits() throws {
        let source = """
            import Combine
            final class Model: ObservableObject {
                @Published var query = "swift"
                @Published var amount = "12"
                @Published var upper = ""
                @Published var searched = "never"
                @Published var valid = false
                @Published var count = 0
                @Published var dropped = "kept"
                private var cancellables = Set<AnyCancellable>()
                init() {
                    $query.removeDuplicates().map { $0.uppercased() }.assign(to: &$upper)
                    $query
                        .debounce(for: 0.5, scheduler: RunLoop.main)
                        .sink { self.searched = $0 }
                        .store(in: &cancellables)
                    Publishers.CombineLatest($query, $amount)
                        .map { q, a in !q.isEmpty && Double(a) != nil }
                        .eraseToAnyPublisher()
                        .assign(to: \\.valid, on: self)
                        .store(in: &cancellables)
                    Just(3).filter { $0 > 1 }.sink { self.count = $0 }.store(in: &cancellables)
                    $query.dropFirst().sink { _ in self.dropped = "dropped" }.store(in: &cancellables)
                }
            }
            struct ContentView: View {
                @StateObject private var model = Model()
                var body: some View {
                    VStack {
                        Text(model.upper)
                        Text(model.searched)
                        Text(model.valid ? "valid" : "invalid")
                        Text("\\(model.count)")
                        Text(model.dropped)
                    }
                }
            }
            """
        XCTAssertEqual(try ScriptTestSupport.texts(source), ["SWIFT", "never", "valid", "3", "kept"])
        XCTAssertTrue(
            ScriptTestSupport.error(
                """
                final class M: ObservableObject {
                    @Published var q = ""
                    init() { _ = $q.removeDuplicates().flatMapLatest { $0 } }
                }
                struct ContentView: View { @StateObject var m = M(); var body: some View { Text(m.q) } }
                """
            ).contains("the Combine operator 'flatMapLatest' is not available in scripts"))
    }

    /// An object's `objectWillChange` sends only when the object changes, which a still image never
    /// sees: a subscription to it (through `receive(on:)`, `sink`, `store(in:)`) receives nothing,
    /// and `send()` does nothing.
    /// `[AnyCancellable]()` holds the subscriptions, and `setFailureType(to: Error.self)` passes the
    /// value on, as in compiled code (the compiled engine gave "SWIFT" where scripts stopped).
    func testAnArrayOfCancellablesAndAFailureType() throws {
        let source = """
            import Combine
            final class Model: ObservableObject {
                @Published var query = "swift"
                @Published var shown = ""
                private var bag = [AnyCancellable]()
                init() {
                    $query.map { $0.uppercased() }.setFailureType(to: Error.self)
                        .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] in self?.shown = $0 })
                        .store(in: &bag)
                }
            }
            struct ContentView: View {
                @StateObject private var model = Model()
                var body: some View { Text(model.shown) }
            }
            """
        XCTAssertEqual(try ScriptTestSupport.texts(source), ["SWIFT"])
    }

    func testObjectWillChangeIsAPublisherThatHasSentNothing() throws {
        let source = """
            import Combine
            final class Settings: ObservableObject { @Published var name = "Ada" }
            final class AppState: ObservableObject {
                let settings: Settings
                @Published var heard = "nothing"
                var cancellable: AnyCancellable?
                private var bag = Set<AnyCancellable>()
                init(settings: Settings = Settings()) {
                    self.settings = settings
                    cancellable = settings.objectWillChange
                        .receive(on: DispatchQueue.main)
                        .sink(receiveValue: { [weak self] _ in
                            self?.heard = "relayed"
                            self?.objectWillChange.send()
                        })
                    settings.objectWillChange.sink { _ in self.heard = "heard" }.store(in: &bag)
                    objectWillChange.send()
                }
            }
            struct ContentView: View {
                @StateObject private var state = AppState()
                var body: some View {
                    VStack { Text(state.settings.name); Text(state.heard) }
                        .onReceive(state.objectWillChange) { _ in state.heard = "received" }
                }
            }
            """
        XCTAssertEqual(try ScriptTestSupport.texts(source), ["Ada", "nothing"])
    }

    /// A view's binding keeps its own `map` and `filter` (a binding to an array is a collection of
    /// element bindings): only a published property's `$name` inside its object is a publisher.
    func testABindingIsNotAPublisher() throws {
        let source = """
            struct ContentView: View {
                @State private var names = ["a", "b", "c"]
                var body: some View {
                    VStack {
                        ForEach($names.map { $0 }.filter { $0.wrappedValue != "b" }, id: \\.wrappedValue) { name in
                            Text(name.wrappedValue)
                        }
                    }
                }
            }
            """
        XCTAssertEqual(try ScriptTestSupport.texts(source), ["a", "c"])
    }
}

/// Combine's subjects in view models: `PassthroughSubject` (nothing for a new subscriber),
/// `CurrentValueSubject` (its value at once; `value` and `send` keep a new one) and
/// `ObservableObjectPublisher()`.
final class CombineSubjectScriptTests: XCTestCase {
    func testSubjects() throws {
        let texts = try ScriptTestSupport.texts(
            """
            import Combine
            final class Model: ObservableObject {
                let objectWillChange = ObservableObjectPublisher()
                let events = PassthroughSubject<String, Never>()
                let state = CurrentValueSubject<Int, Never>(3)
                var fromState = "-", fromEvents = "-"
                var cancellables = Set<AnyCancellable>()
                init() {
                    state.map { "state \\($0)" }.sink { [weak self] in self?.fromState = $0 }.store(in: &cancellables)
                    events.sink { [weak self] in self?.fromEvents = $0 }.store(in: &cancellables)
                    state.value = 7
                    objectWillChange.send()
                }
            }
            struct ContentView: View {
                @StateObject var model = Model()
                var body: some View {
                    VStack {
                        Text(model.fromState)
                        Text(model.fromEvents)
                        Text(String(model.state.value))
                        Text(String(CurrentValueSubject<Int, Never>(1).value))
                    }
                }
            }
            """)
        XCTAssertEqual(texts, ["state 3", "-", "7", "1"])
    }

    /// MovieSwiftUI's image loader: an `objectWillChange` made of an empty sequence publisher.
    /// `Empty()` and an empty `Publishers.Sequence` deliver nothing; one value is delivered; more
    /// than one is refused, as a pipeline here carries one value.
    func testEmptyAndSequencePublishers() throws {
        let source = """
            import Combine
            final class Loader: ObservableObject {
                var objectWillChange: AnyPublisher<Int?, Never> = Publishers.Sequence<[Int?], Never>(sequence: []).eraseToAnyPublisher()
                var got = "nothing"
                var cancellables = Set<AnyCancellable>()
                init() {
                    objectWillChange.sink { _ in self.got = "empty sequence" }.store(in: &cancellables)
                    Empty<Int, Never>().sink { _ in self.got = "empty" }.store(in: &cancellables)
                    Publishers.Sequence<[Int], Never>(sequence: [7]).map { $0 * 2 }.sink { self.got += " \\($0)" }.store(in: &cancellables)
                }
            }
            struct ContentView: View {
                @StateObject var loader = Loader()
                var body: some View { Text(loader.got) }
            }
            """
        XCTAssertEqual(try ScriptTestSupport.texts(source), ["nothing 14"])
        let many = ScriptTestSupport.error(source.replacingOccurrences(of: "sequence: [7]", with: "sequence: [7, 8]"))
        XCTAssertTrue(many.contains("a Publishers.Sequence of 2 values is not modelled in scripts"), many)
    }
}
