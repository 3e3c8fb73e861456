import PropertyTesting
import TouchCheck
import TouchModel
import UIKitOracle
import CaseGeneration

/// TouchCheck's own work per case, apart from the engines: what the ratios to the plain loop leave out of the check.
struct BenchCosts {
  /// Microseconds to generate one case from a seeded choice source (and free it, as the property does).
  var generation: Double
  /// Microseconds to validate one case as its case file would be (every campaign case is validated).
  var validation: Double
  /// Microseconds to count one case and the oracle's run of it in a worker's campaign statistics.
  var statistics: Double

  /// The three together.
  var total: Double { generation + validation + statistics }
}

extension BenchWorkload {
  /// Times generation, validation and statistics alone, each over the budget; validation and statistics on the first
  /// 256 of `cases` in turn, which stay in the cache as a campaign's case does between its generation and its count.
  func costs(_ cases: [TouchCase], _ budget: BenchBudget) -> BenchCosts {
    let cases = Array(cases.prefix(256))
    let generator = CaseGenerator(capabilities: capabilities)
    var source = ChoiceSource(seed: 0, size: 100)
    var views = 0
    let generation = Self.measure(budget) { i in
      source.reset(seed: CaseSchedule.caseSeed(run: 1, index: i), size: 100)
      views &+= generator.generate(&source).scene.views.count
      return true
    }.rate
    let validation = Self.measure(budget) { i in (try? cases[i & 255].validate()) != nil }.rate
    let oracle = ReferenceOracle()
    let runs = cases.map { oracle.run($0, recording: capabilities.categories) }
    var tally = StatisticsTally()
    let statistics = Self.measure(budget) { i in
      tally.record(cases[i & 255], oracle: runs[i & 255])
      return true
    }.rate
    precondition(views > 0 && tally.value.cases > 0)
    return BenchCosts(generation: 1e6 / generation, validation: 1e6 / validation, statistics: 1e6 / statistics)
  }
}
