import XCTest
import Foundation
import SwiftParser
import SwiftSyntax
import Easel
@testable import EaselScript

/// Scripts reach what compiled code has for files and drops and for a representable's objects:
/// `UTType`, MapKit's annotations, UIKit's symbol configurations.
final class UTTypeScriptTests: XCTestCase {
    func testTypesAnnotationsAndSymbolConfigurationsMatchCompiled() throws {
        let script = try ScriptTestSupport.scriptJSON(
            """
            import SwiftUI
            import MapKit
            import UniformTypeIdentifiers
            struct ContentView: View {
                let types: [UTType] = [.png, UTType.plainText]
                let pdf = UTType(filenameExtension: "pdf")?.identifier ?? "?"
                let pin = MKPointAnnotation()
                let star = UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20))!.withRenderingMode(.alwaysTemplate)
                var body: some View {
                    VStack {
                        Text("\\(types.count) \\(pdf) \\(UTType.png.conforms(to: .image)) \\(types[1].preferredFilenameExtension ?? "")")
                        Image(uiImage: star)
                        Text("drop").onDrop(of: [.text], isTargeted: nil) { _ in true }
                    }
                }
            }
            """)
        struct Compiled: View {
            let types: [UTType] = [.png, UTType.plainText]
            let pdf = UTType(filenameExtension: "pdf")?.identifier ?? "?"
            let pin = MKPointAnnotation()
            let star = UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20))!.withRenderingMode(.alwaysTemplate)
            var body: some View {
                VStack {
                    Text("\(types.count) \(pdf) \(UTType.png.conforms(to: .image)) \(types[1].preferredFilenameExtension ?? "")")
                    Image(uiImage: star)
                    Text("drop").onDrop(of: [.text], isTargeted: nil) { _ in true }
                }
            }
        }
        XCTAssertEqual(script, try ScriptTestSupport.compiledJSON(Compiled()))
        XCTAssertTrue(script.contains("2 com.adobe.pdf true txt"), script)
    }

    /// Every public system type of Easel's `UTType` is in the table scripts read it from.
    func testEverySystemTypeIsNamedForScripts() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let source = try String(contentsOf: root.appendingPathComponent("Sources/Easel/UniformTypeIdentifiers/UTType.swift"), encoding: .utf8)
        var names = Set<String>()
        for item in Parser.parse(source: source).statements {
            guard let s = item.item.as(StructDeclSyntax.self), s.name.text == "UTType" else { continue }
            for m in s.memberBlock.members {
                guard let v = m.decl.as(VariableDeclSyntax.self), v.modifiers.contains(where: { $0.name.text == "public" }),
                    v.modifiers.contains(where: { $0.name.text == "static" }),
                    let name = v.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                else { continue }
                names.insert(name)
            }
        }
        XCTAssertGreaterThan(names.count, 40)
        XCTAssertEqual(names, Set(UTType.byName.keys))
        XCTAssertEqual(UTTypeValues.statics["UTType"]?.count, names.count)
    }
}
