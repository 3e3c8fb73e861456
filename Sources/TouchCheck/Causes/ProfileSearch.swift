import Foundation
import TouchModel

/// Reads a numeric profile constant off an engine (issue 31, item 2): on each case run on the engine, the values of
/// the constant under which the reference gives the engine's trace form an interval, found by a scan from an eighth
/// to eight times the default and bisection at its ends; the cases' intervals are intersected.
///
/// Then the engine is searched: the minimal case is stretched (its times, or its fingers' moves from where they
/// landed) so that its own boundary falls in the middle of the estimate, and run on the engine, halving the estimate
/// each time the stretched case still reads one way (`narrowed`).
struct ProfileSearch {
  let reference: any TouchEngine
  let capabilities: Capabilities
  /// The engine, run on the stretched cases.
  var engine: (any TouchEngine)?
  /// The most stretched cases run on the engine.
  static let probes = 24

  /// Bisection steps at each end of an interval (the ends are known to about 2⁻³⁰ of the default).
  static let bisections = 30
  /// The least cases, the minimal one included, that must narrow the constant before it is reported.
  static let minimumCases = 5

  /// The scanned values: the default times 2^(i/4) for i in -12…12.
  static func grid(_ value: Double) -> [Double] { (-12...12).map { value * pow(2, Double($0) / 4) } }

  /// Whether the reference gives `observed` on the case with the constant at `value`.
  func fits(_ touchCase: TouchCase, _ keyPath: WritableKeyPath<Profile, Double>, _ value: Double, _ observed: Trace) -> Bool {
    var changed = touchCase
    changed.profile[keyPath: keyPath] = value
    guard let run = try? reference.run(changed, recording: capabilities.categories) else { return false }
    return capabilities.projected(run.trace) == observed
  }

  /// What one case says of the constant.
  enum Reading {
    /// No scanned value gives the engine's trace.
    case noneFits
    /// Every value fits, or the fitting values are not one stretch: the case says nothing of the constant.
    case uninformative
    /// The fitting values: above `lower` (the greatest value below that does not fit) up to `upper` (the greatest value
    /// that fits when one above does not); nil where the scan found no end.
    case range(lower: Double?, upper: Double?)

    /// The range, if the case gives one.
    var range: (lower: Double?, upper: Double?)? { if case .range(let l, let u) = self { (l, u) } else { nil } }
  }

  /// The values of the constant that give `observed` on a case (see `Reading`).
  func interval(_ touchCase: TouchCase, _ keyPath: WritableKeyPath<Profile, Double>, _ observed: Trace) -> (lower: Double?, upper: Double?)? {
    reading(touchCase, keyPath, observed).range
  }

  /// What a case says of the constant: the scan, then bisection at the ends of the one stretch of values that fit.
  func reading(_ touchCase: TouchCase, _ keyPath: WritableKeyPath<Profile, Double>, _ observed: Trace) -> Reading {
    let grid = Self.grid(touchCase.profile[keyPath: keyPath])
    let fitting = grid.map { fits(touchCase, keyPath, $0, observed) }
    guard let first = fitting.firstIndex(of: true), let last = fitting.lastIndex(of: true) else { return .noneFits }
    guard !fitting[first...last].contains(false), first > 0 || last < grid.count - 1 else { return .uninformative }
    func edge(_ no: Double, _ yes: Double) -> (no: Double, yes: Double) {
      var (no, yes) = (no, yes)
      for _ in 0..<Self.bisections {
        let middle = (no + yes) / 2
        if fits(touchCase, keyPath, middle, observed) { yes = middle } else { no = middle }
      }
      return (no, yes)
    }
    let lower = first > 0 ? edge(grid[first - 1], grid[first]).no : nil
    let upper = last < grid.count - 1 ? edge(grid[last + 1], grid[last]).yes : nil
    return .range(lower: lower, upper: upper)
  }

  /// The estimate of the one constant that gives the engine's trace on the minimal case (none when no constant or
  /// several do), narrowed on the related cases; nil unless it has a lower bound, no case contradicts it and enough
  /// cases narrowed it. A case where no value fits and the engine shows the divergence contradicts it.
  func estimate(minimal: TouchCase, observed: Trace, related: [(touchCase: TouchCase, observed: Trace, diverges: Bool)]) -> ProfileEstimate? {
    let candidates = Profile.doubles.compactMap { constant in interval(minimal, constant.keyPath, observed).map { (constant, $0) } }
    guard candidates.count == 1, let (constant, first) = candidates.first else { return nil }
    var lower = first.lower ?? -Double.infinity, upper = first.upper ?? Double.infinity
    var cases = 1
    for item in related {
      let reading = reading(item.touchCase, constant.keyPath, item.observed)
      if case .noneFits = reading, item.diverges { return nil }
      guard let found = reading.range else { continue }
      lower = max(lower, found.lower ?? -Double.infinity)
      upper = min(upper, found.upper ?? Double.infinity)
      cases += 1
    }
    guard lower.isFinite, lower < upper, cases >= Self.minimumCases else { return nil }
    let estimate = ProfileEstimate(name: constant.name, lower: lower, upper: upper.isFinite ? upper : nil, cases: cases)
    return narrowed(estimate, constant.keyPath, minimal: minimal, boundary: first.lower ?? first.upper ?? lower)
  }

  /// The estimate narrowed on stretched copies of the minimal case run on the engine: each is stretched so that its
  /// boundary (`boundary` on the minimal case) falls in the middle of the estimate; a stretch that does not move the
  /// boundary there, or a case the engine or the reference cannot run, ends the search with what is known.
  func narrowed(_ estimate: ProfileEstimate, _ keyPath: WritableKeyPath<Profile, Double>, minimal: TouchCase, boundary: Double) -> ProfileEstimate {
    guard let engine, boundary > 0 else { return estimate }
    var estimate = estimate
    var stretch: ((TouchCase, Double) -> TouchCase)?
    for _ in 0..<Self.probes {
      // Without an upper end yet, the next probe doubles the lower one.
      let upper = estimate.upper ?? Double.infinity
      guard upper - estimate.lower > 1e-9 * max(1, estimate.lower) else { break }
      let middle = upper.isFinite ? (estimate.lower + upper) / 2 : estimate.lower * 2
      var narrowedOnce = false
      for candidate in stretch.map({ [$0] }) ?? [Self.stretchTime, Self.stretchMoves] {
        let probe = candidate(minimal, middle / boundary)
        guard (try? probe.validate()) != nil, let run = try? engine.run(probe, recording: capabilities.categories),
          let found = interval(probe, keyPath, capabilities.projected(run.trace))
        else { continue }
        let lower = max(estimate.lower, found.lower ?? -Double.infinity), top = min(upper, found.upper ?? Double.infinity)
        // The stretched case must have moved its boundary into the estimate and kept it consistent.
        guard lower < top, top - lower < upper - estimate.lower || (!upper.isFinite && lower > estimate.lower) else { continue }
        estimate.lower = lower
        estimate.upper = top.isFinite ? top : nil
        estimate.cases += 1
        stretch = candidate
        narrowedOnce = true
        break
      }
      if !narrowedOnce { break }
    }
    return estimate
  }

  /// The case with every stream time (from the first item's) multiplied by `factor`.
  static func stretchTime(_ touchCase: TouchCase, _ factor: Double) -> TouchCase {
    var stretched = touchCase
    guard let start = touchCase.stream.items.first?.time else { return stretched }
    for k in stretched.stream.items.indices { stretched.stream.items[k].time = start + (touchCase.stream.items[k].time - start) * factor }
    return stretched
  }

  /// The case with every finger's moves from where it landed multiplied by `factor`.
  static func stretchMoves(_ touchCase: TouchCase, _ factor: Double) -> TouchCase {
    var stretched = touchCase
    var landed: [Int: Point] = [:]
    for k in stretched.stream.items.indices {
      guard case .touches(var samples) = stretched.stream.items[k].kind else { continue }
      for s in samples.indices {
        let start = landed[samples[s].touch] ?? samples[s].location
        if samples[s].phase == .began { landed[samples[s].touch] = samples[s].location; continue }
        samples[s].location = Point(x: start.x + (samples[s].location.x - start.x) * factor, y: start.y + (samples[s].location.y - start.y) * factor)
      }
      stretched.stream.items[k].kind = .touches(samples)
    }
    return stretched
  }
}
