import Layout

/// A spacer view: a plain, hidden `UIView` that holds the space between two sibling views
/// along one axis, the idiom UIKit layouts used before `UILayoutGuide` and `UIStackView`
/// (equal-width spacers spread views evenly; a spacer's frame shows the gap it holds).
///
/// UIKit has no spacer class, so it prints as a `UIView`; it is a class of its own here only so
/// that the `spacer` object kind can recognise it and give it its ``length``. Hidden, as spacer
/// views are: a hidden view still takes part in layout.
final class Spacer: View {
    /// The axis the spacer holds space along.
    let axis: LayoutAttribute.Axis

    init(name: String, axis: LayoutAttribute.Axis) {
        self.axis = axis
        super.init(name: name)
        isHidden = true
        translatesAutoresizingMaskIntoConstraints = false
    }

    /// A spacer copied into a cell stays a spacer along the same axis.
    override func makeCopy(named name: String) -> View? {
        let copy = Spacer(name: name, axis: axis)
        copyProperties(to: copy)
        return copy
    }

    /// The attribute that measures the space: width across a row, height down a column.
    var lengthAttribute: LayoutAttribute { axis == .horizontal ? .width : .height }

    /// The space held, as the last layout pass left the frame.
    var length: Double { axis == .horizontal ? frame.width : frame.height }

    /// The constraint that fixes the length, if there is one: the first active
    /// `NAME.width == C` (or `.height`) the user made on the spacer alone.
    func lengthConstraint(in scene: Scene) -> LayoutConstraint? {
        scene.constraints(affecting: self).first { constraint in
            constraint.isUserConstraint && constraint.isActive && constraint.firstItem === self
                && constraint.firstAttribute == lengthAttribute && constraint.secondItem == nil && constraint.relation == .equal
        }
    }
}
