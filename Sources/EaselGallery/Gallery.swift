import Easel

/// A named example scene: the code of a seed article and the size it is shown at.
public struct GalleryScene {
    public let name: String
    public let summary: String
    public let view: AnyView
    public let proposedSize: ProposedViewSize
    /// Whether the scene is shown in the articles' debug style (outlined frames, alignment lines).
    public let debug: Bool

    init<V: View>(_ name: String, _ summary: String, proposed: ProposedViewSize = .unspecified, debug: Bool = true, _ view: V) {
        self.name = name
        self.summary = summary
        self.view = AnyView(view)
        self.proposedSize = proposed
        self.debug = debug
    }
}

/// The seed articles' examples, as compiled Swift (the same code the tests assert on).
public enum Gallery {
    /// Made on each use: the scenes hold views, which are not shared between threads.
    public static var scenes: [GalleryScene] {
        [
            GalleryScene("alignment-top", "HStack(alignment: .top) of rogue, dragoon and brawler", AlignTop.ContentView()),
            GalleryScene("alignment-center", "HStack(alignment: .center): centres 32, 45.5 and 38 on one line", AlignCenter.ContentView()),
            GalleryScene("alignment-bottom", "HStack(alignment: .bottom)", AlignBottom.ContentView()),
            GalleryScene("alignment-feet", "custom .feet guide: 61, 84 and 70 on one line", AlignFeet.ContentView()),
            GalleryScene("alignment-custom", "custom guide that grows the stack to 155", AlignCustom.ContentView()),
            GalleryScene("alignment-anchor", "ZStack(alignment: .anchor) with two custom guides", AlignAnchor.ContentView()),
            GalleryScene("alignment-across-views", "a stack's .feet guide aligns it with a yellow line", AlignAcrossViews.ContentView()),
            GalleryScene("fixed-image-in-frame", "an image keeps its size inside a larger frame", FixedImage.InFrame()),
            GalleryScene("text-title-in-frame", "title text wraps inside a 200 x 200 frame", FixedText.TitleInFrame()),
            GalleryScene("resizable-fit", "resizable image, aspect fit in 200 x 150", ResizableImages.Fit()),
            GalleryScene("hstack", "HStack of an image and a title", Stacks.HStackExample()),
            GalleryScene(
                "flight-view", "Swift Talk's flight view at six widths (13 pt, as on macOS)", debug: false,
                ContentView_Previews.previews.font(.system(size: 13)).padding().background(Color.white)),
        ]
    }

    /// The scene with a name.
    public static func scene(named name: String) -> GalleryScene? { scenes.first { $0.name == name } }
}
