// Symbol images against golden PNGs (light, @2x): common symbols (and composed enclosures), a list
// of labels, and symbols beside text of several fonts and weights.
import XCTest
import Easel
import EaselTesting

final class SymbolSnapshotTests: XCTestCase {
    func testCommonSymbols() {
        let rows = [
            ["plus", "minus", "xmark", "checkmark", "magnifyingglass", "ellipsis", "gear", "trash"],
            ["chevron.left", "chevron.right", "chevron.up", "chevron.down", "arrow.left", "arrow.right", "arrow.clockwise", "square.and.arrow.up"],
            ["star", "star.fill", "heart", "heart.fill", "bell", "bell.fill", "bookmark", "bookmark.fill"],
            ["house", "person", "person.2", "person.crop.circle", "envelope", "paperplane", "calendar", "clock"],
            ["xmark.circle.fill", "checkmark.circle.fill", "plus.circle", "info.circle", "questionmark.circle", "exclamationmark.triangle", "lock", "globe"],
            ["photo", "camera", "folder", "doc.on.doc", "pencil", "square.and.pencil", "link", "slider.horizontal.3"],
            [
                "heart.circle", "heart.circle.fill", "star.circle.fill", "bell.circle.fill", "play.circle.fill", "gear.square", "trash.square.fill",
                "person.crop.square",
            ],
        ]
        let view = VStack(alignment: .leading, spacing: 14) {
            ForEach(rows, id: \.self) { row in
                HStack(spacing: 0) {
                    ForEach(row, id: \.self) { name in
                        Image(systemName: name).frame(width: 34)
                    }
                }
            }
        }
        .padding(16)
        .background(Color.white)
        assertSnapshot(of: view, named: "common-symbols")
    }

    /// Custom symbols of an asset catalog (fixtures/symbols: a kite drawn in regular and bold, a
    /// wave with only a small-scale variant) beside text: on its baseline, sized by the font's cap
    /// height and the image scale, in the foreground colour; a resizable one fills its frame.
    private var customSymbols: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack(alignment: .firstTextBaseline) {
                Text("Kite H")
                Image("kite")
                Image("wave")
            }
            HStack(alignment: .firstTextBaseline) {
                Text("Kite H")
                Image("kite")
                Image("wave")
            }
            .font(.title.bold())
            .foregroundStyle(.orange)
            HStack(alignment: .firstTextBaseline) {
                Image("kite").imageScale(.small)
                Image("kite")
                Image("kite").imageScale(.large)
            }
            Image("kite").resizable().scaledToFit().frame(width: 40, height: 40).border(.blue)
        }
        .padding(16)
    }

    static let symbolCatalog = CatalogAssetProvider(
        folders: [
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("fixtures/symbols")
        ])

    func testCustomSymbols() {
        assertSnapshot(of: customSymbols.background(Color.white), named: "custom-symbols", assets: Self.symbolCatalog)
    }

    func testCustomSymbolsDark() {
        assertSnapshot(of: customSymbols, named: "custom-symbols-dark", assets: Self.symbolCatalog, colorScheme: .dark)
    }

    func testRenderingModes() {
        let view = HStack(spacing: 14) {
            Image(systemName: "xmark.circle.fill")
            Image(systemName: "xmark.circle.fill").symbolRenderingMode(.hierarchical)
            Image(systemName: "xmark.circle.fill").symbolRenderingMode(.hierarchical).foregroundStyle(.secondary)
            Image(systemName: "xmark.circle.fill").foregroundStyle(.white, .blue)
            Image(systemName: "heart.circle.fill").symbolRenderingMode(.hierarchical).foregroundStyle(.red)
            Image(systemName: "checkmark.circle.fill").symbolRenderingMode(.palette).foregroundStyle(.white, .green)
            Image(systemName: "trash.square.fill").foregroundStyle(.white, .red)
            Image(systemName: "star.fill").symbolRenderingMode(.multicolor).foregroundStyle(.yellow)
        }
        .font(.title)
        .padding(16)
        .background(Color.white)
        assertSnapshot(of: view, named: "rendering-modes")
    }

    func testLabelList() {
        assertSnapshot(of: labelList.padding(16).background(Color.white), named: "label-list")
    }

    /// The same labels in dark appearance: primary-coloured symbols and titles turn white on the
    /// dark system background; tinted ones keep their dark-mode colours.
    func testLabelListDark() {
        assertSnapshot(of: labelList.padding(16), named: "label-list-dark", colorScheme: .dark)
    }

    var labelList: some View {
        VStack(alignment: .leading, spacing: 18) {
            Label("Wi-Fi", systemImage: "wifi")
            Label("Notifications", systemImage: "bell.badge")
            Label("Privacy & Security", systemImage: "hand.raised")
            Label("General", systemImage: "gear")
            Label("Favorites", systemImage: "star.fill").foregroundStyle(.orange)
            Label("Delete", systemImage: "trash").foregroundColor(.red)
            Label("Compact", systemImage: "square.grid.2x2").font(.footnote)
            Label("Large", systemImage: "cloud.sun").font(.title2)
            HStack(spacing: 16) {
                Label("Icon only", systemImage: "heart.fill").labelStyle(.iconOnly).foregroundColor(.pink)
                Label("Title only", systemImage: "heart.fill").labelStyle(.titleOnly)
            }
        }
    }

    func testSymbolsBesideText() {
        let fonts: [(String, Font)] = [
            ("Caption", .caption), ("Footnote", .footnote), ("Body", .body), ("Headline", .headline),
            ("Title 3", .title3), ("Title", .title), ("Large Title", .largeTitle),
        ]
        let weights: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        let view = VStack(alignment: .leading, spacing: 10) {
            ForEach(fonts, id: \.0) { name, font in
                HStack(alignment: .firstTextBaseline, spacing: 6) {
                    Image(systemName: "checkmark.circle.fill").foregroundStyle(.green)
                    Image(systemName: "star")
                    Text("\(name) Hxg")
                    Image(systemName: "chevron.right").foregroundStyle(.secondary)
                }
                .font(font)
            }
            HStack(spacing: 8) {
                ForEach(weights, id: \.value) { weight in
                    Image(systemName: "heart").fontWeight(weight)
                }
            }
            HStack(alignment: .firstTextBaseline, spacing: 8) {
                Image(systemName: "globe").imageScale(.small)
                Image(systemName: "globe")
                Image(systemName: "globe").imageScale(.large)
                Text("Scales").foregroundStyle(.secondary)
                Image(systemName: "no.such.symbol")
            }
        }
        .padding(16)
        assertSnapshot(of: view.background(Color.white), named: "symbols-beside-text")
        // Dark: the primary symbols and titles turn white on the dark system background.
        assertSnapshot(of: view, named: "symbols-beside-text-dark", colorScheme: .dark)
    }
}
