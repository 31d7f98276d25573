-- Up Migration
-- The interface language a user chose (English, the default, or Urdu), remembered across devices.
ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'ur'));

-- Down Migration
ALTER TABLE users DROP COLUMN language;
