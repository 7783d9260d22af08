-- Categories and trophy categories in German beside English: the name and description the admin enters for German
-- readers. English stays required and is what a reader of any other language, or of a category with no German
-- text, sees.
ALTER TABLE "categories" ADD COLUMN "name_de" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "description_de" text;--> statement-breakpoint
ALTER TABLE "trophy_categories" ADD COLUMN "name_de" text;--> statement-breakpoint
ALTER TABLE "trophy_categories" ADD COLUMN "description_de" text;
