import TouchModel
import UIKitOracle

// Ported mistakes in which recognizers see a touch, how recognition takes it from its view, and how recognizers
// exclude each other (GES-001, GES-002, GRD-002, GRC-001); the catalogue entries name the projects.

extension OracleRules {
  /// GES-001: a view keeps its recognizers in a hash set, so they see a touch in the set's order, not attach order
  /// (modelled as the reverse of attach order, one order a set can give).
  func recognizersInHashOrder(seeingTouchOn hit: Int) -> [Int] {
    var list: [Int] = []
    var sameView: [Int] = []
    for g in literalRecognizers(seeingTouchOn: hit) {
      if let last = sameView.last, state.scene.recognizers[last].view != state.scene.recognizers[g].view {
        list += sameView.reversed()
        sameView = []
      }
      sameView.append(g)
    }
    return list + sameView.reversed()
  }

  /// GES-001: the walk that collects a touch's recognizers stops below the top of the hierarchy, so the window's own
  /// recognizers never see a touch.
  func windowRecognizersNeverSeeTouches(seeingTouchOn hit: Int) -> [Int] {
    literalRecognizers(seeingTouchOn: hit).filter { state.superviews[state.scene.recognizers[$0].view] != nil }
  }

  /// GES-001: the walk up from the hit-test view stops at the first recognizer with cancelsTouchesInView, so the
  /// recognizers after it (its view's later ones, every ancestor's) never see the touch.
  func recognizerWalkStopsAtCancelling(seeingTouchOn hit: Int) -> [Int] {
    let list = literalRecognizers(seeingTouchOn: hit)
    guard let k = list.firstIndex(where: { state.scene.recognizers[$0].cancelsTouchesInView }) else { return list }
    return Array(list[...k])
  }
}

/// GRD-002: cancelsTouchesInView is never read: every recognition cancels the view's touches.
enum CancelsTouchesInViewAlwaysOn {
  /// The case as the engine reads it: every recognizer cancels the touches in its view.
  static func misread(_ c: TouchCase) -> TouchCase { c.changingRecognizers { $0.cancelsTouchesInView = true } }
}

extension OracleRules {
  /// GRD-002: recognition only stops the gesture's touches from reaching their views: no touchesCancelled is sent.
  func viewTouchesDroppedWithoutCancel(_ g: Int) {
    guard state.scene.recognizers[g].cancelsTouchesInView else { return }
    state.fire(.grd002)
    for t in state.recognizers[g].touches.sorted() where state.touches[t].isDelivered && state.touches[t].isBound { unbind(t) }
  }

  /// GRC-001: recognizers of different kinds never exclude each other; only recognizers of one kind do.
  func noCrossKindExclusion(_ a: Int, _ b: Int) -> Bool {
    state.scene.recognizers[a].kind.name != state.scene.recognizers[b].kind.name || literalRecognizeSimultaneously(a, b)
  }
}

/// GES-002: the delegate's gestureRecognizer(_:shouldReceive:) is never asked (read as yes).
enum DelegateShouldReceiveIgnored {
  /// The case as the engine reads it: every delegate lets its recognizer see every touch.
  static func misread(_ c: TouchCase) -> TouchCase { c.changingRecognizers { $0.shouldReceive = true } }
}

extension OracleRules {
  /// GRD-002's first step: the touch leaves its view; phases still withheld from it are discarded.
  func unbind(_ t: Int) {
    state.omit(.touches, touch: t, by: .grd002)
    state.touches[t].isBound = false
    state.touches[t].pendingBegan = false
    state.touches[t].pendingMoved = false
    state.touches[t].pendingEnded = false
  }
}
