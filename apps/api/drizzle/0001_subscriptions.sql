CREATE TABLE "subscriptions" (
	"email" text PRIMARY KEY NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
