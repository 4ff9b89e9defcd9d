import SwiftSyntax

/// Calls whose value is the same at every evaluation of their syntax node, kept at the call site
/// after the first (`CallSiteArguments.constantValue`): `Color(red: 242 / 255, green: 242 / 255,
/// blue: 247 / 255)`, `RoundedRectangle(cornerRadius: 12, style: .circular).fill(…)`,
/// `Color.red.frame(width: 10, height: 10)`, `.custom("DejaVu Sans", size: 14)`. Evaluating one
/// again (its arguments, the call's dispatch, Easel's declaration reading them, the values made
/// and freed) cost thousands of instructions for a value equal to the first one; a view inside a
/// `ForEach` made it at every element.
///
/// A call is constant when its arguments are, it has no closures, and what it calls depends on
/// nothing but its arguments:
///
/// - one of Easel's types in `types`, constructed through Easel's declaration
///   (`CallSiteArguments.easelTypeConstructed`: no local, member or script type of that name);
/// - one of Easel's modifiers or type-keeping methods in `members`, on a base that is itself
///   constant (a registered constant such as `Color.red`, or a constant call) and that Easel's
///   declaration applied (`Evaluator.builtInModifierCall`: no script extension declares it);
/// - an implicit member with arguments (`.custom("DejaVu Sans", size: 14)`), which is only the
///   member's name and its arguments until the type it is read as resolves it (`random` aside).
///
/// An argument is constant when it is a number or Boolean literal or literal arithmetic (the
/// call site's `constant`), an implicit member without arguments that no script extension
/// declares a static of that name for (`.circular`, `.top`), a registered constant
/// (`Color.white`), or a constant call. String literals without interpolations count only for
/// `Image("icon64")` and implicit members: other types read strings through the script's
/// catalogs and assets (`Text("Title")`, `Color("Brand")`).
///
/// The kept value is a value, not a reference: Easel's views and styles are structs (an
/// `AnyView`'s storage is immutable), so every evaluation sharing one changes nothing a copy
/// would not. Steps are counted as before for the call expression itself (`eval`), not for the
/// arguments it no longer evaluates.
enum ConstantCalls {
    /// Easel's types whose initialisers read nothing but their arguments.
    static let types: Set<String> = [
        "Color", "Rectangle", "RoundedRectangle", "Circle", "Ellipse", "Capsule", "Image", "Spacer", "Divider",
    ]

    /// Easel's modifiers and type-keeping methods that read nothing but their base and arguments.
    static let members: Set<String> = [
        "frame", "padding", "opacity", "cornerRadius", "foregroundColor", "foregroundStyle", "fill", "stroke", "strokeBorder",
        "resizable", "scaledToFit", "scaledToFill", "aspectRatio", "offset", "clipped",
    ]

    /// What a call site's first evaluation called.
    enum Callee {
        /// One of Easel's types, by its declaration.
        case easelType(String)
        /// One of Easel's modifiers or methods on the value of `base`.
        case builtinMember(base: ExprSyntax)
        /// `.name(…)`, an implicit member with arguments.
        case implicitMember
    }
}

extension Evaluator {
    /// Keeps `value` as the value of every later evaluation of `site` when the call is constant
    /// (see `ConstantCalls`); decided once, at the site's first evaluation.
    func noteConstantCall(_ site: CallSiteArguments, _ value: Value, callee: ConstantCalls.Callee) {
        site.constantLookedFor = true
        guard site.trailing == nil, site.additional.isEmpty else { return }
        let allowsStrings: Bool
        switch callee {
        case .easelType(let type):
            guard ConstantCalls.types.contains(type) else { return }
            allowsStrings = type == "Image"
        case .builtinMember(let base):
            guard let name = site.memberName, ConstantCalls.members.contains(name) else { return }
            guard site.baseConstant != nil || callSites.constantValue(of: base) != nil else { return }
            allowsStrings = false
        case .implicitMember:
            guard site.memberName != "random" else { return }
            allowsStrings = true
        }
        for item in site.items {
            guard isConstantArgument(item, allowsStrings: allowsStrings) else { return }
        }
        site.constantValue = value
    }

    private func isConstantArgument(_ item: CallSiteArguments.Item, allowsStrings: Bool) -> Bool {
        if item.constant != nil { return true }
        let e = item.expression
        if let s = e.as(StringLiteralExprSyntax.self) {
            return allowsStrings && item.interpolatedLiteral == nil && s.segments.allSatisfy { $0.is(StringSegmentSyntax.self) }
        }
        if let m = e.as(MemberAccessExprSyntax.self) {
            if m.base == nil {
                // `.circular`: resolved among Easel's statics, unless a script extension declares
                // a static of that name (which a script may change).
                let name = memberName(m)
                return !extensions.values.contains { $0.staticVars[name] != nil || $0.computed[name] != nil }
            }
            return resolvedReferences.constant(at: m.id) != nil
        }
        if e.is(FunctionCallExprSyntax.self) { return callSites.constantValue(of: e) != nil }
        return false
    }
}

/// A closure's body that is one constant call, and the call's kept value
/// (`Evaluator.keptCall(of:argumentCount:)`).
struct KeptCall {
    let expression: ExprSyntax
    let value: Value
}
