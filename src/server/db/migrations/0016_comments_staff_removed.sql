-- Removals by the platform's moderators become their own state, which the author cannot restore.
UPDATE "comments" SET "state" = 'staff_removed' WHERE "state" = 'deleted' AND "removed_reason" = 'comment.removed.staff';
