import TouchCheck
import TouchModel

/// A JUnit XML report for CI systems: one test suite, one test case per divergence or replayed file.
package struct JUnitReport: Sendable {
  /// One test case.
  package struct TestCase: Sendable {
    /// The test case's name.
    package var name: String
    /// What failed, with details, if it failed.
    package var failure: (message: String, details: String)?
    /// Why it was skipped, if it was.
    package var skipped: String?
    /// What went wrong running it, if it could not run.
    package var error: (message: String, details: String)?

    /// Creates a test case.
    package init(name: String, failure: (message: String, details: String)? = nil, skipped: String? = nil, error: (message: String, details: String)? = nil) {
      self.name = name
      self.failure = failure
      self.skipped = skipped
      self.error = error
    }
  }

  /// The suite's name.
  package var suite: String
  /// The suite's time in seconds.
  package var seconds: Double
  /// The test cases, in order.
  package var cases: [TestCase]

  /// Creates a report.
  package init(suite: String, seconds: Double, cases: [TestCase]) {
    self.suite = suite
    self.seconds = seconds
    self.cases = cases
  }

  /// The report as XML.
  package var xml: String {
    let failures = cases.filter { $0.failure != nil }.count
    let errors = cases.filter { $0.error != nil }.count
    let skipped = cases.filter { $0.skipped != nil }.count
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out += "<testsuites tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\">\n"
    out += "  <testsuite name=\"\(Self.escape(suite))\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\" time=\"\(seconds)\">\n"
    for c in cases {
      out += "    <testcase classname=\"\(Self.escape(suite))\" name=\"\(Self.escape(c.name))\""
      if let f = c.failure {
        out += ">\n      <failure message=\"\(Self.escape(f.message))\">\(Self.escape(f.details))</failure>\n    </testcase>\n"
      } else if let e = c.error {
        out += ">\n      <error message=\"\(Self.escape(e.message))\">\(Self.escape(e.details))</error>\n    </testcase>\n"
      } else if let s = c.skipped {
        out += ">\n      <skipped message=\"\(Self.escape(s))\"/>\n    </testcase>\n"
      } else {
        out += "/>\n"
      }
    }
    return out + "  </testsuite>\n</testsuites>\n"
  }

  /// Text escaped for XML, with characters XML 1.0 cannot hold replaced by U+FFFD.
  static func escape(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
      default:
        let v = scalar.value
        let allowed = (0x20...0xD7FF).contains(v) || (0xE000...0xFFFD).contains(v) || v >= 0x10000
        // Invisible characters (bidi overrides among them) cannot reorder a CI page's text either.
        out.unicodeScalars.append(allowed && !Quoted.isUnprintable(scalar) ? scalar : "\u{FFFD}")
      }
    }
    return out
  }
}

extension JUnitReport {
  /// A campaign as JUnit: one failing test case per distinct divergence, one skipped per known one, one passing per
  /// archived divergence now fixed, and a passing "conforms" case when there is no divergence.
  package static func campaign(_ report: CampaignReport, details: (DivergenceRecord) -> String) -> JUnitReport {
    let seconds = report.elapsed.inSeconds
    var cases = report.divergences.map { d in
      var cause = d.counterexample?.diagnosis.map { "; " + $0.text } ?? ""
      if d.counterexample?.diagnosis?.cause == nil, let symptom = d.counterexample?.symptom { cause += "; what differs: " + symptom.text }
      return TestCase(name: d.signature, failure: ("\(d.hits) of \(report.casesRun) cases diverge: \(d.signature)\(cause)", details(d)))
    }
    cases += report.knownHits.map { TestCase(name: $0.signature, skipped: "known divergence: \($0.known?.reason ?? "")") }
    let broader = CampaignSummary.broaderLine(report) ?? ""
    cases += report.broader.map { TestCase(name: $0.signature, skipped: "\(broader); replay: \(CampaignSummary.broaderReplay($0, report))") }
    // Test cases are named by signature alone, so CI history follows each one: an archived divergence the engine no
    // longer shows is the same test case, now passing, not one that vanished.
    var named = Set(cases.map(\.name))
    for outcome in report.archived where outcome.signature == nil && outcome.error == nil {
      let name = outcome.recorded ?? outcome.path
      if named.insert(name).inserted { cases.append(TestCase(name: name)) }
    }
    for path in report.documented?.failures ?? [] where named.insert(path).inserted {
      cases.append(TestCase(name: path, failure: ("the documented case fails at this engine's level", path)))
    }
    if report.divergences.isEmpty { cases.append(TestCase(name: "conforms")) }
    let suite = "touchcheck fuzz --engine \(report.commandLineName ?? report.engine) --seed \(report.seed)" + (report.referenceText.map { " (\($0))" } ?? "")
    return JUnitReport(suite: suite, seconds: seconds, cases: cases)
  }
}
