import SwiftSyntax
import Easel

/// The arguments of a call site as the evaluator reads them — each one's label and expression,
/// the trailing closure and the labelled ones after it — found once per call site: walking
/// SwiftSyntax's collections and reading a token's text each time cost more than evaluating a
/// literal argument (a grid of 10,000 `frame(width: 10, height: 10)` calls spent a third of its
/// argument time there).
final class CallSiteArguments {
    /// An argument written in the parentheses.
    struct Item {
        let label: String?
        let expression: ExprSyntax
        let node: Syntax
        /// The value of a number or Boolean literal (`width: 10`) or of literal arithmetic
        /// (`red: 242 / 255`, as Swift types it without a context), the same at every call.
        let constant: Value?
        /// Whether the context decides the value (`LiteralArithmetic.needsContext`: `1 / 3`).
        let needsContext: Bool
        /// The expression, when it is a string literal with interpolations (`"Card \(n)"`): its
        /// interpolated values are kept with the argument (`Arg.interpolations`).
        let interpolatedLiteral: StringLiteralExprSyntax?

        init(_ a: LabeledExprSyntax) {
            label = a.label?.text
            expression = a.expression
            node = Syntax(a.expression)
            needsContext = LiteralArithmetic.needsContext(a.expression)
            interpolatedLiteral = a.expression.as(StringLiteralExprSyntax.self).flatMap { literal in
                literal.segments.contains {
                    if case .expressionSegment = $0 { return true }; return false
                } ? literal : nil
            }
            if let v = LiteralArithmetic.contextFree(a.expression) {
                constant = v  // an overflow or a division by zero is nil here, and reported when evaluated
            } else if let b = a.expression.as(BooleanLiteralExprSyntax.self) {
                constant = .bool(b.literal.text == "true")
            } else {
                constant = nil
            }
        }
    }

    let items: [Item]
    let trailing: ClosureExprSyntax?
    let additional: [(label: String, closure: ClosureExprSyntax)]
    /// The name after the dot of a call to a member (`frame` in `x.frame(width: 10)`), nil for
    /// other calls.
    let memberName: String?
    /// The called expression taken apart (nil: the arguments of something other than a call).
    let callee: CallSiteCallee?
    /// The value of the base of a member call (`Color.red` in `Color.red.frame(…)`) when it is a
    /// registered constant of one of Easel's types (`ResolvedReferences.constant`), found after
    /// the first evaluation; later evaluations take it from here instead of evaluating the base.
    var baseConstant: Value?
    /// Whether `baseConstant` was looked for (once, after the base's first evaluation).
    var baseConstantLookedFor = false
    /// `baseConstant` as a view, erased at the first built-in modifier call on it: the constant
    /// never changes and an `AnyView` is immutable, so the views this site makes share one
    /// erasure (erasing at every call cost an allocation, the type's look-up and, when the view
    /// was freed, a deallocation: about 1,400 instructions a call).
    var baseConstantView: AnyView?
    /// The built-in modifier and methods the member name finds, looked up on the first call.
    var builtinCallee: BuiltinCallee?
    /// The name of the Easel type a call such as `Text("a")` or `RoundedRectangle(cornerRadius: 12)`
    /// was found to construct at its first evaluation, through Easel's declaration of it: no
    /// local, member of `self`, file-scope name or script type of that name (Swift's names are
    /// lexical, as in `ResolvedReferences`), and none of the evaluator's own initialisers
    /// (collections, integers, Foundation, SwiftData, Core Data, a script extension's `init`)
    /// takes that name. Later evaluations construct it directly instead of looking the name up
    /// in every scope and in the tables of those initialisers (about 5,000 instructions a call).
    /// Not checked for exclusive access at run time: read and set in single statements.
    @exclusivity(unchecked) var easelTypeConstructed: String?
    /// The script type a call such as `Card(n: 3)` was found to construct at its first evaluation:
    /// no local, member of `self` or file-scope name of that name, as for `easelTypeConstructed`.
    /// Later evaluations construct it directly instead of looking the name up in every scope, in
    /// `self`'s members and in the script's types (about 2,000 instructions a call). Not checked
    /// for exclusive access at run time: read and set in single statements.
    @exclusivity(unchecked) var scriptTypeConstructed: TypeDecl?
    /// The value of the whole call when it is the same at every evaluation (see `ConstantCalls`),
    /// found at the first: later evaluations return it without evaluating the arguments or calling
    /// anything. Not checked for exclusive access at run time: set once, in a single statement.
    @exclusivity(unchecked) var constantValue: Value?
    /// Whether the site was looked at for `constantValue` (once, at its first evaluation).
    var constantLookedFor = false

    init(
        _ list: LabeledExprListSyntax, trailing: ClosureExprSyntax?, additional: MultipleTrailingClosureElementListSyntax?,
        memberName: String? = nil, callee: CallSiteCallee? = nil
    ) {
        items = list.map(Item.init)
        self.trailing = trailing
        self.additional = (additional ?? []).map { (label: $0.label.text, closure: $0.closure) }
        self.memberName = memberName
        self.callee = callee
    }

    /// How many arguments a call with these has.
    var count: Int { items.count + (trailing == nil ? 0 : 1) + additional.count }

    /// The storage of the last call's argument list, emptied, for the next call to fill
    /// (`Evaluator.evalArgs(_:_:node:)`): a call's arguments are an array, and allocating and
    /// freeing one at every call cost about 250 instructions. A call evaluated inside another
    /// call of the same site finds none and makes its own.
    private var spareItems: [Arg] = []

    /// The spare argument storage, taken (empty, with its capacity).
    func takeSpareItems() -> [Arg] {
        var items: [Arg] = []
        swap(&items, &spareItems)
        return items
    }

    /// Keeps the storage of a finished call's arguments for the next call, emptied. An argument
    /// list something kept (a value made from the arguments) is left to it: emptying a shared
    /// array makes a new one, which the next call then uses.
    func recycle(_ items: inout [Arg]) {
        // One by one: `removeAll(keepingCapacity:)` goes through the generic `replaceSubrange`
        // (about 330 instructions for two arguments).
        while !items.isEmpty { items.removeLast() }
        swap(&items, &spareItems)
    }
}

/// What a member name finds among Easel's modifiers (`ScriptAPI.modifiers`) and type-keeping
/// methods (`ScriptAPI.methods`), which do not change once scripts run.
struct BuiltinCallee {
    let modifier: ModifierDeclaration?
    let methods: [MethodDeclaration]?

    init(_ name: String) {
        modifier = ScriptAPI.modifiers[name]
        methods = ScriptAPI.methods[name]
    }

    var exists: Bool { modifier != nil || methods != nil }
}

/// Each call site's arguments, by the call's syntax node.
struct CallSites {
    private var known = SyntaxTable<CallSiteArguments>()

    /// The site of a call expression (or of other arguments, by their node) already made, or nil.
    /// (`mutating`, though it changes nothing: the evaluator's table is then read in place, not
    /// copied with a retain of its storage at every call.)
    mutating func known(_ e: FunctionCallExprSyntax) -> CallSiteArguments? { known[e.id] }
    mutating func known(at node: Syntax) -> CallSiteArguments? { known[node.id] }

    /// The site of a call expression, with the member name it calls.
    mutating func site(of e: FunctionCallExprSyntax, _ files: FileNames) -> CallSiteArguments {
        let id = e.id
        if let site = known[id] { return site }
        let callee = CallSiteCallee(e, files)
        var memberName: String?
        if case .member(let m, _, _) = callee { memberName = m.declName.baseName.plainText }
        let site = CallSiteArguments(
            e.arguments, trailing: e.trailingClosure, additional: e.additionalTrailingClosures,
            memberName: memberName, callee: callee)
        known[id] = site
        return site
    }

    /// The kept value of the call site `e` when it is a constant call (see `ConstantCalls`);
    /// nil when it is not, or was not evaluated yet.
    func constantValue(of e: ExprSyntax) -> Value? {
        known[e.id]?.constantValue
    }

    mutating func arguments(
        at node: Syntax, _ list: LabeledExprListSyntax, trailing: ClosureExprSyntax?, additional: MultipleTrailingClosureElementListSyntax?,
        _ files: FileNames
    ) -> CallSiteArguments {
        if let site = known[node.id] { return site }
        if let call = node.as(FunctionCallExprSyntax.self) { return site(of: call, files) }
        let site = CallSiteArguments(list, trailing: trailing, additional: additional)
        known[node.id] = site
        return site
    }
}
