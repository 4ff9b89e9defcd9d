import Foundation
import SwiftSyntax
import Easel

/// One of Easel's views as a script constructs it: the arguments are read by label and Easel's
/// public initialiser of the same name is called.
struct ViewDeclaration: Sendable {
    /// The type name scripts write (`HStack`).
    let name: String
    /// The argument labels its initialisers take, suggested when a script misspells one.
    let labels: [String]
    /// Reads the arguments and builds the view (or a group of views, for `Group` and `ForEach`).
    let make: @Sendable (inout ArgReader, Evaluator) throws -> Any

    init(_ name: String, labels: [String] = [], make: @escaping @Sendable (inout ArgReader, Evaluator) throws -> Any) {
        self.name = name
        self.labels = labels
        self.make = make
    }
}

/// One of Easel's view modifiers as scripts call it on any view. A class: a call site keeps the
/// declaration its member name finds, and handing a reference on costs one retain where the
/// struct's name, labels and action were each retained and released at every call.
final class ModifierDeclaration: Sendable {
    enum Action: Sendable {
        /// Calls Easel's modifier of the same name.
        case apply(@Sendable (AnyView, inout ArgReader, Evaluator) throws -> AnyView)
        /// Accepted and left out: it changes nothing in a still image (`onAppear`, `accessibilityLabel`).
        case stillImageNoOp
    }
    let name: String
    let labels: [String]
    let action: Action

    init(_ name: String, labels: [String] = [], apply: @escaping @Sendable (AnyView, inout ArgReader, Evaluator) throws -> AnyView) {
        self.name = name
        self.labels = labels
        self.action = .apply(apply)
    }

    /// A modifier that changes nothing in a still image.
    static func noOp(_ name: String) -> ModifierDeclaration { ModifierDeclaration(name: name) }

    private init(name: String) {
        self.name = name
        self.labels = []
        self.action = .stillImageNoOp
    }
}

/// A method of one of Easel's concrete types that keeps the type (`Text.bold()` is still a `Text`,
/// so `Text("a").bold() + Text("b")` works). It answers nil when the receiver is not its type.
struct MethodDeclaration: Sendable {
    let name: String
    let labels: [String]
    let call: @Sendable (Any, inout ArgReader, Evaluator) throws -> Any?

    init(_ name: String, labels: [String] = [], call: @escaping @Sendable (Any, inout ArgReader, Evaluator) throws -> Any?) {
        self.name = name
        self.labels = labels
        self.call = call
    }
}

/// A value type's initialiser (`EdgeInsets(top:leading:bottom:trailing:)`, `CGFloat(x)`), or a
/// global function, which is called the same way (`CGImageSourceCreateWithURL(url, nil)`; `type`
/// is then the function's name).
struct ValueDeclaration: Sendable {
    let type: String
    let labels: [String]
    let make: @Sendable (inout ArgReader, Evaluator) throws -> Value

    init(_ type: String, labels: [String] = [], make: @escaping @Sendable (inout ArgReader, Evaluator) throws -> Value) {
        self.type = type
        self.labels = labels
        self.make = make
    }
}

/// A static function of one of Easel's types (`Font.system(size:)`, `Angle.degrees(_:)`).
struct StaticFunctionDeclaration: Sendable {
    let type: String
    let name: String
    let labels: [String]
    let call: @Sendable (inout ArgReader, Evaluator) throws -> Value

    init(_ type: String, _ name: String, labels: [String] = [], call: @escaping @Sendable (inout ArgReader, Evaluator) throws -> Value) {
        self.type = type
        self.name = name
        self.labels = labels
        self.call = call
    }
}

/// An environment value scripts read with `@Environment(\.key)` and set with `.environment(\.key, v)`.
struct EnvironmentKeyDeclaration: Sendable {
    let name: String
    let read: @Sendable (EnvironmentValues) -> Value
    /// Nil for a value scripts only read (`\.displayScale`).
    let write: (@Sendable (AnyView, Arg, Evaluator) throws -> AnyView)?

    init(_ name: String, read: @escaping @Sendable (EnvironmentValues) -> Value, write: (@Sendable (AnyView, Arg, Evaluator) throws -> AnyView)? = nil) {
        self.name = name
        self.read = read
        self.write = write
    }
}

/// Everything of Easel's API that scripts can reach, gathered from the topic tables in this folder.
/// Each API is declared once, in one of those tables; the evaluator looks names up here and nowhere
/// else, and `ScriptAPITests` fails naming any public Easel view or modifier missing from it.
enum ScriptAPI {
    /// The topic tables of views.
    static let viewTables: [[ViewDeclaration]] = [
        LayoutViews.all, DrawingViews.all, ControlViews.all, MapViews.all, ChartViews.all, ContainerViews.all,
        GraphicsValues.views, TransformValues.views, AnimatorViews.views, TableViews.views, GlassValues.views, AVKitValues.views,
    ]
    /// The topic tables of modifiers.
    static let modifierTables: [[ModifierDeclaration]] = [
        LayoutModifiers.all, DrawingModifiers.all, TextModifiers.all,
        EnvironmentModifiers.all, ControlModifiers.all, SymbolModifiers.all,
        StillImageModifiers.all, LifecycleModifiers.all, VisualEffects.modifiers, AnimatorViews.modifiers, SwiftDataValues.modifiers, ChartModifiers.all,
        MapViews.modifiers,
        GlassValues.modifiers, WidgetValues.modifiers, PreviewValues.modifiers,
    ]
    /// The topic tables of static members of Easel's value types (`Color.red`, `Font.Weight.bold`).
    /// Immutable after initialisation, so safe to read from any thread.
    nonisolated(unsafe) static let staticTables: [[String: [String: Any]]] = [
        StaticValues.all, ControlValues.all, SymbolValues.all, MapViews.statics, ContainerViews.statics,
        TransformValues.statics, GraphicsValues.statics, StillImageValues.statics, UIKitPaths.statics, GlassValues.statics, UserNotificationValues.statics,
        FontMetricsValues.statics, WidgetValues.statics, TextModifiers.statics, PreviewValues.statics, UIFontValues.statics, UTTypeValues.statics,
        CoreGraphicsValues.statics, DurationValues.statics, AVKitValues.statics, LocalAuthenticationValues.statics,
    ]

    // Mutable only to take a team's `ScriptExtensions` (`register`), before any script runs.
    nonisolated(unsafe) static var views: [String: ViewDeclaration] = index(viewTables.joined(), \.name)
    nonisolated(unsafe) static var modifiers: [String: ModifierDeclaration] = index(modifierTables.joined(), \.name)
    /// Type-keeping methods, by name (several types may have one of the same name).
    static let methods: [String: [MethodDeclaration]] = Dictionary(grouping: TypedMethods.all, by: \.name)
    /// The topic tables of value initialisers (`EdgeInsets(…)`, `GridItem(…)`).
    static let valueTables: [[ValueDeclaration]] = [
        StandardValues.all, GeometryValues.all, StillImageValues.all, TabViewStyles.values, ProgressViewStyles.values, GaugeStyles.values,
        LayoutViews.gridValues, DrawingViews.gradientValues, MapViews.values, ChartViews.values, StyleTypes.all,
        TransformValues.values, AttributedStringValues.values, UIKitPaths.values, CoreImageValues.values, TableViews.values,
        UIKitObjects.values, CombinePipeline.values, CoreLocationValues.values, UserNotificationValues.values, FontMetricsValues.values,
        WidgetValues.values, PreviewValues.values, ResolvedColorValues.values, UIFontValues.values, ResultValues.values,
        CoreHapticsValues.values, AVKitValues.values, AVKitValues.captureValues, LocalAuthenticationValues.values, UTTypeValues.values,
        GameplayKitValues.values,
        RelativeDateTimeFormatterValues.values, DateComponentsFormatterValues.values, CoreGraphicsValues.values, DurationValues.values, CloudKitValues.values,
        ScriptFoundationError.values, AnimatorViews.values,
    ]
    /// The topic tables' readers of members of Easel's values (`path.boundingRect`, `t.isIdentity`),
    /// asked in turn; each answers nil for a value or name that is not its own.
    static let memberReaders: [@Sendable (Value, String) -> Value?] = [
        TransformValues.member, GraphicsValues.member, AttributedStringValues.member, TimelineValues.member,
        UIKitPaths.member, LayoutViews.member, ChartMarkModifiers.member, TaskValues.member, TaskGroups.member, JSONDecoding.member, CacheValues.member,
        CoreImageValues.member, PhotosPickerItems.member,
        CoreLocationValues.member, WatchConnectivityValues.member, UserNotificationValues.member,
        CombinePipeline.member, WidgetValues.member, PreviewValues.member, ResolvedColorValues.member, UIFontValues.member,
        CoreHapticsValues.member, UTTypeValues.member, GameplayKitValues.member, CoreGraphicsValues.member, DurationValues.member,
        ScriptPointer.member, CloudKitValues.member, StoreKitValues.member, AnimatorViews.member, AVKitValues.member,
        LocalAuthenticationValues.member,
    ]
    /// The topic tables' methods of Easel's values (`t.concatenating(u)`, `proxy.scrollTo(id)`), asked
    /// in turn; each answers nil for a value or name that is not its own.
    static let methodCallers: [@Sendable (Value, String, Args, Evaluator, Syntax?) throws -> Value?] = [
        TransformValues.method, GraphicsValues.method, ControlViews.proxyMethod, FeedbackGenerator.method,
        UIKitPaths.method, ChartMarkModifiers.method, TaskValues.method, TaskGroups.method, JSONDecoding.method, CacheValues.method, SequenceIterators.method,
        CoreImageValues.method,
        PhotosPickerItems.method,
        TableViews.method, GlassValues.method, CoreLocationValues.method, WatchConnectivityValues.method,
        UserNotificationValues.method, MapViews.method, AttributedStringValues.method, FontMetricsValues.method, WidgetValues.method,
        ResolvedColorValues.method, UIFontValues.method, CoreHapticsValues.method, UTTypeValues.method, GameplayKitValues.method,
        RelativeDateTimeFormatterValues.method, DateComponentsFormatterValues.method, CoreGraphicsValues.method, DurationValues.method, CloudKitValues.method,
        StoreKitValues.method, JSONEncoding.method, LocalAuthenticationValues.method,
    ]
    /// The topic tables' setters of members of Easel's class instances (`filter.intensity = 0.5`),
    /// asked in turn; each answers false for a value or name that is not its own.
    static let memberWriters: [@Sendable (Value, String, Value, Syntax?) throws -> Bool] = [
        CoreImageValues.setMember, CoreLocationValues.setMember, WatchConnectivityValues.setMember,
        UserNotificationValues.setMember, CombinePipeline.setMember, CacheValues.setMember, RelativeDateTimeFormatterValues.setMember,
        DateComponentsFormatterValues.setMember, CoreGraphicsValues.setMember, ScriptPointer.setMember, LocalAuthenticationValues.setMember,
    ]
    /// The topic tables' global constants scripts name unqualified (`kCIInputImageKey`), asked in turn.
    static let globalConstants: [@Sendable (String) -> Value?] = [
        CoreImageValues.globalConstant, CoreLocationValues.globalConstant, CoreHapticsValues.globalConstant, KeychainValues.globalConstant,
        ScriptFoundationError.globalConstant,
    ]

    /// Sets a member of one of Easel's values from the topic tables; false when none has it.
    static func setMember(_ base: Value, _ name: String, _ value: Value, node: Syntax?) throws -> Bool {
        for set in memberWriters { if try set(base, name, value, node) { return true } }
        return false
    }

    /// A global constant from the topic tables, or nil.
    static func globalConstant(_ name: String) -> Value? {
        for read in globalConstants { if let v = read(name) { return v } }
        return nil
    }

    /// A member of one of Easel's values from the topic tables, or nil.
    static func member(of base: Value, _ name: String) -> Value? {
        for read in memberReaders { if let v = read(base, name) { return v } }
        return nil
    }

    /// A method of one of Easel's values from the topic tables, or nil. The table that answered a
    /// method of a native value's type is remembered (`Evaluator.nativeMethodCallers`) and asked
    /// first the next time: each table's answer starts with casts of the value, and a call that
    /// asked every table in turn cost more than the method.
    static func callMethod(_ base: Value, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        let key = NativeMethodKey(base, name)
        if let key, let i = ev.nativeMethodCallers[key], let v = try methodCallers[i](base, name, args, ev, node) { return v }
        for i in methodCallers.indices {
            if let v = try methodCallers[i](base, name, args, ev, node) {
                if let key { ev.nativeMethodCallers[key] = i }
                return v
            }
        }
        return nil
    }

    /// The topic tables of static functions (`Font.system(size:)`, `GridItem.Size.fixed(_:)`).
    static let functionTables: [[StaticFunctionDeclaration]] = [
        StaticFunctions.all, StillImageValues.functions, TabViewStyles.functions, TaskValues.functions,
        LayoutViews.gridSizes, MapViews.functions, ContainerViews.functions,
        GraphicsValues.functions, CoreImageValues.functions, JSONSerializationValues.functions, WatchConnectivityValues.functions,
        UserNotificationValues.functions,
        LocalizedStrings.functions, CombinePipeline.functions, CoreLocationValues.functions, PreviewValues.functions, UIFontValues.functions,
        CoreHapticsValues.functions, AVKitValues.functions, GameplayKitValues.functions, DurationValues.functions, CloudKitValues.functions,
        StoreKitValues.functions,
    ]

    /// The topic tables of global functions (`CGImageSourceCreateWithURL(_:_:)`).
    static let globalFunctionTables: [[ValueDeclaration]] = [CoreGraphicsValues.functions, KeychainValues.functions, ScriptPointer.functions]
    static let globalFunctions: [String: ValueDeclaration] = index(globalFunctionTables.joined(), \.type)

    /// Calls a global function declared here; nil when the name is not one of them.
    static func callGlobalFunction(_ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        guard let f = globalFunctions[name] else { return nil }
        var r = ArgReader(args, name, ev, node: node, known: f.labels)
        let v = try f.make(&r, ev)
        try r.finish()
        return v
    }

    static let values: [String: ValueDeclaration] = index(valueTables.joined(), \.type)
    static let staticFunctions: [String: StaticFunctionDeclaration] = index(functionTables.joined(), { "\($0.type).\($0.name)" })
    /// The topic tables of environment values.
    static let environmentKeyTables: [[EnvironmentKeyDeclaration]] = [
        EnvironmentModifiers.keys, SwiftDataValues.environmentKeys, CoreDataValues.environmentKeys, WidgetValues.environmentKeys,
    ]
    static let environmentKeys: [String: EnvironmentKeyDeclaration] = index(environmentKeyTables.joined(), \.name)
    nonisolated(unsafe) static var statics: [String: [String: Any]] = staticTables.reduce(into: [:]) { t, table in t.merge(table) { a, _ in a } }

    /// Adds a team's views, modifiers and static values; a name Easel (or an earlier registration)
    /// already declares is an error, naming it.
    static func register(_ e: ScriptExtensions) throws {
        // Nothing to add: the tables stay unbuilt until a script first needs them (the `easel`
        // command registers its empty set at start, also for `--version`, `merge` and help).
        if e.views.isEmpty && e.modifiers.isEmpty && e.statics.isEmpty { return }
        let taken =
            e.views.map(\.name).filter { views[$0] != nil } + e.modifiers.map(\.name).filter { modifiers[$0] != nil }
            + e.statics.keys.filter { statics[$0] != nil || views[$0] != nil }
        if let name = taken.first { throw ScriptError("cannot register '\(name)': Easel already has an API of that name") }
        for v in e.views { views[v.name] = v }
        for m in e.modifiers { modifiers[m.name] = m }
        for (t, members) in e.statics { statics[t] = members }
        Builtins.refreshNames()
    }

    /// Names declared twice (a test keeps this empty: the first declaration would silently win).
    static var duplicates: [String] {
        func dup(_ names: [String]) -> [String] { Dictionary(grouping: names, by: { $0 }).filter { $0.value.count > 1 }.map(\.key) }
        return dup(viewTables.joined().map(\.name) + valueTables.joined().map(\.type)) + dup(modifierTables.joined().map(\.name))
            + dup(functionTables.joined().map { "\($0.type).\($0.name)" }) + dup(environmentKeyTables.joined().map(\.name))
            + dup(globalFunctionTables.joined().map(\.type))
            + dup(staticTables.flatMap(\.keys))
    }

    private static func index<S: Sequence, T>(_ xs: S, _ key: (T) -> String) -> [String: T] where S.Element == T {
        var out: [String: T] = [:]
        for x in xs where out[key(x)] == nil { out[key(x)] = x }
        return out
    }

    /// Builds a view declared here; nil when the name is not one of Easel's views.
    static func makeView(_ type: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        guard let d = views[type] else { return nil }
        var r = ArgReader(args, type, ev, node: node, known: d.labels)
        let v = try d.make(&r, ev)
        try r.finish()
        return .native(v)
    }

    /// Builds a value declared here; nil when the name is not one of them. A layout followed by a
    /// trailing closure (`HStackLayout(spacing: 4) { … }`) is the layout called with that content.
    static func makeValue(_ type: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        if type.hasSuffix("Layout"), let last = args.items.last, last.isTrailing, case .closure = last.value {
            let made = try makeValue(type, Args(Array(args.items.dropLast()), node: args.node), ev, node: node)
            guard let made, let layout = ev.layoutValue(made) else { return made }
            return try ev.layoutView(layout, content: last, node: node)
        }
        guard let d = values[type] else { return nil }
        var r = ArgReader(args, type, ev, node: node, known: d.labels)
        let v = try d.make(&r, ev)
        try r.finish()
        return v
    }
}

/// A method name of a native value's type, for `ScriptAPI.callMethod`'s memory of which table
/// answered it.
struct NativeMethodKey: Hashable {
    let type: ObjectIdentifier
    let name: String

    /// The key of `name` on `base`'s type; nil when `base` is not a native value.
    init?(_ base: Value, _ name: String) {
        guard case .native(let n) = base else { return nil }
        type = ObjectIdentifier(Swift.type(of: n))
        self.name = name
    }
}
