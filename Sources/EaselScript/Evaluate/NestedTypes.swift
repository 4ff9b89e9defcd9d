import Foundation

/// Types declared inside other types (`struct Card { enum Style { … } }`): found by their own
/// name, or by their qualified one (`Card.Style`), wherever a value of theirs is used.
extension Evaluator {
    func typeDecl(_ name: String) -> TypeDecl? {
        if let t = types[name] { return t }
        guard name.utf8.contains(UInt8(ascii: ".")) else { return nestedType(name) }
        var parts = name.split(separator: ".").map(String.init)
        // `Home.State` where the module `Home` declares a type `Home` (a reducer and its feature
        // module): the type, as a type shadows the module of its name.
        if parts.count > 1, projectModules.contains(parts[0]), var t = types[FileNames.registeredName(parts[0], parts[0])] ?? types[parts[0]],
            parts.dropFirst().allSatisfy({ p in
                guard let n = t.nested[p] else { return false }
                t = n
                return true
            })
        {
            return t
        }
        // `Backend.Category`: the project module's own type of that name, else the name unqualified.
        if parts.count > 1, projectModules.contains(parts[0]) {
            let module = parts.removeFirst()
            if let own = types[FileNames.registeredName(parts[0], module)] {
                return parts.count == 1 ? own : typeDecl(([own.name] + parts.dropFirst()).joined(separator: "."))
            }
            return typeDecl(parts.joined(separator: "."))
        }
        // `Image.SFSymbol`: a type nested in the script's extension of one of Easel's types.
        if parts.count > 1, var t = types[parts[0]] ?? extensions[parts[0]] ?? nestedType(parts[0]) {
            for p in parts.dropFirst() {
                guard let n = t.nested[p] else { return nil }
                t = n
            }
            return t
        }
        return nestedType(name)
    }

    /// A type nested in any of the script's types (or extensions), found by its own name; the
    /// types are searched in order of name, so that the answer is the same in every run. The
    /// answer is kept until the types change: a name that is no script type (`Date`, `Calendar`)
    /// is asked about at every use, and each search sorted every type.
    private func nestedType(_ name: String) -> TypeDecl? {
        if let known = nestedTypesFound[name] { return known }
        let found = searchNestedType(name)
        nestedTypesFound[name] = .some(found)
        return found
    }

    private func searchNestedType(_ name: String) -> TypeDecl? {
        func search(_ ds: [TypeDecl]) -> TypeDecl? {
            for d in ds {
                if let n = d.nested[name] { return n }
                if let n = search(d.nested.values.sorted { $0.name < $1.name }) { return n }
            }
            return nil
        }
        return search((Array(types.values) + Array(extensions.values)).sorted { $0.name < $1.name })
    }

    /// Gives the nested types that share a name (`private enum Alignment` in both `LayoutHStack`
    /// and `LayoutVStack`, in two files of one project) their qualified names, so that their
    /// values (an enum case knows its type by name) find their own declaration again. Inside its
    /// owner a nested type is still found by its own name.
    func qualifyAmbiguousNestedTypes() {
        var byName: [String: [(owner: String, decl: TypeDecl)]] = [:]
        func walk(_ d: TypeDecl, path: String) {
            for (key, n) in d.nested {
                byName[key, default: []].append((path, n))
                walk(n, path: path + "." + key)
            }
        }
        for d in Array(types.values) + Array(extensions.values) { walk(d, path: d.name) }
        for (key, decls) in byName where decls.count > 1 || types[key] != nil {
            for (owner, d) in decls { d.qualify(owner + "." + key) }
        }
    }

    /// Makes the typealiases declared inside types known by their qualified names
    /// (`Tab.TabIcon`), and a tuple's by its own name too where nothing else has that name, so
    /// that a member declared with one (`var tabIcon: TabIcon { … }` in `enum Tab`) has the
    /// tuple's labels. (Other nested aliases, `typealias Value = CGFloat` in a preference key,
    /// share their names with generic parameters and other keys' aliases.)
    func declareNestedTypeAliases() {
        var byName: [String: Set<String>] = [:]
        func walk(_ d: TypeDecl, path: String) {
            for (alias, target) in d.aliases {
                typeAliases[path + "." + alias] = target
                byName[alias, default: []].insert(target)
            }
            for (key, n) in d.nested { walk(n, path: path + "." + key) }
        }
        for d in types.values { walk(d, path: d.name) }
        for (alias, targets) in byName where targets.count == 1 && typeAliases[alias] == nil && typeDecl(alias) == nil {
            guard let target = targets.first, TupleType.elements(target) != nil else { continue }
            typeAliases[alias] = target
        }
    }
}

/// Type names as written in declarations.
enum TypeNames {
    /// `type` with each whole-word use of one of `names` not already qualified prefixed by
    /// `owner.` (`[Alignment]?` → `[ContentView.Alignment]?`).
    static func qualifying(_ type: String, names: Set<String>, in owner: String) -> String {
        var out = "", word = ""
        func flush() {
            if names.contains(word), out.last != "." { out += owner + "." }
            out += word
            word = ""
        }
        for c in type {
            if c.isLetter || c.isNumber || c == "_" {
                word.append(c)
            } else {
                flush()
                out.append(c)
            }
        }
        flush()
        return out
    }

    /// The element type of an array or a fetched-results type: `[Book]`, `Array<Book>`,
    /// `FetchedResults<Book>`, `FetchRequest<Book>` and `SectionedFetchResults<…, Book>` give
    /// `Book`; nil for others.
    static func elementType(_ type: String) -> String? {
        let t = ModuleNames.unqualified(type)
        if t.hasPrefix("["), t.hasSuffix("]"), !t.contains(":") { return String(t.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces) }
        for generic in ["Array<", "FetchedResults<", "SectionedFetchResults<", "FetchRequest<"] where t.hasPrefix(generic) && t.hasSuffix(">") {
            let inner = t.dropFirst(generic.count).dropLast()
            return String(inner.split(separator: ",").last ?? inner).trimmingCharacters(in: .whitespaces)
        }
        return nil
    }
}
