// Custom alignments from seeds 000 and 001 ("Alignments"), as published (seed 000 spells the
// return type `Length`, the 2019 beta alias; seed 001 uses CGFloat). Defined once for the test module.
import Easel

extension VerticalAlignment {
    enum Feet: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> Length { d[.bottom] }
    }
    static let feet = VerticalAlignment(Feet.self)
}

extension VerticalAlignment {
    enum Custom: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> Length { d[VerticalAlignment.center] }
    }
    static let custom = VerticalAlignment(Custom.self)
}

extension HorizontalAlignment {
    enum Anchor: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[HorizontalAlignment.center] }
    }
    static let anchor = HorizontalAlignment(Anchor.self)
}

extension VerticalAlignment {
    enum Anchor: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
    }
    static let anchor = VerticalAlignment(Anchor.self)
}

extension Alignment {
    static let anchor = Alignment(horizontal: .anchor, vertical: .anchor)
}

// Seed 003 ("How to create a custom alignment guide").
extension VerticalAlignment {
    struct MidAccountAndName: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat {
            context[.top]
        }
    }

    static let midAccountAndName = VerticalAlignment(MidAccountAndName.self)
}

// The article's "square" guide for the wizard example (seed 000, "Derived custom alignments").
extension VerticalAlignment {
    enum Square: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
    }
    static let square = VerticalAlignment(Square.self)
}

// The asset symbol Xcode would generate for the Hacking with Swift portrait.
extension ImageResource {
    static let paulHudson = ImageResource(name: "paulHudson")
}
