import Foundation
import SwiftSyntax
import Easel

/// `.black.opacity(0.2)`, `.callout.bold()`, `.linear.repeatForever()`: an implicit member with
/// members applied after it. Like a bare `.black`, the chain waits for the type the context
/// expects, which gives the root its meaning; the steps are then applied to that value.
struct ImplicitChain {
    struct Step { let name: String; let args: Args?; let node: Syntax }
    /// The name of a subscript step (`.sampleData[0]`); its arguments are the subscript's.
    static let subscriptStep = "[]"
    let root: String
    let rootArgs: Args?
    var steps: [Step]
}

extension Evaluator {
    /// `member` (or, with `args`, a call of it) on an implicit member or a chain: a longer chain.
    func extendImplicit(_ base: Value, _ name: String, args: Args?, node: Syntax) -> Value? {
        let step = ImplicitChain.Step(name: name, args: args, node: node)
        switch base {
        case .implicitMember(let root, let rootArgs): return .native(ImplicitChain(root: root, rootArgs: rootArgs, steps: [step]))
        case .native(var c as ImplicitChain):
            c.steps.append(step)
            return .native(c)
        default: return nil
        }
    }

    /// The chain's value where `type` is expected: the root as a member of the type, then each step.
    func resolveChain(_ c: ImplicitChain, as type: TypeRef, node: Syntax?) throws -> Value {
        var v: Value
        if let args = c.rootArgs {
            v = try callMethod(.type(type), c.root, args, node: node)
        } else {
            v = try member(of: .type(type), c.root, node: node ?? c.steps[0].node)
        }
        for s in c.steps {
            if s.name == ImplicitChain.subscriptStep, let args = s.args {
                v = try subscriptValue(v, args, node: s.node)
            } else if let args = s.args {
                v = try callMethod(v, s.name, args, node: s.node)
            } else {
                v = try member(of: v, s.name, node: s.node)
            }
        }
        return v
    }
}
