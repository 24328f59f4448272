-- Buyer avatars are one of the built-in pictures "1".."20" (existing clients show the picture of
-- that number and fail on a URL). Stored preset paths become their number; anything else the default "1".
UPDATE "users" SET "avatar" = CASE WHEN "avatar" ~ '^/avatars/([1-9]|1[0-9]|20)\.svg$' THEN substring("avatar" from '^/avatars/([0-9]+)\.svg$') ELSE '1' END;
--> statement-breakpoint
UPDATE "evaluations" SET "avatar" = CASE WHEN "avatar" ~ '^/avatars/([1-9]|1[0-9]|20)\.svg$' THEN substring("avatar" from '^/avatars/([0-9]+)\.svg$') WHEN "avatar" ~ '^([1-9]|1[0-9]|20)$' THEN "avatar" ELSE '1' END;
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "avatar" SET DEFAULT '1';
--> statement-breakpoint
ALTER TABLE "evaluations" ALTER COLUMN "avatar" SET DEFAULT '1';
