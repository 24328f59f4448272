-- Back-office overviews: every figure is summed from records by Shanghai day over at most 90 days,
-- so each query reads one bounded index range. Partial indexes keep only the rows a figure counts.
CREATE INDEX IF NOT EXISTS "orders_paid_idx" ON "orders" ("paid_at") WHERE "paid_at" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_store_paid_idx" ON "orders" ("store_id", "paid_at") WHERE "paid_at" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_created_idx" ON "users" ("created_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "recharges_credited_idx" ON "recharges" ("reviewed_at") WHERE "state" = 1;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "withdrawals_paid_idx" ON "withdrawals" ("reviewed_at") WHERE "state" = 1;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "evaluations_store_day_idx" ON "evaluations" ("store_id", "created_at") WHERE "status" = 'passed';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "stores_pending_idx" ON "stores" ("id") WHERE "status" = 'pending';
