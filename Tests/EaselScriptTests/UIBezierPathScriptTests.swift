// Custom shapes that build a UIKit path (UIBezierPath, UIRectCorner) and return Path(path.cgPath).
import XCTest
import Easel
import EaselRaster
@testable import EaselScript

final class UIBezierPathScriptTests: XCTestCase {
    struct Corners: Shape {
        var radius: CGFloat
        var corners: UIRectCorner
        func path(in rect: CGRect) -> Path {
            Path(UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius)).cgPath)
        }
    }

    struct Drawn: Shape {
        func path(in rect: CGRect) -> Path {
            let p = UIBezierPath()
            p.move(to: CGPoint(x: rect.minX, y: rect.maxY))
            p.addLine(to: CGPoint(x: rect.midX, y: rect.minY))
            p.addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.maxY), controlPoint: CGPoint(x: rect.maxX, y: rect.minY))
            p.close()
            p.append(UIBezierPath(arcCenter: CGPoint(x: rect.midX, y: rect.midY), radius: 6, startAngle: 0, endAngle: .pi, clockwise: true))
            return Path(p.cgPath)
        }
    }

    func testUIKitPathsMatchCompiled() throws {
        let script = try ScriptTestSupport.scriptPixels(
            """
            struct CustomCorner: Shape {
                var corners: UIRectCorner = .allCorners
                var radius: CGFloat
                func path(in rect: CGRect) -> Path {
                    let path = UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
                    return Path(path.cgPath)
                }
            }
            struct Drawn: Shape {
                func path(in rect: CGRect) -> Path {
                    let p = UIBezierPath()
                    p.move(to: CGPoint(x: rect.minX, y: rect.maxY))
                    p.addLine(to: CGPoint(x: rect.midX, y: rect.minY))
                    p.addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.maxY), controlPoint: CGPoint(x: rect.maxX, y: rect.minY))
                    p.close()
                    p.append(UIBezierPath(arcCenter: CGPoint(x: rect.midX, y: rect.midY), radius: 6, startAngle: 0, endAngle: .pi, clockwise: true))
                    return Path(p.cgPath)
                }
            }
            struct ContentView: View {
                var body: some View {
                    VStack {
                        CustomCorner(corners: [.topLeft, .topRight], radius: 12).fill(.blue).frame(width: 80, height: 40)
                        Color.orange.frame(width: 60, height: 30).clipShape(CustomCorner(radius: 30))
                        Drawn().stroke(.red, lineWidth: 2).frame(width: 40, height: 30)
                    }
                }
            }
            """)
        let compiled = try ScriptTestSupport.compiledPixels(
            VStack {
                Corners(radius: 12, corners: [.topLeft, .topRight]).fill(.blue).frame(width: 80, height: 40)
                Color.orange.frame(width: 60, height: 30).clipShape(Corners(radius: 30, corners: .allCorners))
                Drawn().stroke(.red, lineWidth: 2).frame(width: 40, height: 30)
            })
        XCTAssertEqual(script, compiled)
    }

    func testAMissingRadiusIsNamed() throws {
        XCTAssertThrowsError(
            try ScriptTestSupport.scriptPixels(
                """
                struct S: Shape { func path(in rect: CGRect) -> Path { Path(UIBezierPath(roundedRect: rect, byRoundingCorners: .allCorners).cgPath) } }
                struct ContentView: View { var body: some View { S().frame(width: 10, height: 10) } }
                """)
        ) { e in
            XCTAssertTrue("\(e)".contains("missing argument 'cornerRadii:' in call to 'UIBezierPath'"), "\(e)")
        }
    }
}
