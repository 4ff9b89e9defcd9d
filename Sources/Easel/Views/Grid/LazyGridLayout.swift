import Foundation
import EaselLayout

/// The layout of `LazyVGrid` and `LazyHGrid`: tracks across the grid's axis (`GridTracks`), views
/// filling them in order; along the axis each line (a row of a vertical grid) is as long as its
/// longest view, lines `spacing` apart. Each view is proposed its track's length across and nil
/// along, and sits in its cell by the track's alignment (else centred); when the tracks are
/// shorter than the grid, they are placed by the grid's alignment.
struct LazyGridLayout: Layout {
    /// `.vertical` for LazyVGrid (columns across, rows down).
    let axis: Axis
    let items: [GridItem]
    let alignment: Alignment
    let spacing: CGFloat

    struct Cache {
        var tracks: [GridTracks.Track] = []
        var across: CGFloat? = .nan
    }

    func makeCache(subviews: Subviews) -> Cache { Cache() }

    private func tracks(_ across: CGFloat?, _ cache: inout Cache) -> [GridTracks.Track] {
        if cache.across != across || cache.tracks.isEmpty {
            cache.tracks = GridTracks.tracks(items, in: across)
            cache.across = across
        }
        return cache.tracks
    }

    private func across(_ p: ProposedViewSize) -> CGFloat? { axis == .vertical ? p.width : p.height }

    private func cellProposal(_ length: CGFloat) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: length, height: nil) : ProposedViewSize(width: nil, height: length)
    }

    /// The length along the axis of each line.
    private func lines(_ tracks: [GridTracks.Track], _ subviews: Subviews) -> [CGFloat] {
        guard !tracks.isEmpty else { return [] }
        var out: [CGFloat] = []
        var i = 0
        while i < subviews.count {
            var longest: CGFloat = 0
            for (k, t) in tracks.enumerated() where i + k < subviews.count {
                let s = subviews[i + k].sizeThatFits(cellProposal(t.length))
                longest = max(longest, axis == .vertical ? s.height : s.width)
            }
            out.append(longest)
            i += tracks.count
        }
        return out
    }

    private func tracksLength(_ tracks: [GridTracks.Track]) -> CGFloat {
        tracks.map(\.length).reduce(0, +) + tracks.dropLast().map(\.spacingAfter).reduce(0, +)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let offered = across(proposal)
        let t = tracks(offered, &cache)
        let l = lines(t, subviews)
        let along = l.reduce(0, +) + CGFloat(max(0, l.count - 1)) * spacing
        let acrossLength = offered.flatMap { $0.isFinite ? $0 : nil } ?? tracksLength(t)
        return axis == .vertical ? CGSize(width: acrossLength, height: along) : CGSize(width: along, height: acrossLength)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let offered = across(proposal)
        let t = tracks(offered, &cache)
        guard !t.isEmpty else { return }
        let l = lines(t, subviews)
        let boundsAcross = axis == .vertical ? bounds.width : bounds.height
        let unit = UnitPoint(alignment)
        let slack = max(0, boundsAcross - tracksLength(t))
        let startAcross = (axis == .vertical ? bounds.minX : bounds.minY) + slack * (axis == .vertical ? unit.x : unit.y)
        var along = axis == .vertical ? bounds.minY : bounds.minX
        for (line, lineLength) in l.enumerated() {
            var pos = startAcross
            for (k, track) in t.enumerated() {
                let index = line * t.count + k
                guard index < subviews.count else { break }
                let cellUnit = UnitPoint(track.alignment ?? .center)
                let point: CGPoint
                if axis == .vertical {
                    point = CGPoint(x: pos + track.length * cellUnit.x, y: along + lineLength * cellUnit.y)
                } else {
                    point = CGPoint(x: along + lineLength * cellUnit.x, y: pos + track.length * cellUnit.y)
                }
                subviews[index].place(at: point, anchor: cellUnit, proposal: cellProposal(track.length))
                pos += track.length + track.spacingAfter
            }
            along += lineLength + spacing
        }
    }
}

extension UnitPoint {
    /// The unit point of an alignment's edges and centre (baselines read as the centre).
    init(_ a: Alignment) {
        let x: CGFloat = a.horizontal == .leading ? 0 : a.horizontal == .trailing ? 1 : 0.5
        let y: CGFloat = a.vertical == .top ? 0 : a.vertical == .bottom ? 1 : 0.5
        self.init(x: x, y: y)
    }
}
