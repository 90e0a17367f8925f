-- 0005: RESERVED for another branch's migration, which takes this number when it is merged. This placeholder only
-- keeps the numbers 1..n without gaps on the branch that adds 0006: delete it in the merge that brings the real 0005
-- (the loader refuses two files with one number, so the merge cannot miss it).
SELECT 1;
