-- Failed-login limits that hold under concurrency and across instances (issue 13, DECISIONS
-- "Accounts and sessions"). An attempt is reserved BEFORE its password is checked: the attempts of
-- one IP are serialised by an advisory lock held only for this count and insert, so a burst cannot
-- pass the limit between a read and a later write. The reserved row counts as a failure at once;
-- a right password then clears the pair's rows (src/server/services/login-limits.ts).
-- reserved is false when the IP or the (IP, username) pair is blocked; oldest is then the failure
-- whose expiry ends the block.
CREATE OR REPLACE FUNCTION vetrina_reserve_login(
  p_ip text, p_username text, p_at timestamptz, p_since timestamptz, p_per_username integer, p_per_ip integer)
RETURNS TABLE (reserved boolean, oldest timestamptz)
LANGUAGE plpgsql AS $$
DECLARE
  v_pair integer;
  v_ip integer;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('vetrina_login:' || p_ip, 0));
  SELECT count(*), min(failed_at) INTO v_pair, oldest FROM login_failures
    WHERE ip = p_ip AND username = p_username AND failed_at > p_since;
  IF v_pair >= p_per_username THEN
    reserved := false;
    RETURN NEXT;
    RETURN;
  END IF;
  SELECT count(*), min(failed_at) INTO v_ip, oldest FROM login_failures
    WHERE ip = p_ip AND failed_at > p_since;
  IF v_ip >= p_per_ip THEN
    reserved := false;
    RETURN NEXT;
    RETURN;
  END IF;
  INSERT INTO login_failures (ip, username, failed_at) VALUES (p_ip, p_username, p_at);
  reserved := true;
  oldest := NULL;
  RETURN NEXT;
END
$$;
