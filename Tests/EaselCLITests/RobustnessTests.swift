import XCTest
import Foundation
import EaselRaster

/// The scenes under fixtures/robustness/ hold numbers no layout means (NaN, infinity, Int.max,
/// 1e308): each either renders or fails with one message at the offending file:line:column —
/// never a crash, a hang or a clobbered output file.
extension CLITests {
    enum Outcome {
        /// Renders a picture of this many pixels (at --scale 1), every pixel of one colour when given.
        case image(width: Int, height: Int, solid: [UInt8]?)
        /// Fails at this line and column with a message containing the text.
        case error(line: Int, column: Int, _ text: String)
    }

    static let robustness: [(String, Outcome)] = [
        ("border-int-max", .image(width: 10, height: 21, solid: [255, 59, 48, 255])),
        ("chart-value-huge", .image(width: 320, height: 200, solid: nil)),
        ("chart-value-nan", .error(line: 7, column: 63, "not a number (NaN)")),
        ("color-nan", .error(line: 6, column: 20, "not a number (NaN)")),
        ("control-character", .error(line: 3, column: 13, "unprintable ASCII character U+0006")),
        // Swift allows them in comments, where real files have them (Fastlane's generated file).
        ("control-character-in-comment", .image(width: 10, height: 10, solid: [255, 59, 48, 255])),
        ("control-character-in-string", .error(line: 4, column: 34, "unprintable ASCII character U+001B")),
        ("corner-radius-huge", .image(width: 10, height: 10, solid: nil)),
        ("equals-vertical-tab", .error(line: 3, column: 10, "'=' must have consistent whitespace on both sides")),
        ("font-size-huge", .error(line: 6, column: 25, "larger than the limit of 16384 pixels a side")),
        ("font-size-negative", .error(line: 6, column: 9, "Text chose an invalid size")),
        ("frame-huge", .error(line: 6, column: 21, "canvas 1e+300 x 1e+300 pixels is larger than the limit")),
        ("frame-infinite", .image(width: 10, height: 10, solid: nil)),
        ("frame-width-negative", .error(line: 6, column: 19, "frame chose an invalid size: -1e+308 x 21 ")),
        ("hstack-spacing-huge", .error(line: 6, column: 9, "canvas 1e+308 x 21 pixels is larger than the limit")),
        ("offset-huge", .image(width: 10, height: 21, solid: [0, 0, 0, 0])),
        ("padding-huge", .error(line: 6, column: 19, "padding chose an invalid size: inf x inf")),
        ("padding-int-min", .image(width: 1, height: 21, solid: [0, 0, 0, 0])),
        ("position-int-min", .image(width: 10, height: 10, solid: [0, 0, 0, 0])),
        ("position-nan", .error(line: 6, column: 31, "not a number (NaN)")),
        ("shadow-radius-20000", .image(width: 10, height: 21, solid: nil)),
        ("shadow-radius-huge", .image(width: 10, height: 21, solid: nil)),
        ("shadow-radius-infinite", .image(width: 10, height: 21, solid: nil)),
        ("string-format-mismatch", .error(line: 6, column: 29, "has 2 conversions but 1 argument")),
        ("stroke-width-huge", .image(width: 10, height: 10, solid: [0, 0, 0, 255])),
        ("stroke-width-int-max", .image(width: 10, height: 10, solid: [0, 0, 0, 255])),
        ("stroke-width-negative", .image(width: 20, height: 20, solid: [0, 0, 0, 0])),
        ("tracking-int-max", .error(line: 6, column: 19, "larger than the limit of 16384 pixels a side")),
        ("vstack-spacing-negative", .error(line: 6, column: 9, "VStack chose an invalid size: 11 x -1e+308")),
        ("white-nan", .error(line: 6, column: 22, "not a number (NaN)")),
    ]

    func testRobustnessScenesRenderOrFailWithOneLocatedMessage() throws {
        let folder = Self.root.appendingPathComponent("fixtures/robustness")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        XCTAssertEqual(Set(files.map { String($0.dropLast(6)) }), Set(Self.robustness.map(\.0)), "every fixture has an expected outcome")
        for (name, outcome) in Self.robustness {
            let file = folder.appendingPathComponent("\(name).swift").path
            let out = tmp.appendingPathComponent("\(name).png")
            // An existing picture must survive a failed render untouched.
            try Data("keep".utf8).write(to: out)
            // `--device none`: the view at its own size, so that the canvas limit applies (with the
            // default `auto`, a view wider than the phone is drawn on the phone's screen instead).
            let r = try run(["render", file, "--scale", "1", "--device", "none", "-o", out.path])
            switch outcome {
            case .image(let w, let h, let solid):
                XCTAssertEqual(r.status, 0, "\(name): \(r.err)")
                let image = try PNGCodec.read(from: out)
                XCTAssertEqual(image.width, w, name)
                XCTAssertEqual(image.height, h, name)
                if let solid {
                    // Premultiplied bytes: the solid colours above are opaque or fully transparent.
                    let pixels = stride(from: 0, to: image.pixels.count, by: 4).map { Array(image.pixels[$0..<$0 + 4]) }
                    XCTAssertTrue(pixels.allSatisfy { $0 == solid }, "\(name): not every pixel is \(solid): \(Set(pixels).prefix(4))")
                }
            case .error(let line, let column, let text):
                XCTAssertEqual(r.status, 1, "\(name): \(r.err)")
                let first = r.err.split(separator: "\n").first.map(String.init) ?? ""
                XCTAssertTrue(first.hasPrefix("\(file):\(line):\(column): error: "), "\(name): \(first)")
                XCTAssertTrue(first.contains(text), "\(name): \(first)")
                XCTAssertEqual(try Data(contentsOf: out), Data("keep".utf8), "\(name): output replaced")
            }
        }
        // No temporary file is left beside the outputs.
        let left = try FileManager.default.contentsOfDirectory(atPath: tmp.path).filter { !$0.hasSuffix(".png") }
        XCTAssertEqual(left, [])
    }

}
