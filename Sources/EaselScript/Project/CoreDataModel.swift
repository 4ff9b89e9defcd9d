import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An app's Core Data model (`Model.xcdatamodeld`): its entities, their attributes and
/// relationships, read from the current version's `contents` XML. Xcode generates a Swift class
/// for each entity whose code generation is "Class Definition", and the properties of those set
/// to "Category/Extension"; `swiftSource` writes the same declarations, which a script reads like
/// any other project file (entities set to "Manual/None" are the app's own Swift).
package struct CoreDataModel: Sendable {
    package struct Attribute: Sendable {
        let name: String
        /// Xcode's type name: "String", "Integer 16", "Double", "Boolean", "Date", "UUID", "Binary",
        /// "Transformable", "URI", "Decimal", "Float", "Integer 32", "Integer 64".
        let type: String
        let isOptional: Bool
        let usesScalar: Bool
        let defaultValue: String?
        let customClass: String?
    }

    package struct Relationship: Sendable {
        let name: String
        let destination: String
        let toMany: Bool
        let isOrdered: Bool
        let inverse: String?
    }

    package struct Entity: Sendable {
        let name: String
        /// The Swift class: `representedClassName`, else the entity's name.
        let className: String
        /// "class", "category", or nil for "Manual/None".
        let codeGeneration: String?
        var attributes: [Attribute] = []
        var relationships: [Relationship] = []
    }

    package let entities: [Entity]

    /// The model of a `.xcdatamodeld` bundle (its current version) or of one `.xcdatamodel`; nil
    /// when it cannot be read.
    package init?(contentsOf path: String) {
        let url = URL(fileURLWithPath: path)
        var version = url
        if url.pathExtension == "xcdatamodeld" {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasSuffix(".xcdatamodel") }.sorted()
            var current = names.last
            if let plist = try? Data(contentsOf: url.appendingPathComponent(".xccurrentversion")),
                let dict = try? PropertyListSerialization.propertyList(from: plist, format: nil) as? [String: Any],
                let name = dict["_XCCurrentVersionName"] as? String, names.contains(name)
            {
                current = name
            }
            guard let current else { return nil }
            version = url.appendingPathComponent(current)
        }
        guard let data = try? Data(contentsOf: version.appendingPathComponent("contents")), data.count < 8 << 20 else { return nil }
        self.init(xml: data)
    }

    /// The model in a `contents` file's XML; nil when it is not one.
    package init?(xml: Data) {
        let reader = ModelXMLReader()
        let parser = XMLParser(data: xml)
        parser.delegate = reader
        guard parser.parse(), reader.sawModel else { return nil }
        entities = reader.entities
    }

    /// Xcode's generated declarations for the entities it generates code for, as Swift source.
    /// Each class is `Identifiable`, as `NSManagedObject`s are; to-many relationships are `NSSet?`
    /// (`NSOrderedSet?` when ordered); object attributes are optional, as Xcode declares them,
    /// and scalars start at their default value (0 or false without one).
    package var swiftSource: String {
        var out = "// Xcode's code generation for this data model.\n"
        for e in entities where e.codeGeneration == "class" || e.codeGeneration == "category" {
            if e.codeGeneration == "class" {
                out += "public class \(e.className): NSManagedObject, Identifiable {\n"
            } else {
                out += "extension \(e.className) {\n"
            }
            for a in e.attributes { out += "    @NSManaged public var \(a.name): \(Self.swiftType(a))\(Self.initialValue(a))\n" }
            for r in e.relationships {
                let set = r.isOrdered ? "NSOrderedSet" : "NSSet"
                out += r.toMany ? "    @NSManaged public var \(r.name): \(set)? = \(set)()\n" : "    @NSManaged public var \(r.name): \(r.destination)?\n"
            }
            out += "}\n"
        }
        // The inverse of each relationship, which Core Data keeps in step (`candy.origin = country`
        // adds the candy to `country.candy`): "inverse" or "inverse*" when the inverse is to-many.
        for (className, table) in inverses.sorted(by: { $0.key < $1.key }) {
            let pairs = table.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \"\($0.value.name)\($0.value.toMany ? "*" : "")\"" }
            out += "extension \(className) { public static let \(Self.inversesName): [String: String] = [\(pairs.joined(separator: ", "))] }\n"
        }
        return out
    }

    /// The static each entity class gets with its relationships' inverses (see `swiftSource`).
    package static let inversesName = "__easelCoreDataInverses"

    /// The inverse of each relationship, by entity class and relationship name: the relationship
    /// on the other side and whether it is to-many.
    package var inverses: [String: [String: (name: String, toMany: Bool)]] {
        var byEntity: [String: Entity] = [:]
        for e in entities { byEntity[e.name] = e }
        var out: [String: [String: (name: String, toMany: Bool)]] = [:]
        for e in entities {
            for r in e.relationships {
                guard let inv = r.inverse, let other = byEntity[r.destination]?.relationships.first(where: { $0.name == inv }) else { continue }
                out[e.className, default: [:]][r.name] = (inv, other.toMany)
            }
        }
        return out
    }

    /// The entity classes' names.
    package var classNames: Set<String> { Set(entities.map(\.className)) }

    /// The Swift type Xcode gives an attribute.
    static func swiftType(_ a: Attribute) -> String {
        let scalar: String?
        switch a.type {
        case "Integer 16": scalar = "Int16"
        case "Integer 32": scalar = "Int32"
        case "Integer 64": scalar = "Int64"
        case "Double": scalar = "Double"
        case "Float": scalar = "Float"
        case "Boolean": scalar = "Bool"
        default: scalar = nil
        }
        if let scalar { return a.usesScalar ? scalar : "NSNumber?" }
        switch a.type {
        case "String": return "String?"
        case "Date": return "Date?"
        case "UUID": return "UUID?"
        case "Binary": return "Data?"
        case "URI": return "URL?"
        case "Decimal": return "NSDecimalNumber?"
        default: return (a.customClass.map { $0.isEmpty ? "NSObject" : $0 } ?? "NSObject") + "?"
        }
    }

    /// ` = value` for an attribute that starts with one: its default, or 0 / false for a scalar.
    static func initialValue(_ a: Attribute) -> String {
        let numeric = ["Integer 16", "Integer 32", "Integer 64", "Double", "Float"].contains(a.type)
        if a.type == "Boolean" {
            let v = a.defaultValue.map { ["YES", "TRUE", "1"].contains($0.uppercased()) } ?? false
            return a.usesScalar || a.defaultValue != nil ? " = \(v)" : ""
        }
        if numeric {
            let v = a.defaultValue.flatMap { Double($0) }.map { a.type.hasPrefix("Integer") ? String(Int($0)) : String($0) } ?? "0"
            return a.usesScalar || a.defaultValue != nil ? " = \(v)" : ""
        }
        if a.type == "String", let d = a.defaultValue {
            return " = \""
                + d.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n")
                + "\""
        }
        return ""
    }
}

/// Reads a data model's `contents` XML: `<entity>` with its `<attribute>` and `<relationship>`.
private final class ModelXMLReader: NSObject, XMLParserDelegate {
    var entities: [CoreDataModel.Entity] = []
    var sawModel = false
    private var current: CoreDataModel.Entity?

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?, attributes a: [String: String] = [:]) {
        switch element {
        case "model": sawModel = true
        case "entity":
            guard let name = a["name"], Self.isIdentifier(name) else { return }
            let className = a["representedClassName"].flatMap { Self.isIdentifier($0) ? $0 : nil } ?? name
            current = CoreDataModel.Entity(name: name, className: className, codeGeneration: a["codeGenerationType"])
        case "attribute":
            guard let name = a["name"], Self.isIdentifier(name) else { return }
            current?.attributes.append(
                CoreDataModel.Attribute(
                    name: name, type: a["attributeType"] ?? "String", isOptional: a["optional"] == "YES", usesScalar: a["usesScalarValueType"] != "NO",
                    defaultValue: a["defaultValueString"], customClass: a["customClassName"].flatMap { Self.isTypeName($0) ? $0 : nil }))
        case "relationship":
            guard let name = a["name"], Self.isIdentifier(name), let dest = a["destinationEntity"], Self.isIdentifier(dest) else { return }
            current?.relationships.append(
                CoreDataModel.Relationship(
                    name: name, destination: dest, toMany: a["toMany"] == "YES", isOrdered: a["ordered"] == "YES", inverse: a["inverseName"]))
        default: break
        }
    }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        if element == "entity", let e = current {
            entities.append(e)
            current = nil
        }
    }

    /// A Swift identifier (what the generated source may contain).
    static func isIdentifier(_ s: String) -> Bool {
        guard let f = s.unicodeScalars.first, f == "_" || CharacterSet.letters.contains(f), s.count <= 128 else { return false }
        return s.unicodeScalars.allSatisfy { $0 == "_" || CharacterSet.alphanumerics.contains($0) }
    }

    /// A type name such as `[Int16]`, `[String: Int]` or `NSColor`.
    static func isTypeName(_ s: String) -> Bool {
        s.count <= 128
            && s.unicodeScalars.allSatisfy {
                $0 == "_" || $0 == "[" || $0 == "]" || $0 == ":" || $0 == " " || $0 == "." || CharacterSet.alphanumerics.contains($0)
            }
    }
}
