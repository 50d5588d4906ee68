extension Scene {
    /// The window's trait collection: from the screen (device, orientation, Split View share,
    /// scale, layout direction) and the content size category.
    public var traitCollection: TraitCollection {
        TraitCollection(screen: screen, contentSizeCategory: contentSizeCategory)
    }

    /// After the screen or the text size changed: when the size classes differ, what a
    /// storyboard installs per size class is installed again for the new ones
    /// (``SizeClassVariations``), as UIKit does while the trait collection changes.
    func traitCollectionDidChange(from before: TraitCollection) {
        let after = traitCollection
        guard after.horizontalSizeClass != before.horizontalSizeClass || after.verticalSizeClass != before.verticalSizeClass else { return }
        existingPart(SizeClassVariations.self)?.apply(for: after)
    }
}
