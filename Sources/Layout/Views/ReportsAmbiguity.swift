/// A view that carries what a log said of its layout: the attributes an `_autolayoutTrace`
/// marked `AMBIGUOUS LAYOUT for X.minY{id: 717}, X.Height{id: 711}`, or an empty list for a
/// view marked `AMBIGUOUS LAYOUT` with no attribute named; nil when the log said nothing.
///
/// What UIKit found is the evidence `fixes` trusts over the model's own ambiguity check,
/// which on a trace (views without their constraints) finds every view ambiguous.
public protocol ReportsAmbiguity: AnyObject {
    var reportedAmbiguity: [LayoutAttribute]? { get }
}
