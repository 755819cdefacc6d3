-- A coupon's expiry is the last day it works, a Europe/Paris calendar day (issue 26 §20).
-- It was stored as the instant that day ends (Paris midnight), so a coupon made to expire on
-- 31/12/2026 was shown as "1 janv. 2027". The day is the one just before that instant, in Paris.
ALTER TABLE "coupons" ALTER COLUMN "delay" SET DATA TYPE date USING (("delay" - interval '1 millisecond') AT TIME ZONE 'Europe/Paris')::date;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "feminine" boolean DEFAULT false NOT NULL;