-- The audit trail (issue 17) covers the waitlist (CONTRACT 9.7): HQ deletes entries and offers
-- times by hand, and customers' own entries and offers change too: each is recorded like every
-- other tenant write, in the same transaction, by the shared trigger function.
CREATE TRIGGER "waitlist_entries_audit" AFTER INSERT OR UPDATE OR DELETE ON "waitlist_entries"
  FOR EACH ROW EXECUTE FUNCTION audit_row();

CREATE TRIGGER "booking_offers_audit" AFTER INSERT OR UPDATE OR DELETE ON "booking_offers"
  FOR EACH ROW EXECUTE FUNCTION audit_row();
