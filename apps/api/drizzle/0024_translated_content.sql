-- Variant attribute names (Colour) and their values (Red) in other languages, with English in
-- goods_attrs / goods_attr_values as the fallback, like goods_i18n and category_i18n.
CREATE TABLE IF NOT EXISTS "goods_attr_i18n" (
	"attr_id" integer NOT NULL REFERENCES "goods_attrs"("id") ON DELETE cascade,
	"lang" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "goods_attr_i18n_pk" ON "goods_attr_i18n" ("attr_id", "lang");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "goods_attr_value_i18n" (
	"value_id" integer NOT NULL REFERENCES "goods_attr_values"("id") ON DELETE cascade,
	"lang" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "goods_attr_value_i18n_pk" ON "goods_attr_value_i18n" ("value_id", "lang");
