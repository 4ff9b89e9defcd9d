import XCTest
import Foundation
import SwiftSyntax
import SwiftParser
@testable import EaselScript

/// Every public view and view modifier of Easel is reachable from scripts through one declaration
/// in `ScriptAPI`, and nothing is declared twice.
final class ScriptAPITests: XCTestCase {
    /// Public Easel API that scripts deliberately do not reach, each with the reason.
    static let notForScripts: [String: String] = [
        // Views that builders make, never written.
        "TupleView": "made by view builders, never written",
        "PlaceholderContentView": "given to keyframeAnimator's and phaseAnimator's content closures, never written",
        "GroupElementsOfContent": "made by Group(subviews:transform:), never written",
        "Subview": "given to Group(subviews:)'s and ForEach(subviews:)'s closures, never written",
        "ChartPlotContent": "given to chartPlotStyle's content closure, never written",
        "DefaultTabLabel": "made by Tab(role:content:) from the tab's role, never written",
        "DefaultButtonLabel": "made by Button(role:action:) from the button's role, never written",
    ]

    /// Public types that are views (`public struct X: View`, `: Shape`) and public methods of
    /// `extension View`, found by parsing Easel's sources.
    static func publicViewsAndModifiers() throws -> (views: Set<String>, modifiers: Set<String>) {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let dir = root.appendingPathComponent("Sources/Easel")
        var views = Set<String>(), modifiers = Set<String>()
        let files = FileManager.default.enumerator(at: dir, includingPropertiesForKeys: nil)!
        for case let url as URL in files where url.pathExtension == "swift" {
            let tree = Parser.parse(source: try String(contentsOf: url, encoding: .utf8))
            for item in tree.statements {
                if let s = item.item.as(StructDeclSyntax.self), isPublic(s.modifiers), !s.name.text.hasPrefix("_"),
                    let inherited = s.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription),
                    inherited.contains("View") || inherited.contains("Shape")
                {
                    views.insert(s.name.text)
                }
                if let e = item.item.as(ExtensionDeclSyntax.self), e.extendedType.trimmedDescription == "View", e.genericWhereClause == nil {
                    for m in e.memberBlock.members {
                        // Instance methods: a static one (`Self._printChanges()`) is not a modifier.
                        if let f = m.decl.as(FunctionDeclSyntax.self), isPublic(f.modifiers) || isPublic(e.modifiers),
                            !f.modifiers.contains(where: { $0.name.text == "static" })
                        {
                            modifiers.insert(f.name.text)
                        }
                    }
                }
            }
        }
        return (views, modifiers)
    }

    private static func isPublic(_ m: DeclModifierListSyntax) -> Bool { m.contains { $0.name.text == "public" } }

    func testEveryPublicViewIsReachableFromScripts() throws {
        let (views, _) = try Self.publicViewsAndModifiers()
        XCTAssertGreaterThan(views.count, 20, "the source scan found too few views to be right")
        let missing = views.filter { ScriptAPI.views[$0] == nil && Self.notForScripts[$0] == nil }.sorted()
        XCTAssertEqual(missing, [], "public Easel views that scripts cannot construct: declare each once in Sources/EaselScript/API")
    }

    /// Every built-in style type Easel declares (`SegmentedPickerStyle`, `BalancedNavigationSplitViewStyle`)
    /// can be written in a script, as in compiled code; shape styles are values of another kind.
    func testEveryPublicStyleTypeIsReachableFromScripts() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let files = FileManager.default.enumerator(at: root.appendingPathComponent("Sources/Easel"), includingPropertiesForKeys: nil)!
        var styles = Set<String>()
        for case let url as URL in files where url.pathExtension == "swift" {
            let tree = Parser.parse(source: try String(contentsOf: url, encoding: .utf8))
            for item in tree.statements {
                if let s = item.item.as(StructDeclSyntax.self), Self.isPublic(s.modifiers), s.name.text.hasSuffix("Style"), !s.name.text.hasPrefix("_"),
                    let inherited = s.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription),
                    inherited.contains(where: { $0.hasSuffix("Style") && $0 != "ShapeStyle" })
                {
                    styles.insert(s.name.text)
                }
            }
        }
        XCTAssertGreaterThan(styles.count, 30)
        let reachable = Set(ScriptAPI.valueTables.joined().map(\.type))
        XCTAssertEqual(styles.subtracting(reachable).sorted(), [], "public style types that scripts cannot make")
    }

    /// Every built-in layout value (`HStackLayout`, `GridLayout`, `AnyLayout`) can be made in a
    /// script, as in compiled code.
    func testEveryPublicLayoutIsReachableFromScripts() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var layouts = Set<String>()
        for folder in ["Sources/Easel", "Sources/EaselLayout"] {
            let files = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)!
            for case let url as URL in files where url.pathExtension == "swift" {
                for item in Parser.parse(source: try String(contentsOf: url, encoding: .utf8)).statements {
                    if let s = item.item.as(StructDeclSyntax.self), Self.isPublic(s.modifiers),
                        s.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "Layout" }) == true
                    {
                        layouts.insert(s.name.text)
                    }
                }
            }
        }
        XCTAssertTrue(layouts.isSuperset(of: ["HStackLayout", "VStackLayout", "ZStackLayout", "GridLayout", "AnyLayout"]), "\(layouts.sorted())")
        XCTAssertEqual(layouts.filter { ScriptAPI.values[$0] == nil }.sorted(), [], "public layouts that scripts cannot make")
    }

    /// Every UIKit view class Easel declares for compiled code (`UIView` and its subclasses, the
    /// WebKit and MapKit views) can be made in a script, where it is a stand-in.
    func testEveryUIKitViewClassIsAScriptStandIn() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var superclass: [String: String] = [:]
        let files = FileManager.default.enumerator(at: root.appendingPathComponent("Sources/Easel"), includingPropertiesForKeys: nil)!
        for case let url as URL in files where url.pathExtension == "swift" {
            for item in Parser.parse(source: try String(contentsOf: url, encoding: .utf8)).statements {
                if let c = item.item.as(ClassDeclSyntax.self), let first = c.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription {
                    superclass[c.name.text] = first
                }
            }
        }
        func isView(_ name: String) -> Bool {
            var n: String? = name
            while let current = n {
                if current == "UIView" { return true }
                n = superclass[current]
            }
            return false
        }
        let views = Set(superclass.keys.filter(isView))
        XCTAssertTrue(views.isSuperset(of: ["UIView", "UILabel", "WKWebView", "MKMapView"]), "\(views.sorted())")
        XCTAssertEqual(views.subtracting(UIKitObjects.typeNames).sorted(), [], "UIKit views compiled code can make and scripts cannot")
    }

    func testEveryPublicModifierIsReachableFromScripts() throws {
        let (_, modifiers) = try Self.publicViewsAndModifiers()
        XCTAssertGreaterThan(modifiers.count, 30, "the source scan found too few modifiers to be right")
        let missing = modifiers.filter { ScriptAPI.modifiers[$0] == nil && Self.notForScripts[$0] == nil }.sorted()
        XCTAssertEqual(missing, [], "public Easel modifiers that scripts cannot call: declare each once in Sources/EaselScript/API")
    }

    func testExemptionsAreStillPublicAPI() throws {
        let (views, modifiers) = try Self.publicViewsAndModifiers()
        let stale = Self.notForScripts.keys.filter { !views.contains($0) && !modifiers.contains($0) }.sorted()
        XCTAssertEqual(stale, [], "exemptions naming API that no longer exists")
    }

    /// Modifiers scripts accept as still-image no-ops that compiled Easel does not declare, each
    /// with the reason: Linux has no type to declare them with.
    static let scriptOnlyStillImageModifiers: [String: String] = [
        "fileExporter": "FileDocument and FileWrapper are not declared",
        "focusedValue": "FocusedValues is not declared", "focusedSceneValue": "FocusedValues is not declared",
        "accessibilityRotor": "rotor content builders are not declared", "appStoreOverlay": "StoreKit's SKOverlay does not exist on Linux",
    ]

    /// Still-image modifiers that compiled Easel declares on a narrower type than `View`.
    static let stillImageModifiersOfOtherTypes: [String: String] = [
        "antialiased": "Image's and shape views' method", "equatable": "View's where Self: Equatable",
        "onDelete": "DynamicViewContent's (ForEach)", "onMove": "DynamicViewContent's (ForEach)", "onInsert": "DynamicViewContent's (ForEach)",
    ]

    /// The modifiers scripts leave out of a still image are compiled Easel's too, so that a file
    /// that renders from source also compiles (the compiled engine, a team's view package).
    func testEveryStillImageModifierIsCompiledAPI() throws {
        let (_, modifiers) = try Self.publicViewsAndModifiers()
        let missing = StillImageModifiers.all.map(\.name).filter {
            !modifiers.contains($0) && Self.scriptOnlyStillImageModifiers[$0] == nil && Self.stillImageModifiersOfOtherTypes[$0] == nil
        }
        XCTAssertEqual(missing.sorted(), [], "still-image modifiers that scripts accept and compiled Easel lacks: declare each in Sources/Easel")
        let stale = Self.scriptOnlyStillImageModifiers.keys.filter { modifiers.contains($0) }.sorted()
        XCTAssertEqual(stale, [], "exemptions naming modifiers that compiled Easel now declares")
    }

    func testNothingIsDeclaredTwice() {
        XCTAssertEqual(ScriptAPI.duplicates, [])
    }
}
