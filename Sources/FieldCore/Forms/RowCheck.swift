/// A row's asynchronous check: the rows it reads (the checked row first) and the
/// validation that runs it, whose answers are stamped with the values they were asked for.
@MainActor
final class RowCheck<Tag: RowTag> {
    /// The rows whose values the check is asked about; a change in any of them asks again.
    let reads: [Tag]
    /// The check itself: one question at a time, stale answers dropped.
    let validation: AsyncValidation<[Tag: FormValue]>
    /// The form's subscription to the validation's answers.
    var token: ObservationToken?

    init(reads: [Tag], validation: AsyncValidation<[Tag: FormValue]>) {
        self.reads = reads
        self.validation = validation
    }
}
