import TouchModel

/// A local point in a view and the edges it must land next to, drawn but not yet converted to the screen.
struct EdgePlan {
  /// The view whose bounds coordinates `local` is in.
  var view: Int
  /// The point in the view's bounds coordinates.
  var local: Point
  /// The side of the x edge the screen point must land on, or nil when x needs no refining.
  var xEdge: Side?
  /// The side of the y edge the screen point must land on, or nil when y needs no refining.
  var yEdge: Side?
}

/// A touch location whose choices are drawn: a screen point already known, or an edge plan to convert when used.
enum PlannedLocation {
  /// A grid point, or a control's centre or knob.
  case point(Point)
  /// A point next to an edge of a view's bounds or hit area.
  case edge(EdgePlan)
}
