-- Up Migration
-- The sections a lawyer chose to follow on a case (null: the case's own), and the keys of its
-- case number, so Find in my diary knows a number however it is written (ADR 0034, ADR 0063).
ALTER TABLE diary_cases ADD COLUMN followed_sections text[];
ALTER TABLE diary_cases ADD COLUMN case_number_keys text[] NOT NULL DEFAULT '{}';
CREATE INDEX diary_cases_by_number_key ON diary_cases USING gin (case_number_keys);

-- The Next Hearing form's notes now belong to the hearing just held, and the keys are new: the
-- diary's read models are built again from the case streams when the projector next starts.
TRUNCATE diary_cases, diary_hearings, diary_case_files, diary_case_judgments;
DELETE FROM projection_checkpoints WHERE name = 'diary';

-- Down Migration
DROP INDEX diary_cases_by_number_key;
ALTER TABLE diary_cases DROP COLUMN case_number_keys;
ALTER TABLE diary_cases DROP COLUMN followed_sections;
