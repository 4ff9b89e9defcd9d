import Foundation
import SwiftSyntax
import SwiftOperators

/// The build a script's `#if` blocks are evaluated for: an iOS debug build on a device, as the
/// file would compile in Xcode. `DEBUG` is defined, `os(iOS)` holds, `canImport` is true for the
/// iOS SDK's modules, `targetEnvironment(simulator)` is false, and the compiler is Swift 5.10.
/// `easel render --define NAME` adds names.
public struct CompilationConditions: Sendable {
    /// Names `#if NAME` treats as defined.
    public var flags: Set<String>
    public var os = "iOS"
    public var arch = "arm64"
    public var swiftVersion = [5, 10]

    /// The default: `DEBUG` and the names given.
    public init(defining extra: [String] = []) {
        flags = Set(["DEBUG"] + extra)
    }

    public static let iOSDebug = CompilationConditions()

    /// Modules of the iOS SDK that `canImport` finds.
    package static let sdkModules: Set<String> = [
        "SwiftUI", "UIKit", "Foundation", "Combine", "CoreGraphics", "CoreFoundation", "Observation", "SwiftData", "Charts",
        "MapKit", "CoreData", "CoreLocation", "AVFoundation", "AVKit", "PhotosUI", "Photos", "WidgetKit", "Darwin", "Dispatch",
        "os", "QuartzCore", "CoreImage", "CoreText", "StoreKit", "UniformTypeIdentifiers", "ActivityKit", "AppIntents",
        "CoreMotion", "HealthKit", "Contacts", "EventKit", "UserNotifications", "WebKit", "SafariServices", "MessageUI",
        "CoreHaptics", "GameKit", "GameplayKit", "SpriteKit", "SceneKit", "ARKit", "RealityKit", "Vision", "CoreML", "NaturalLanguage",
        "LocalAuthentication", "CloudKit", "Network", "OSLog", "Accelerate", "Metal", "MetalKit", "TipKit", "CryptoKit", "ImageIO", "Security",
    ]

    /// The clause of `#if … #elseif … #else … #endif` that compiles, or nil when none does.
    func activeClause(_ d: IfConfigDeclSyntax) throws -> IfConfigClauseSyntax? {
        for clause in d.clauses {
            guard let c = clause.condition else { return clause }  // #else
            if try holds(c) { return clause }
        }
        return nil
    }

    /// Whether a `#if` condition holds.
    package func holds(_ e: ExprSyntax) throws -> Bool {
        if let s = e.as(SequenceExprSyntax.self) {
            return try holds(OperatorTable.standardOperators.foldSingle(s))
        }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1 { return try holds(t.elements.first!.expression) }
        if let b = e.as(BooleanLiteralExprSyntax.self) { return b.literal.tokenKind == .keyword(.true) }
        if let d = e.as(DeclReferenceExprSyntax.self) { return flags.contains(d.baseName.plainText) }
        if let p = e.as(PrefixOperatorExprSyntax.self), p.operator.text == "!" { return try !holds(p.expression) }
        if let i = e.as(InfixOperatorExprSyntax.self), let op = i.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            switch op {
            case "&&": return try holds(i.leftOperand) && holds(i.rightOperand)
            case "||": return try holds(i.leftOperand) || holds(i.rightOperand)
            default: break
            }
        }
        if let call = e.as(FunctionCallExprSyntax.self), let f = call.calledExpression.as(DeclReferenceExprSyntax.self),
            let arg = call.arguments.first?.expression
        {
            let text = arg.trimmedDescription
            switch f.baseName.plainText {
            case "os": return text == os
            case "arch": return text == arch
            case "canImport": return Self.sdkModules.contains(text.split(separator: ".").first.map(String.init) ?? text)
            case "targetEnvironment": return false
            case "swift", "compiler": return try versionTest(arg, node: call)
            case "hasFeature", "hasAttribute": return false
            default: break
            }
        }
        throw EvalError("unsupported #if condition '\(e.trimmedDescription)'", e)
    }

    /// `swift(>=5.9)`, `compiler(<6)`.
    private func versionTest(_ arg: ExprSyntax, node: FunctionCallExprSyntax) throws -> Bool {
        let text = arg.trimmedDescription.replacingOccurrences(of: " ", with: "")
        let op = text.hasPrefix(">=") ? ">=" : text.hasPrefix("<") ? "<" : ""
        let digits = text.dropFirst(op.count).split(separator: ".").map { Int($0) }
        guard !op.isEmpty, !digits.isEmpty, digits.allSatisfy({ $0 != nil }) else {
            throw EvalError("expected a version such as '>=5.9' in '\(node.trimmedDescription)'", node)
        }
        let want = digits.map { $0! }
        var cmp = 0
        for i in 0..<max(want.count, swiftVersion.count) {
            let a = i < swiftVersion.count ? swiftVersion[i] : 0, b = i < want.count ? want[i] : 0
            if a != b { cmp = a < b ? -1 : 1; break }
        }
        return op == ">=" ? cmp >= 0 : cmp < 0
    }
}

extension Evaluator {
    /// A switch's cases, with those of the active clause of each `#if` among them.
    func activeCases(_ list: SwitchCaseListSyntax) throws -> [SwitchCaseSyntax] {
        var out: [SwitchCaseSyntax] = []
        for c in list {
            switch c {
            case .switchCase(let sc): out.append(sc)
            case .ifConfigDecl(let d):
                if case .switchCases(let inner)? = try conditions.activeClause(d)?.elements { out += try activeCases(inner) }
            }
        }
        return out
    }

    /// `base #if os(iOS) .navigationBarTitleDisplayMode(.inline) #endif`: the chain of the active
    /// clause applied to the base, or the base alone.
    func evalPostfixIfConfig(_ e: PostfixIfConfigExprSyntax, _ scope: Scope) throws -> Value {
        var value = try e.base.map { try eval($0, scope) } ?? .void
        if let clause = try conditions.activeClause(e.config), case .postfixExpression(let chain)? = clause.elements {
            value = try applyChain(chain, to: value, scope)
        }
        return value
    }

    /// Evaluates a postfix chain whose innermost member has no base (`.a(x).b`) on `base`.
    private func applyChain(_ chain: ExprSyntax, to base: Value, _ scope: Scope) throws -> Value {
        if let m = chain.as(MemberAccessExprSyntax.self) {
            let receiver = try m.base.map { try applyChain($0, to: base, scope) } ?? base
            return try member(of: receiver, m.declName.baseName.plainText, node: Syntax(m.declName))
        }
        if let call = chain.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let receiver = try m.base.map { try applyChain($0, to: base, scope) } ?? base
            let args = try evalArgs(
                call.arguments, trailing: call.trailingClosure, additional: call.additionalTrailingClosures,
                scope, node: Syntax(call))
            return try callMethod(receiver, m.declName.baseName.plainText, args, node: Syntax(m.declName), callerScope: scope)
        }
        if let p = chain.as(PostfixIfConfigExprSyntax.self) {
            let inner = try p.base.map { try applyChain($0, to: base, scope) } ?? base
            if let clause = try conditions.activeClause(p.config), case .postfixExpression(let c)? = clause.elements {
                return try applyChain(c, to: inner, scope)
            }
            return inner
        }
        throw EvalError("unsupported expression in a #if modifier chain: '\(chain.trimmedDescription.prefix(40))'", chain)
    }
}
