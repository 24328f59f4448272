-- Customer-service chat: conversations (a buyer with support, or a buyer with a store) and their
-- messages. Unread counters live on the conversation for each side; a support conversation's
-- "period" (opened -> first reply -> closed) feeds the agents' statistics.
CREATE TABLE IF NOT EXISTS "chat_conversations" (
  "id" serial PRIMARY KEY NOT NULL,
  "kind" text NOT NULL CHECK ("kind" IN ('support', 'store')),
  "user_id" integer NOT NULL REFERENCES "users"("id"),
  "store_id" integer REFERENCES "stores"("id"),
  "status" text NOT NULL DEFAULT 'open' CHECK ("status" IN ('open', 'closed')),
  "assignee_id" integer REFERENCES "admins"("id"),
  "subject_kind" text CHECK ("subject_kind" IN ('product', 'order')),
  "subject_id" integer,
  "flagged" boolean NOT NULL DEFAULT false,
  "user_unread" integer NOT NULL DEFAULT 0,
  "staff_unread" integer NOT NULL DEFAULT 0,
  "last_message" text NOT NULL DEFAULT '',
  "last_message_at" timestamp with time zone,
  "opened_at" timestamp with time zone NOT NULL DEFAULT now(),
  "first_reply_at" timestamp with time zone,
  "first_reply_by" integer,
  "closed_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CHECK (("kind" = 'support') = ("store_id" IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "chat_support_one" ON "chat_conversations" ("user_id") WHERE "kind" = 'support';
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "chat_store_one" ON "chat_conversations" ("user_id", "store_id") WHERE "kind" = 'store';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "chat_conversations_store_idx" ON "chat_conversations" ("store_id", "last_message_at" DESC) WHERE "kind" = 'store';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "chat_conversations_support_idx" ON "chat_conversations" ("status", "assignee_id", "last_message_at" DESC) WHERE "kind" = 'support';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "chat_conversations_user_idx" ON "chat_conversations" ("user_id", "last_message_at" DESC);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "chat_messages" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "conversation_id" integer NOT NULL REFERENCES "chat_conversations"("id"),
  "sender" text NOT NULL CHECK ("sender" IN ('buyer', 'seller', 'support')),
  "sender_id" integer NOT NULL,
  "type" text NOT NULL CHECK ("type" IN ('text', 'img')),
  "content" text NOT NULL,
  "masked" boolean NOT NULL DEFAULT false,
  "withdrawn" boolean NOT NULL DEFAULT false,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "chat_messages_conversation_idx" ON "chat_messages" ("conversation_id", "id" DESC);
--> statement-breakpoint
-- One row per closed support period: who took it, when it opened, was first answered and was closed.
CREATE TABLE IF NOT EXISTS "chat_resolutions" (
  "id" serial PRIMARY KEY NOT NULL,
  "conversation_id" integer NOT NULL REFERENCES "chat_conversations"("id"),
  "assignee_id" integer,
  "first_reply_by" integer,
  "closed_by" integer,
  "opened_at" timestamp with time zone NOT NULL,
  "first_reply_at" timestamp with time zone,
  "closed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Saved replies: the platform's (store_id NULL) for support agents, or one store's.
CREATE TABLE IF NOT EXISTS "chat_canned_replies" (
  "id" serial PRIMARY KEY NOT NULL,
  "store_id" integer REFERENCES "stores"("id"),
  "title" text NOT NULL,
  "content" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "chat_canned_store_idx" ON "chat_canned_replies" ("store_id");
