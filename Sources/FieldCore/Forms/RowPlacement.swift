/// What a ``Form`` keeps for each of its rows besides the row itself: the section it is
/// in, and the tokens through which it hears the row's models.
struct RowPlacement {
    /// The key of the row's section.
    var sectionKey: String
    /// Keeps the form's handlers on the row's models registered.
    var observations: [ObservationToken]
}
