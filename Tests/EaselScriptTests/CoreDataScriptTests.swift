import XCTest
import Foundation
import Easel
@testable import EaselScript

/// Core Data as a preview sees it: the data model's generated classes, an in-memory container
/// that starts empty, `@FetchRequest` fetching from the environment's context with sort
/// descriptors and `NSPredicate`s, relationships whose inverses stay in step.
final class CoreDataScriptTests: XCTestCase {
    typealias S = ScriptTestSupport

    static let modelXML = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" sourceLanguage="Swift">
            <entity name="Candy" representedClassName="Candy" syncable="YES" codeGenerationType="class">
                <attribute name="name" optional="YES" attributeType="String"/>
                <attribute name="rating" optional="YES" attributeType="Integer 16" defaultValueString="3" usesScalarValueType="YES"/>
                <attribute name="price" attributeType="Double" usesScalarValueType="YES"/>
                <attribute name="isVegan" attributeType="Boolean" usesScalarValueType="YES"/>
                <attribute name="tags" optional="YES" attributeType="Transformable" customClassName="[String]"/>
                <relationship name="origin" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Country" inverseName="candy" inverseEntity="Country"/>
            </entity>
            <entity name="Country" representedClassName="Country" syncable="YES" codeGenerationType="category">
                <attribute name="fullName" optional="YES" attributeType="String"/>
                <relationship name="candy" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Candy" inverseName="origin" inverseEntity="Candy"/>
            </entity>
            <entity name="Transaction" representedClassName="Transaction" syncable="YES">
                <attribute name="title" optional="YES" attributeType="String"/>
            </entity>
        </model>
        """

    var model: CoreDataModel { CoreDataModel(xml: Data(Self.modelXML.utf8))! }

    /// The app's own files beside the model: the category entity's class and the persistence
    /// controller of Xcode's template, filling the preview's store.
    static let appFiles = """
        import CoreData

        @objc(Country)
        public class Country: NSManagedObject {
            public var wrappedFullName: String { fullName ?? "Unknown Country" }
            public var candyArray: [Candy] {
                let set = candy as? Set<Candy> ?? []
                return set.sorted { $0.name ?? "" < $1.name ?? "" }
            }
        }

        struct PersistenceController {
            static var preview: PersistenceController = {
                let result = PersistenceController(inMemory: true)
                let viewContext = result.container.viewContext
                let uk = Country(context: viewContext)
                uk.fullName = "United Kingdom"
                for name in ["Twix", "Mars", "KitKat"] {
                    let candy = Candy(context: viewContext)
                    candy.name = name
                    candy.origin = uk
                }
                let ch = Country(context: viewContext)
                ch.fullName = "Switzerland"
                let toblerone = Candy(context: viewContext)
                toblerone.name = "Toblerone"
                toblerone.rating = 5
                ch.addToCandy(toblerone)
                do {
                    try viewContext.save()
                } catch {
                    fatalError("Unresolved error \\(error)")
                }
                return result
            }()

            let container: NSPersistentContainer

            init(inMemory: Bool = false) {
                container = NSPersistentContainer(name: "Model")
                if inMemory {
                    container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
                } else {
                    let description = NSPersistentStoreDescription()
                    description.type = NSInMemoryStoreType
                    container.persistentStoreDescriptions = [description]
                }
                container.loadPersistentStores(completionHandler: { (storeDescription, error) in
                    if let error = error as NSError? { fatalError("Unresolved error \\(error)") }
                })
                container.viewContext.automaticallyMergesChangesFromParent = true
                container.viewContext.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
            }
        }
        """

    func script(_ source: String) throws -> Script {
        try Script(
            source: source, fileName: "ContentView.swift",
            companions: [
                CompanionFile(fileName: "Model.xcdatamodeld", source: model.swiftSource), CompanionFile(fileName: "Persistence.swift", source: Self.appFiles),
            ])
    }

    func layoutJSON(_ s: Script) throws -> String {
        String(data: try s.checked { try ImageRenderer(content: try s.renders()[0].view).layout() }.jsonData(), encoding: .utf8)!
    }

    func testTheModelGivesXcodesGeneratedDeclarations() {
        let source = model.swiftSource
        for line in [
            "public class Candy: NSManagedObject, Identifiable {", "@NSManaged public var name: String?",
            "@NSManaged public var rating: Int16 = 3", "@NSManaged public var price: Double = 0", "@NSManaged public var isVegan: Bool = false",
            "@NSManaged public var tags: [String]?", "@NSManaged public var origin: Country?", "extension Country {",
            "@NSManaged public var candy: NSSet? = NSSet()",
        ] {
            XCTAssertTrue(source.contains(line), "\(line) in\n\(source)")
        }
        XCTAssertFalse(source.contains("class Transaction"), "a Manual/None entity is the app's own class")
        XCTAssertFalse(source.contains("class Country"), "a Category/Extension entity's class is the app's own")
        XCTAssertEqual(model.inverses["Candy"]?["origin"]?.name, "candy")
        XCTAssertEqual(model.inverses["Country"]?["candy"]?.toMany, false)
        XCTAssertNil(CoreDataModel(xml: Data("<plist/>".utf8)))
    }

    func testAFetchRequestListsTheTemplatesPreviewDataWithItsRelationships() throws {
        let json = try layoutJSON(
            try script(
                """
                import SwiftUI
                import CoreData

                struct ContentView: View {
                    @Environment(\\.managedObjectContext) private var viewContext
                    @FetchRequest(entity: Country.entity(), sortDescriptors: [NSSortDescriptor(keyPath: \\Country.fullName, ascending: true)])
                    var countries: FetchedResults<Country>

                    var body: some View {
                        VStack(alignment: .leading) {
                            ForEach(countries, id: \\.self) { country in
                                Text(country.wrappedFullName)
                                ForEach(country.candyArray, id: \\.self) { candy in
                                    Text("\\(candy.name ?? "?") \\(candy.rating) \\(candy.origin?.fullName ?? "-")")
                                }
                            }
                        }
                    }
                }

                #Preview {
                    ContentView().environment(\\.managedObjectContext, PersistenceController.preview.container.viewContext)
                }
                """))
        let compiled = try S.compiledJSON(
            VStack(alignment: .leading) {
                Text("Switzerland")
                Text("Toblerone 5 Switzerland")
                Text("United Kingdom")
                Text("KitKat 3 United Kingdom")
                Text("Mars 3 United Kingdom")
                Text("Twix 3 United Kingdom")
            })
        XCTAssertEqual(json, compiled, "sorted by name, each candy in its country and its country on it")
    }

    /// `sortDescriptors: [.init(keyPath: \Country.fullName, ascending: false)]`: the implicit
    /// member is an NSSortDescriptor, as the parameter's type makes it.
    func testAFetchRequestsSortDescriptorMadeAsAnImplicitMember() throws {
        let json = try layoutJSON(
            try script(
                """
                import SwiftUI
                import CoreData

                struct ContentView: View {
                    @FetchRequest(entity: Country.entity(), sortDescriptors: [.init(keyPath: \\Country.fullName, ascending: false)])
                    var countries: FetchedResults<Country>

                    var body: some View {
                        VStack(alignment: .leading) {
                            ForEach(countries, id: \\.self) { Text($0.wrappedFullName) }
                        }
                    }
                }

                #Preview {
                    ContentView().environment(\\.managedObjectContext, PersistenceController.preview.container.viewContext)
                }
                """))
        let compiled = try S.compiledJSON(
            VStack(alignment: .leading) {
                Text("United Kingdom")
                Text("Switzerland")
            })
        XCTAssertEqual(json, compiled)
    }

    func testAFetchRequestAnInitialiserBuildsFiltersWithAPredicate() throws {
        let json = try layoutJSON(
            try script(
                """
                import SwiftUI
                import CoreData

                struct FilteredList: View {
                    @FetchRequest var candies: FetchedResults<Candy>
                    init(filter: String) {
                        _candies = FetchRequest<Candy>(sortDescriptors: [SortDescriptor(\\.name, order: .reverse)],
                                                      predicate: NSPredicate(format: "name BEGINSWITH[c] %@ OR rating > %d", filter, 4))
                    }
                    var body: some View {
                        VStack { ForEach(candies, id: \\.self) { Text($0.name ?? "") } }
                    }
                }

                #Preview {
                    FilteredList(filter: "m").environment(\\.managedObjectContext, PersistenceController.preview.container.viewContext)
                }
                """))
        XCTAssertEqual(
            json,
            try S.compiledJSON(
                VStack {
                    Text("Toblerone"); Text("Mars")
                }))
    }

    func testAViewWithNoContextFetchesNothing() throws {
        let json = try layoutJSON(
            try script(
                """
                import SwiftUI
                struct ContentView: View {
                    @FetchRequest(sortDescriptors: []) var candies: FetchedResults<Candy>
                    var body: some View { Text("\\(candies.count) candies") }
                }
                """))
        XCTAssertEqual(json, try S.compiledJSON(Text("0 candies")))
    }

    func testContextsFetchCountDeleteAndEntityHelpers() throws {
        let g = try script(
            """
            let values: [Any] = {
                let container = NSPersistentContainer(name: "Model")
                let context = container.viewContext
                for (name, vegan) in [("a", true), ("b", false), ("c", true)] {
                    let candy = Candy(context: context)
                    candy.name = name
                    candy.isVegan = vegan
                }
                let request = Candy.fetchRequest()
                request.predicate = NSPredicate(format: "isVegan == YES")
                request.sortDescriptors = [NSSortDescriptor(key: "name", ascending: false)]
                let vegan = try! context.fetch(request).map { $0.name ?? "" }
                let all = try! context.count(for: NSFetchRequest<Candy>(entityName: "Candy"))
                let other = container.newBackgroundContext()
                let shared = try! other.count(for: Candy.fetchRequest())
                context.delete(try! context.fetch(request)[0])
                let left = try! context.count(for: Candy.fetchRequest())
                let fresh = try! NSPersistentContainer(name: "Model").viewContext.count(for: Candy.fetchRequest())
                let made = NSEntityDescription.insertNewObject(forEntityName: "Candy", into: context) as! Candy
                return [vegan, all, shared, left, fresh, made.rating, made.price, made.isVegan, Candy.entity().name ?? "", context.hasChanges]
            }()
            """
        ).evaluator.globals
        XCTAssertEqual(
            g.lookup("values"),
            .array([
                .array([.string("c"), .string("a")]), .int(3), .int(3), .int(2), .int(0), .int(3), .double(0), .bool(false), .string("Candy"), .bool(true),
            ]))
    }

    func testPredicateFormats() throws {
        let g = try Script(
            source: """
                struct P { let name: String; let age: Int; let tags: [String]; let friend: String? }
                let people = [P(name: "Ann", age: 31, tags: ["a", "b"], friend: nil), P(name: "bob", age: 17, tags: [], friend: "Ann"),
                              P(name: "Åsa", age: 45, tags: ["b"], friend: "bob")]
                func names(_ format: String, _ args: Any...) -> String {
                    let p = NSPredicate(format: format, argumentArray: args)
                    return people.filter { p.evaluate(with: $0) }.map(\\.name).joined(separator: ",")
                }
                let results = [
                    names("age >= 18"), names("name ==[c] 'BOB'"), names("name CONTAINS[cd] 'a'"), names("name LIKE 'A?n'"),
                    names("%K BEGINSWITH %@", "name", "b"), names("age BETWEEN {18, 40}"), names("name IN {'Ann', 'Åsa'}"),
                    names("tags.@count > 1"), names("ANY tags == 'b'"), names("friend == nil"), names("NOT (age < 18) AND name ENDSWITH 'a'"),
                    names("age > 40 || age < 18"), names("TRUEPREDICATE"), names("name MATCHES '[A-Z].*'"),  // ICU's [A-Z] has no Å
                ]
                """, fileName: "t.swift"
        ).evaluator.globals
        XCTAssertEqual(
            g.lookup("results"),
            .array(
                [
                    "Ann,Åsa", "bob", "Ann,Åsa", "Ann", "bob", "Ann", "Ann,Åsa", "Ann", "Ann,Åsa", "Ann", "Åsa", "bob,Åsa", "Ann,bob,Åsa", "Ann",
                ].map { .string($0) }))
        XCTAssertTrue(S.error("struct V: View { var body: some View { Text(\"\\(NSPredicate(format: \"age LIKES 3\"))\") } }").contains("unknown operator"))
        XCTAssertTrue(S.error("struct V: View { var body: some View { Text(\"\\(NSPredicate(format: \"age > %@\"))\") } }").contains("placeholders"))
    }

    func testSuperCallsAwakeFromInsertTheAppDelegateAndObjectWillChange() throws {
        let json = try layoutJSON(
            try Script(
                source: """
                    import SwiftUI
                    import CoreData

                    class Base: NSObject { func label() -> String { "base" } }
                    class Derived: Base { override func label() -> String { super.label() + "+derived" } }
                    public class Note: NSManagedObject {
                        @NSManaged public var title: String?
                        public override func awakeFromInsert() {
                            super.awakeFromInsert()
                            title = "New note"
                        }
                    }
                    class AppDelegate: UIResponder, UIApplicationDelegate {
                        lazy var persistentContainer: NSPersistentContainer = NSPersistentContainer(name: "Notes")
                    }
                    struct ContentView: View {
                        let context = (UIApplication.shared.delegate as! AppDelegate).persistentContainer.viewContext
                        var body: some View {
                            let note = Note(context: context)
                            note.objectWillChange.send()
                            return VStack { Text(note.title ?? "-"); Text(Derived().label()) }
                        }
                    }
                    """, fileName: "t.swift"))
        XCTAssertEqual(
            json,
            try S.compiledJSON(
                VStack {
                    Text("New note"); Text("base+derived")
                }))
    }

    /// An app may replace its container's store descriptions before loading (an in-memory store).
    func testStoreDescriptionsCanBeReplaced() throws {
        let g = try Script(
            source: """
                let count: Int = {
                    let container = NSPersistentContainer(name: "Model")
                    let description = NSPersistentStoreDescription()
                    description.type = NSInMemoryStoreType
                    container.persistentStoreDescriptions = [description, NSPersistentStoreDescription()]
                    container.loadPersistentStores { _, _ in }
                    return container.persistentStoreDescriptions.count
                }()
                """, fileName: "t.swift"
        ).evaluator.globals
        XCTAssertEqual(g.lookup("count"), .int(2))
    }
}
