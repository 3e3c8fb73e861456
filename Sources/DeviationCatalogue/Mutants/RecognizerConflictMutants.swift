import TouchModel
import UIKitOracle

extension OracleRules {
  /// GRC-001: every pair of recognizers may recognize together.
  func noRecognizerExclusivity(_ a: Int, _ b: Int) -> Bool { true }

  /// GRC-002: two recognizers recognize together only when both delegates answer yes, not either.
  func simultaneousNeedsBoth(_ a: Int, _ b: Int) -> Bool {
    state.scene.recognizers[a].simultaneousWith.contains(b) && state.scene.recognizers[b].simultaneousWith.contains(a)
  }

  /// GRC-003: require(toFail:) is ignored.
  func requireToFailIgnored(_ g: Int) -> FailureRequirement { .proceed }
}

/// GRC-004: the delegate's gestureRecognizerShouldBegin is never asked (read as yes).
enum DelegateShouldBeginIgnored {
  /// The case as the engine reads it: every delegate lets its recognizer begin.
  static func misread(_ c: TouchCase) -> TouchCase { c.changingRecognizers { $0.shouldBegin = true } }
}

/// GRC-005: only the delegate is asked; the views' own gestureRecognizerShouldBegin is never called.
enum ViewShouldBeginIgnored {
  /// The case as the engine reads it: no view refuses a recognizer.
  static func misread(_ c: TouchCase) -> TouchCase { c.changingViews { $0.refusesRecognizers = [] } }
}

extension OracleRules {
  /// GRC-005: gestureRecognizerShouldBegin is asked of the hit-test view and every ancestor up to the window, past the
  /// recognizer's own view, so a view above the recognizer's view can refuse it.
  func shouldBeginAskedAboveOwner(_ g: Int, from hit: Int) -> [Int] {
    var path: [Int] = []
    var current: Int? = hit
    while let view = current {
      path.append(view)
      current = state.superviews[view]
    }
    return path
  }
}
