import TouchModel
import CaseGeneration

/// Chooses the fewest case files of a corpus that keep its coverage: the rules the oracle fires on the cases, and the
/// signatures (with an engine, those it shows on the cases now; without, those archived files record).
///
/// The choice is a greedy set cover: take the file that adds the most of what is not yet covered, the first in sorted
/// order among equals, until nothing is left; the result is deterministic and never covers less than the whole.
package struct CorpusMinimizer {
  /// The reference engine, whose fired rules are the coverage.
  package let oracle: any TouchEngine
  /// The engine whose signatures are kept, if any.
  package let engine: (any TouchEngine)?

  /// Creates a minimizer.
  package init(oracle: any TouchEngine, engine: (any TouchEngine)? = nil) {
    self.oracle = oracle
    self.engine = engine
  }

  /// What a minimization keeps and removes.
  package struct Plan: Sendable {
    /// The files kept, in the order chosen, each with what it adds (`rule ID`, `signature …`).
    package var keep: [(path: String, adds: [String])] = []
    /// The files that add nothing once the kept ones are there, sorted.
    package var remove: [String] = []
    /// Files and paths that could not be used (left in place).
    package var errors: [CorpusError] = []
    /// The rules covered.
    package var rules = 0
    /// The signatures covered.
    package var signatures = 0
  }

  /// The plan for the case files under the paths.
  package func plan(_ paths: [String]) -> Plan {
    var plan = Plan()
    let listing = CorpusFiles.list(paths)
    plan.errors = listing.errors
    var files: [String] = []
    var coverage: [[String]] = []
    for path in listing.files {
      switch covered(by: path) {
      case .success(let elements):
        files.append(path)
        coverage.append(elements)
      case .failure(let error): plan.errors.append(error)
      }
    }
    let picks = Self.cover(coverage)
    var kept = [Bool](repeating: false, count: files.count)
    for (index, adds) in picks {
      kept[index] = true
      plan.keep.append((files[index], adds))
      plan.rules += adds.filter { $0.hasPrefix("rule ") }.count
      plan.signatures += adds.filter { $0.hasPrefix("signature ") }.count
    }
    plan.remove = files.indices.filter { !kept[$0] }.map { files[$0] }
    return plan
  }

  /// What one file covers: `rule ID` for each rule the oracle fires, `signature ENGINE: SIGNATURE` for its signature.
  func covered(by path: String) -> Result<[String], CorpusError> {
    let file: CaseFile
    switch CorpusFiles.load(path) {
    case .success(let f): file = f
    case .failure(let error): return .failure(error)
    }
    let header: FoundHeader?
    do { header = try FoundHeader.read(file) } catch { return .failure(CorpusError(file: path, problem: error.description)) }
    let run: EngineRun
    do { run = try oracle.run(file.touchCase, recording: .all) } catch {
      return .failure(CorpusError(file: path, problem: "the oracle failed: \(error)"))
    }
    var elements = run.firedRules.map { "rule " + $0 }
    if let engine {
      if FeatureChecker.missing(for: file.touchCase, in: engine.capabilities).isEmpty,
        let signature = Differential.run(oracle: oracle, engine: engine, file.touchCase).divergence?.signature
      {
        elements.append("signature \(engine.name): \(signature)")
      }
    } else if let header {
      elements.append("signature \(header.engine): \(header.signature)")
    }
    return .success(elements)
  }

  /// Greedy set cover: indices of the sets chosen, in order, each with the elements it adds (in its own order).
  ///
  /// Each step takes the set adding the most uncovered elements, the lowest index among equals; it stops when no set
  /// adds anything, so every element of every set is covered.
  package static func cover(_ sets: [[String]]) -> [(index: Int, adds: [String])] {
    var covered = Set<String>()
    var chosen: [(index: Int, adds: [String])] = []
    var used = [Bool](repeating: false, count: sets.count)
    while true {
      var best = -1
      var bestGain = 0
      for (i, set) in sets.enumerated() where !used[i] {
        let gain = Set(set).subtracting(covered).count
        if gain > bestGain { best = i; bestGain = gain }
      }
      guard best >= 0 else { return chosen }
      used[best] = true
      var adds: [String] = []
      for element in sets[best] where !covered.contains(element) {
        covered.insert(element)
        adds.append(element)
      }
      chosen.append((best, adds))
    }
  }
}
