import CGtk
import FieldCore

/// `mf_form_set_kept_in_drafts` (c/mf-drafts.h).
@_cdecl("mf_form_set_kept_in_drafts")
public func mfFormSetKeptInDrafts(_ object: UnsafeMutableRawPointer?, _ tag: UnsafePointer<CChar>?, _ kept: gboolean) {
    CCall.run("mf_form_set_kept_in_drafts", otherwise: (), object, tag, kept) { call, object, tag, kept in
        guard let (form, tag) = call.form(object, tag: tag) else { return }
        let row = form.findRow(tag: tag)
        guard call.require(row != nil, "the form has a row with this tag") else { return }
        row?.isKeptInDrafts = kept != 0
    }
}

/// `mf_form_get_kept_in_drafts` (c/mf-drafts.h).
@_cdecl("mf_form_get_kept_in_drafts")
public func mfFormGetKeptInDrafts(_ object: UnsafeMutableRawPointer?, _ tag: UnsafePointer<CChar>?) -> gboolean {
    CCall.run("mf_form_get_kept_in_drafts", otherwise: 0, object, tag) { call, object, tag in
        guard let (form, tag) = call.form(object, tag: tag), let row = form.findRow(tag: tag) else { return 0 }
        return row.isKeptInDrafts ? 1 : 0
    }
}

/// `mf_drafts_list` (c/mf-drafts.h): a new NULL-terminated array.
@_cdecl("mf_drafts_list")
public func mfDraftsList(_ appID: UnsafePointer<CChar>?) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    CCall.run("mf_drafts_list", otherwise: nil, appID) { call, appID in
        guard let appID = call.string(appID, "app_id != NULL") else { return nil }
        return newStringArray(DraftStore.all(appID: appID).map(\.formID))
    }
}

/// `mf_drafts_forget_all` (c/mf-drafts.h).
@_cdecl("mf_drafts_forget_all")
public func mfDraftsForgetAll(_ appID: UnsafePointer<CChar>?,
                              _ errorOut: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?) -> gint {
    CCall.run("mf_drafts_forget_all", otherwise: -1, appID, errorOut) { call, appID, errorOut in
        guard let appID = call.string(appID, "app_id != NULL") else { return -1 }
        do {
            return gint(try DraftStore.removeAll(appID: appID))
        } catch {
            CLibraryError.set(errorOut, .failed, message: "\(error)")
            return -1
        }
    }
}
