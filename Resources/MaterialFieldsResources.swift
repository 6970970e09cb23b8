/// The package's shipped stylesheets (the CSS theme), compiled into the library.
///
/// They are part of the binary rather than a resource bundle beside it, so an app or the
/// C library installed anywhere finds them: nothing is read from disk at run time.
public enum MaterialFieldsResources {
    /// The text of a stylesheet in `Resources/css`, such as `"material-fields"`, or nil
    /// if the package ships no such sheet.
    public static func styleSheet(named name: String) -> String? {
        let bytes: [UInt8]
        switch name {
        case "material-fields": bytes = PackageResources.material_fields_css
        case "material-fields-light": bytes = PackageResources.material_fields_light_css
        case "material-fields-dark": bytes = PackageResources.material_fields_dark_css
        case "material-fields-high-contrast": bytes = PackageResources.material_fields_high_contrast_css
        case "material-fields-popup": bytes = PackageResources.material_fields_popup_css
        case "material-fields-chips": bytes = PackageResources.material_fields_chips_css
        case "material-fields-segments": bytes = PackageResources.material_fields_segments_css
        case "material-fields-draft-offer": bytes = PackageResources.material_fields_draft_offer_css
        case "material-fields-error-summary": bytes = PackageResources.material_fields_error_summary_css
        case "material-fields-stacked-form": bytes = PackageResources.material_fields_stacked_form_css
        default: return nil
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
