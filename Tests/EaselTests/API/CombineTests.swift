// Combine in compiled code (Sources/Easel/Combine): a subscriber receives, at once, the values a
// publisher has when it subscribes, through the operators that work on them then; operators that
// wait deliver nothing, and nothing is delivered later — as scripts do
// (Sources/EaselScript/Foundation/CombinePipelines.swift).
import XCTest
import Foundation
import Easel

private final class SearchModel: ObservableObject {
    @Published var query = "swift"
    @Published var results: [String] = []
    @Published var debounced = "none"
    @Published var upper = ""
    @Published var count = 0
    var cancellables = Set<AnyCancellable>()

    init() {
        $query.map { [$0, $0 + "ui"] }.assign(to: &$results)
        $query.debounce(for: .seconds(0.5), scheduler: RunLoop.main).sink { [weak self] in self?.debounced = $0 }
            .store(in: &cancellables)
        $query.map { $0.uppercased() }.assign(to: \.upper, on: self).store(in: &cancellables)
    }
}

private struct SearchView: View {
    @StateObject var model = SearchModel()
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    @State private var ticks = 0
    var body: some View {
        VStack {
            Text(model.results.joined(separator: ","))
            Text(model.debounced)
            Text(model.upper)
            Text("\(ticks)")
        }
        .onReceive(timer) { _ in ticks += 1 }
        .onReceive(Just(5)) { ticks = $0 }
    }
}

private struct TestError: Error, Equatable {}

/// Collects what a publisher delivers while subscribing.
private func received<P: Publisher>(_ p: P) -> [P.Output] {
    var values: [P.Output] = []
    _ = p.sink(receiveCompletion: { _ in }, receiveValue: { values.append($0) })
    return values
}

final class CombineTests: XCTestCase {
    func testImmediateOperatorsDeliverTheCurrentValue() {
        XCTAssertEqual(received(Just(2).map { $0 * 10 }), [20])
        XCTAssertEqual(received(Just(3).filter { $0 > 2 }), [3])
        XCTAssertEqual(received(Just(1).filter { $0 > 2 }), [])
        XCTAssertEqual(received(Just("4").compactMap(Int.init)), [4])
        XCTAssertEqual(received(Just("x").compactMap(Int.init)), [])
        XCTAssertEqual(received(Just(Optional<Int>.none).replaceNil(with: 7)), [7])
        XCTAssertEqual(received([1, 1, 2, 2, 1].publisher.removeDuplicates()), [1, 2, 1])
        XCTAssertEqual(received([1, 2, 3, 1].publisher.drop(while: { $0 < 3 })), [3, 1])
        XCTAssertEqual(received(Just(1).eraseToAnyPublisher().map { $0 + 1 }.eraseToAnyPublisher()), [2])
        XCTAssertEqual(received(Just(1).prepend(0)), [0, 1])
        XCTAssertEqual(received(Just(1).append(2)), [1, 2])
        XCTAssertEqual(received(Just(1).merge(with: Just(2))), [1, 2])
        XCTAssertEqual(received(Just(1).flatMap { Just($0 + 1) }), [2])
        XCTAssertEqual(received(Just(1).combineLatest(Just("a")).map { "\($0)\($1)" }), ["1a"])
        XCTAssertEqual(received(Just(1).combineLatest(Just(2), Just(3)).map { $0 + $1 + $2 }), [6])
        XCTAssertEqual(received(Publishers.CombineLatest(Just(1), Just(2)).map { $0 + $1 }), [3])
        XCTAssertEqual(received(Publishers.CombineLatest4(Just(1), Just(2), Just(3), Just(4)).map { $0 + $1 + $2 + $3 }), [10])
        XCTAssertEqual(received(Just(1).combineLatest(Just(2), Just(3), Just(4)).map { $0 * $1 * $2 * $3 }), [24])
        XCTAssertEqual(received(Publishers.MergeMany([Just(1), Just(2), Just(3)])), [1, 2, 3])
        XCTAssertEqual(received(Just(1).combineLatest(PassthroughSubject<Int, Never>())).count, 0, "waits for both")
        XCTAssertEqual(received([1, 2].publisher.zip(["a", "b", "c"].publisher).map { "\($0)\($1)" }), ["1a", "2b"])
        XCTAssertEqual(received(Just(1).handleEvents(receiveOutput: { _ in XCTFail("not run, as in scripts") })), [1])
    }

    func testWaitingOperatorsDeliverNothing() {
        XCTAssertEqual(received(Just(1).debounce(for: .seconds(0.5), scheduler: RunLoop.main)), [])
        XCTAssertEqual(received(Just(1).debounce(for: 0.5, scheduler: DispatchQueue.main)), [])
        XCTAssertEqual(received(Just(1).debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)), [])
        XCTAssertEqual(received(Just(1).throttle(for: .seconds(1), scheduler: RunLoop.main, latest: true)), [])
        XCTAssertEqual(received(Just(1).delay(for: .seconds(1), scheduler: DispatchQueue.main)), [])
        XCTAssertEqual(received(Just(1).receive(on: DispatchQueue.main)), [])
        XCTAssertEqual(received(Just(1).receive(on: RunLoop.main)), [])
        XCTAssertEqual(received(Just(1).receive(on: OperationQueue.main)), [])
        XCTAssertEqual(received(Just(1).subscribe(on: DispatchQueue.global())), [])
        XCTAssertEqual(received(Just(1).collect()).count, 0)
        XCTAssertEqual(received(Just(1).dropFirst()), [])
        let stride: RunLoop.SchedulerTimeType.Stride = 0.25
        XCTAssertEqual(stride.timeInterval, 0.25)
        XCTAssertEqual(DispatchQueue.SchedulerTimeType.Stride.seconds(2), DispatchQueue.SchedulerTimeType.Stride.milliseconds(2000))
    }

    func testMoreOperators() {
        XCTAssertEqual(received([1, 2, 3].publisher.prefix(2)), [1, 2])
        XCTAssertEqual(received(Just(1).prefix(0)), [], "as scripts' prefix(0)")
        XCTAssertEqual(received(Just(1).share().print("x").retry(2).replaceEmpty(with: 0)), [1])
        XCTAssertEqual(received(Just(3).tryFilter { $0 > 2 }.replaceError(with: 0)), [3])
        XCTAssertEqual(received(Just(3).tryFilter { _ in throw TestError() }.replaceError(with: 0)), [0])
        XCTAssertEqual(received(Just("5").tryCompactMap { Int($0) }.replaceError(with: 0)), [5])
        XCTAssertEqual(received(Just(1).scan(0, +)), [], "waits, as in scripts")
        XCTAssertEqual(received(Just(1).timeout(.seconds(1), scheduler: RunLoop.main)), [])
        XCTAssertEqual(received(Future<Int, Never> { promise in promise(.success(8)) }), [8])
        XCTAssertEqual(received(Future<Int, Never> { _ in }), [], "a promise kept later comes after the picture")
        XCTAssertEqual(received(Future<Int, TestError> { $0(.failure(TestError())) }.replaceError(with: -1)), [-1])
        var made = 0
        let deferred = Deferred { () -> Just<Int> in
            made += 1
            return Just(made)
        }
        XCTAssertEqual(made, 0)
        XCTAssertEqual(received(deferred), [1])
        XCTAssertEqual(received(deferred), [2])
    }

    func testSubjects() {
        let current = CurrentValueSubject<Int, Never>(1)
        var got: [Int] = []
        let c = current.sink { got.append($0) }
        current.send(2)
        XCTAssertEqual(got, [1], "later values reach no one, as in scripts")
        XCTAssertEqual(current.value, 2)
        current.value = 3
        XCTAssertEqual(received(current.map { $0 * 2 }), [6])
        c.cancel()

        let passthrough = PassthroughSubject<String, Never>()
        XCTAssertEqual(received(passthrough), [])
        passthrough.send("late")
        XCTAssertEqual(received(passthrough), [])
        let void = PassthroughSubject<Void, Never>()
        void.send()
    }

    func testFailures() {
        var completions: [Subscribers.Completion<TestError>] = []
        var values: [Int] = []
        _ = Fail<Int, TestError>(error: TestError()).sink(receiveCompletion: { completions.append($0) }, receiveValue: { values.append($0) })
        XCTAssertEqual(completions, [.failure(TestError())])
        _ = Just(1).sink(receiveCompletion: { _ in XCTFail("publishers never finish, as in scripts") }, receiveValue: { values.append($0) })
        XCTAssertEqual(values, [1])
        XCTAssertEqual(received(Fail<Int, TestError>(error: TestError()).replaceError(with: 9)), [9])
        XCTAssertEqual(received(Fail<Int, TestError>(error: TestError()).catch { _ in Just(4) }), [4])
        XCTAssertEqual(received(Just(1).tryMap { _ -> Int in throw TestError() }.replaceError(with: 0)), [0])
        XCTAssertEqual(received(Just(1).setFailureType(to: TestError.self).mapError { $0 }), [1])
        struct Item: Decodable, Equatable { let name: String }
        XCTAssertEqual(
            received(Just(Data(#"{"name":"a"}"#.utf8)).decode(type: Item.self, decoder: JSONDecoder()).replaceError(with: Item(name: "?"))), [Item(name: "a")])
        XCTAssertEqual(received(Just(Data("x".utf8)).decode(type: Item.self, decoder: JSONDecoder()).replaceError(with: Item(name: "?"))), [Item(name: "?")])
        XCTAssertEqual(received(Empty<Int, Never>()), [])
    }

    func testCancellablesAreStored() {
        var set = Set<AnyCancellable>()
        var array: [AnyCancellable] = []
        Just(1).sink { _ in }.store(in: &set)
        Just(2).sink { _ in }.store(in: &set)
        Just(3).sink { _ in }.store(in: &array)
        XCTAssertEqual(set.count, 2)
        XCTAssertEqual(array.count, 1)
        var cancelled = 0
        let c = AnyCancellable { cancelled += 1 }
        c.cancel()
        c.cancel()
        XCTAssertEqual(cancelled, 1)
    }

    func testPublishedPropertiesGiveTheirCurrentValue() throws {
        let model = SearchModel()
        XCTAssertEqual(model.results, ["swift", "swiftui"])
        XCTAssertEqual(model.debounced, "none")
        XCTAssertEqual(model.upper, "SWIFT")
        XCTAssertEqual(model.cancellables.count, 2)
        model.query = "later"
        XCTAssertEqual(model.upper, "SWIFT", "later changes are not delivered")
        XCTAssertEqual(received(model.$query), ["later"])
        model.objectWillChange.send()
        XCTAssertEqual(received(model.objectWillChange).count, 0)
        NotificationCenter.default.publisher(for: Notification.Name("x")).sink { _ in XCTFail("never posted") }.store(in: &model.cancellables)
    }

    func testOnReceiveNeverRunsAndTimersNeverFire() throws {
        let l = try layout(SearchView())
        XCTAssertEqual(l.root.all { $0.kind == "Text" }.compactMap(\.label), ["swift,swiftui", "none", "SWIFT", "0"])
        XCTAssertEqual(received(Timer.publish(every: 1, on: .main, in: .common).autoconnect()).count, 0)
    }
}
