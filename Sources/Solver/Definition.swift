/// Variables eliminated by substitution: a required equality that names a variable no row,
/// cost or other definition holds is kept as that variable's definition, outside the rows,
/// instead of becoming the variable's row.
///
/// Why: in a column of views each one's top is the previous one's bottom plus a gap. As rows,
/// the tenth view's top is written in terms of the symbols behind every view above it, so a
/// column of N views holds about N²/2 cells (10,000 labels: 3.5 GB and 12 s to build). As
/// definitions, each top names the previous top and height, and the column holds O(N).
///
/// The rows stay exactly those Cassowary would have: wherever a defined variable would enter
/// a row (a constraint that names it, an edit of it), its definition is expanded there, down
/// to parametric symbols, the definition's dummy marker included, so conflicts, explanations
/// and removals see the same equations (``Tableau/addExpansion(of:times:to:)``). Only the
/// variable's own row is missing; its value is kept apart (``DefinitionStore``) and
/// refreshed, in dependency order, from the symbols whose values changed since the last
/// refresh (``Tableau/refreshDefinedValues()``). Removing the constraint either drops the
/// definition (nothing names the variable) or first puts the variable's row in place
/// (``Tableau/materialize(_:)``) and removes as Cassowary does.
struct Definition {
    /// `value = constant + Σ terms + dummyCoefficient · dummy`: the terms name external
    /// symbols (basic, parametric or defined), sorted by id; the dummy is the marker of the
    /// constraint, always zero, kept for the rows the definition is expanded into.
    var constant: Double
    var terms: [Cell]
    var dummy: Symbol
    var dummyCoefficient: Double
    /// 1 + the highest rank among the defined terms (1 when none is defined): a definition
    /// ranks above everything it names, so dependency order is rank order.
    var rank: Int32
}
