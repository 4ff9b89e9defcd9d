import XCTest
@testable import Easel

/// The inline markdown of `Text` string literals (SwiftUI's `LocalizedStringKey`).
final class InlineMarkdownTests: XCTestCase {
    /// The pieces as "text" with a short tag of their styling: b bold, i italic, s struck, c code, l link.
    private func parsed(_ text: Text) -> [String] {
        text.pieces.map { p in
            let a = p.attributes
            var tags = ""
            if a.fontWeight == .bold { tags += "b" }
            if a.isItalic == true { tags += "i" }
            if a.strikethrough?.isActive == true { tags += "s" }
            if a.isMonospaced == true { tags += "c" }
            if a.isLink == true { tags += "l" }
            return tags.isEmpty ? p.string : "\(tags):\(p.string)"
        }
    }

    func testPlainLiteralIsOnePlainPiece() {
        XCTAssertEqual(Text("Hello, world").pieces, [Text.Piece(string: "Hello, world", attributes: TextAttributes())])
        XCTAssertEqual(parsed(Text("")), [""])
        // Literals without syntax characters and interpolated values make one piece.
        XCTAssertEqual(Text("Card \(7) of \("*9*")").pieces, [Text.Piece(string: "Card 7 of *9*", attributes: TextAttributes())])
    }

    func testEmphasisStrongStrikethroughCodeAndLinks() {
        XCTAssertEqual(
            parsed(Text("**Bold**, *italic*, ~~struck~~, `code`, [link](https://x.y)")),
            ["b:Bold", ", ", "i:italic", ", ", "s:struck", ", ", "c:code", ", ", "l:link"])
        XCTAssertEqual(parsed(Text("__strong__ and _em_")), ["b:strong", " and ", "i:em"])
        XCTAssertEqual(parsed(Text("***both***")), ["bi:both"])
    }

    func testNesting() {
        XCTAssertEqual(parsed(Text("**bold *and italic* bold**")), ["b:bold ", "bi:and italic", "b: bold"])
        XCTAssertEqual(parsed(Text("*a **b** c*")), ["i:a ", "bi:b", "i: c"])
        XCTAssertEqual(parsed(Text("[**go** now](x)")), ["bl:go", "l: now"])
        XCTAssertEqual(parsed(Text("~~*gone*~~")), ["is:gone"])
    }

    func testEscapes() {
        XCTAssertEqual(parsed(Text("\\*not italic\\*")), ["*not italic*"])
        XCTAssertEqual(parsed(Text("a \\` b \\[c](d)")), ["a ` b [c](d)"])
        XCTAssertEqual(parsed(Text("back\\slash")), ["back\\slash"])
    }

    func testUnbalancedAndIntrawordMarkersStayLiteral() {
        XCTAssertEqual(parsed(Text("2 * 3 = 6")), ["2 * 3 = 6"])
        XCTAssertEqual(parsed(Text("**open")), ["**open"])
        XCTAssertEqual(parsed(Text("snake_case_name")), ["snake_case_name"])
        XCTAssertEqual(parsed(Text("a ~b~ c")), ["a ~b~ c"])
        XCTAssertEqual(parsed(Text("`open")), ["`open"])
        XCTAssertEqual(parsed(Text("[label] (x)")), ["[label] (x)"])
        XCTAssertEqual(parsed(Text("**a*")), ["*", "i:a"])
        XCTAssertEqual(parsed(Text("# Heading")), ["# Heading"])
        XCTAssertEqual(parsed(Text("- item")), ["- item"])
    }

    func testCodeSpansAreLiteral() {
        XCTAssertEqual(parsed(Text("`**x**`")), ["c:**x**"])
        XCTAssertEqual(parsed(Text("`` a ` b ``")), ["c:a ` b"])
    }

    func testInterpolatedValuesAreNotMarkdown() {
        let name = "*star*"
        XCTAssertEqual(parsed(Text("Hi **\(name)**")), ["Hi ", "b:*star*"])
        XCTAssertEqual(parsed(Text("\(name)")), ["*star*"])
        XCTAssertEqual(parsed(Text("\(3.14159, specifier: "%.2f") *pi*")), ["3.14 ", "i:pi"])
        XCTAssertEqual(parsed(Text("a \(Text("b").italic()) **c**")), ["a ", "i:b", " ", "b:c"])
    }

    func testStringValuesAreShownAsWritten() {
        let s = "**not bold**"
        XCTAssertEqual(parsed(Text(s)), ["**not bold**"])
        XCTAssertEqual(parsed(Text(verbatim: "**not bold**")), ["**not bold**"])
        XCTAssertEqual(parsed(Text(LocalizedStringKey(s))), ["b:not bold"])
    }

    func testMarkersWithoutPartnersStayLinear() {
        // The parser's work is counted, not timed: positions looked at stay in proportion to the
        // input's length, by at most the nesting limit (a quadratic search would look at tens of
        // millions here; link searches once read up to 1,000 characters after every `[`).
        let unmatched = String(repeating: "*a _b ~~c [e ", count: 2000)
        XCTAssertEqual(Text(LocalizedStringKey(unmatched)).string, unmatched)
        XCTAssertLessThan(InlineMarkdown.parsingSteps(LocalizedStringKey(unmatched).segments), 5 * unmatched.count)
        let nested = String(repeating: "*a ", count: 500) + String(repeating: "b* ", count: 500)
        let shown = Text(LocalizedStringKey(nested)).string
        XCTAssertLessThan(shown.count, nested.count)
        XCTAssertGreaterThanOrEqual(shown.count, nested.count - 2 * 500)
        XCTAssertLessThan(InlineMarkdown.parsingSteps(LocalizedStringKey(nested).segments), InlineMarkdown.maximumNesting * nested.count)
    }
}
