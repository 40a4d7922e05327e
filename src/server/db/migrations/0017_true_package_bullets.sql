-- Issue 29: the bullets seeded before this release hinted that Starter lacked 4K, style reference
-- and free re-edits (and that Studio had a priority support the shop does not offer), while every
-- account has every feature. Rewrite them to what a fresh install now seeds, but only on a package
-- whose name and bullets are still exactly as seeded: a package the operator renamed or whose
-- bullets they edited keeps what they wrote.
UPDATE "package" AS p
SET "points" = seeded.now
FROM (VALUES
  (
    'Starter',
    '{"pointOne":"20 thumbnail credits","pointTwo":"All 25 categories","pointThree":"Exact-text titles"}'::jsonb,
    '{"pointOne":"20 thumbnail credits","pointTwo":"Every feature: 4K, style reference, personas","pointThree":"Free text re-edits","pointFour":"Credits never expire"}'::jsonb
  ),
  (
    'Creator',
    '{"pointOne":"100 thumbnail credits","pointTwo":"Up to 4K output","pointThree":"Reference image styles","pointFour":"Free text re-edits"}'::jsonb,
    '{"pointOne":"100 thumbnail credits","pointTwo":"Every feature: 4K, style reference, personas","pointThree":"Free text re-edits","pointFour":"Credits never expire"}'::jsonb
  ),
  (
    'Studio',
    '{"pointOne":"300 thumbnail credits","pointTwo":"Up to 4K output","pointThree":"Priority support","pointFour":"Free text re-edits"}'::jsonb,
    '{"pointOne":"300 thumbnail credits","pointTwo":"Every feature: 4K, style reference, personas","pointThree":"Free text re-edits","pointFour":"Credits never expire"}'::jsonb
  )
) AS seeded(name, was, now)
WHERE p."name" = seeded.name AND p."points" = seeded.was;
