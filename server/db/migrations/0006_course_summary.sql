-- A short plain-text description of a course for the cart's course and upsell cards (02 §2 Cart). The express page's
-- info_header is marketing HTML for that page only.
alter table course_configs add column if not exists summary text;
