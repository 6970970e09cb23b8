/// A field's request that whoever owns its rules check it now (see
/// ``FieldModel/requestValidation()``): the owner, a form for a row's field, answers in
/// ``passed``.
public final class ValidationRequest {
    /// Whether the check passed; nil while no owner answered.
    public var passed: Bool?

    /// A request no one has answered yet.
    public init() {}
}
