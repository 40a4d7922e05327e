-- Issue 12 (B): the seeded testimonials get their own bundled portraits. An install seeded before
-- still shows the default avatar for them; give the four seeded people (matched by name, and only
-- while their image is still the untouched default) the portraits a fresh install seeds.
UPDATE "content_section"
SET "data" = jsonb_set(
  "data",
  '{testimonials}',
  (
    SELECT jsonb_agg(
      CASE
        WHEN entry ->> 'image' = '/images/avatar.svg' AND entry ->> 'name' IN ('Maya R.', 'Jonas K.', 'Priya S.', 'Leo M.')
          THEN jsonb_set(
            entry,
            '{image}',
            to_jsonb('/images/testimonials/' || lower(split_part(entry ->> 'name', ' ', 1)) || '.svg')
          )
        ELSE entry
      END
      ORDER BY position
    )
    FROM jsonb_array_elements("data" -> 'testimonials') WITH ORDINALITY AS list(entry, position)
  )
)
WHERE "key" = 'testimonials-section'
  AND jsonb_typeof("data" -> 'testimonials') = 'array'
  AND jsonb_array_length("data" -> 'testimonials') > 0;
