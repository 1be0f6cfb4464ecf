-- A manage link revoked from HQ (DELETE /v1/hq/events/{id}/manage_links) is an HQ write, and
-- every HQ write leaves an activity with its actor (docs/audit.md). Updates and deletes only: a
-- link is issued inside the booking's own transaction with the customer's e-mail, which the
-- event's row already records, so the booking pays no second audited row for it. The link's
-- token_hash is masked by audit_mask, as every hash is.
CREATE TRIGGER "booking_links_audit" AFTER UPDATE OR DELETE ON "booking_links"
  FOR EACH ROW EXECUTE FUNCTION audit_row();
