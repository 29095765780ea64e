-- A payout's failure reason is written per interface language; a reason recorded before is English.
ALTER TABLE "payouts" ALTER COLUMN "failure_reason" SET DATA TYPE jsonb USING CASE WHEN "failure_reason" IS NULL THEN NULL ELSE jsonb_build_object('en', "failure_reason") END;
