-- An event's transaction is the API's transaction (docs/engineering.md, "Where events come from"): `currency` as
-- `{code}`, `amount_refunded` on payments only and `parent_id` on refunds only, as service/transactions/serialize.ts
-- writes them (0002 wrote the bare code and both fields on every kind). The triggers of 0002 call this function by
-- name, so replacing it is enough; events written before keep the snapshot they were written with.
CREATE OR REPLACE FUNCTION events_transaction_json(t transactions) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object('uuid', t.id, 'code', t.code, 'type', t.type, 'status', t.status, 'amount', t.amount,
    'currency', jsonb_build_object('code', t.currency), 'total_fee', t.total_fee, 'net_amount', t.net_amount,
    'description', t.description, 'remarks', t.remarks, 'merchant_id', t.owner_merchant_id,
    'primary_reference', t.primary_reference, 'secondary_reference', t.secondary_reference, 'metadata', t.metadata,
    'date_created_gmt', events_iso(t.date_created_gmt), 'date_updated_gmt', events_iso(t.date_updated_gmt))
    || CASE
      WHEN t.type = 'PAYMENT' THEN jsonb_build_object('amount_refunded', t.amount_refunded)
      WHEN t.type = 'REFUND' AND t.parent_id IS NOT NULL THEN jsonb_build_object('parent_id', t.parent_id)
      ELSE '{}'::jsonb
    END
$$;
