-- An event's account writes each field it shares with GET /accounts/{uuid} as the API does (docs/developers.md,
-- "Events"): `currency` as `{code}` (0002 wrote the bare code). `status`, `end_user_id` and `institution_id` are the
-- event's own shorthands (the API's `current_status`, `end_user.uuid`, `institution.uuid`) and stay. The triggers of
-- 0002 call this function by name, so replacing it is enough; events written before keep their snapshot.
CREATE OR REPLACE FUNCTION events_accounts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  happened text := CASE NEW.current_status WHEN 'CONNECTED' THEN 'connected' WHEN 'DISCONNECTED' THEN 'disconnected'
    WHEN 'VERIFICATION_PENDING' THEN 'verification_pending' END;
BEGIN
  IF happened IS NULL OR NOT events_on() THEN
    RETURN NULL;
  END IF;
  PERFORM events_emit(NEW.merchant_id, 'account.' || happened, 'account', NEW.id, jsonb_build_object('object', jsonb_build_object(
    'uuid', NEW.id, 'code', NEW.code, 'status', NEW.current_status, 'end_user_id', NEW.end_user_id, 'institution_id', NEW.institution_id,
    'last_4', NEW.last_4, 'type', NEW.type, 'subtype', NEW.subtype, 'currency', jsonb_build_object('code', NEW.currency),
    'disconnection_reason', NEW.disconnection_reason, 'primary_reference', NEW.primary_reference,
    'date_created_gmt', events_iso(NEW.date_created_gmt), 'date_updated_gmt', events_iso(NEW.date_updated_gmt))), NEW.date_updated_gmt);
  RETURN NULL;
END
$$;
