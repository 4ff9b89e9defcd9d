import XCTest
import Foundation
import Easel
@testable import EaselScript

/// SwiftData as a preview sees it: `@Model` classes in an in-memory container that starts empty,
/// `@Query` fetching from the environment's context, `FetchDescriptor`, `#Predicate` and
/// `SortDescriptor` ordering strings as Foundation's `.localizedStandard` does.
final class SwiftDataScriptTests: XCTestCase {
    typealias S = ScriptTestSupport

    static let model = """
        import SwiftData
        import SwiftUI

        @Model
        final class Book {
            @Attribute(.unique) var title: String
            var rating: Int
            @Relationship(deleteRule: .cascade) var author: Author?
            init(title: String, rating: Int, author: Author? = nil) {
                self.title = title
                self.rating = rating
                self.author = author
            }
        }

        @Model
        final class Author {
            var name: String
            init(name: String) { self.name = name }
        }

        """

    /// The compiled list the scripts below must draw: the titles in order.
    func compiledList(_ titles: [String]) throws -> String {
        try S.compiledJSON(
            NavigationStack {
                List { ForEach(titles, id: \.self) { Text($0) } }
                    .navigationTitle("\(titles.count) books")
            }
            .frame(width: 320, height: 400))
    }

    func testQueryFetchesTheContainersObjectsInLocalizedStandardOrder() throws {
        let script = try S.scriptJSON(
            Self.model + """
                struct ContentView: View {
                    @Environment(\\.modelContext) var modelContext
                    @Query(sort: \\Book.title) var books: [Book]
                    var body: some View {
                        NavigationStack {
                            List { ForEach(books) { Text($0.title) } }
                                .navigationTitle("\\(books.count) books")
                        }
                        .frame(width: 320, height: 400)
                    }
                }

                #Preview {
                    do {
                        let config = ModelConfiguration(isStoredInMemoryOnly: true)
                        let container = try ModelContainer(for: Book.self, configurations: config)
                        for title in ["zebra", "Apple", "item 10", "item 9"] {
                            container.mainContext.insert(Book(title: title, rating: 1))
                        }
                        return ContentView().modelContainer(container)
                    } catch {
                        return Text("Failed")
                    }
                }
                """)
        // `.localizedStandard`: case-insensitive, numbers by value ("item 9" before "item 10").
        XCTAssertEqual(script, try compiledList(["Apple", "item 9", "item 10", "zebra"]))
    }

    /// Apple's Backyard Birds previews through a generic wrapper: a modifier makes an in-memory
    /// container in its initialiser and fills it in `onAppear`; a view nested in the wrapper
    /// queries `[Model]`, the type the preview's closure passes its parameter on as
    /// (`BookRow(book: book)`: `Book`). The container lives through the update after `onAppear`.
    func testAGenericModelPreviewQueriesTheTypeItsClosureUsesFromAContainerFilledOnAppear() throws {
        let script = try S.scriptJSON(
            Self.model + """
                struct BookRow: View {
                    var book: Book
                    var body: some View { Text(book.title) }
                }

                struct SampleData: ViewModifier {
                    let container: ModelContainer
                    init() { container = try! ModelContainer(for: Book.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true)) }
                    func body(content: Content) -> some View {
                        content.modifier(Filler()).modelContainer(container)
                    }
                }

                struct Filler: ViewModifier {
                    @Environment(\\.modelContext) private var modelContext
                    func body(content: Content) -> some View {
                        content.onAppear {
                            for title in ["Dune", "Emma"] { modelContext.insert(Book(title: title, rating: 1)) }
                        }
                    }
                }

                struct ModelPreview<Model: PersistentModel, Content: View>: View {
                    var content: (Model) -> Content
                    init(@ViewBuilder content: @escaping (Model) -> Content) { self.content = content }
                    var body: some View { PreviewContent(content: content).modifier(SampleData()) }

                    struct PreviewContent: View {
                        var content: (Model) -> Content
                        @Query(sort: \\Book.title) private var models: [Model]
                        var body: some View {
                            NavigationStack {
                                List { ForEach(models) { content($0) } }
                                    .navigationTitle("\\(models.count) books")
                            }
                            .frame(width: 320, height: 400)
                        }
                    }
                }

                #Preview {
                    ModelPreview { book in BookRow(book: book) }
                }
                """)
        XCTAssertEqual(script, try compiledList(["Dune", "Emma"]))
    }

    func testAQueryAnInitialiserBuildsFiltersAndSortsInReverse() throws {
        let script = try S.scriptJSON(
            Self.model + """
                struct BooksView: View {
                    @Query var books: [Book]
                    init(minimumRating: Int) {
                        _books = Query(filter: #Predicate<Book> { book in book.rating >= minimumRating },
                                       sort: [SortDescriptor(\\Book.rating, order: .reverse), SortDescriptor(\\Book.title)])
                    }
                    var body: some View {
                        NavigationStack {
                            List { ForEach(books) { Text($0.title) } }
                                .navigationTitle("\\(books.count) books")
                        }
                        .frame(width: 320, height: 400)
                    }
                }

                #Preview {
                    let container = try! ModelContainer(for: Book.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
                    let context = container.mainContext
                    context.insert(Book(title: "Low", rating: 1))
                    context.insert(Book(title: "Beta", rating: 4))
                    context.insert(Book(title: "Alpha", rating: 4))
                    context.insert(Book(title: "Top", rating: 5))
                    return BooksView(minimumRating: 2).modelContainer(container)
                }
                """)
        XCTAssertEqual(script, try compiledList(["Top", "Alpha", "Beta"]))
    }

    func testAViewWithNoContainerQueriesAnEmptyStore() throws {
        // A preview without `.modelContainer` crashes in Xcode; a render shows the empty list.
        let script = try S.scriptJSON(
            Self.model + """
                struct ContentView: View {
                    @Query(sort: \\Book.title, order: .reverse) var books: [Book]
                    var body: some View {
                        NavigationStack {
                            List { ForEach(books) { Text($0.title) } }
                                .navigationTitle("\\(books.count) books")
                        }
                        .frame(width: 320, height: 400)
                    }
                }
                """)
        XCTAssertEqual(script, try compiledList([]))
    }

    func testModelContextFetchesInsertsRelatedObjectsAndDeletes() throws {
        let g = try Script(
            source: Self.model + """
                let values: [Any] = {
                    let container = try! ModelContainer(for: Book.self, Author.self)
                    let context = container.mainContext
                    let ann = Author(name: "Ann")
                    context.insert(Book(title: "b", rating: 2, author: ann))
                    context.insert(Book(title: "a", rating: 3))
                    context.insert(Book(title: "c", rating: 5))
                    var descriptor = FetchDescriptor<Book>(predicate: #Predicate { $0.rating > 2 }, sortBy: [SortDescriptor(\\.title, order: .reverse)])
                    let high = try! context.fetch(descriptor).map(\\.title)
                    descriptor.fetchLimit = 1
                    let first = try! context.fetch(descriptor).map(\\.title)
                    let authors = try! context.fetchCount(FetchDescriptor<Author>())
                    let other = ModelContext(container)
                    let shared = try! other.fetchCount(FetchDescriptor<Book>())
                    try! context.delete(model: Book.self, where: #Predicate { $0.rating < 3 })
                    let left = try! context.fetch(FetchDescriptor<Book>(sortBy: [.init(\\.title)])).map(\\.title)
                    let separate = try! ModelContainer(for: Book.self).mainContext.fetchCount(FetchDescriptor<Book>())
                    try! context.save()
                    return [high, first, authors, shared, left, separate]
                }()
                """, fileName: "t.swift"
        ).evaluator.globals
        let strings = { (xs: [String]) in Value.array(xs.map { .string($0) }) }
        XCTAssertEqual(g.lookup("values"), .array([strings(["c", "a"]), strings(["c"]), .int(1), .int(3), strings(["a", "c"]), .int(0)]))
    }

    func testSortDescriptorsOrderArrays() throws {
        let g = try Script(
            source: """
                struct Item { let name: String; let size: Int? }
                let items = [Item(name: "b", size: 2), Item(name: "B", size: nil), Item(name: "a10", size: 1), Item(name: "a9", size: 3)]
                let standard = items.sorted(using: SortDescriptor(\\.name)).map(\\.name)
                let lexical = items.sorted(using: NSSortDescriptor(keyPath: \\Item.name, ascending: true)).map(\\.name)
                let bySize = items.sorted(using: [SortDescriptor(\\Item.size, order: .reverse)]).map(\\.name)
                let order = SortDescriptor(\\Item.name, order: .reverse).order == .reverse
                let contains = "Crème Brûlée".localizedStandardContains("creme") && !"abc".localizedStandardContains("")
                """, fileName: "t.swift"
        ).evaluator.globals
        let strings = { (xs: [String]) in Value.array(xs.map { .string($0) }) }
        // "b" and "B" compare equal case-insensitively and keep their order.
        XCTAssertEqual(g.lookup("standard"), strings(["a9", "a10", "b", "B"]))
        XCTAssertEqual(g.lookup("lexical"), strings(["B", "a10", "a9", "b"]))
        // nil sorts first, so last in reverse.
        XCTAssertEqual(g.lookup("bySize"), strings(["a9", "b", "a10", "B"]))
        XCTAssertEqual(g.lookup("order"), .bool(true))
        XCTAssertEqual(g.lookup("contains"), .bool(true))
    }

    /// `_notes = .init(filter: predicate, sort: …)` in a view's initialiser makes the `@Query`
    /// (a search screen's query built from its search text), not the array it fetches.
    func testAQueryMadeInAnInitializer() throws {
        let texts = try ScriptTestSupport.texts(
            """
            import SwiftData
            @Model final class Note {
                var title: String
                var created: Date
                init(title: String, created: Date) { self.title = title; self.created = created }
            }
            struct NotesList: View {
                @Query private var notes: [Note]
                init(searchText: String) {
                    let predicate = #Predicate<Note> { input in
                        searchText.isEmpty || input.title.localizedStandardContains(searchText)
                    }
                    _notes = .init(filter: predicate, sort: [.init(\\.created, order: .reverse)], animation: .snappy)
                }
                var body: some View {
                    VStack { ForEach(notes) { Text($0.title) } }
                }
            }
            #Preview {
                let container = try! ModelContainer(for: Note.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
                for (i, title) in ["Alpha", "Beta", "Gamma", "Delta"].enumerated() {
                    container.mainContext.insert(Note(title: title, created: Date(timeIntervalSince1970: Double(i))))
                }
                return NotesList(searchText: "TA").modelContainer(container)
            }
            """)
        XCTAssertEqual(texts, ["Delta", "Beta"])
    }

    func testMistakesAreNamed() {
        XCTAssertTrue(
            S.error(
                Self.model + """
                    struct V: View {
                        var body: some View { Text("\\(try! ModelContainer(for: Book.self).mainContext.fetchCount(FetchDescriptor()))") }
                    }
                    """
            ).contains("a fetch needs its model type"))
        XCTAssertTrue(
            S.error(
                """
                struct V: View {
                    var body: some View { Text("x").modelContainer(42) }
                }
                """
            ).contains("ModelContainer"))
        XCTAssertTrue(
            S.error(
                """
                struct V: View {
                    var body: some View { Text("\\([1].sorted(using: SortDescriptor(\\.self, order: .sideways)))") }
                }
                """
            ).contains("'order:' is .forward or .reverse"))
    }
}
