-- Trophy categories an ADMIN reserves for the platform's own awards: a team cannot run a trophy in one, so a brand's
-- self-run award never carries a platform category such as "Product of the year".
ALTER TABLE "trophy_categories" ADD COLUMN "platform_only" boolean DEFAULT false NOT NULL;
