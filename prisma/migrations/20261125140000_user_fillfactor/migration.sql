-- The daily reset updates every member's row (lastResetDate, streak, freezes, streakThrough:
-- none indexed). With room left on each page, those updates are HOT: no new entry in any of the
-- table's indexes (the trigram GIN index is the costly one). docs/decisions.md "Fair streaks".
ALTER TABLE "User" SET (fillfactor = 70);
