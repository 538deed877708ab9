-- Library thumbnails (an image's, or a video's poster sent by the side panel), and the claim that makes one
-- push upload a creative to an ad account while a concurrent push waits (server/library/push-media.ts).
ALTER TABLE library_creatives ADD COLUMN thumbnail_file_name text;
ALTER TABLE library_creative_accounts ADD COLUMN claim_owner text;
ALTER TABLE library_creative_accounts ADD COLUMN claim_until timestamptz;
