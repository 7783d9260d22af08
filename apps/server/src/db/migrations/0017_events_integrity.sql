-- Reserved: a no-op until this migration gets its statements.
SELECT 1;
