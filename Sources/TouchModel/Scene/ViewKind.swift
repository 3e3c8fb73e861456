/// The UIKit class a view stands for; it decides defaults such as user interaction and control behaviour.
public enum ViewKind: String, Hashable, Sendable, CaseIterable {
  /// A plain `UIView`.
  case view
  /// A `UIWindow`; windows are listed in the scene's window order and have no superview.
  case window
  /// A `UIImageView`, not interactive by default.
  case imageView
  /// A `UILabel`, not interactive by default.
  case label
  /// A `UIButton`.
  case button
  /// A `UISwitch`.
  case `switch`
  /// A `UISlider`.
  case slider
  /// A `UIStepper`.
  case stepper
  /// A `UISegmentedControl`.
  case segmentedControl
  /// A `UIPageControl`.
  case pageControl
  /// A custom `UIControl` subclass with no default action.
  case customControl
  /// A `UIScrollView`: its bounds origin is its content offset, and it decides whether touches in its content scroll it.
  case scrollView

  /// Whether the kind is a `UIControl` subclass.
  public var isControl: Bool {
    switch self {
    case .view, .window, .imageView, .label, .scrollView: false
    default: true
    }
  }
}
