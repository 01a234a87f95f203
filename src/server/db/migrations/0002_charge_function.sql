-- Charging a catalogue in one call whose plan the database keeps (issue 5 load targets: a
-- plpgsql function's statements are planned once per connection, where the same statements sent
-- as one query were parsed and planned on every charge). Used by src/server/services/credits.ts
-- and settings.ts; the figures 1, 100 and 36 are LIMITS.maxImagesMin/Max/Default of src/shared.

-- The photo limit in force (spec 5): the stored setting when it is an integer from 1 to 100, else
-- the default. The inner CASE keeps the cast from ever seeing a non-number.
CREATE OR REPLACE FUNCTION vetrina_max_images() RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT COALESCE(
    (SELECT CASE WHEN valore ~ '^[0-9]{1,3}$' THEN CASE WHEN valore::int BETWEEN 1 AND 100 THEN valore::int END END
       FROM settings WHERE chiave = 'max_images_per_catalog'),
    36)
$$;
--> statement-breakpoint

-- One catalogue for p_user_id (DECISIONS "Credits"): within the limit and above zero credits, the
-- conditional decrement, the log row and the ledger entry, atomically (one statement's call).
-- credits_left is null when nothing was charged: over the limit (p_images > max_images), no
-- credits left, or no such user.
CREATE OR REPLACE FUNCTION vetrina_charge(p_user_id uuid, p_images integer, p_at timestamptz)
RETURNS TABLE (max_images integer, credits_left integer)
LANGUAGE plpgsql AS $$
DECLARE
  v_username text;
  v_credits integer;
  v_log_id uuid;
BEGIN
  max_images := vetrina_max_images();
  IF p_images <= max_images THEN
    UPDATE users u SET crediti = u.crediti - 1, updated_at = p_at
      WHERE u.id = p_user_id AND u.crediti > 0
      RETURNING u.username, u.crediti INTO v_username, v_credits;
    IF FOUND THEN
      INSERT INTO catalog_logs (user_id, username, numero_immagini, data_generazione, created_at)
        VALUES (p_user_id, v_username, p_images, p_at, p_at)
        RETURNING id INTO v_log_id;
      INSERT INTO credit_ledger (user_id, created_at, credits_from, credits_to, reason, catalog_log_id)
        VALUES (p_user_id, p_at, v_credits + 1, v_credits, 'catalog_charge', v_log_id);
      credits_left := v_credits;
    END IF;
  END IF;
  RETURN NEXT;
END
$$;
