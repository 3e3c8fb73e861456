import Foundation
import Testing
import TouchCheck
import TouchModel
import Reporting

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The elements of an SVG document, as an XML parser reads them.
final class SVGElements: NSObject, XMLParserDelegate {
  /// Each element's name and attributes, in document order.
  var elements: [(name: String, attributes: [String: String])] = []
  /// The text of every element, concatenated in order.
  var text = ""

  /// Parses a document; nil when it is not well-formed XML.
  static func parse(_ svg: String) -> SVGElements? {
    let reader = SVGElements()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = reader
    return parser.parse() ? reader : nil
  }

  func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String]) {
    elements.append((name, attributes))
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

  /// How many elements have this name and class.
  func count(_ name: String, class kind: String) -> Int { elements.filter { $0.name == name && $0.attributes["class"] == kind }.count }
}

@Suite("touchcheck show --svg: the picture of a case (issue 11, item 6)")
struct CaseSVGTests {
  static let cases = [
    "hit-testing/view-rotated-a-quarter-turn-is-hit-where-it-is-drawn.json",
    "hit-areas/seed004-tab-bar-bulging-centre-button-is-hit-above-the-bar.json",
    "hit-areas/circle-hit-area-of-a-wide-view-uses-half-its-shorter-side.json",
    "hit-testing/hidden-view-and-its-subviews-are-skipped-but-its-visible-twin-is-hit.json",
    "recognizers/pinch-begins-when-two-fingers-spread-by-the-minimum-scale-changes-and-ends-when-the-last-lifts.json",
  ]

  @Test("Each picture is well-formed SVG with one rectangle per view, one path per finger, a dot per sample", arguments: cases)
  func wellFormed(_ name: String) throws {
    let file = try ShowSupport.documented(name)
    let svg = CaseSVG.render(file.touchCase, run: ShowSupport.run(file.touchCase), title: name)
    let parsed = try #require(SVGElements.parse(svg), "not well-formed XML")
    #expect(parsed.elements.first?.name == "svg")
    #expect(parsed.elements.first?.attributes["version"] == "1.1")
    #expect(parsed.count("rect", class: "view") == file.touchCase.scene.views.count)
    #expect(parsed.count("path", class: "finger") == file.touchCase.stream.touchNames.count)
    let samples = file.touchCase.stream.items.reduce(0) { n, item in if case .touches(let s) = item.kind { n + s.count } else { n } }
    #expect(parsed.count("circle", class: "sample") == samples)
    #expect(svg == CaseSVG.render(file.touchCase, run: ShowSupport.run(file.touchCase), title: name), "the picture is deterministic")
  }

  @Test("Hit areas are outlined where they differ from the bounds, skipped views are dashed, clipped ones named, bound views outlined")
  func markings() throws {
    let circle = try ShowSupport.documented("hit-areas/circle-hit-area-of-a-wide-view-uses-half-its-shorter-side.json")
    let parsed = try #require(SVGElements.parse(CaseSVG.render(circle.touchCase, run: ShowSupport.run(circle.touchCase), title: "circle")))
    #expect(parsed.count("circle", class: "hit-area") == 1)
    let hidden = try ShowSupport.documented("hit-testing/hidden-view-and-its-subviews-are-skipped-but-its-visible-twin-is-hit.json")
    let picture = try #require(SVGElements.parse(CaseSVG.render(hidden.touchCase, run: ShowSupport.run(hidden.touchCase), title: "hidden")))
    #expect(picture.count("rect", class: "skipped") == 1)
    #expect(picture.count("rect", class: "bound") == 2)
    #expect(picture.text.contains("cover: hidden"))
    #expect(picture.text.contains("t2 → coverButton2"))
    let pinch = try ShowSupport.documented(Self.cases[4])
    let pinchPicture = try #require(SVGElements.parse(CaseSVG.render(pinch.touchCase, run: ShowSupport.run(pinch.touchCase), title: "pinch")))
    #expect(pinchPicture.text.contains("photo; recognizers pinch (pinch)"))
    let scrolled = try ShowSupport.documented("hit-testing/scrolled-container-hits-the-subview-at-the-converted-point.json")
    let scrolledPicture = try #require(SVGElements.parse(CaseSVG.render(scrolled.touchCase, run: ShowSupport.run(scrolled.touchCase), title: "scrolled")))
    #expect(scrolledPicture.text.contains("row0 (clipped away by container)"))
    #expect(!scrolledPicture.text.contains("row1 (clipped"))
  }

  @Test("The thresholds that decide a case's recognizers are drawn as rings where each moving finger landed (issue 33, item 5)")
  func thresholdRings() throws {
    let file = try ShowSupport.documented("recognizers/long-press-that-moves-more-than-10-pt-before-the-deadline-fails-and-never-begins.json")
    let parsed = try #require(SVGElements.parse(CaseSVG.render(file.touchCase, run: ShowSupport.run(file.touchCase), title: "press")))
    let rings = parsed.elements.filter { $0.name == "circle" && $0.attributes["class"] == "threshold" }
    #expect(!rings.isEmpty && rings.allSatisfy { $0.attributes["r"] == "10" }, "\(rings.map(\.attributes))")
    #expect(parsed.text.contains("long-press movement 10 pt") && parsed.text.contains("movement thresholds"))
    let still = try ShowSupport.documented("hit-testing/hidden-view-and-its-subviews-are-skipped-but-its-visible-twin-is-hit.json")
    let none = try #require(SVGElements.parse(CaseSVG.render(still.touchCase, run: ShowSupport.run(still.touchCase), title: "still")))
    #expect(none.count("circle", class: "threshold") == 0, "no recognizer, no ring")
  }

  @Test("A close-up crops to where the fingers are, rings and a margin included, when they are small against the scene")
  func closeUp() throws {
    let file = try ShowSupport.documented("recognizers/long-press-that-moves-more-than-10-pt-before-the-deadline-fails-and-never-begins.json")
    #expect(CaseSVG.worthCloseUp(file.touchCase))
    let parsed = try #require(SVGElements.parse(CaseSVG.render(file.touchCase, run: ShowSupport.run(file.touchCase), title: "press", closeUp: true)))
    let whole = try #require(SVGElements.parse(CaseSVG.render(file.touchCase, run: ShowSupport.run(file.touchCase), title: "press")))
    // Drawn larger: more pixels per point than the whole picture.
    func scale(_ e: SVGElements) -> Double {
      let box = Double(e.elements.first?.attributes["viewBox"]?.split(separator: " ")[2] ?? "1") ?? 1
      return (Double(e.elements.first?.attributes["width"] ?? "0") ?? 0) / box
    }
    #expect(scale(parsed) > 2 * scale(whole), "\(scale(parsed)) against \(scale(whole))")
    #expect(parsed.count("circle", class: "threshold") > 0)
  }

  @Test("Identifiers and titles holding &, <, >, quotes and apostrophes are escaped")
  func hostileIdentifiers() throws {
    let hostile = "a&b<c>d\"e'f</svg>"
    let scene = Scene(
      views: [View(id: "w", kind: .window, frame: Rect(x: 0, y: 0, width: 100, height: 100), subviews: [1]), View(id: hostile, frame: Rect(x: 10, y: 10, width: 50, height: 50))],
      windows: [0])
    let stream = TouchStream(items: [StreamItem(time: 0, kind: .touches([TouchSample(touch: 0, phase: .began, location: Point(x: 20, y: 20))]))], touchNames: ["t&<1>"])
    let touchCase = TouchCase(scene: scene, stream: stream)
    try touchCase.validate()
    let svg = CaseSVG.render(touchCase, run: ShowSupport.run(touchCase), title: "x & <y>.json")
    #expect(!svg.contains(hostile))
    let parsed = try #require(SVGElements.parse(svg), "not well-formed XML")
    #expect(parsed.text.contains(hostile))
    #expect(parsed.text.contains("t&<1> → " + hostile))
    #expect(parsed.text.contains("x & <y>.json"))
  }
}
