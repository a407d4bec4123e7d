-- Course taking (02 §2, §4), first part: each course config's rule set (contracts/courseRules.ts: chapters and their
-- minimums, total minutes, daily cap, breaks, chapter order, new content, and each rule's source), kept with the
-- config and read through the contract's schema (server/courseRules.ts). Null: the course has no rule set yet.
-- jsonb works alike on PGlite and PostgreSQL (both real PostgreSQL); the seed writes it with $n::jsonb.
alter table course_configs add column if not exists rules jsonb;
