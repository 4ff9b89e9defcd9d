import XCTest
import Foundation
import Easel
@testable import EaselScript

/// A view file that reads objects from the environment, rendered with nothing injecting them,
/// reads the ones the app's `@main` App struct keeps, as the app injects them: the App file is
/// one of the view's project files, and the render says which object it used.
final class AppObjectsTests: XCTestCase {
    var tmp: URL!

    override func setUpWithError() throws {
        tmp = FileManager.default.temporaryDirectory.appendingPathComponent("easel-app-objects-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: tmp) }

    static let app = """
        import SwiftUI

        @main
        struct ShelfApp: App {
            @StateObject private var library = Library()
            @State private var settings: Settings
            init() { _settings = State(initialValue: Settings(title: "My Shelf")) }
            var body: some Scene {
                WindowGroup { ContentView().environmentObject(library).environment(settings) }
            }
        }
        """
    static let models = """
        import SwiftUI
        final class Library: ObservableObject { @Published var books = ["Dune", "Emma", "Ulysses"] }
        @Observable final class Settings {
            var title: String
            init(title: String) { self.title = title }
        }
        """
    static let view = """
        import SwiftUI
        struct ContentView: View {
            @EnvironmentObject var library: Library
            @Environment(Settings.self) private var settings
            var body: some View {
                VStack(alignment: .leading) {
                    Text(settings.title)
                    ForEach(library.books, id: \\.self) { Text($0) }
                }
            }
        }
        """

    func write(_ path: String, _ text: String) throws {
        let u = tmp.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: u.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: u, atomically: true, encoding: .utf8)
    }

    /// The view's lines and the render's warnings, for the view file at `path` with its companions.
    func render(_ path: String, source: String) throws -> (lines: [String], warnings: [String], companions: [String]) {
        let index = ProjectIndex.load(root: tmp.path)
        let file = tmp.appendingPathComponent(path).path
        let companions = index.companions(for: file, source: source)
        let script = try Script(source: source, fileName: file, companions: companions)
        let renderer = ImageRenderer(content: try script.renders()[0].view)
        let layout = try script.checked { try renderer.layout() }
        return (
            layout.root.all().flatMap { $0.lines ?? [] }, renderer.warnings, companions.map { URL(fileURLWithPath: $0.fileName).lastPathComponent }.sorted()
        )
    }

    func testObjectsNothingInjectsAreTheAppsOwn() throws {
        try write("Shelf/ShelfApp.swift", Self.app)
        try write("Shelf/Library.swift", Self.models)
        try write("Shelf/ContentView.swift", Self.view)
        let r = try render("Shelf/ContentView.swift", source: Self.view)
        XCTAssertEqual(r.companions, ["Library.swift", "ShelfApp.swift"])
        XCTAssertEqual(r.lines, ["My Shelf", "Dune", "Emma", "Ulysses"])
        XCTAssertEqual(
            r.warnings.sorted(),
            [
                "nothing injected a 'Library' for 'library': using the app's ShelfApp's 'library', as the app injects it",
                "nothing injected a 'Settings' for 'settings': using the app's ShelfApp's 'settings', as the app injects it",
            ])
    }

    /// What the file's preview injects wins, with no warning; a view that reads no objects does
    /// not get the App file.
    func testAnInjectedObjectWinsAndOtherViewsDoNotReadTheApp() throws {
        try write("Shelf/ShelfApp.swift", Self.app)
        try write("Shelf/Library.swift", Self.models)
        let previewed =
            Self.view + """

                #Preview {
                    let library = Library()
                    library.books = ["Preview"]
                    return ContentView().environmentObject(library).environment(Settings(title: "Previewed"))
                }
                """
        try write("Shelf/ContentView.swift", previewed)
        let r = try render("Shelf/ContentView.swift", source: previewed)
        XCTAssertEqual(r.lines, ["Previewed", "Preview"])
        XCTAssertEqual(r.warnings, [])
        let plain = "import SwiftUI\nstruct Plain: View { var body: some View { Text(Library().books[0]) } }\n"
        try write("Shelf/Plain.swift", plain)
        XCTAssertEqual(try render("Shelf/Plain.swift", source: plain).companions, ["Library.swift"])
    }

    /// Without an App struct that keeps one, or when the App cannot be made, the error says what
    /// to inject, as before.
    func testWithoutTheAppsObjectTheErrorStays() throws {
        try write("Shelf/ShelfApp.swift", Self.app.replacingOccurrences(of: "@StateObject private var library = Library()", with: ""))
        try write("Shelf/Library.swift", Self.models)
        try write("Shelf/ContentView.swift", Self.view)
        XCTAssertThrowsError(try render("Shelf/ContentView.swift", source: Self.view)) { error in
            XCTAssertTrue("\(error)".contains("no object of type 'Library' in the environment for 'library'"), "\(error)")
        }
        // The App cannot be made: `library`'s initial value is still what it injects, but
        // `settings` gets its value in the failing `init()`.
        try write("Shelf/ShelfApp.swift", Self.app.replacingOccurrences(of: "init() {", with: "init() { fatalError(\"no database\");"))
        XCTAssertThrowsError(try render("Shelf/ContentView.swift", source: Self.view)) { error in
            // The message says why the App could not be made, where.
            XCTAssertTrue("\(error)".contains("no object of type 'Settings' in the environment for 'settings'"), "\(error)")
            XCTAssertTrue("\(error)".contains("(the app's ShelfApp, which injects its objects, could not be made: "), "\(error)")
            XCTAssertTrue("\(error)".contains("ShelfApp.swift:7:"), "\(error)")
            XCTAssertTrue("\(error)".contains("no database"), "\(error)")
        }
    }

    /// An App that cannot be made (its `init()` starts a service) still gives the objects its
    /// code hands its scenes: a stored property's initial value, a shared instance injected in
    /// its body, an object passed to the project's own provider view.
    func testTheObjectsAnAppThatCannotBeMadeHandsItsScenes() throws {
        try write(
            "Shop/ShopApp.swift",
            """
            import SwiftUI
            let store = Store()

            @main
            struct ShopApp: App {
                @StateObject private var cart = Cart()
                init() { Analytics.start() }
                var body: some Scene {
                    WindowGroup { contentView }
                }
                private var contentView: some View {
                    StoreProvider(store: store) {
                        ContentView()
                    }
                    .environmentObject(cart)
                    .environmentObject(Catalog.shared)
                }
            }
            struct StoreProvider<Content: View>: View {
                let store: Store
                @ViewBuilder let content: () -> Content
                var body: some View { content().environmentObject(store) }
            }
            final class Cart: ObservableObject { @Published var count = 3 }
            final class Catalog: ObservableObject {
                static let shared = Catalog()
                let name = "Spring"
            }
            final class Store: ObservableObject { var title = "Corner Shop" }
            """)
        let view = """
            import SwiftUI
            struct ContentView: View {
                @EnvironmentObject var cart: Cart
                @EnvironmentObject var catalog: Catalog
                @EnvironmentObject var store: Store
                var body: some View {
                    Text(store.title)
                    Text(catalog.name)
                    Text("\\(cart.count) items")
                }
            }
            """
        try write("Shop/ContentView.swift", view)
        let r = try render("Shop/ContentView.swift", source: view)
        XCTAssertEqual(r.lines, ["Corner Shop", "Spring", "3 items"])
        XCTAssertEqual(
            r.warnings.sorted(),
            [
                "nothing injected a 'Cart' for 'cart': using the app's ShopApp's 'cart', as the app injects it",
                "nothing injected a 'Catalog' for 'catalog': using the app's ShopApp's 'Catalog.shared', as the app injects it",
                "nothing injected a 'Store' for 'store': using the app's ShopApp's 'store', as the app injects it",
            ])
    }

    /// `@UIApplicationDelegateAdaptor` is the delegate class's instance, never an argument of the
    /// App's initialiser, so the App is made (with its `init()`) and keeps its objects.
    func testAnAppWithAnApplicationDelegateIsMade() throws {
        // No `init()`: the implicit one takes no argument for the delegates.
        try write(
            "Shelf/ShelfApp.swift",
            """
            import SwiftUI

            @main
            struct ShelfApp: App {
                @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate
                @NSApplicationDelegateAdaptor private var macDelegate: AppDelegate
                @StateObject private var library = Library()
                var body: some Scene {
                    WindowGroup { ContentView().environmentObject(library).environment(appDelegate.settings) }
                }
            }
            final class AppDelegate: NSObject, UIApplicationDelegate {
                let settings = Settings(title: "My Shelf")
            }
            """)
        try write("Shelf/Library.swift", Self.models)
        try write("Shelf/ContentView.swift", Self.view)
        let r = try render("Shelf/ContentView.swift", source: Self.view)
        XCTAssertEqual(r.lines, ["My Shelf", "Dune", "Emma", "Ulysses"])
        XCTAssertEqual(
            r.warnings.sorted(),
            [
                "nothing injected a 'Library' for 'library': using the app's ShelfApp's 'library', as the app injects it",
                "nothing injected a 'Settings' for 'settings': using the app's ShelfApp's 'appDelegate.settings', as the app injects it",
            ])
        // A delegate class the project does not declare is named.
        let script = try Script(
            source: """
                import SwiftUI
                struct A: App {
                    @UIApplicationDelegateAdaptor(Missing.self) var delegate
                    var body: some Scene { WindowGroup { Text("A") } }
                }
                struct V: View {
                    let app = A()
                    var body: some View { Text("V") }
                }
                """, fileName: "A.swift")
        XCTAssertThrowsError(try script.checked { try ImageRenderer(content: try script.renders()[0].view).layout() }) { error in
            XCTAssertTrue("\(error)".contains("unknown application delegate class 'Missing' of 'A'"), "\(error)")
        }
    }

    func testTheAppFileAndObjectReadsAreRecognised() {
        XCTAssertTrue(ProjectIndex.declaresMainApp("@main\nstruct MyApp: App {"))
        XCTAssertTrue(ProjectIndex.declaresMainApp("@main struct MyApp: SwiftUI.App, Sendable {"))
        XCTAssertFalse(ProjectIndex.declaresMainApp("@main\nstruct Tool {\n static func main() {} }"))
        XCTAssertFalse(ProjectIndex.declaresMainApp("struct MyApp: App {"))
        XCTAssertTrue(ProjectIndex.readsEnvironmentObjects("@EnvironmentObject var store: Store"))
        XCTAssertTrue(ProjectIndex.readsEnvironmentObjects("@Environment(Model.self) private var model"))
        XCTAssertTrue(ProjectIndex.readsEnvironmentObjects("@Environment( Nav.Router.self ) var router"))
        XCTAssertFalse(ProjectIndex.readsEnvironmentObjects("@Environment(\\.colorScheme) var scheme"))
        XCTAssertTrue(ProjectIndex.readsEnvironmentObjects("@Environment(\\.dismiss) var dismiss\n@Environment(\n  AppModel.self\n) var model"))
        XCTAssertFalse(ProjectIndex.readsEnvironmentObjects("@Environment(model.self) var m"))
        XCTAssertFalse(ProjectIndex.readsEnvironmentObjects("@Environment(Model.selfish) var m"))
        XCTAssertFalse(ProjectIndex.readsEnvironmentObjects("@Environment(Model) var m\n// @Environment("))
        XCTAssertFalse(ProjectIndex.readsEnvironmentObjects("@Environment(.self) var m"))
    }
}
