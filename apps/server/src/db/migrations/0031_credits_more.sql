-- A mail's attachments (a receipt's PDF), kept with the mail in the outbox so a retry sends them too and the
-- development mailbox can offer them: [{filename, contentType, content (base64)}].
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;
