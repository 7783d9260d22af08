import { z } from 'zod';
import { STAFF_DECISION_GROUNDS } from '../enums.js';
import { M } from '../messages.js';

// The ground a moderator picks for a decision (its statement of reasons): one of the published rules. A punishment,
// a refused verification, a team lock and a review's rejection or removal must name one (a missing or unknown ground
// is a 400 on `ground`); dismissed reports without one are recorded under NO_VIOLATION.

export const requiredGround = z.enum(STAFF_DECISION_GROUNDS, { error: M.decision.error.ground });
export const groundField = requiredGround.optional();

/** The message key of each ground's published sentence (en and de in the locales). */
export const DECISION_GROUND_TEXT = M.decision.ground;
/** The message key of each review hold rule's published sentence: the facts of an automated hold. */
export const HOLD_RULE_TEXT = M.decision.holdRule;
