import XCTest
@testable import Easel

/// A resolve context keeps a last step by position (a builder's child, a `ForEach` element with
/// an integer id) without making it a `ViewPath` until something reads the path. The path it
/// reads, and the state stored under it, must be the ones a made path gives.
final class PendingViewPathTests: XCTestCase {
    private func root() -> (RenderSession, ResolveContext) {
        let session = RenderSession(assets: FolderAssetProvider(folders: []))
        return (session, ResolveContext(environment: EnvironmentValues(), viewPath: nil, stackAxis: nil, depth: 0, session: session))
    }

    func testAPendingPositionReadsAsAMadeOne() {
        let (session, ctx) = root()
        let element = ctx.appending("VStack").appending(.index(3))
        XCTAssertEqual(element.path, "VStack/3")
        XCTAssertEqual(element.depth, 2)
        XCTAssertEqual(element.appending(.type(Int.self)).path, "VStack/3/Int")
        XCTAssertEqual(element.appending(.index(0)).appending(.index(1)).path, "VStack/3/0/1")
        XCTAssertEqual(element.appending(.index(0)).appending("if").path, "VStack/3/0/if")
        var moved = element
        moved.setPath(ViewPath(parent: nil, .name("List")), index: 7)
        XCTAssertEqual(moved.path, "List/7")
        moved.viewPath = ViewPath(parent: nil, .name("x"))
        XCTAssertEqual(moved.path, "x")
        XCTAssertEqual(ctx.appending(.index(2)).path, "2")
        withExtendedLifetime(session) {}
    }

    /// Two positions in a row (a script `ForEach` element: its index, then its integer id) stay
    /// unmade together; replacing them keeps the steps before, and `makePath` keeps what it made.
    func testTwoPendingPositionsReadAsMadeOnes() {
        let (session, ctx) = root()
        var element = ctx.appending("HStack").appending(.index(4)).appending(.index(9))
        XCTAssertEqual(element.path, "HStack/4/9")
        XCTAssertEqual(element.depth, 3)
        XCTAssertEqual(element.appending(.index(1)).path, "HStack/4/9/1")
        XCTAssertEqual(element.appending("Card").path, "HStack/4/9/Card")
        element.replaceLastIndices(5, then: 12)
        XCTAssertEqual(element.path, "HStack/5/12")
        var set = ctx
        set.setPath(ViewPath(parent: nil, .name("List")), index: 2, then: 8)
        XCTAssertEqual(set.path, "List/2/8")
        set.replaceLastIndex(with: 3)
        XCTAssertEqual(set.path, "List/2/3")
        let made = set.makePath()
        XCTAssertEqual(made?.string, "List/2/3")
        XCTAssertTrue(set.viewPath === made)
        XCTAssertEqual(set.appending("x").path, "List/2/3/x")
        set.setPath(nil, index: 1)
        set.replaceLastIndex(with: 6)
        XCTAssertEqual(set.path, "6")
        withExtendedLifetime(session) {}
    }

    /// Views with state in a `ForEach` over integers and in a builder's children: each keeps its
    /// own state, so their paths differ.
    private struct Counter: View {
        let start: Int
        @State private var n = 0
        var body: some View {
            Text("\(n)").onAppear { n = start * 10 + 1 }
        }
    }

    func testStateInsideElementsAndChildrenIsKeptPerPosition() throws {
        let l = try layout(
            VStack {
                ForEach(0..<3) { i in Counter(start: i) }
                Counter(start: 5)
                Counter(start: 6)
            })
        XCTAssertEqual(l.root.all { $0.kind == "Text" }.map { $0.label }, ["1", "11", "21", "51", "61"])
    }
}
