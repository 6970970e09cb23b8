/// A field's request that whoever owns its rules check it now (see
/// ``FieldModel/requestValidation()``): the owner, a form for a row's field, answers in
/// ``passed``.
package final class ValidationRequest {
    /// Whether the check passed; nil while no owner answered.
    package var passed: Bool?

    /// A request no one has answered yet.
    package init() {}
}
