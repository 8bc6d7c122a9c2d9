import Foundation
import Stagecraft
import Testing
@testable import StagecraftRender

/// A visual effect view's blur in decoded pixels (T12.3): a sharp black/white edge beneath becomes a
/// gradient whose 10 %–90 % width is that of a Gaussian of the style's radius × the amount
/// (2 · 1.28155 · σ, from the normal distribution's quantiles), plus the style's tint, whose
/// numbers are Apple's (UIImage+ImageEffects: light is radius 30 under white at 0.3, dark radius 20
/// under white 0.11 at 0.73).
@Suite struct BlurRenderTests {
    /// A 400 × 60 window, black on its left half, white on its right, under an effect view.
    func edgeScene(_ style: BlurEffect.Style?, amount: Double, frame: Rect = Rect(0, 0, 400, 60)) -> FrameBuilder {
        var scene = FrameBuilder(window: Size(width: 400, height: 60), background: .white)
        scene.add(Rect(0, 0, 200, 60), .black)
        scene.add(frame, nil, kind: "VisualEffectView", name: "blur")
        scene.views[scene.views.count - 1].values.style.blurStyle = style
        scene.views[scene.views.count - 1].values.style.blurAmount = amount
        return scene
    }

    /// The width in pixels over which row 30 climbs from 10 % to 90 % of the way from its far-left
    /// level to its far-right one (the tint, uniform, cancels out).
    func edgeWidth(_ bitmap: Bitmap, columns: Range<Int>? = nil, y: Int = 30) -> Double {
        let row = (columns ?? 0..<bitmap.width).map { Double(bitmap.pixel(x: $0, y: y).g) }
        let low = row[2], high = row[row.count - 3]
        func crossing(_ level: Double) -> Double {
            let target = low + level * (high - low)
            for x in 1..<row.count where row[x - 1] < target && row[x] >= target {
                return Double(x - 1) + (target - row[x - 1]) / (row[x] - row[x - 1])
            }
            return .nan
        }
        return crossing(0.9) - crossing(0.1)
    }

    static let tenToNinety = 2 * 1.2815516  // a Gaussian's 10–90 % rise, in standard deviations

    @Test func T12_3_aFullBlurSpreadsTheEdgeOverTheStylesRadius() throws {
        let bitmap = try edgeScene(.light, amount: 1).render(background: .white)
        let width = edgeWidth(bitmap)
        #expect(abs(width - Self.tenToNinety * 30) < 0.08 * Self.tenToNinety * 30, "10–90 % width \(width)")
    }

    @Test func T12_3_halfTheAmountHalvesTheRadius() throws {
        let half = edgeWidth(try edgeScene(.light, amount: 0.5).render(background: .white))
        #expect(abs(half - Self.tenToNinety * 15) < 0.08 * Self.tenToNinety * 15, "10–90 % width \(half)")
        let full = edgeWidth(try edgeScene(.light, amount: 1).render(background: .white))
        #expect(half < 0.6 * full)
    }

    @Test func T12_3_noBlurAtAmountZeroOrWithoutAStyle() throws {
        for scene in [edgeScene(.dark, amount: 0), edgeScene(nil, amount: 0)] {
            let bitmap = try scene.render(background: .white)
            #expect(bitmap.pixel(x: 199, y: 30) == RGBA(0, 0, 0) && bitmap.pixel(x: 200, y: 30) == .white)
        }
    }

    @Test func T12_3_theTintIsTheStylesScaledByTheAmount() throws {
        // Far from the edge the blur keeps white; dark lays white 0.11 (28) at 0.73 × amount over it.
        for amount in [1.0, 0.5] {
            let bitmap = try edgeScene(.dark, amount: amount).render(background: .white)
            let a = 0.73 * amount
            let expected = 255 * (1 - a) + 255 * 0.11 * a
            let got = Double(bitmap.pixel(x: 395, y: 30).g)
            #expect(abs(got - expected) <= 2, "amount \(amount): \(got) vs \(expected)")
        }
    }

    @Test func T12_3_onlyWhatLiesUnderTheEffectViewIsBlurred() throws {
        let bitmap = try edgeScene(.light, amount: 1, frame: Rect(150, 0, 250, 60)).render(background: .white)
        #expect(bitmap.pixel(x: 149, y: 30) == RGBA(0, 0, 0))  // outside: sharp black
        #expect(bitmap.pixel(x: 151, y: 30).g > 40)            // inside, 49 pt from the edge: white bled in
        #expect(bitmap.pixel(x: 199, y: 30).g > bitmap.pixel(x: 160, y: 30).g)
    }

    @Test func T12_3_underATranslucentClippedAncestorTheGroupIsBlurredInPlace() throws {
        // A clipping grandparent off the origin makes the translucent parent's group a surface with
        // a device offset; the blur must read and write the group's pixels where they are.
        var scene = FrameBuilder(window: Size(width: 440, height: 80), background: .white)
        let clip = scene.add(Rect(20, 10, 400, 60), .white, clips: true)
        let group = scene.add(Rect(0, 0, 400, 60), nil, parent: clip, alpha: 0.98)
        scene.add(Rect(0, 0, 200, 60), .black, parent: group)
        scene.add(Rect(0, 0, 400, 60), nil, parent: group, kind: "VisualEffectView")
        scene.views[scene.views.count - 1].values.style.blurStyle = .light
        scene.views[scene.views.count - 1].values.style.blurAmount = 1
        let width = edgeWidth(try scene.render(background: .white), columns: 20..<420, y: 40)
        #expect(abs(width - Self.tenToNinety * 30) < 0.08 * Self.tenToNinety * 30, "10–90 % width \(width)")
    }

    @Test func T12_3_blurReadsBackFromATraceAndBadOnesNameTheLine() throws {
        let header = "{\"type\":\"header\",\"format\":\"stagecraft-trace/1\",\"frameRate\":60}"
        let frame = "{\"type\":\"frame\",\"frame\":0,\"time\":0,\"views\":[{\"id\":1,\"kind\":\"VisualEffectView\",\"center\":[5,5],\"size\":[10,10],\"blur\":[\"systemMaterialDark\",0.375]}]}"
        let text = header + "\n" + frame + "\n"
        let trace = try TraceReader.read(text)
        #expect(trace.frames[0].views[0].values.style.blurStyle == .systemMaterialDark)
        #expect(trace.jsonLines() == text)
        for bad in ["[\"blurple\",1]", "[\"dark\"]", "[0.5,\"dark\"]"] {
            #expect(throws: TraceReadError(line: 2, "view 1: " + (bad.contains("blurple") ? "blur style \"blurple\" is not a UIBlurEffect.Style" : "blur needs [style, amount]"))) {
                try TraceReader.read(header + "\n" + frame.replacingOccurrences(of: "[\"systemMaterialDark\",0.375]", with: bad))
            }
        }
    }

    @Test func T12_3_everyStyleHasALookInBlurJSON() {
        for style in BlurEffect.Style.allCases {
            #expect(BlurLook.table[style.rawValue] != nil, "\(style.rawValue) is missing from Player/blur.json")
        }
        #expect(BlurLook.table["dark"] == BlurLook(radius: 20, tint: Color(red: 28.0 / 255, green: 28.0 / 255, blue: 28.0 / 255, alpha: 186.0 / 255)))
    }
}
