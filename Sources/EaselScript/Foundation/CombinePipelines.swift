import Foundation
import SwiftSyntax

/// Combine subscriptions to an `@Published` property in scripts (`$query.removeDuplicates()
/// .debounce(for: 0.5, scheduler: RunLoop.main).sink { … }`), as far as a still image sees them.
/// Combine gives a new subscriber the property's current value at once: the operators that work
/// on a value then and there (`map`, `filter`, `compactMap`, `removeDuplicates`, `replaceNil`,
/// `eraseToAnyPublisher` …) are applied to it and `sink`, `assign(to:on:)` or `assign(to:)` receive
/// it; a pipeline that waits (`debounce`, `throttle`, `delay`, `receive(on:)`, `collect`) or drops
/// it (`dropFirst`) delivers nothing before the picture is taken. Later changes of the property are
/// not delivered (docs/Differences.md). `Just(value)` and `Publishers.CombineLatest` compose
/// such publishers.
struct CombinePipeline {
    /// The value a new subscriber receives at once (the property's current value), or nil.
    let current: () throws -> Value?
    /// A published property's setter, for `assign(to: &$name)`; nil for other publishers.
    var set: ((Value) throws -> Void)? = nil
    var steps: [(name: String, args: Args)] = []

    /// `Publishers.CombineLatest(a, b)` (and `CombineLatest3`, `CombineLatest4`, `a.combineLatest(b)`):
    /// the tuple of the publishers' values once every one has delivered; `Just(value)`.
    static let functions: [StaticFunctionDeclaration] =
        ["CombineLatest", "CombineLatest3", "CombineLatest4"].map { name in
            StaticFunctionDeclaration("Publishers", name) { r, ev in
                var publishers: [CombinePipeline] = []
                while let a = r.positional() { publishers.append(try publisher(a, ev)) }
                return .native(combineLatest(publishers, ev, node: r.node))
            }
        }
    static let values: [ValueDeclaration] = [
        ValueDeclaration("Just") { r, _ in
            guard let a = r.positional() else { throw r.missing("value") }
            return .native(CombinePipeline(current: { a.value }))
        },
        // `PassthroughSubject<Bool, Never>()`: nothing for a new subscriber; what is sent later
        // reaches no one before the picture is taken.
        ValueDeclaration("PassthroughSubject") { _, _ in
            .native(CombinePipeline(current: { nil }, set: { _ in }))
        },
        // `CurrentValueSubject(state)` / `CurrentValueSubject<Int, Never>(0)`: its `value`, which a new
        // subscriber receives at once, and `send(_:)` (or setting `value`) replaces.
        ValueDeclaration("CurrentValueSubject") { r, _ in
            guard let a = r.positional() else { throw r.missing("value") }
            let box = SubjectValue(a.value)
            return .native(CombinePipeline(current: { box.value }, set: { box.value = $0 }, subject: box))
        },
        ValueDeclaration("ObservableObjectPublisher") { _, _ in ObjectWillChange.publisher },
        // `Empty()`: a publisher that delivers nothing.
        ValueDeclaration("Empty", labels: ["completeImmediately"]) { r, _ in
            r.skipRemaining()
            return .native(CombinePipeline(current: { nil }))
        },
        // `Publishers.Sequence<[UIImage?], Never>(sequence: [])`: its elements in turn; a pipeline
        // here carries one value, so a sequence of more than one is refused rather than cut short.
        ValueDeclaration("Publishers.Sequence", labels: ["sequence"]) { r, _ in
            guard let a = r.named("sequence") else { throw r.missing("'sequence:'") }
            guard case .array(let items) = a.value else { throw EvalError("Publishers.Sequence(sequence:) takes an array here", a.node) }
            guard items.count <= 1 else {
                throw EvalError("a Publishers.Sequence of \(items.count) values is not modelled in scripts (one value at most)", a.node)
            }
            let first = items.first
            return .native(CombinePipeline(current: { first }))
        },
    ]

    /// The value a `CurrentValueSubject` holds.
    final class SubjectValue {
        var value: Value
        init(_ value: Value) { self.value = value }
    }
    /// For a `CurrentValueSubject`: its value.
    var subject: SubjectValue? = nil

    /// `subject.value = x`.
    static func setMember(_ base: Value, _ name: String, _ value: Value, _ node: Syntax?) throws -> Bool {
        guard name == "value", case .native(let p as CombinePipeline) = base, let box = p.subject else { return false }
        box.value = value
        return true
    }

    /// `subject.value`.
    static func member(_ base: Value, _ name: String) -> Value? {
        guard name == "value", case .native(let p as CombinePipeline) = base, let box = p.subject else { return nil }
        return box.value
    }

    /// An argument that is a publisher (a published property's `$name` is one).
    static func publisher(_ a: Arg, _ ev: Evaluator) throws -> CombinePipeline {
        switch a.value {
        case .native(let p as CombinePipeline): return p
        default: throw EvalError("expected a publisher, got \(a.value.typeName)", a.node)
        }
    }

    private static func combineLatest(_ publishers: [CombinePipeline], _ ev: Evaluator, node: Syntax?) -> CombinePipeline {
        CombinePipeline(current: {
            var values: [Value] = []
            for p in publishers {
                guard let v = try p.deliveredValue(ev, node: node) else { return nil }
                values.append(v)
            }
            return .tuple(values, labels: Array(repeating: nil, count: values.count))
        })
    }

    /// Operators that run on the value as it arrives.
    static let immediate: Set<String> = [
        "map", "tryMap", "filter", "tryFilter", "compactMap", "tryCompactMap", "removeDuplicates", "replaceNil", "replaceError",
        "replaceEmpty", "eraseToAnyPublisher", "print", "handleEvents", "share", "setFailureType", "mapError", "assertNoFailure",
        "catch", "retry", "prefix", "drop", "combineLatest", "decode",
    ]
    /// Operators that hold the value past the moment of subscription.
    static let waiting: Set<String> = ["debounce", "throttle", "delay", "receive", "subscribe", "collect", "timeout", "dropFirst", "scan"]
    /// Operators that end a pipeline.
    static let terminal: Set<String> = ["sink", "assign"]

    /// Whether `name` is a Combine operator a publisher of a property's value answers.
    static func isOperator(_ name: String) -> Bool { immediate.contains(name) || waiting.contains(name) || terminal.contains(name) }

    /// `name(args)` on the pipeline: a longer pipeline, or, for `sink` and `assign`, the delivery.
    func call(_ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value {
        // A subject's `send(_:)`: a `CurrentValueSubject` keeps the value; nothing is delivered.
        if name == "send", steps.isEmpty, let set {
            if let a = args.items.first { try set(a.value) }
            return .void
        }
        guard Self.isOperator(name) else {
            throw EvalError(
                "the Combine operator '\(name)' is not available in scripts"
                    + Suggest.didYouMean(name, among: Array(Self.immediate.union(Self.waiting).union(Self.terminal))), node)
        }
        if name == "combineLatest" {
            var r = ArgReader(args, name, ev, node: node)
            var publishers = [self]
            while let a = r.positional() { publishers.append(try Self.publisher(a, ev)) }
            return .native(Self.combineLatest(publishers, ev, node: node))
        }
        if !Self.terminal.contains(name) {
            var p = self
            p.steps.append((name, args))
            return .native(p)
        }
        let receive =
            name == "sink" ? args.items.first { $0.label == "receiveValue" } ?? args.items.last { $0.isTrailing || $0.label == nil } : nil
        // `.sink { (astronauts: [Astronaut]) in … }`: the type the subscriber takes, which decides
        // a generic function's `decode(type: T.self, …)` that nothing else decided.
        var received: String?
        if case .closure(let c)? = receive?.value { received = c.params.first?.type }
        let value = try deliveredValue(ev, node: node, receivedType: received)
        switch name {
        case "sink":
            if let value, let receive { _ = try ev.callValue(receive.value, Args([Arg(label: nil, value: value, node: nil)]), node: node) }
        default:  // assign(to: \.name, on: object) or assign(to: &$name)
            guard let target = args.items.first(where: { $0.label == "to" }) else { throw EvalError("assign needs 'to:'", node) }
            if let value {
                if case .native(let p as CombinePipeline) = target.value, let set = p.set {
                    try set(value)
                } else if case .native(let k as KeyPathName) = target.value, let on = args.items.first(where: { $0.label == "on" }),
                    case .instance(let object) = on.value, let member = k.components.last(where: { $0 != "self" })
                {
                    try ev.setInstanceMember(object, member, value, node: node)
                }
            }
        }
        return .native(InertValue(typeName: "AnyCancellable"))
    }

    /// Steps that deliver values of the type they receive.
    static let typeKeeping: Set<String> = [
        "mapError", "replaceError", "eraseToAnyPublisher", "print", "handleEvents", "share", "catch", "retry", "assertNoFailure",
        "setFailureType", "removeDuplicates", "filter", "tryFilter", "prefix", "drop",
    ]

    /// The type the step at `index` delivers, as the rest of the pipeline decides it: the value a
    /// later `replaceError(with:)` gives (an instance of a script type, or an array of them), else
    /// the type the subscriber's closure declares; nil when a later step changes the type or
    /// nothing says.
    private func outputType(after index: Int, receivedType: String?, _ ev: Evaluator) -> String? {
        for (name, args) in steps[(index + 1)...] {
            guard Self.typeKeeping.contains(name) else { return nil }
            if name == "replaceError", let with = args.items.first(where: { $0.label == "with" }) {
                switch with.value {
                case .instance(let i): return i.decl.name
                case .array(let items):
                    if case .instance(let i)? = items.first { return "[\(i.decl.name)]" }
                default: break
                }
            }
        }
        return receivedType
    }

    /// The value a subscriber receives at once, or nil when the pipeline waits, drops or filters it.
    /// A step that throws (`tryMap`, `decode`) fails the pipeline: a later `replaceError(with:)`
    /// delivers its value instead, `catch` delivers nothing, and without either the error is the
    /// script's (a still image has no completion handler to show it).
    func deliveredValue(_ ev: Evaluator, node: Syntax?, receivedType: String? = nil) throws -> Value? {
        guard var v = try current() else { return nil }
        for (index, (name, args)) in steps.enumerated() {
            if Self.waiting.contains(name) { return nil }
            let f = args.items.first(where: { $0.isTrailing || $0.label == nil })?.value
            switch name {
            case "tryMap", "decode":
                do {
                    if name == "decode" {
                        // `.decode(type: [Resort].self, decoder: JSONDecoder())`: the decoder's `decode(_:from:)`.
                        guard let type = args.items.first(where: { $0.label == "type" }), let decoder = args.items.first(where: { $0.label == "decoder" })
                        else { throw EvalError("decode needs 'type:' and 'decoder:'", node) }
                        var target = type.value
                        if case .native(let unbound as UnboundGenericType) = target {
                            guard let decided = outputType(after: index, receivedType: receivedType, ev) else {
                                throw EvalError(
                                    "decode(type: \(unbound.name).self, …): nothing here decides what '\(unbound.name)' is; give the result a type", type.node)
                            }
                            target = ev.aliasValue(decided)
                        }
                        v = try ev.callMethod(
                            decoder.value, "decode", Args([Arg(label: nil, value: target, node: type.node), Arg(label: "from", value: v, node: nil)]),
                            node: node)
                    } else if let f {
                        v = try ev.callValue(f, Args([Arg(label: nil, value: v, node: nil)]), node: node)
                    }
                } catch let error as ThrownError {
                    for (later, laterArgs) in steps[(index + 1)...] {
                        if later == "replaceError", let with = laterArgs.items.first(where: { $0.label == "with" }) { return with.value }
                        if later == "catch" { return nil }
                    }
                    throw error
                }
            case "map":
                guard let f else { continue }
                v = try ev.callValue(f, Args([Arg(label: nil, value: v, node: nil)]), node: node)
            case "filter", "tryFilter":
                guard let f else { continue }
                guard case .bool(true) = try ev.callValue(f, Args([Arg(label: nil, value: v, node: nil)]), node: node) else { return nil }
            case "compactMap", "tryCompactMap":
                guard let f else { continue }
                v = try ev.callValue(f, Args([Arg(label: nil, value: v, node: nil)]), node: node)
                if v.isNone { return nil }
            case "replaceNil":
                if v.isNone, let with = args.items.first(where: { $0.label == "with" }) { v = with.value }
            case "drop":
                // `drop(while:)`: the value is dropped while the predicate holds.
                guard let f = args.items.first(where: { $0.label == "while" || $0.isTrailing })?.value else { continue }
                if case .bool(true) = try ev.callValue(f, Args([Arg(label: nil, value: v, node: nil)]), node: node) { return nil }
            case "prefix":
                if case .int(0)? = args.items.first?.value { return nil }
            default: continue  // the value passes unchanged
            }
        }
        return v
    }
}

/// A generic function's type parameter that neither its arguments nor the type its result is
/// expected to have decide (`decodeJSON<T>(…) -> AnyPublisher<T, Error>` called bare): what uses
/// it later may decide it (`decode(type: T.self, …)` delivered to `.sink { (xs: [X]) in … }`).
struct UnboundGenericType: Hashable {
    let name: String
}
