-- Frame rates as the exact fractions ffprobe gives ("30000/1001"): a float4 29.97 counted
-- 1001 ms as frame 29 instead of 30 (issue 36 item 3). NTSC rates stored as decimals become their fractions.
ALTER TABLE "files" ALTER COLUMN "frame_rate" SET DATA TYPE text USING (CASE
  WHEN abs("frame_rate" - 24000.0 / 1001) < 0.01 THEN '24000/1001'
  WHEN abs("frame_rate" - 30000.0 / 1001) < 0.01 THEN '30000/1001'
  WHEN abs("frame_rate" - 48000.0 / 1001) < 0.01 THEN '48000/1001'
  WHEN abs("frame_rate" - 60000.0 / 1001) < 0.01 THEN '60000/1001'
  WHEN abs("frame_rate" - 120000.0 / 1001) < 0.01 THEN '120000/1001'
  WHEN "frame_rate" = round("frame_rate") THEN round("frame_rate")::bigint::text || '/1'
  ELSE round("frame_rate" * 1000)::bigint::text || '/1000'
END);--> statement-breakpoint
ALTER TABLE "work_notes" ALTER COLUMN "frame_rate" SET DATA TYPE text USING (CASE
  WHEN abs("frame_rate" - 24000.0 / 1001) < 0.01 THEN '24000/1001'
  WHEN abs("frame_rate" - 30000.0 / 1001) < 0.01 THEN '30000/1001'
  WHEN abs("frame_rate" - 48000.0 / 1001) < 0.01 THEN '48000/1001'
  WHEN abs("frame_rate" - 60000.0 / 1001) < 0.01 THEN '60000/1001'
  WHEN abs("frame_rate" - 120000.0 / 1001) < 0.01 THEN '120000/1001'
  WHEN "frame_rate" = round("frame_rate") THEN round("frame_rate")::bigint::text || '/1'
  ELSE round("frame_rate" * 1000)::bigint::text || '/1000'
END);