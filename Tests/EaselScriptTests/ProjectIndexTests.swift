import XCTest
import Foundation
import Easel
import EaselRaster
@testable import EaselScript

/// Which project files a view file uses, and where a project starts.
final class ProjectIndexTests: XCTestCase {
    var tmp: URL!

    override func setUpWithError() throws {
        tmp = FileManager.default.temporaryDirectory.appendingPathComponent("easel-project-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: tmp) }

    /// The file names of the companions `index` gives the file at `path` (relative to the temporary folder).
    func companionNames(_ index: ProjectIndex, _ path: String) throws -> [String] {
        let file = tmp.appendingPathComponent(path).path
        return index.companions(for: file, source: try String(contentsOfFile: file, encoding: .utf8)).map {
            URL(fileURLWithPath: $0.fileName).lastPathComponent
        }
    }

    /// The script of the file at `path` read with the companions the index of `root` gives it
    /// (paths relative to the temporary folder), and those companions' file names.
    func scriptWithCompanions(root: String, _ path: String) throws -> (names: [String], companions: [CompanionFile], script: Script) {
        let index = ProjectIndex.load(root: tmp.appendingPathComponent(root).path)
        let file = tmp.appendingPathComponent(path).path
        let source = try String(contentsOfFile: file, encoding: .utf8)
        let companions = index.companions(for: file, source: source)
        let script = try Script(source: source, fileName: file, companions: companions)
        return (companions.map { URL(fileURLWithPath: $0.fileName).lastPathComponent }, companions, script)
    }

    func write(_ path: String, _ text: String) throws {
        let u = tmp.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: u.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: u, atomically: true, encoding: .utf8)
    }

    /// The project's walks read a folder depth first in name order, skip hidden entries, do not
    /// follow a link back into a folder above, and stop when asked; the bundle's resources and the
    /// index's files come from such a walk.
    func testProjectFoldersAreWalkedInNameOrderWithoutFollowingLinks() throws {
        try write("W/b/z.txt", "z")
        try write("W/b/a.swift", "let a = 1")
        try write("W/a.png", "png")
        try write("W/.hidden/x.txt", "x")
        try write("W/c.json", "{}")
        try FileManager.default.createSymbolicLink(
            atPath: tmp.appendingPathComponent("W/b/up").path, withDestinationPath: tmp.appendingPathComponent("W").path)
        let root = tmp.appendingPathComponent("W").standardizedFileURL.path
        var seen: [String] = []
        FolderWalk.walk(root) { path, name, isFolder in
            seen.append(String(path.dropFirst(root.count + 1)) + (isFolder ? "/" : ""))
            return .descend
        }
        XCTAssertEqual(seen, ["a.png", "b/", "b/a.swift", "b/up/", "b/z.txt", "c.json"])
        var firstTwo: [String] = []
        FolderWalk.walk(root) { _, name, _ in
            firstTwo.append(name)
            return firstTwo.count == 2 ? .stop : .skip
        }
        XCTAssertEqual(firstTwo, ["a.png", "b"])
        var shallow: [String] = []
        FolderWalk.walk(root, maxDepth: 0) { _, name, _ in
            shallow.append(name)
            return .descend
        }
        XCTAssertEqual(shallow, ["a.png", "b", "c.json"], "a folder's own entries only")
        XCTAssertEqual(BundleResources.folder(root, recursive: true).files.map { URL(fileURLWithPath: $0).lastPathComponent }, ["a.png", "z.txt", "c.json"])
        XCTAssertEqual(ProjectIndex.load(root: root).entries.map { URL(fileURLWithPath: $0.path).lastPathComponent }, ["a.swift"])
        XCTAssertEqual(FolderWalk.pathExtension("Assets.xcassets"), "xcassets")
        XCTAssertEqual(FolderWalk.pathExtension("README"), "")
    }

    func testTheNearestXcodeProjectIsTheRoot() throws {
        try write("Repo/.git/HEAD", "")
        try write("Repo/App/App.xcodeproj/project.pbxproj", "")
        try write("Repo/App/App/Views/Row.swift", "")
        XCTAssertEqual(
            ProjectIndex.projectRoot(of: tmp.appendingPathComponent("Repo/App/App/Views/Row.swift").path),
            tmp.appendingPathComponent("Repo/App").standardizedFileURL.path)
    }

    /// A project.pbxproj as Xcode writes one: App/App/Views/Row.swift in nested groups, Model.swift
    /// beside the project (SOURCE_ROOT), and App/App/Models/Model.swift not compiled (a stale copy).
    static let pbxproj = """
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	objects = {
        		B1 /* Row.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* Row.swift */; };
        		B2 /* Model.swift in Sources */ = {isa = PBXBuildFile; fileRef = F2 /* Model.swift */; };
        		B3 /* Assets.xcassets in Resources */ = {isa = PBXBuildFile; fileRef = F3 /* Assets.xcassets */; };
        		F1 /* Row.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Row.swift; sourceTree = "<group>"; };
        		F2 /* Model.swift */ = {isa = PBXFileReference; path = "Model.swift"; sourceTree = SOURCE_ROOT; };
        		F3 /* Assets.xcassets */ = {isa = PBXFileReference; path = Assets.xcassets; sourceTree = "<group>"; };
        		G0 = {isa = PBXGroup; children = (G1 /* App */, ); sourceTree = "<group>"; };
        		G1 /* App */ = {isa = PBXGroup; children = (G2 /* Views */, F3, ); path = App; sourceTree = "<group>"; };
        		G2 /* Views */ = {isa = PBXGroup; children = (F1 /* Row.swift */, ); path = Views; sourceTree = "<group>"; };
        		P1 /* Sources */ = {isa = PBXSourcesBuildPhase; buildActionMask = 2147483647; files = (B1 /* Row.swift in Sources */, B2, ); };
        	};
        	rootObject = X;
        }
        """

    func testAnXcodeProjectsSourcesDecideBetweenCopiesAndReachOutsideTheTarget() throws {
        try write("App/App.xcodeproj/project.pbxproj", Self.pbxproj)
        try write("App/Model.swift", "struct Model { let name: String; static let example = Model(name: \"right\") }")
        try write("App/App/Models/Model.swift", "struct Model { let name: String; static let example = Model(name: \"stale\") }")
        try write("App/App/Models/Helper.swift", "let helperWidth: CGFloat = 7")
        try write("App/App/Views/Row.swift", "struct Row: View { var body: some View { Text(Model.example.name).frame(width: helperWidth) } }")
        try write("App/App/Assets.xcassets/Contents.json", "{}")
        let project = XcodeProject(path: tmp.appendingPathComponent("App/App.xcodeproj").path)
        XCTAssertEqual(
            project.sources,
            Set(["App/Model.swift", "App/App/Views/Row.swift"].map { tmp.appendingPathComponent($0).standardizedFileURL.path }))
        let row = tmp.appendingPathComponent("App/App/Views/Row.swift").path
        let (root, recursive) = ProjectIndex.project(of: row)
        let index = ProjectIndex.load(root: root, recursive: recursive)
        let source = try String(contentsOfFile: row, encoding: .utf8)
        let companions = index.companions(for: row, source: source)
        XCTAssertEqual(
            companions.map { String($0.fileName.dropFirst(tmp.standardizedFileURL.path.count + 1)) }.sorted(),
            ["App/App/Models/Helper.swift", "App/Model.swift"], "the stale copy is left out; a file the project does not list but needs stays")
        let script = try Script(source: source, fileName: row, companions: companions)
        let json = String(data: try script.checked { try ImageRenderer(content: try script.renders()[0].view).layout() }.jsonData(), encoding: .utf8)!
        XCTAssertTrue(json.contains("\"right\""), json)
        // A synchronized project (Xcode 16) or an unreadable one names no files: everything stays.
        try write("Sync/Sync.xcodeproj/project.pbxproj", "{ objects = { G = {isa = PBXFileSystemSynchronizedRootGroup; path = Sync; }; }; }")
        XCTAssertNil(XcodeProject(path: tmp.appendingPathComponent("Sync/Sync.xcodeproj").path).sources)
        try write("Bad/Bad.xcodeproj/project.pbxproj", "{ objects = { (((")
        XCTAssertNil(XcodeProject(path: tmp.appendingPathComponent("Bad/Bad.xcodeproj").path).sources)
    }

    /// A synchronized project (Xcode 16) that also names a file beside the `.xcodeproj` (a model
    /// added by hand): the file joins the target folder's files, and none of those is left out.
    func testASynchronizedProjectsListedFilesJoinItsFolders() throws {
        try write(
            "Paws/Paws.xcodeproj/project.pbxproj",
            """
            { objects = {
                M = {isa = PBXGroup; children = (F, G); sourceTree = "<group>"; };
                G = {isa = PBXFileSystemSynchronizedRootGroup; path = Paws; sourceTree = "<group>"; };
                F = {isa = PBXFileReference; path = Pet.swift; sourceTree = "<group>"; };
                B = {isa = PBXBuildFile; fileRef = F; };
                S = {isa = PBXSourcesBuildPhase; files = (B); };
            }; }
            """)
        try write("Paws/Pet.swift", "final class Pet { var name: String; init(name: String) { self.name = name } }")
        try write("Paws/Paws/Assets.xcassets/Contents.json", "{}")
        try write("Paws/Paws/Style.swift", "let titlePrefix = \"Edit \"")
        try write(
            "Paws/Paws/EditPetView.swift", "struct EditPetView: View { let pet = Pet(name: \"Daisy\"); var body: some View { Text(titlePrefix + pet.name) } }")
        let project = XcodeProject(path: tmp.appendingPathComponent("Paws/Paws.xcodeproj").path)
        XCTAssertNil(project.sources)
        XCTAssertEqual(project.listedSources, [tmp.appendingPathComponent("Paws/Pet.swift").standardizedFileURL.path])
        let view = tmp.appendingPathComponent("Paws/Paws/EditPetView.swift").path
        let (root, recursive) = ProjectIndex.project(of: view)
        let source = try String(contentsOfFile: view, encoding: .utf8)
        let companions = ProjectIndex.load(root: root, recursive: recursive).companions(for: view, source: source)
        XCTAssertEqual(companions.map { URL(fileURLWithPath: $0.fileName).lastPathComponent }.sorted(), ["Pet.swift", "Style.swift"])
        let script = try Script(source: source, fileName: view, companions: companions)
        let layout = try script.checked { try ImageRenderer(content: try script.renders()[0].view).layout() }
        XCTAssertEqual(layout.root.all { $0.kind == "Text" }.compactMap(\.label), ["Edit Daisy"])
    }

    func testADataModelsGeneratedClassesAreUsedWithTheAppsOwn() throws {
        // A "Category/Extension" entity named as SwiftUI's `Transaction`: its class is the app's
        // file (chosen although the name is SwiftUI's), its properties the model's generated Swift.
        try write("Budget/Budget.xcodeproj/project.pbxproj", "")
        try write("Budget/Budget/Assets.xcassets/Contents.json", "{}")
        try write(
            "Budget/Budget/Budget.xcdatamodeld/Budget.xcdatamodel/contents",
            """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
                <entity name="Transaction" representedClassName="Transaction" codeGenerationType="category">
                    <attribute name="title" optional="YES" attributeType="String"/>
                    <attribute name="total" attributeType="Double" defaultValueString="2.5" usesScalarValueType="YES"/>
                </entity>
            </model>
            """)
        try write("Budget/Budget/Budget.xcdatamodeld/.xccurrentversion", "")
        try write(
            "Budget/Budget/Models/Transaction+CoreDataClass.swift",
            """
            import CoreData
            @objc(Transaction)
            public class Transaction: NSManagedObject {
                public override func awakeFromInsert() { title = "Lunch" }
                var label: String { "\\(title ?? "-") \\(total)" }
            }
            """)
        try write(
            "Budget/Budget/Views/Row.swift",
            """
            import SwiftUI
            struct Row: View {
                let transaction = Transaction(context: NSPersistentContainer(name: "Budget").viewContext)
                var body: some View { Text(transaction.label) }
            }
            """)
        let row = tmp.appendingPathComponent("Budget/Budget/Views/Row.swift").path
        let (root, recursive) = ProjectIndex.project(of: row)
        let index = ProjectIndex.load(root: root, recursive: recursive)
        let source = try String(contentsOfFile: row, encoding: .utf8)
        let companions = index.companions(for: row, source: source)
        XCTAssertEqual(
            companions.map { URL(fileURLWithPath: $0.fileName).lastPathComponent }.sorted(), ["Budget.xcdatamodeld", "Transaction+CoreDataClass.swift"])
        let script = try Script(source: source, fileName: row, companions: companions)
        let json = String(data: try script.checked { try ImageRenderer(content: try script.renders()[0].view).layout() }.jsonData(), encoding: .utf8)!
        XCTAssertTrue(json.contains("\"Lunch 2.5\""), json)
    }

    func testAnAppFolderWithoutItsProjectIsTheRoot() throws {
        try write("Copy/Weather/WeatherApp.swift", "@main\nstruct WeatherApp: App { }")
        try write("Copy/Weather/View/Home.swift", "")
        XCTAssertEqual(
            ProjectIndex.projectRoot(of: tmp.appendingPathComponent("Copy/Weather/View/Home.swift").path),
            tmp.appendingPathComponent("Copy/Weather").standardizedFileURL.path)
        // A file named like an App file whose `@main` is a command-line tool's, or only mentioned
        // in a comment, does not make its folder an app's.
        try write("Tool/ToolApp.swift", "// Unlike an app's @main struct, this tool has a static main.\n@main\nstruct Tool { static func main() {} }")
        try write("Tool/Sub/Run.swift", "")
        XCTAssertEqual(
            ProjectIndex.project(of: tmp.appendingPathComponent("Tool/Sub/Run.swift").path).root,
            tmp.appendingPathComponent("Tool/Sub").standardizedFileURL.path)
    }

    func testAnXcodeProjectOutranksAnAppFileInASubfolder() throws {
        // Apple's Landmarks: the @main file is in Views/, the models beside Views/.
        try write("Landmarks/Landmarks.xcodeproj/project.pbxproj", "")
        try write("Landmarks/Landmarks/ModelData.swift", "final class ModelData: ObservableObject { }")
        try write("Landmarks/Landmarks/Views/LandmarksApp.swift", "@main\nstruct LandmarksApp: App { }")
        try write("Landmarks/Landmarks/Views/Landmarks/LandmarkRow.swift", "")
        XCTAssertEqual(
            ProjectIndex.projectRoot(of: tmp.appendingPathComponent("Landmarks/Landmarks/Views/Landmarks/LandmarkRow.swift").path),
            tmp.appendingPathComponent("Landmarks").standardizedFileURL.path)
        // With its asset catalog, the target's folder is the project: it holds the models too.
        try write("Landmarks/Landmarks/Assets.xcassets/Contents.json", "{}")
        XCTAssertEqual(
            ProjectIndex.projectRoot(of: tmp.appendingPathComponent("Landmarks/Landmarks/Views/Landmarks/LandmarkRow.swift").path),
            tmp.appendingPathComponent("Landmarks/Landmarks").standardizedFileURL.path)
    }

    func testAnAppTargetInsideABiggerProjectKeepsToItself() throws {
        // One Xcode project at the top of a repository of many apps: each app's target folder is its project.
        try write("Examples/Examples.xcodeproj/project.pbxproj", "")
        try write("Examples/Gallery/Info.plist", "")
        try write("Examples/Gallery/Views/Row.swift", "")
        try write("Examples/Practice/Music/Help/Border.swift", "extension View { func border(width: CGFloat) -> some View { self } }")
        XCTAssertEqual(
            ProjectIndex.projectRoot(of: tmp.appendingPathComponent("Examples/Gallery/Views/Row.swift").path),
            tmp.appendingPathComponent("Examples/Gallery").standardizedFileURL.path)
    }

    func testAnAppFolderOutranksTheRepositoryAroundIt() throws {
        try write("Tutorials/.git/HEAD", "")
        try write("Tutorials/Day1/Weather/WeatherApp.swift", "@main\nstruct WeatherApp: App { }")
        try write("Tutorials/Day1/Weather/View/Home.swift", "")
        XCTAssertEqual(
            ProjectIndex.projectRoot(of: tmp.appendingPathComponent("Tutorials/Day1/Weather/View/Home.swift").path),
            tmp.appendingPathComponent("Tutorials/Day1/Weather").standardizedFileURL.path)
    }

    func testInAPackageTheRootIsTheFilesModule() throws {
        try write("Pkg/Package.swift", "")
        try write("Pkg/Sources/UI/Views/Row.swift", "")
        try write("Pkg/fixtures/scene.swift", "")
        XCTAssertEqual(
            ProjectIndex.projectRoot(of: tmp.appendingPathComponent("Pkg/Sources/UI/Views/Row.swift").path),
            tmp.appendingPathComponent("Pkg/Sources/UI").standardizedFileURL.path)
        XCTAssertEqual(
            ProjectIndex.projectRoot(of: tmp.appendingPathComponent("Pkg/fixtures/scene.swift").path),
            tmp.appendingPathComponent("Pkg/fixtures").standardizedFileURL.path)
    }

    /// A `Package.swift` beside an Xcode project whose targets hold none of the app's folders
    /// (Spawn's names a target with no `Sources` folder): the app target's folder is the project.
    func testAnAppBesideAPackageManifestThatDoesNotHoldItIsItsTarget() throws {
        try write("Spawn/Package.swift", "let package = Package(name: \"Spawn\", targets: [.target(name: \"Spawn\")])")
        try write("Spawn/Spawn.xcodeproj/project.pbxproj", "")
        try write("Spawn/Spawn/Info.plist", "")
        try write("Spawn/Spawn/Views/Home/HomeView.swift", "")
        try write("Spawn/Spawn/Models/User.swift", "")
        let (root, recursive) = ProjectIndex.project(of: tmp.appendingPathComponent("Spawn/Spawn/Views/Home/HomeView.swift").path)
        XCTAssertEqual(root, tmp.appendingPathComponent("Spawn/Spawn").standardizedFileURL.path)
        XCTAssertTrue(recursive)
    }

    /// A target whose `path:` is `"."` is its package's own folder (Backyard Birds' UI package):
    /// a file in one of its subfolders sees the types of the others.
    func testATargetAtItsPackagesOwnFolderHoldsEverySubfolder() throws {
        try write("UI/Package.swift", "let package = Package(name: \"UI\", targets: [.target(name: \"UI\", path: \".\")])")
        try write("UI/Visitors/Icon.swift", "import SwiftUI\nstruct Icon: View { var body: some View { Sky() } }")
        try write("UI/Backyard/Sky.swift", "import SwiftUI\nstruct Sky: View { var body: some View { Color.blue } }")
        let (root, recursive) = ProjectIndex.project(of: tmp.appendingPathComponent("UI/Visitors/Icon.swift").path)
        XCTAssertEqual(root, tmp.appendingPathComponent("UI").standardizedFileURL.path)
        XCTAssertTrue(recursive)
        XCTAssertEqual(try companionNames(ProjectIndex.load(root: root), "UI/Visitors/Icon.swift"), ["Sky.swift"])
    }

    /// A demo app beside its package's module folder, whose name begins with the module's
    /// (`Kit` and `KitDemo`, the target's `path: "./Kit"`, as SBB's design system lays them out):
    /// `import Kit` reads the module's files and its asset catalog.
    func testADemoAppBesideItsModuleFolderOfALongerNameReadsTheModule() throws {
        try write("R/Package.swift", "let package = Package(name: \"Kit\", targets: [.target(name: \"Kit\", path: \"./Kit\")])")
        try write("R/Kit/Badge.swift", "public struct Badge { public static let title = \"kit\" }")
        try write("R/Kit/Assets.xcassets/Contents.json", "{}")
        try write("R/Kit.xcodeproj/project.pbxproj", "")
        try write("R/KitDemo/Info.plist", "")
        try write("R/KitDemo/Home.swift", "import SwiftUI\nimport Kit\nstruct Home: View { var body: some View { Text(Badge.title) } }")
        XCTAssertEqual(PackageManifest.targets(in: "targets: [.target(name: \"Kit\", path: \"./Kit\")]"), [PackageManifest.Target(name: "Kit", path: "Kit")])
        let (root, _) = ProjectIndex.project(of: tmp.appendingPathComponent("R/KitDemo/Home.swift").path)
        XCTAssertEqual(root, tmp.appendingPathComponent("R/KitDemo").standardizedFileURL.path)
        let index = ProjectIndex.load(root: root)
        XCTAssertEqual(try companionNames(index, "R/KitDemo/Home.swift"), ["Badge.swift"])
        XCTAssertEqual(index.catalogs, [tmp.appendingPathComponent("R/Kit/Assets.xcassets").standardizedFileURL.path])
    }

    func testFilesAreChosenByTheNamesTheViewUsesTransitively() throws {
        try write("A/A.xcodeproj/x", "")
        try write("A/Row.swift", "struct Row: View { var item: Item; var body: some View { Text(item.name).cardStyle() } }")
        try write("A/Item.swift", "struct Item { var name: String; var tag: Tag }")
        try write("A/Tag.swift", "enum Tag { case new }")
        try write("A/Card.swift", "extension View { func cardStyle() -> some View { padding() } }")
        try write("A/Unrelated.swift", "struct Settings: View { var body: some View { Text(\"s\") } }")
        try write("A/Clone.swift", "struct Text { }")
        try write("A/RowTests/RowTests.swift", "import XCTest\nstruct Item { }")
        let index = ProjectIndex.load(root: tmp.appendingPathComponent("A").path)
        XCTAssertEqual(try companionNames(index, "A/Row.swift"), ["Card.swift", "Item.swift", "Tag.swift"])
    }

    /// A type nested in an extension in another file (`extension Samples { enum Names … }`) is
    /// found where it is used after a dot (`Samples.Names.all`).
    func testATypeNestedInAnotherFilesExtensionIsFound() throws {
        try write("N/N.xcodeproj/x", "")
        try write("N/NamesView.swift", "struct NamesView: View { var body: some View { Text(Samples.Names.all[0]) } }")
        try write("N/Samples+Names.swift", "extension Samples {\n    enum Names { static let all = [\"Ada\"] }\n}")
        try write("N/Samples.swift", "enum Samples {}")
        let index = ProjectIndex.load(root: tmp.appendingPathComponent("N").path)
        XCTAssertEqual(
            try companionNames(index, "N/NamesView.swift"),
            ["Samples+Names.swift", "Samples.swift"])
    }

    /// A declaration inside a comment of the view file (a tutorial's notes) is not the file's own,
    /// so the project file that declares it is still used; a `//` inside a string is no comment.
    func testDeclarationsInCommentsDeclareNothing() throws {
        try write("C/C.xcodeproj/x", "")
        try write(
            "C/Card.swift",
            "/* extension ShapeStyle where Self == Color {\n    static var lightBackground: Color { .red }\n} */\n// struct Theme {}\nlet site = \"https://example.com\"; struct Card: View { var body: some View { Text(site).foregroundStyle(.lightBackground).background(Theme.tint) } }"
        )
        try write(
            "C/Theme.swift",
            "extension ShapeStyle where Self == Color { static var lightBackground: Color { .gray } }\nenum Theme { static let tint = Color.blue }")
        let index = ProjectIndex.load(root: tmp.appendingPathComponent("C").path)
        XCTAssertEqual(
            try companionNames(index, "C/Card.swift"),
            ["Theme.swift"])
        XCTAssertEqual(ProjectIndex.withoutComments("a // b\n\"c // d\" /* e /* f */ g */ h"), "a     \n\"c // d\"                   h")
    }

    /// `import DesignKit` of a package kept in the same repository: its module's files join the
    /// project's, and the modules they import in turn; a module nothing imports stays out.
    func testLocalPackageModulesTheProjectImportsJoinIt() throws {
        try write("R/.git/HEAD", "")
        try write("R/App/App.xcodeproj/x", "")
        try write("R/App/App/Home.swift", "import SwiftUI\nimport DesignKit\nstruct Home: View { var body: some View { Badge(text: \"new\") } }")
        try write("R/Packages/Package.swift", "// swift-tools-version:5.9")
        try write(
            "R/Packages/Sources/DesignKit/Badge.swift",
            "import SwiftUI\nimport Tokens\npublic struct Badge: View { public let text: String; public var body: some View { Text(text).padding(Tokens.gap) } }"
        )
        try write("R/Packages/Sources/Tokens/Tokens.swift", "import CoreGraphics\npublic enum Tokens { public static let gap: CGFloat = 6 }")
        try write("R/Packages/Sources/Unused/Unused.swift", "public enum Tokens { public static let gap: CGFloat = 99 }")
        let index = ProjectIndex.load(root: tmp.appendingPathComponent("R/App").path)
        XCTAssertEqual(try companionNames(index, "R/App/App/Home.swift"), ["Badge.swift", "Tokens.swift"])
        // Without `.git` (a copied repository), the folder around the Xcode project's is searched.
        try FileManager.default.removeItem(at: tmp.appendingPathComponent("R/.git"))
        let copied = ProjectIndex.load(root: tmp.appendingPathComponent("R/App").path)
        XCTAssertEqual(
            try companionNames(copied, "R/App/App/Home.swift"),
            ["Badge.swift", "Tokens.swift"])
        XCTAssertEqual(LocalPackages.imports(in: ["@testable import A\nimport struct B.C\n  import D.E\nlet importX = 1"]), ["A", "B", "D"])
    }

    /// A copy without `.git` (an archive unpacked in `~/Downloads`, beside other projects): the
    /// folder around its Xcode project is searched only for a module the project imports and
    /// does not hold, so another project's package stays out of it.
    func testACopyWithoutGitSearchesBesideItsProjectOnlyForAModuleItLacks() throws {
        try write("Downloads/Other/Package.swift", "let package = Package(name: \"Other\", targets: [.target(name: \"Widgets\")])")
        try write("Downloads/Other/Sources/Widgets/Badge.swift", "public struct Badge {}")
        try write("Downloads/Mine/Mine.xcodeproj/x", "")
        try write("Downloads/Mine/Mine/Home.swift", "import SwiftUI\nstruct Home: View { var body: some View { Text(\"a\") } }")
        let root = tmp.appendingPathComponent("Downloads/Mine/Mine").path
        XCTAssertEqual(ProjectIndex.load(root: root).localModules, ["Mine"])
        // Its own package, beside the app in the copy, is found without looking further.
        try write("Downloads/Mine/Packages/Kit/Package.swift", "let package = Package(name: \"Kit\", targets: [.target(name: \"Kit\")])")
        try write("Downloads/Mine/Packages/Kit/Sources/Kit/Tokens.swift", "public enum Tokens { public static let gap = 6.0 }")
        try write("Downloads/Mine/Mine/Home.swift", "import SwiftUI\nimport Kit\nstruct Home: View { var body: some View { Text(\"a\").padding(Tokens.gap) } }")
        XCTAssertEqual(ProjectIndex.load(root: root).localModules, ["Kit", "Mine"])
        // A module the copy does not hold is looked for around it.
        try write(
            "Downloads/Mine/Mine/Home.swift", "import SwiftUI\nimport Widgets\nstruct Home: View { let badge = Badge(); var body: some View { Text(\"a\") } }")
        let index = ProjectIndex.load(root: root)
        XCTAssertEqual(index.localModules, ["Kit", "Mine", "Widgets"])
        XCTAssertEqual(try companionNames(index, "Downloads/Mine/Mine/Home.swift"), ["Badge.swift"])
    }

    /// A module the Xcode project takes from a remote package (`XCSwiftPackageProductDependency`
    /// of an `XCRemoteSwiftPackageReference`) is not looked for in the subfolders of the folder
    /// around the project, only in that folder's own package: a library's example app that names
    /// the library by its URL (Vortex's Sandbox) still reads the library's files.
    func testARemotePackagesModuleIsLookedForOnlyInThePackageAroundTheProject() throws {
        func project(_ folder: String, remote product: String) throws {
            try write(
                "\(folder)/\(folder.split(separator: "/").last!).xcodeproj/project.pbxproj",
                """
                // !$*UTF8*$!
                {
                \tobjects = {
                \t\tA1 /* XCRemoteSwiftPackageReference "\(product)Package" */ = {
                \t\t\tisa = XCRemoteSwiftPackageReference;
                \t\t\trepositoryURL = "https://example.com/\(product)Package.git";
                \t\t};
                \t\tA2 /* \(product) */ = {
                \t\t\tisa = XCSwiftPackageProductDependency;
                \t\t\tpackage = A1;
                \t\t\tproductName = \(product);
                \t\t};
                \t\tA3 /* Local */ = {
                \t\t\tisa = XCSwiftPackageProductDependency;
                \t\t\tproductName = Local;
                \t\t};
                \t};
                \trootObject = A1;
                }
                """)
        }
        try write("Downloads/Other/Package.swift", "let package = Package(name: \"Other\", targets: [.target(name: \"Toast\")])")
        try write("Downloads/Other/Sources/Toast/Toast.swift", "public struct Toast {}")
        try project("Downloads/Toasty", remote: "Toast")
        try write(
            "Downloads/Toasty/Toasty/Home.swift", "import SwiftUI\nimport Toast\nstruct Home: View { let t = Toast(); var body: some View { Text(\"a\") } }")
        XCTAssertEqual(XcodeProject(path: tmp.appendingPathComponent("Downloads/Toasty/Toasty.xcodeproj").path).remoteProducts, ["Toast"])
        XCTAssertEqual(ProjectIndex.load(root: tmp.appendingPathComponent("Downloads/Toasty/Toasty").path).localModules, ["Toasty"])
        // The library's example app, inside the library's repository.
        try write("Downloads/Sparks/Package.swift", "let package = Package(name: \"Sparks\", targets: [.target(name: \"Sparks\")])")
        try write("Downloads/Sparks/Sources/Sparks/Spark.swift", "public struct Spark {}")
        try project("Downloads/Sparks/Sandbox", remote: "Sparks")
        try write(
            "Downloads/Sparks/Sandbox/Sandbox/Home.swift",
            "import SwiftUI\nimport Sparks\nstruct Home: View { let s = Spark(); var body: some View { Text(\"a\") } }")
        let index = ProjectIndex.load(root: tmp.appendingPathComponent("Downloads/Sparks/Sandbox/Sandbox").path)
        XCTAssertEqual(index.localModules, ["Sparks", "Sandbox"])
        XCTAssertEqual(try companionNames(index, "Downloads/Sparks/Sandbox/Sandbox/Home.swift"), ["Spark.swift"])
    }

    /// A package the Xcode project names by a relative path (`XCLocalSwiftPackageReference`,
    /// `relativePath = ../..`: a library's example app in `Examples/`) is found in a copy without
    /// `.git` too, where the walk around the project's folder does not reach it.
    func testALocalPackageTheXcodeProjectNamesIsFoundOutsideItsFolder() throws {
        try write(
            "L/Examples/Showcase/Showcase.xcodeproj/project.pbxproj",
            """
            // !$*UTF8*$!
            {
            	archiveVersion = 1;
            	objects = {
            		71626CD6A68405D598C36A30 /* XCLocalSwiftPackageReference "../.." */ = {
            			isa = XCLocalSwiftPackageReference;
            			relativePath = ../..;
            		};
            	};
            	rootObject = 71626CD6A68405D598C36A30;
            }
            """)
        try write(
            "L/Examples/Showcase/App/Home.swift",
            "import SwiftUI\nimport Charts2\nstruct Home: View { var body: some View { Text(ChartValue.sample.label) } }")
        try write(
            "L/Package.swift",
            "// swift-tools-version:5.9\nlet package = Package(name: \"Charts2\", targets: [.target(name: \"Charts2\")])")
        try write(
            "L/Sources/Charts2/ChartValue.swift", "public struct ChartValue { public let label: String; public static let sample = ChartValue(label: \"42\") }")
        XCTAssertEqual(
            XcodeProject(path: tmp.appendingPathComponent("L/Examples/Showcase/Showcase.xcodeproj").path).localPackages,
            [tmp.appendingPathComponent("L").standardizedFileURL.path])
        let index = ProjectIndex.load(root: tmp.appendingPathComponent("L/Examples/Showcase/App").path)
        XCTAssertEqual(try companionNames(index, "L/Examples/Showcase/App/Home.swift"), ["ChartValue.swift"])
    }

    /// A package whose target names its own folder (`.target(name: "TruckKit", path: "Sources")`,
    /// as Apple's Food Truck sample does): `import TruckKit` reads the files of that folder and
    /// its subfolders.
    func testALocalPackageTargetWithItsOwnPathJoinsTheProject() throws {
        try write("T/App.xcodeproj/x", "")
        try write("T/App/Menu.swift", "import SwiftUI\nimport TruckKit\nstruct Menu: View { var body: some View { Text(Truck.sample.name) } }")
        try write(
            "T/TruckKit/Package.swift",
            """
            // swift-tools-version: 5.7
            let package = Package(
                name: "TruckKit",
                products: [.library(name: "Library", targets: ["TruckKit"])],
                targets: [
                    // .target(name: "Old", path: "Old"),
                    .target(name: "TruckKit", dependencies: [.product(name: "Other", package: "o")], path: "Sources"),
                    .testTarget(name: "TruckKitTests", dependencies: ["TruckKit"])
                ]
            )
            """)
        try write("T/TruckKit/Sources/Model/Truck.swift", "public struct Truck { public let name: String; public static let sample = Truck(name: \"Ada's\") }")
        let index = ProjectIndex.load(root: tmp.appendingPathComponent("T").path)
        XCTAssertEqual(
            try companionNames(index, "T/App/Menu.swift"),
            ["Truck.swift"])
        XCTAssertEqual(
            PackageManifest.targets(in: try String(contentsOfFile: tmp.appendingPathComponent("T/TruckKit/Package.swift").path, encoding: .utf8)),
            [PackageManifest.Target(name: "TruckKit", path: "Sources")])
        XCTAssertEqual(
            PackageManifest.targets(in: ".executableTarget(\n  name: \"Tool\", exclude: [\"a)\"]\n), .target(name: \"Lib\")"),
            [PackageManifest.Target(name: "Tool", path: nil), PackageManifest.Target(name: "Lib", path: nil)])
    }

    /// A file of such a package's target, rendered itself: its project is the target's folder
    /// (`Sources`, which holds `Sources/Brand/…` and `Sources/General/…`), not `Sources/Brand`,
    /// so an extension in a sibling folder is read with it.
    func testAFileOfATargetWithItsOwnPathReadsTheWholeTarget() throws {
        try write(
            "K/TruckKit/Package.swift",
            "let package = Package(name: \"TruckKit\", targets: [.target(name: \"TruckKit\", path: \"Sources\"), .target(name: \"Other\")])")
        try write(
            "K/TruckKit/Sources/General/Interpolation.swift",
            "public extension BinaryFloatingPoint { func percent(truncation: Self) -> Self { self / truncation } }")
        try write(
            "K/TruckKit/Sources/Brand/Header.swift",
            "import SwiftUI\nstruct Header: View { var body: some View { Text(\"\\(175.0.percent(truncation: 50))\") } }")
        try write("K/TruckKit/Sources/Other/Other.swift", "let other = 1")
        let header = tmp.appendingPathComponent("K/TruckKit/Sources/Brand/Header.swift").path
        let (root, recursive) = ProjectIndex.project(of: header)
        XCTAssertEqual(root, tmp.appendingPathComponent("K/TruckKit/Sources").standardizedFileURL.path)
        XCTAssertTrue(recursive)
        // A target at SwiftPM's default place is still its own folder.
        XCTAssertEqual(
            ProjectIndex.project(of: tmp.appendingPathComponent("K/TruckKit/Sources/Other/Other.swift").path).root,
            tmp.appendingPathComponent("K/TruckKit/Sources/Other").standardizedFileURL.path)
        let source = try String(contentsOfFile: header, encoding: .utf8)
        let companions = ProjectIndex.load(root: root, recursive: recursive).companions(for: header, source: source)
        XCTAssertEqual(companions.map { URL(fileURLWithPath: $0.fileName).lastPathComponent }, ["Interpolation.swift"])
        let script = try Script(source: source, fileName: header, companions: companions)
        let layout = try script.checked { try ImageRenderer(content: try script.renders()[0].view).layout() }
        XCTAssertEqual(layout.root.all { $0.kind == "Text" }.compactMap(\.label), ["3.500000"])  // a Double interpolated into a key: "%lf"
    }

    /// A project function named as a SwiftUI type (`func LinearGradient(grad1:grad2:grad3:)`) is
    /// what a call with its labels means: its file is read, and the call reaches it.
    func testAFunctionNamedAsASwiftUITypeJoinsTheFilesThatCallIt() throws {
        try write("G/G.xcodeproj/x", "")
        try write(
            "G/G/Helpers.swift",
            """
            import SwiftUI
            @ViewBuilder
            func LinearGradient(grad1: Color, grad2: Color) -> some View {
                LinearGradient(gradient: Gradient(colors: [grad1, grad2]), startPoint: .top, endPoint: .bottom)
            }
            func Unused() {}
            """)
        try write(
            "G/G/Card.swift",
            "import SwiftUI\nstruct Card: View { var body: some View { LinearGradient(grad1: .red, grad2: .blue).frame(width: 10, height: 10) } }")
        try write(
            "G/G/Plain.swift",
            "import SwiftUI\nstruct Plain: View { var body: some View { LinearGradient(colors: [.red], startPoint: .top, endPoint: .bottom) } }")
        let (names, _, script) = try scriptWithCompanions(root: "G", "G/G/Card.swift")
        XCTAssertEqual(names, ["Helpers.swift"])
        let layout = try script.checked { try ImageRenderer(content: try script.renders()[0].view).layout() }
        XCTAssertEqual(layout.root.all { $0.kind == "frame" }.map(\.frame.rect.size), [CGSize(width: 10, height: 10)])
        XCTAssertEqual(layout.root.all { $0.kind == "Rectangle" }.count, 1)  // the gradient's fill
        // A call with SwiftUI's labels is SwiftUI's (the file is read, as any file naming it is).
        let plain = try scriptWithCompanions(root: "G", "G/G/Plain.swift").script
        XCTAssertEqual(try plain.checked { try ImageRenderer(content: try plain.renders()[0].view).layout() }.root.all { $0.kind == "Rectangle" }.count, 1)
        // A file that names none of them is not given it.
        try write("G/G/Other.swift", "import SwiftUI\nstruct Other: View { var body: some View { Text(\"x\") } }")
        XCTAssertEqual(try scriptWithCompanions(root: "G", "G/G/Other.swift").names, [])
        XCTAssertEqual(ProjectIndex.capitalizedFunctionNames("func A() {}\n  static func Bb_2(x: Int)\nfunc lower()\nmyfunc Cc()"), ["A", "Bb_2"])
    }

    /// A repository copied without `.git`, its Xcode project at its top, beside another copy
    /// with a package of the same module name (a folder of downloaded repositories): the module
    /// the project imports is its own repository's, the nearer one.
    func testTheNearestPackageOfAModuleNameIsTheOneRead() throws {
        try write("A-other/Packages/UI/Package.swift", "let package = Package(name: \"UI\", targets: [.target(name: \"UI\")])")
        try write("A-other/Packages/UI/Sources/UI/Platform.swift", "public enum Elsewhere { case one }")
        try write("B-app/App.xcodeproj/x", "")
        try write("B-app/Packages/UI/Package.swift", "let package = Package(name: \"UI\", targets: [.target(name: \"UI\")])")
        try write("B-app/Packages/UI/Sources/UI/Platform.swift", "public enum Platform: CaseIterable { case iOS, macOS }")
        try write("B-app/Targets/App/Assets.xcassets/Contents.json", "{}")
        try write(
            "B-app/Targets/App/Row.swift",
            "import SwiftUI\nimport UI\nstruct Row: View { var body: some View { Text(\"\\(Platform.allCases.count)\") } }")
        let index = ProjectIndex.load(root: tmp.appendingPathComponent("B-app/Targets/App").path)
        XCTAssertEqual(try companionNames(index, "B-app/Targets/App/Row.swift"), ["Platform.swift"])
        XCTAssertEqual(
            index.companions(for: tmp.appendingPathComponent("B-app/Targets/App/Row.swift").path, source: "Platform.allCases").first?.fileName,
            tmp.appendingPathComponent("B-app/Packages/UI/Sources/UI/Platform.swift").standardizedFileURL.path)
        XCTAssertEqual(index.localModules, ["UI", "App"])
    }

    /// Private names are their file's own: three files with a `private let tone`, a `private func
    /// label()` and a `private enum Style` each read their own.
    func testPrivateNamesAreTheirFilesOwn() throws {
        try write("A/A.xcodeproj/x", "")
        try write(
            "A/Colors/Helpers.swift",
            "private let tone = \"a\"\nprivate func label() -> String { \"A\" }\nprivate enum Style { static let mark = \"1\" }\nfunc colourName() -> String { tone + label() + Style.mark }"
        )
        try write(
            "A/Fonts/Helpers.swift",
            "private let tone = \"b\"\nfileprivate func label() -> String { \"B\" }\nprivate enum Style { static let mark = \"2\" }\nfunc fontName() -> String { tone + label() + Style.mark }"
        )
        try write(
            "A/Card.swift",
            """
            private let tone = "c"
            private func label() -> String { "C" }
            private enum Style { static let mark = "3" }
            struct ContentView: View {
                var body: some View { Text(colourName() + fontName() + tone + label() + Style.mark) }
            }
            """)
        let (names, _, script) = try scriptWithCompanions(root: "A", "A/Card.swift")
        XCTAssertEqual(names.count, 2)
        let layout = try script.checked { try ImageRenderer(content: try script.renders()[0].view).layout() }
        XCTAssertEqual(layout.root.all { $0.kind == "Text" }.compactMap(\.label), ["aA1bB2cC3"])
    }

    /// An app and the package module it imports each declare `enum Strings`: the app's files read
    /// the app's, the module's files the module's (which the index reads for them too).
    func testEachModuleReadsItsOwnDeclarationOfAName() throws {
        try write("B-app/App.xcodeproj/x", "")
        try write("B-app/Packages/UI/Package.swift", "let package = Package(name: \"UI\", targets: [.target(name: \"UI\")])")
        try write("B-app/Packages/UI/Sources/UI/Strings.swift", "enum Strings { enum Language: String { case english = \"Language\" } }\nlet spacing = 4.0")
        try write(
            "B-app/Packages/UI/Sources/UI/Row.swift",
            "import SwiftUI\npublic struct Row: View { public init() {}\n let language: Strings.Language = .english\n public var body: some View { Text(language.rawValue).padding(spacing) } }"
        )
        try write("B-app/Targets/App/Assets.xcassets/Contents.json", "{}")
        try write("B-app/Targets/App/Strings.swift", "enum Strings { static let title = \"Settings\" }\nlet spacing = 1.0")
        try write(
            "B-app/Targets/App/Card.swift",
            "import SwiftUI\nimport UI\nstruct ContentView: View { var body: some View { VStack(spacing: spacing) { Text(Strings.title); Row() } } }")
        let (names, companions, script) = try scriptWithCompanions(root: "B-app/Targets/App", "B-app/Targets/App/Card.swift")
        XCTAssertEqual(names.sorted(), ["Row.swift", "Strings.swift", "Strings.swift"])
        XCTAssertEqual(Set(companions.map(\.module)), [nil, "UI"])
        let layout = try script.checked { try ImageRenderer(content: try script.renders()[0].view).layout() }
        let texts = layout.root.all { $0.kind == "Text" }
        XCTAssertEqual(texts.compactMap(\.label), ["Settings", "Language"])
        // The app's spacing (1) between the rows; the module's (4) around the row's text.
        XCTAssertEqual(texts[1].frame.y - (texts[0].frame.y + texts[0].frame.height), 1 + 4, accuracy: 0.01)
    }

    /// A package copied without `.git` or an Xcode project (isowords' `Sources/BottomMenu` importing
    /// `SwiftUIHelpers`): its other targets are found from the folder with its `Package.swift`.
    func testATargetOfAPackageWithoutGitImportsItsSiblings() throws {
        try write("K/Package.swift", "let package = Package(name: \"K\", targets: [.target(name: \"Menu\"), .target(name: \"Helpers\")])")
        try write(
            "K/Sources/Menu/Menu.swift",
            "import SwiftUI\n#if DEBUG\n  import Helpers\n#endif\nstruct Menu: View { var body: some View { Framed { Text(\"a\") } } }")
        try write(
            "K/Sources/Helpers/Framed.swift",
            "public struct Framed<C: View>: View { let c: C; public init(@ViewBuilder _ c: () -> C) { self.c = c() }; public var body: some View { c.padding() } }"
        )
        let index = ProjectIndex.load(root: tmp.appendingPathComponent("K/Sources/Menu").path)
        XCTAssertEqual(
            try companionNames(index, "K/Sources/Menu/Menu.swift"),
            ["Framed.swift"])
    }

    /// Two targets declaring the same type (an app's and its watch app's `HomeViewModel`): the
    /// file's own target's declaration is the one used.
    func testTheNearestDeclarationOfANameIsUsed() throws {
        try write("P/P.xcodeproj/x", "")
        try write("P/App/Home/HomeViewModel.swift", "final class HomeViewModel { let quote: String; init(quote: String) { self.quote = quote } }")
        try write("P/Watch/Features/HomeViewModel.swift", "final class HomeViewModel { var title: String { \"Watch\" } }")
        try write(
            "P/Watch/Features/HomeView.swift",
            "struct HomeView: View { let model = HomeViewModel(); var body: some View { Text(model.title) } }")
        let index = ProjectIndex.load(root: tmp.appendingPathComponent("P").path)
        let view = tmp.appendingPathComponent("P/Watch/Features/HomeView.swift").path
        let source = try String(contentsOfFile: view, encoding: .utf8)
        let chosen = index.companions(for: view, source: source)
        XCTAssertEqual(
            chosen.map { URL(fileURLWithPath: $0.fileName).path }, [tmp.appendingPathComponent("P/Watch/Features/HomeViewModel.swift").standardizedFileURL.path]
        )
        let script = try Script(source: source, fileName: view, companions: chosen)
        let layout = try script.checked { try ImageRenderer(content: try script.renders()[0].view).layout() }
        XCTAssertEqual(layout.root.all { $0.kind == "Text" }.compactMap(\.label), ["Watch"])
    }

    /// A type nested in another file's type (`Panel.Constant`, indented) is not what a file-scope
    /// `Constant` means: the file that declares `enum Constant` at the top is used too. A name only
    /// nested types have (or a file that indents its declarations) still finds its file.
    func testATopLevelTypeIsFoundPastTypesNestedUnderTheSameName() throws {
        try write("N/N.xcodeproj/x", "")
        try write("N/Main.swift", "struct Main: View {\n    var body: some View { Panel() }\n    enum Constant { static let spacing = 2 }\n}")
        try write(
            "N/Panel.swift",
            "struct Panel: View {\n    var body: some View { Text(\"\\(Constant.height) \\(tryName()) \\(Indented.word)\") }\n    enum Constant { static let height = 3 }\n}"
        )
        try write("N/Other.swift", "struct Other {\n    enum Constant { static let width = 1 }\n}")
        try write("N/Constants.swift", "enum Constant { static let name = \"top\" }")
        try write("N/Helpers.swift", "func tryName() -> String { Constant.name }")
        try write("N/Indented.swift", "#if DEBUG\n    enum Indented { static let word = \"kept\" }\n#endif")
        let index = ProjectIndex.load(root: tmp.appendingPathComponent("N").path)
        let view = tmp.appendingPathComponent("N/Main.swift").path
        let source = try String(contentsOfFile: view, encoding: .utf8)
        let chosen = index.companions(for: view, source: source)
        XCTAssertEqual(
            chosen.map { URL(fileURLWithPath: $0.fileName).lastPathComponent }.sorted(), ["Constants.swift", "Helpers.swift", "Indented.swift", "Panel.swift"])
        let script = try Script(source: source, fileName: view, companions: chosen)
        let layout = try script.checked { try ImageRenderer(content: try script.renders()[0].view).layout() }
        XCTAssertEqual(layout.root.all { $0.kind == "Text" }.compactMap(\.label), ["3 top kept"])
    }

    /// `Color(hex: "…")` uses the file whose extension declares `init(hex:)`, and renders with it.
    func testExtensionInitialisersAreFoundByTheirFirstLabel() throws {
        try write("A/A.xcodeproj/x", "")
        try write("A/Badge.swift", "struct Badge: View { var body: some View { Color(hex: \" ff0000 \").frame(width: 4, height: 2) } }")
        try write(
            "A/Helper/Color+Hex.swift",
            """
            extension Color {
                init(hex: String) {
                    let clean = hex.trimmingCharacters(in: .whitespaces)
                    self.init(red: clean == "ff0000" ? 1 : 0, green: 0, blue: 0)
                }
            }
            """)
        try write("A/Other.swift", "extension Color { init(named: String, dim: Bool) { self.init(white: 0.5) } }")
        let (names, _, script) = try scriptWithCompanions(root: "A", "A/Badge.swift")
        XCTAssertEqual(names, ["Color+Hex.swift"])
        let bitmap = try script.checked { try ImageRenderer(content: try script.renders()[0].view).rasterize().bitmap }
        XCTAssertEqual(Array(bitmap.pixels.prefix(4)), [255, 0, 0, 255])
    }

    /// `Color(0x4286f4)` uses the file whose `extension Color` declares an unlabelled `init(_:)`;
    /// another type's unlabelled initialiser does not select its file.
    func testUnlabelledExtensionInitialisersAreFoundByTheirType() throws {
        try write("A/A.xcodeproj/x", "")
        try write("A/Badge.swift", "struct Badge: View { var body: some View { Color(0xff0000).frame(width: 4, height: 2) } }")
        try write(
            "A/Utils/ColorExtensions.swift",
            """
            import SwiftUI

            extension Color {
                init(_ hex: UInt32, opacity: Double = 1.0) {
                    self.init(.sRGB, red: Double((hex & 0xff0000) >> 16) / 255.0, green: 0, blue: 0, opacity: opacity)
                }
            }
            """)
        try write("A/Other.swift", "extension Font { init(_ size: Int) { self = .system(size: CGFloat(size)) } }")
        let (names, _, script) = try scriptWithCompanions(root: "A", "A/Badge.swift")
        XCTAssertEqual(names, ["ColorExtensions.swift"])
        let bitmap = try script.checked { try ImageRenderer(content: try script.renders()[0].view).rasterize().bitmap }
        XCTAssertEqual(Array(bitmap.pixels.prefix(4)), [255, 0, 0, 255])
    }

    /// The "dev preview" idiom: `extension PreviewProvider { static var dev: DeveloperPreview }`
    /// in one file, `dev.course` in another file's preview provider (bare, as implicit `Self`).
    /// The file is a companion, `dev` reads the extension's static, and `@Namespace static var`
    /// in the provider starts with an identifier of its own.
    func testAPreviewProviderExtensionsStaticIsFoundAndRead() throws {
        try write("A/A.xcodeproj/x", "")
        try write(
            "A/Preview/PreviewProvider.swift",
            """
            import SwiftUI
            extension PreviewProvider {
                static var dev: DeveloperPreview { DeveloperPreview.instance }
            }
            class DeveloperPreview {
                static let instance = DeveloperPreview()
                private init() { }
                let width: CGFloat = 7
            }
            """)
        try write("A/Other.swift", "extension Font { static var devWidth: CGFloat { 3 } }")
        try write(
            "A/Bar.swift",
            """
            import SwiftUI
            struct Bar: View {
                let width: CGFloat
                var namespace: Namespace.ID
                var body: some View { Color.red.frame(width: width, height: 2).matchedGeometryEffect(id: "bar", in: namespace) }
            }
            struct Bar_Previews: PreviewProvider {
                @Namespace static var namespace
                static var previews: some View { Bar(width: dev.width, namespace: namespace) }
            }
            """)
        let (names, _, script) = try scriptWithCompanions(root: "A", "A/Bar.swift")
        XCTAssertEqual(names, ["PreviewProvider.swift"])
        let layout = try script.checked { try ImageRenderer(content: try script.renders()[0].view).layout() }
        XCTAssertEqual(layout.root.frame.width, 7)
    }

    /// Kodeco's HIITFit: `init() { createDevData() }` in the file declaring `HistoryStore`, and
    /// `extension HistoryStore { mutating func createDevData() }` in another. That file is a
    /// companion; an extension of another type declaring a member of the same name is not.
    func testAnExtensionOfTheFilesOwnTypeIsFoundByAMemberUsedBare() throws {
        try write("A/A.xcodeproj/x", "")
        try write(
            "A/Preview Content/HistoryStoreDevData.swift",
            "extension HistoryStore {\n    mutating func createDevData() { days = [3, 4] }\n}\n")
        try write("A/Other.swift", "extension Calendar {\n    func createDevData() -> Int { 0 }\n}\n")
        try write(
            "A/History.swift",
            """
            import SwiftUI
            struct HistoryStore {
                var days: [Int] = []
                init() {
                    #if DEBUG
                    createDevData()
                    #endif
                }
            }
            struct History: View {
                let store = HistoryStore()
                var body: some View { Color.red.frame(width: CGFloat(store.days.reduce(0, +)), height: 2) }
            }
            """)
        let (names, _, script) = try scriptWithCompanions(root: "A", "A/History.swift")
        XCTAssertEqual(names, ["HistoryStoreDevData.swift"])
        let layout = try script.checked { try ImageRenderer(content: try script.renders()[0].view).layout() }
        XCTAssertEqual(layout.root.frame.width, 7)
    }

    /// A project file's `fileprivate var` at file scope, assigned in an initialiser of its file,
    /// is that file's global, not a property of the type (MovieSwift's `savePath`).
    func testAFileprivateGlobalOfAProjectFileIsAssignedInItsFile() throws {
        try write("A/A.xcodeproj/x", "")
        try write(
            "A/Store.swift",
            """
            import Foundation
            fileprivate var savePath: URL!
            struct Store {
                var name: String
                init() {
                    savePath = URL(fileURLWithPath: "/tmp/userData")
                    name = savePath.lastPathComponent
                }
            }
            """)
        try write("A/ContentView.swift", "import SwiftUI\nstruct ContentView: View {\n    var body: some View { Text(Store().name) }\n}\n")
        let (names, _, script) = try scriptWithCompanions(root: "A", "A/ContentView.swift")
        XCTAssertEqual(names, ["Store.swift"])
        let layout = try script.checked { try ImageRenderer(content: try script.renders()[0].view).layout() }
        XCTAssertEqual(layout.root.all { $0.kind == "Text" }.compactMap(\.label), ["userData"])
    }

    /// A project file's overloads of one function all join the scene (WeChat's `tryDecode(_: Any)`
    /// and `tryDecode(_: String)`: only the first was read, so a string went to the `Any` one and
    /// every message template was nil).
    func testAProjectFilesOverloadsAreAllRead() throws {
        try write("A/A.xcodeproj/x", "")
        try write(
            "A/TryDecodable.swift",
            """
            import Foundation
            func tryDecode<T: Decodable>(_ primitive: Any) -> T? {
                guard let data = try? JSONSerialization.data(withJSONObject: primitive, options: []) else { return nil }
                return try? JSONDecoder().decode(T.self, from: data)
            }
            func tryDecode<T: Decodable>(_ jsonString: String) -> T? {
                guard let data = jsonString.data(using: .utf8) else { return nil }
                return try? JSONDecoder().decode(T.self, from: data)
            }
            """)
        try write(
            "A/Item.swift",
            ##"""
            struct Item: Codable { let id: String }
            extension Item { static let template: Item! = tryDecode(#"{"id": "A"}"#) }
            """##)
        try write(
            "A/ContentView.swift",
            """
            import SwiftUI
            struct ContentView: View {
                var body: some View { Text(Item.template?.id ?? "nil") }
            }
            """)
        let (names, _, script) = try scriptWithCompanions(root: "A", "A/ContentView.swift")
        XCTAssertEqual(names, ["Item.swift", "TryDecodable.swift"])
        let layout = try script.checked { try ImageRenderer(content: try script.renders()[0].view).layout() }
        XCTAssertEqual(layout.root.all { $0.kind == "Text" }.compactMap(\.label), ["A"])
    }

    /// An app's enum named as iOS 18's `Tab` that a view the file shows uses as an enum
    /// (`Tab.allCases`) is the app's: its file is chosen, and the script reads it as the enum,
    /// although the file itself never names `Tab`.
    func testAnEnumNamedLikeASwiftUITypeThatAChosenFileUsesIsFound() throws {
        try write("A/A.xcodeproj/x", "")
        try write("A/Model/Tab.swift", "enum Tab: String, CaseIterable {\n    case call = \"Call\"\n    case chat = \"Chat\"\n}\n")
        try write(
            "A/View/HomeView.swift",
            """
            import SwiftUI
            struct HomeView: View {
                @State private var current: Tab = .call
                var body: some View {
                    HStack { ForEach(Tab.allCases, id: \\.rawValue) { tab in Text(tab.rawValue) } }
                }
            }
            """)
        try write("A/View/ContentView.swift", "import SwiftUI\nstruct ContentView: View {\n    var body: some View { HomeView() }\n}\n")
        let (names, _, script) = try scriptWithCompanions(root: "A", "A/View/ContentView.swift")
        XCTAssertEqual(names, ["HomeView.swift", "Tab.swift"])
        let layout = try script.checked { try ImageRenderer(content: try script.renders()[0].view).layout() }
        XCTAssertEqual(layout.root.all { $0.kind == "Text" }.compactMap(\.label), ["Call", "Chat"])
    }

    /// An app's model named like a SwiftUI type (`struct Transaction: Identifiable`) is what its
    /// files mean by the name: the file declaring it is a companion.
    func testAProjectModelNamedLikeABuiltinIsFound() throws {
        try write("A/A.xcodeproj/x", "")
        try write("A/Model/Transaction.swift", "struct Transaction: Identifiable, Codable {\n    let id: Int\n    let amount: Int\n}")
        try write(
            "A/Row.swift",
            "struct Row: View {\n    let t = Transaction(id: 1, amount: 42)\n    var body: some View { Text(\"\\(t.amount)\") }\n}")
        let (names, _, script) = try scriptWithCompanions(root: "A", "A/Row.swift")
        XCTAssertEqual(names, ["Transaction.swift"])
        let layout = try script.checked { try ImageRenderer(content: try script.renders()[0].view).layout() }
        XCTAssertEqual(layout.root.all { $0.kind == "Text" }.compactMap(\.label), ["42"])
    }

    /// A View extension named with a keyword in backticks (`` func `if`(_:transform:) ``, called as
    /// `.if(…)`) selects its file, short as the name is.
    func testABacktickedKeywordMemberSelectsItsFile() throws {
        try write("A/A.xcodeproj/x", "")
        try write(
            "A/Utils/Conditional.swift",
            "import SwiftUI\nextension View {\n    @ViewBuilder func `if`<T: View>(_ c: Bool, transform: (Self) -> T) -> some View {\n        if c { transform(self) } else { self }\n    }\n}"
        )
        try write("A/Row.swift", "struct Row: View {\n    var body: some View { Text(\"Hi\").if(true) { $0.padding(5) } }\n}")
        let (names, _, script) = try scriptWithCompanions(root: "A", "A/Row.swift")
        XCTAssertEqual(names, ["Conditional.swift"])
        let layout = try script.checked { try ImageRenderer(content: try script.renders()[0].view).layout() }
        XCTAssertEqual(layout.root.all { $0.kind == "padding" }.count, 1)
    }

    /// A SwiftData `@Model class Transaction` (no conformance written) is the app's model too:
    /// a widget's file that only names it gets its file.
    func testASwiftDataModelNamedLikeABuiltinIsFound() throws {
        try write("A/A.xcodeproj/x", "")
        try write(
            "A/Model/Transaction.swift",
            "import SwiftData\n@Model\nfinal class Transaction {\n    var amount: Int\n    init(amount: Int) { self.amount = amount }\n}")
        try write("A/Row.swift", "struct Row: View {\n    let t = Transaction(amount: 7)\n    var body: some View { Text(\"\\(t.amount)\") }\n}")
        let (names, _, script) = try scriptWithCompanions(root: "A", "A/Row.swift")
        XCTAssertEqual(names, ["Transaction.swift"])
        let layout = try script.checked { try ImageRenderer(content: try script.renders()[0].view).layout() }
        XCTAssertEqual(layout.root.all { $0.kind == "Text" }.compactMap(\.label), ["7"])
    }

    /// A project file's struct or class with stored properties is the app's even where Easel has
    /// a type of the name (StoreKit's `Product`, SwiftUI's `BackgroundStyle`): the files of the
    /// app that use it mean theirs. A view named as a SwiftUI view, or an empty copy, is not.
    func testAProjectTypeWithStoredPropertiesShadowsABuiltinName() throws {
        try write("A/A.xcodeproj/x", "")
        try write(
            "A/Styles/Modifiers.swift",
            """
            import SwiftUI
            struct BackgroundStyle: ViewModifier {
                var cornerRadius: CGFloat = 20
                func body(content: Content) -> some View { content.padding(cornerRadius) }
            }
            struct Product { let name: String }
            extension Product { static let demo = Product(name: "Phone") }
            struct Label: View { var body: some View { Text("not SwiftUI's") } }
            extension View {
                func backgroundStyle(cornerRadius: CGFloat = 20) -> some View { modifier(BackgroundStyle(cornerRadius: cornerRadius)) }
            }
            """)
        try write(
            "A/Row.swift",
            """
            struct Row: View {
                var body: some View {
                    VStack {
                        Text(Product.demo.name).backgroundStyle(cornerRadius: 8)
                        Label("Star", systemImage: "star")
                    }
                }
            }
            """)
        let (names, _, script) = try scriptWithCompanions(root: "A", "A/Row.swift")
        XCTAssertEqual(names, ["Modifiers.swift"])
        let layout = try script.checked { try ImageRenderer(content: try script.renders()[0].view).layout() }
        XCTAssertEqual(layout.root.all { $0.kind == "Text" }.compactMap(\.label), ["Phone", "Star"])
        // The app's modifier: 8 points of padding around the text.
        let phone = try XCTUnwrap(layout.root.first { $0.label == "Phone" })
        let padded = try XCTUnwrap(layout.root.first { $0.kind == "padding" && $0.children.contains { $0.label == "Phone" } })
        XCTAssertEqual(padded.frame.width, phone.frame.width + 16)
    }

    /// An app's own enum named like an Easel type (`enum Tab`, named as iOS 18's `Tab` view) is
    /// what the app's files mean by it: the file declaring it is a companion.
    func testAProjectEnumNamedLikeABuiltinIsFound() throws {
        try write("A/A.xcodeproj/x", "")
        try write("A/ContentView.swift", "enum Tab { case home, settings }\nstruct ContentView: View { var body: some View { Text(\"c\") } }")
        try write(
            "A/TabButton.swift",
            """
            struct TabButton: View {
                @Binding var selected: Tab
                var body: some View { Text(selected == Tab.home ? "Home" : "Settings") }
            }
            struct TabButton_Previews: PreviewProvider {
                static var previews: some View { TabButton(selected: .constant(Tab.home)) }
            }
            """)
        let index = ProjectIndex.load(root: tmp.appendingPathComponent("A").path)
        let button = tmp.appendingPathComponent("A/TabButton.swift").path
        let source = try String(contentsOfFile: button, encoding: .utf8)
        let companions = index.companions(for: button, source: source)
        XCTAssertEqual(companions.map { URL(fileURLWithPath: $0.fileName).lastPathComponent }, ["ContentView.swift"])
        let script = try Script(source: source, fileName: button, companions: companions)
        _ = try script.checked { try ImageRenderer(content: try script.renders(select: "TabButton_Previews")[0].view).rasterize() }
    }

    func testIndependentScenesInOneFolderDoNotUseEachOther() throws {
        // Each declares ContentView; labels (`spacing:`) and comments do not mention a file's names.
        try write("Scenes/a.swift", "// wide spacing\nstruct ContentView: View { var body: some View { VStack(spacing: 4) { Text(\"a\") } } }")
        try write("Scenes/b.swift", "let spacing = 8.0\nstruct ContentView: View { var body: some View { Text(\"b\") } }")
        let index = ProjectIndex.load(root: tmp.appendingPathComponent("Scenes").path, recursive: false)
        let a = tmp.appendingPathComponent("Scenes/a.swift").path
        XCTAssertEqual(index.companions(for: a, source: try String(contentsOfFile: a, encoding: .utf8)).map(\.fileName), [])
    }

    func testStringTextIsNotAMentionButItsInterpolationsAre() {
        let source = #"Text("gap \(Theme.accent) \(f(x: (1)))") // Palette"# + "\n" + #"let s = "a\"Palette\"""#
        let names = ProjectIndex.mentionedNames(source)
        XCTAssertEqual(names.bare, ["Text", "Theme", "f", "let", "s"])
        // `f(x:` is a call's first label: it may name an extension initialiser `init(x:)`.
        // `Text("…")` has an unlabelled first argument: it may call an extension's `init(_:)`.
        XCTAssertEqual(names.members, ["accent", "init(x", "Text(_"])
    }

    /// The scanners read bytes and ASCII without look-ups; characters beyond ASCII (names,
    /// comments, strings) read as they did character by character (the expected sets are what
    /// the character-by-character scanners gave).
    func testScannersReadCharactersBeyondASCII() {
        let source =
            "// Größe 📏 of struct Hidden\nstruct Café: View { let naïve = Größe.maß; var body: some View { Text(\"é \\(Ünits.ß) 🎨\") } }\n"
            + "/* ünïcode /* nested ✓ */ class Gone {} */\nextension Größe { static let maß = 1; init(ß: Int) {} }\nenum Ω { case α }\n"
        let mentioned = ProjectIndex.mentionedNames(source)
        XCTAssertEqual(
            mentioned.bare,
            [
                "Gone", "Größe", "Int", "Text", "View", "case", "class", "enum", "extension", "init", "let", "maß", "naïve", "some", "static", "struct", "var",
                "Ünits", "Ω", "α",
            ])
        XCTAssertEqual(mentioned.members, ["Text(_", "init(ß", "maß", "ß"])
        XCTAssertEqual(ProjectIndex.withoutComments("a // Größe 📏\n\"é // ü\" /* ✓ /* ß */ x */ b"), "a           \n\"é // ü\"                   b")
        // The declaration patterns read ASCII names (of `Café`, `Caf`).
        let declared = ProjectIndex.declaredNames(source)
        XCTAssertEqual(declared.topLevel, ["Caf"])
        XCTAssertEqual(declared.members, [])
    }

    /// Imports are read on every line of a file with Windows line endings too (splitting on
    /// characters made `\r\n` one character, so only the first line was read).
    func testImportsAreReadWithEitherLineEnding() {
        let source = "import Foundation\r\n  @testable import Größe\r\n\timport struct Models.Ω\nlet x = 1 // import Nope\n"
        XCTAssertEqual(LocalPackages.imports(in: [source]), ["Foundation", "Größe", "Models"])
    }

    func testTheFilesOwnDeclarationsWinAndCompanionsNeverShadowEasel() throws {
        let companions = [
            CompanionFile(fileName: "Other.swift", source: "struct Badge: View { var body: some View { Text(\"other\") } }\nstruct Text { }\n")
        ]
        let script = try Script(source: "struct Badge: View { var body: some View { Text(\"mine\") } }\n", fileName: "Badge.swift", companions: companions)
        let renders = try script.renders()
        XCTAssertEqual(renders.map(\.name), ["Badge"])
        let json = String(data: try script.checked { try ImageRenderer(content: renders[0].view).layout() }.jsonData(), encoding: .utf8)!
        XCTAssertTrue(json.contains("\"mine\""), json)
    }

    func testAnAppModelNamedAsASwiftUITypeIsTheApps() throws {
        // A banking app's `struct Transaction: Identifiable` is the app's in its files, not
        // SwiftUI's `Transaction`; a copy of SwiftUI's `Text` still never shadows Easel's.
        let companions = [
            CompanionFile(
                fileName: "Model.swift",
                source: """
                    struct Transaction: Identifiable, Hashable { let id = 1; let date: Int; let note: String }
                    let sample = [Transaction(date: 3, note: "Coffee")]
                    struct Text { }
                    """)
        ]
        let script = try Script(
            source: "struct Row: View { var body: some View { Text(sample[0].note + \"\\(sample[0].date)\") } }\n", fileName: "Row.swift",
            companions: companions)
        let renders = try script.renders()
        let json = String(data: try script.checked { try ImageRenderer(content: renders[0].view).layout() }.jsonData(), encoding: .utf8)!
        XCTAssertTrue(json.contains("\"Coffee3\""), json)
    }
}
