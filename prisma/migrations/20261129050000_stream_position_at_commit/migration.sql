-- A change's stream position is given at commit (a deferred trigger), not when its message is
-- written. Before, the message statement bumped the company's counter row and the row stayed
-- locked through the rest of the transaction, its answer's trip back to the API, the API's turn
-- to send COMMIT and the commit's WAL flush: one company's bookings queued on that row. Now the
-- message is written without a position and the trigger below takes the counter row at commit,
-- so the lock lasts only the commit itself. Positions stay in commit order (a transaction that
-- took position N commits before the next can take N+1 on the same row) and a transaction's own
-- messages keep their order (deferred triggers fire in the order their rows were written).
-- Pings are not part of the stream and keep no position. The function body is an escape string
-- with each semicolon written \073 (the migration engine splits statements on that character).
CREATE FUNCTION webhook_message_position() RETURNS trigger
LANGUAGE plpgsql AS E'
DECLARE
  given bigint\073
BEGIN
  INSERT INTO webhook_stream_counters AS c (company_id, seq) VALUES (NEW.company_id, 1)
  ON CONFLICT (company_id) DO UPDATE SET seq = c.seq + 1
  RETURNING c.seq INTO given\073
  UPDATE webhook_messages SET seq = given WHERE company_id = NEW.company_id AND id = NEW.id\073
  UPDATE webhook_deliveries SET seq = given WHERE company_id = NEW.company_id AND message_id = NEW.id\073
  RETURN NULL\073
END
';

CREATE CONSTRAINT TRIGGER webhook_messages_position
  AFTER INSERT ON webhook_messages
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW
  WHEN (NEW.seq IS NULL AND NEW.type <> 'ping')
  EXECUTE FUNCTION webhook_message_position();
