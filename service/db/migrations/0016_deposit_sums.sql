CREATE TABLE "deposit_sums" (
	"deposit_id" text PRIMARY KEY NOT NULL,
	"line_count" integer NOT NULL,
	"fees" bigint NOT NULL,
	"net" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "deposit_sums" ("deposit_id", "line_count", "fees", "net")
SELECT g."deposit_id", count(*)::int, coalesce(sum(s."fees"), 0), coalesce(sum(s."net"), 0)
FROM "transactions" g
JOIN "transactions" d ON d."id" = g."deposit_id" AND d."type" = 'DEPOSIT'
LEFT JOIN LATERAL (
  SELECT -sum(l."amount") FILTER (WHERE l."ledger_account" = 'fees') AS "fees",
    sum(l."amount") FILTER (WHERE l."ledger_account" LIKE 'merchant:%') AS "net"
  FROM "ledger_entries" l
  WHERE l."transaction_id" = g."id" AND l."currency" = d."currency"
) s ON true
GROUP BY g."deposit_id"
ON CONFLICT ("deposit_id") DO NOTHING;
