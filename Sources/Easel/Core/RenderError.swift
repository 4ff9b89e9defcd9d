import Foundation
import EaselLayout

/// Why a render failed.
public enum RenderError: Error, CustomStringConvertible, Equatable {
    case depthLimit(limit: Int, path: String)
    case nodeLimit(limit: Int, path: String)
    case stateDidNotSettle(passes: Int, state: [String])
    case layout(LayoutError)
    case canvasTooLarge(width: Double, height: Double, limit: Int)
    case invalidCanvas(String)
    case missingImage(name: String)

    public var description: String {
        switch self {
        case .depthLimit(let limit, let path):
            return "views nest deeper than \(limit) levels (a view that contains itself?) at \(path)"
        case .nodeLimit(let limit, let path):
            return "more than \(limit) views were created (a runaway loop?) at \(path)"
        case .stateDidNotSettle(let passes, let state):
            return "state still changing after \(passes) passes: \(state.joined(separator: ", "))"
        case .layout(let e): return e.description
        case .canvasTooLarge(let w, let h, let limit):
            return
                "canvas \(formatLength(CGFloat(w.rounded(.up)))) x \(formatLength(CGFloat(h.rounded(.up)))) pixels is larger than the limit of \(limit) pixels a side"
        case .invalidCanvas(let detail): return "invalid canvas: \(detail)"
        case .missingImage(let name): return "no image named '\(name)' in the asset folders"
        }
    }
}
