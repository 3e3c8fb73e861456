import Testing
import TouchCheck
import TouchEngines
import UIKitOracle

/// Pins the exact minimal counterexample for several mutants (as Hypothesis's tests/quality does).
@Suite("Shrink quality")
struct ShrinkQualityTests {
  func minimal(_ name: String, seed: UInt64 = 1) throws -> String {
    let mutant = try #require(Mutant.all.first { $0.name == name })
    let report = Campaign(oracle: ReferenceOracle(), engine: mutant.engine, configuration: .stopOnFirst(seed: seed, cases: 1_000)).run()
    return CaseRendering.render(try #require(report.counterexample).touchCase)
  }

  @Test("alpha <= 0.01: one 10×10 view with alpha 0.01 and one touch at the origin")
  func alpha() throws {
    #expect(try minimal("alpha-at-most-0.01") == """
      w0 window [0 0 320 480]
        v1 view [0 0 10 10], alpha 0.01
      @0 t=0s  t1 began (0, 0)

      """)
  }

  @Test("Hidden views hit: one hidden view under the touch")
  func hidden() throws {
    #expect(try minimal("hidden-still-hit") == """
      w0 window [0 0 320 480]
        v1 view [0 0 10 10], hidden
      @0 t=0s  t1 began (0, 0)

      """)
  }

  @Test("Back-to-front subviews: two overlapping siblings (seed 3)")
  func subviewOrder() throws {
    #expect(try minimal("subviews-back-to-front", seed: 3) == """
      w0 window [0 0 320 480]
        v1 view [0 0 10 10]
        v2 view [0 0 10 10]
      @0 t=0s  t1 began (0, 0)

      """)
  }

  @Test("Windows in list order: two windows and one touch")
  func windows() throws {
    #expect(try minimal("windows-in-list-order") == """
      w0 window [0 0 320 480]
      w1 window [0 0 320 480]
      @0 t=0s  t1 began (0, 0)

      """)
  }

  @Test("Multiple touch ignored: one window, two fingers")
  func multipleTouch() throws {
    #expect(try minimal("multiple-touch-ignored") == """
      w0 window [0 0 320 480]
      @0 t=0s  t1 began (0, 0)
      @1 t=1s  t2 began (0, 0)

      """)
  }

  @Test("A skipped view controller: one view that is a controller's root view (seed 3)")
  func controller() throws {
    #expect(try minimal("view-controller-skipped", seed: 3) == """
      w0 window [0 0 320 480]
        v1 view [0 0 10 10]
      controller vc0 → view v1
      @0 t=0s  t1 began (0, 0)

      """)
  }

  @Test("The same minimal case comes out for several seeds")
  func canonical() throws {
    for (name, seeds) in [("alpha-at-most-0.01", [1, 3, 4, 5]), ("windows-in-list-order", [1, 3, 4, 5]), ("subviews-back-to-front", [3, 4, 5])] {
      let first = try minimal(name, seed: UInt64(seeds[0]))
      for seed in seeds.dropFirst() { #expect(try minimal(name, seed: UInt64(seed)) == first, "\(name), seed \(seed)") }
    }
  }
}
