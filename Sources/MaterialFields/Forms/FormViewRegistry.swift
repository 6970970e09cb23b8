/// The forms live ``FormView``s show, shared by every `FormView<Tag>` (a generic type
/// cannot hold a static stored property).
@MainActor
enum FormViewRegistry {
    static var shown: Set<ObjectIdentifier> = []
}
