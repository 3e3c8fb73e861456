/// A numeric profile constant's other documented readings: values a run may take instead of the default.
public struct NumericReadings: Sendable {
  /// The constant's name, as `Profile.doubles` lists it.
  public let name: String
  /// The other values, in a fixed order (empty: the documents fix the number, or the generator already varies it).
  public let values: [Double]
  /// Where each value comes from.
  public let reason: String
}

extension Profile {
  /// Each numeric constant's other readings, in `Profile.doubles` order: the other values the documents and observed
  /// reimplementations give (`uikit-rules.md` B.14), 0 where they allow any movement, and the value of another
  /// threshold the same inputs are compared against (so two decisions fall on one input). Every value is one
  /// `Profile.validate` accepts.
  public static let numericReadings: [NumericReadings] = [
    NumericReadings(name: "alphaThreshold", values: [], reason: "Apple gives the number (“alpha level less than 0.01”); its other reading is the flag alphaStoredAsFloat"),
    NumericReadings(name: "tapMovementTolerance", values: [45, 0], reason: "reimplementations use 45 pt, 10 pt and 0 (B.14)"),
    NumericReadings(name: "tapMaximumDuration", values: [0.5], reason: "the long press's documented 0.5 s, where a held finger stops being a tap as a press begins"),
    NumericReadings(name: "multiTapInterval", values: [0.75], reason: "the tap's own longest press, so both tap timers run out together"),
    NumericReadings(name: "multiTapSlop", values: [10], reason: "the tap movement tolerance, so a moved lift and a next tap are measured on one distance"),
    NumericReadings(name: "panMinimumDistance", values: [5, 0], reason: "reimplementations start a pan at 5 pt per axis or on any movement (B.14)"),
    NumericReadings(name: "swipeMinimumDistance", values: [10], reason: "the pan and scroll distance, so a swipe and a pan or a scroll decide on one move"),
    NumericReadings(name: "swipeMaximumDuration", values: [0.15], reason: "the scroll delay, so a swipe times out as a held touch-down is released"),
    NumericReadings(name: "swipeMaximumDeviation", values: [1], reason: "a 45° move's ratio, where a diagonal is as far along one axis as the other"),
    NumericReadings(name: "pinchMinimumScaleChange", values: [0], reason: "any change, as reimplementations start gestures on any movement (B.14)"),
    NumericReadings(name: "rotationMinimumAngle", values: [0], reason: "any turn, as reimplementations start gestures on any movement (B.14)"),
    NumericReadings(name: "controlDragMargin", values: [25, 0], reason: "25 pt on iPad (Texture's ASControlNode, B.14), and 0, Apple's “just outside the bounds” read literally"),
    NumericReadings(name: "maximumSimultaneousTouches", values: [], reason: "the generator already sets it one under each case's peak of fingers (DEL-012) for engines that claim the limit"),
    NumericReadings(name: "scrollDelayDuration", values: [0.5], reason: "the long press's documented 0.5 s, so a held touch-down is released as a press begins"),
    NumericReadings(name: "scrollStartDistance", values: [5, 0], reason: "read as a pan (B.14): 5 pt per axis, or any movement"),
  ]
}
