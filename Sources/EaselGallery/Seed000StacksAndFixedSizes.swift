// Seed 000 "Stacks" and "Views Have Fixed Sizes": the published examples and what the articles state.
import Easel

enum FixedImage {
    struct ContentView: View {
        var body: some View {
            Image("barbarian")
        }
    }
    struct InFrame: View {
        var body: some View {
            Image("barbarian")
                .frame(width: 200, height: 200)
        }
    }
    struct InSmallFrame: View {
        var body: some View {
            Image("barbarian")
                .frame(width: 50, height: 200)
        }
    }
}

enum FixedText {
    struct ContentView: View {
        var body: some View {
            Text("Nogitsune Takeshi")
        }
    }
    struct InFrame: View {
        var body: some View {
            Text("Nogitsune Takeshi")
                .frame(width: 200, height: 200)
        }
    }
    struct Title: View {
        var body: some View {
            Text("Nogitsune Takeshi")
                .font(.title)
        }
    }
    struct TitleInFrame: View {
        var body: some View {
            Text("Nogitsune Takeshi")
                .font(.title)
                .frame(width: 200, height: 200)
        }
    }
    struct TwoLines: View {
        var body: some View {
            Text("Nogitsune Takeshi")
                .font(.title)
                .lineLimit(2)
                .frame(width: 200, height: 200)
        }
    }
    struct OneLine: View {
        var body: some View {
            Text("Nogitsune Takeshi")
                .font(.title)
                .lineLimit(1)
                .frame(width: 200, height: 200)
        }
    }
}

enum ResizableImages {
    struct Stretch: View {
        var body: some View {
            Image("barbarian")
                .resizable()
                .frame(width: 200, height: 150)
        }
    }
    struct Tile: View {
        var body: some View {
            Image("barbarian")
                .resizable(resizingMode: .tile)
                .frame(width: 200, height: 150)
        }
    }
    struct Fit: View {
        var body: some View {
            Image("barbarian")
                .resizable()
                .aspectRatio(contentMode: .fit)
                .frame(width: 200, height: 150)
        }
    }
}

enum Stacks {
    struct HStackExample: View {
        var body: some View {
            HStack {
                Image("barbarian")

                Text("Nogistune Takeshi")
                    .font(.title)
            }
        }
    }
    struct TwoTexts: View {
        var body: some View {
            HStack {
                Image("barbarian")

                Text("Nogistune")
                    .font(.title)
                Text("Takeshi")
                    .font(.title)
            }
        }
    }
    struct Priority: View {
        var body: some View {
            HStack {
                Image("barbarian")

                Text("Nogistune")
                    .font(.title)
                    .layoutPriority(1)
                Text("Takeshi")
                    .font(.title)
            }
        }
    }
    struct VStackExample: View {
        var body: some View {
            VStack {
                Image("barbarian")

                Text("Nogistune Takeshi")
                    .font(.title)
            }
        }
    }
    struct ZStackExample: View {
        var body: some View {
            ZStack {
                Image("barbarian")

                Text("Nogistune Takeshi")
                    .font(.title)
            }
        }
    }
}
