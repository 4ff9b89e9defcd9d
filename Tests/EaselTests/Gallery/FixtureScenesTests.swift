// fixtures/scenes/hitpoints.swift read from source lays out as the same code compiled.
import XCTest
import Easel
import EaselScript

final class FixtureScenesTests: XCTestCase {
    func testHitPointsSceneMatchesCompiled() throws {
        let url = repositoryRoot.appendingPathComponent("fixtures/scenes/hitpoints.swift")
        let script = try Script(source: try String(contentsOf: url, encoding: .utf8), fileName: "hitpoints.swift")
        let renders = try script.renders()
        XCTAssertEqual(renders.map(\.name), ["Bars"])
        let r = ImageRenderer(content: renders[0].view)
        r.scale = 2
        r.assets = FolderAssetProvider(folders: [fixtureImages])
        let fromSource = String(decoding: try script.checked { try r.layout() }.jsonData(), as: UTF8.self)
        let compiled = VStack(alignment: .leading) {
            ForEach(0..<10) { position in
                Text("Number \(position)")
                    .alignmentGuide(.leading) { _ in Double(position) * -10 }
            }
            Seed004.HitPoints.HitPointBar(hitPoints: 40, damageTaken: 10)
            Seed004.HitPoints.HitPointBar(hitPoints: 40, damageTaken: 30)
        }
        .frame(width: 240)
        .padding()
        .background(.blue)
        XCTAssertEqual(fromSource, try compiledLayoutJSON(compiled))
        // The green part of each bar is its share of the bar's width.
        let snap = try script.checked { try r.layout() }
        let bars = snap.root.all { $0.kind == "GeometryReader" }
        XCTAssertEqual(bars.count, 2)
        for (bar, share) in zip(bars, [30.0 / 40, 10.0 / 40]) {
            let green = bar.all { $0.kind == "frame" }.first!
            XCTAssertEqual(green.rect.width, bar.rect.width * share, accuracy: 0.001)
        }
    }
}
