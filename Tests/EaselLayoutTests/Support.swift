import XCTest
import Foundation
@testable import EaselLayout

// MARK: - Fake text measurer

/// Predictable text geometry without font files: every character is 10 pt wide, lines are 20 pt
/// high with the baseline 16 pt below the line's top. A finite width wraps at spaces (a word longer
/// than the line breaks between characters, at least one character per line); lineLimit and a finite
/// height limit the lines (at least one), and the last kept line ends in "…" (10 pt) when text remains.
final class FakeMeasurer: TextMeasuring {
    static let charWidth: CGFloat = 10
    static let lineHeight: CGFloat = 20
    static let baseline: CGFloat = 16
    private(set) var calls = 0

    func measure(_ string: String, style: TextStyle, proposal p: ProposedViewSize) -> TextMeasurement {
        calls += 1
        let cw = FakeMeasurer.charWidth, lh = FakeMeasurer.lineHeight
        var maxChars: Int? = nil
        if let w = p.width, w.isFinite { maxChars = max(1, Int((w / cw + 1e-9).rounded(.down))) }
        var lines: [String] = maxChars.map { wrap(string, maxChars: $0) } ?? [string]
        var limit = style.lineLimit ?? Int.max
        if let h = p.height, h.isFinite { limit = min(limit, max(1, Int((h / lh + 1e-9).rounded(.down)))) }
        limit = max(limit, 1)
        if lines.count > limit {
            let last = lines[limit - 1]
            let room = maxChars.map { max($0 - 1, 0) } ?? last.count
            lines = Array(lines.prefix(limit - 1)) + [String(last.prefix(room)) + "\u{2026}"]
        }
        let textLines = lines.enumerated().map { i, s in
            TextLine(text: s, x: 0, width: CGFloat(s.count) * cw, baseline: CGFloat(i) * lh + FakeMeasurer.baseline)
        }
        let width = textLines.map(\.width).max() ?? 0
        return TextMeasurement(
            size: CGSize(width: width, height: CGFloat(textLines.count) * lh),
            lines: textLines, lineHeight: lh)
    }

    private func wrap(_ s: String, maxChars: Int) -> [String] {
        var out: [String] = []
        var current = ""
        for word in s.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
            if word.count > maxChars {
                if !current.isEmpty { out.append(current); current = "" }
                var rest = Substring(word)
                while rest.count > maxChars { out.append(String(rest.prefix(maxChars))); rest = rest.dropFirst(maxChars) }
                current = String(rest)
            } else if current.isEmpty {
                current = word
            } else if current.count + 1 + word.count <= maxChars {
                current += " " + word
            } else {
                out.append(current)
                current = word
            }
        }
        if !current.isEmpty || out.isEmpty { out.append(current) }
        return out
    }
}

// MARK: - Custom alignments (seed 000)

enum FeetID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.bottom] } }
enum CustomID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.bottom] } }
enum AnchorH: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d[HorizontalAlignment.center] } }
enum AnchorV: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] } }

extension VerticalAlignment {
    static let feet = VerticalAlignment(FeetID.self)
    static let custom = VerticalAlignment(CustomID.self)
    static let anchor = VerticalAlignment(AnchorV.self)
}
extension HorizontalAlignment {
    static let anchor = HorizontalAlignment(AnchorH.self)
}
extension Alignment {
    static let anchor = Alignment(horizontal: .anchor, vertical: .anchor)
}

// MARK: - Builders

enum B {
    static let sizes: [String: CGSize] = [
        "rogue": CGSize(width: 48, height: 64),
        "dragoon": CGSize(width: 72, height: 91),
        "brawler": CGSize(width: 56, height: 76),
        "barbarian": CGSize(width: 101, height: 92),
    ]

    static func image(_ name: String, resizable: Bool = false) -> ImageNode {
        ImageNode(
            name: name, naturalSize: sizes[name]!,
            resizing: resizable ? (capInsets: EdgeInsets(), mode: .stretch) : nil, source: nil)
    }
    static func text(_ s: String, lineLimit: Int? = nil) -> TextNode {
        TextNode(string: s, style: TextStyle(lineLimit: lineLimit), ink: Swatch("black"))
    }
    static func color(_ kind: String = "Color") -> ShapeNode {
        ShapeNode(kind: kind, drawing: Swatch("fill"))
    }
    static func hstack(_ alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, _ children: [LayoutNode]) -> StackNode {
        StackNode(axis: .horizontal, alignment: alignment.key, spacing: spacing, children: children)
    }
    static func vstack(_ alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, _ children: [LayoutNode]) -> StackNode {
        StackNode(axis: .vertical, alignment: alignment.key, spacing: spacing, children: children)
    }
    static func hstack(spacing: CGFloat? = nil, _ children: [LayoutNode]) -> StackNode { hstack(.center, spacing: spacing, children) }
    static func vstack(spacing: CGFloat? = nil, _ children: [LayoutNode]) -> StackNode { vstack(.center, spacing: spacing, children) }
    static func guide(_ a: VerticalAlignment, _ child: LayoutNode, _ f: @escaping (ViewDimensions) -> CGFloat) -> AlignmentGuideNode {
        AlignmentGuideNode(key: a.key, compute: f, child: child)
    }
    static func guide(_ a: HorizontalAlignment, _ child: LayoutNode, _ f: @escaping (ViewDimensions) -> CGFloat) -> AlignmentGuideNode {
        AlignmentGuideNode(key: a.key, compute: f, child: child)
    }
    static func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center, _ child: LayoutNode) -> FrameNode {
        FrameNode(width: width, height: height, alignment: alignment, child: child)
    }
    static func flex(
        minW: CGFloat? = nil, idealW: CGFloat? = nil, maxW: CGFloat? = nil,
        minH: CGFloat? = nil, idealH: CGFloat? = nil, maxH: CGFloat? = nil,
        alignment: Alignment = .center, _ child: LayoutNode
    ) -> FlexibleFrameNode {
        FlexibleFrameNode(
            horizontal: .init(min: minW, ideal: idealW, max: maxW),
            vertical: .init(min: minH, ideal: idealH, max: maxH), alignment: alignment, child: child)
    }
    static func border(_ child: LayoutNode) -> SecondaryNode {
        SecondaryNode(
            role: .border, alignment: .center, primary: child,
            secondary: ShapeNode(kind: "Rectangle", drawing: Swatch("strokeBorder")))
    }
}

/// What layout tests' leaves draw: layout carries a drawing without looking inside it, so a name
/// is all a test needs.
struct Swatch: Drawing {
    let description: String
    init(_ name: String) { description = name }
}

/// A leaf that counts how often (and for which proposals) its size is computed.
final class CountingLeaf: LayoutNode {
    private(set) var computeCalls = 0
    private(set) var proposals: [ProposedViewSize] = []
    init() { super.init(kind: "Counting") }
    override func computeSize(_ p: ProposedViewSize, _ ctx: LayoutContext) -> CGSize {
        computeCalls += 1
        proposals.append(p)
        // Flexible between 0 and 40 on each axis, ideal 20: always finite.
        return CGSize(width: min(p.width ?? 20, 40), height: min(p.height ?? 20, 40))
    }
}

// MARK: - Layout helpers

struct Laid {
    let root: PlacedNode
    let ctx: LayoutContext

    func node(_ kind: String, _ label: String? = nil, file: StaticString = #filePath, line: UInt = #line) -> PlacedNode {
        guard let n = root.first(where: { $0.kind == kind && (label == nil || $0.label == label) }) else {
            XCTFail("no placed node \(kind) \(label ?? "")", file: file, line: line)
            return root
        }
        return n
    }
    func frame(_ kind: String, _ label: String? = nil, file: StaticString = #filePath, line: UInt = #line) -> CGRect {
        node(kind, label, file: file, line: line).frame
    }
    func nodes(_ kind: String) -> [PlacedNode] { root.all { $0.kind == kind } }
}

extension XCTestCase {
    /// Lays out `root` and fails when the engine reports an error.
    func layout(
        _ root: LayoutNode, _ proposal: ProposedViewSize = .unspecified, origin: CGPoint = .zero,
        scale: CGFloat = 1, expectNoError: Bool = true,
        file: StaticString = #filePath, line: UInt = #line
    ) -> Laid {
        let ctx = LayoutContext(measurer: FakeMeasurer(), scale: scale)
        let placed = Placer.place(root, proposal: proposal, origin: origin, ctx)
        if expectNoError { XCTAssertNil(ctx.error, "layout error: \(String(describing: ctx.error))", file: file, line: line) }
        return Laid(root: placed, ctx: ctx)
    }
}

func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect { CGRect(x: x, y: y, width: w, height: h) }
func size(_ w: CGFloat, _ h: CGFloat) -> CGSize { CGSize(width: w, height: h) }
