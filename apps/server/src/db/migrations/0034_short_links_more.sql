-- Reserved for this area's tables; replaced when the area lands.
SELECT 1;
