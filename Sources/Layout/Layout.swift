/// The view model: views, anchors, constraints, intrinsic size, text metrics, the layout pass.
/// Built on ``Solver``; it never prints.
public enum LayoutModule {}
