import type { RouteId } from './route-table.js';

// Each call's prose in the OpenAPI document (GET /api/openapi.json, the server's plugins/route-table.ts): apart from
// the route table because only the server reads it. The table itself ships in the web's first route (ROUTES names
// every call); with this text in it, it took the first route past its 250 KB budget (issue 16 §8).
// Keyed by the table's ids, and complete: a call added to the table without its prose does not compile.

export interface RouteDoc {
  /** One line, imperative, no full stop. */
  summary: string;
  /** What the spec says beyond the summary. */
  description?: string;
}

export const ROUTE_DOCS = {
  // ---- system ----------------------------------------------------------------------------------------------
  'system.health': {
    summary: 'Report that the server is up',
  },
  'system.ready': {
    summary: 'Report whether the server can serve requests',
    description: 'For load balancers: 200 when the database, Redis (when configured), the file store and the change '
      + 'listener all answer; 503 `unavailable` naming the parts that do not (`meta.failed`). `/health` only says '
      + 'the process is alive.',
  },
  'system.openapi': {
    summary: 'Read this OpenAPI document',
  },
  'system.devMailbox': {
    summary: 'List the mail the server sent (development only)',
    description: 'Newest first. Only outside production (NODE_ENV=production leaves this call out), so sign-up can be '
      + 'finished with no mail server.',
  },

  // ---- auth ------------------------------------------------------------------------------------------------
  'auth.signUp': {
    summary: 'Register an account',
    description: 'Returns the new id and role and mails a 6-character verification code. Follow it with a sign-in.',
  },
  'auth.signIn': {
    summary: 'Sign in with email and password',
    description: 'Opens a session: returns the access token, the refresh token and the session id to send as '
      + '`x-session-id`, and sets the refresh token in an httpOnly cookie for the web app. A banned person gets '
      + '403 with the ban in `meta`.',
  },
  'auth.refreshToken': {
    summary: 'Exchange the refresh token for a new token pair',
    description: 'The refresh token is rotated: each one works once. Presenting a used one again revokes the session (reuse '
      + 'detection).',
  },
  'auth.signOut': {
    summary: 'Sign out and end this session',
  },
  'auth.verifyEmail': {
    summary: 'Verify an email address with the mailed code',
    description: 'A wrong or expired code answers 400 with the tries left, the expiry and when a new code can be sent in '
      + '`meta`.',
  },
  'auth.resendVerification': {
    summary: 'Send a new verification code',
  },
  'auth.verifyEmailStatus': {
    summary: 'Read whether the signed-in person\'s email is verified',
  },
  'auth.forgotPassword': {
    summary: 'Mail a password reset link',
    description: 'Answers the same whether or not the address has an account.',
  },
  'auth.resetPassword': {
    summary: 'Set a new password with the mailed reset token',
    description: 'Ends every session of the account.',
  },
  'auth.me': {
    summary: 'Read the signed-in person',
  },

  // ---- sessions --------------------------------------------------------------------------------------------
  'sessions.list': {
    summary: 'List the devices signed in to this account',
  },
  'sessions.revoke': {
    summary: 'Sign out one device',
    description: 'The revoked device is refused at its next call with 401 SESSION_REVOKED.',
  },
  'sessions.revokeAllExceptCurrent': {
    summary: 'Sign out every other device',
  },
  'sessions.validate': {
    summary: 'Check whether the sent token and session are still valid',
    description: 'Never fails for bad credentials: answers `valid: false` instead.',
  },
  'sessions.init': {
    summary: 'Start an anonymous visitor session',
    description: 'Returns a session id that the client keeps and sends as `x-session-id` until it signs in.',
  },

  // ---- creators --------------------------------------------------------------------------------------------
  'creators.checkProfile': {
    summary: 'Check whether a brand profile can be claimed',
  },
  'creators.creatorSignUp': {
    summary: 'Apply as a creator by claiming a brand profile',
    description: 'Sent again while the application needs more information, it is the resubmission (a new PENDING round).',
  },
  'creators.youtuberSignUp': {
    summary: 'Apply as a YouTuber with a channel URL',
    description: 'Sent again while the application needs more information, it is the resubmission (a new PENDING round).',
  },
  'creators.requestBrand': {
    summary: 'Ask the admins to add a brand that is not listed',
  },

  // ---- profile ---------------------------------------------------------------------------------------------
  'profile.get': {
    summary: 'Read the own profile',
  },
  'profile.updateNames': {
    summary: 'Change first and last name',
  },
  'profile.delete': {
    summary: 'Delete the own account',
    description: 'The account is anonymised. The last owner of a team with other members must hand it over first (409).',
  },
  'profile.updateSettings': {
    summary: 'Change language and currency',
  },
  'profile.updateUsername': {
    summary: 'Change the username',
  },
  'profile.updateNotifications': {
    summary: 'Change the notification flags',
  },
  'profile.uploadImage': {
    summary: 'Upload a profile picture',
    description: 'multipart/form-data with one `file` (JPEG, PNG or WebP); the server re-encodes it.',
  },
  'profile.deleteImage': {
    summary: 'Remove the profile picture',
  },
  'profile.selectCreatorTeam': {
    summary: 'Choose the creator team to work in',
  },
  'profile.passwordChange': {
    summary: 'Start a password change (mails a code)',
    description: 'Takes the current password; the new one is set by the confirm call with the mailed code.',
  },
  'profile.passwordChangeResend': {
    summary: 'Send a new password change code',
  },
  'profile.passwordChangeConfirm': {
    summary: 'Set the new password with the mailed code',
    description: 'Ends every other session of the account.',
  },
  'profile.changeEmail': {
    summary: 'Start an email change (mails a code to the new address)',
  },
  'profile.changeEmailResend': {
    summary: 'Send a new email change code',
  },
  'profile.changeEmailInfo': {
    summary: 'Read the state of a pending email change',
  },
  'profile.changeEmailConfirm': {
    summary: 'Confirm the new email address with the mailed code',
    description: 'The old address gets a link that cancels the change or takes the account back within 7 days.',
  },
  'profile.changeEmailRevert': {
    summary: 'Cancel an email change or take the account back',
    description: 'With the token of the link mailed to the old address; needs no sign-in.',
  },
  'profile.acknowledgeWarning': {
    summary: 'Acknowledge a warning, so it is not shown again',
  },

  // ---- teams -----------------------------------------------------------------------------------------------
  'teams.getSettings': {
    summary: 'Read a team\'s brand settings',
  },
  'teams.updateSettings': {
    summary: 'Change a team\'s brand settings',
    description: 'A new brand name of an APPROVED team waits for a moderator (`brandNameChange`; the public keeps the old name '
      + 'until then); any team\'s new name too close to another verified brand\'s is refused with 409 (`meta.field` `brandName`).',
  },
  'teams.updateSocial': {
    summary: 'Change the social links of the selected team',
  },
  'teams.uploadImage': {
    summary: 'Upload a team\'s icon or banner',
    description: 'multipart/form-data: `imageType` (`iconUrl` or `bannerUrl`) first, then one `file`; the server re-encodes '
      + 'it.',
  },
  'teams.deleteImage': {
    summary: 'Remove a team\'s icon or banner',
  },
  'teams.listMembers': {
    summary: 'List a team\'s members and pending ownership offers',
  },
  'teams.invite': {
    summary: 'Invite someone to a team by email',
    description: 'The invitation link is valid for 7 days and works once.',
  },
  'teams.updateMember': {
    summary: 'Change a member\'s role',
  },
  'teams.removeMember': {
    summary: 'Remove a member from a team, or leave it',
  },
  'teams.transferOwnership': {
    summary: 'Offer the ownership of a team to a member',
    description: 'The member accepts or declines the offer; until then nothing changes.',
  },
  'teams.acceptTransfer': {
    summary: 'Accept an ownership offer',
  },
  'teams.declineTransfer': {
    summary: 'Decline an ownership offer',
  },
  'teams.listInvites': {
    summary: 'List a team\'s pending invitations',
  },
  'teams.cancelInvite': {
    summary: 'Cancel a pending invitation',
  },
  'teams.previewInvite': {
    summary: 'Read an invitation by its token',
    description: 'Public, so the invitation page can show the team before sign-in; signed in, `forCurrentUser` says whether '
      + 'the invitation is addressed to this person.',
  },
  'teams.acceptInvite': {
    summary: 'Accept an invitation and join the team',
  },

  // ---- adminUsers ------------------------------------------------------------------------------------------
  'adminUsers.list': {
    summary: 'Search people',
    description: 'ADMIN or MOD; anyone else gets 403.',
  },
  'adminUsers.get': {
    summary: 'Read a person\'s admin view',
    description: 'ADMIN or MOD; anyone else gets 403.',
  },
  'adminUsers.update': {
    summary: 'Change a person\'s role or details',
    description: 'ADMIN only; a moderator or user gets 403.',
  },
  'adminUsers.resetPassword': {
    summary: 'Mail a person a password reset link',
    description: 'ADMIN only; a moderator or user gets 403.',
  },
  'adminUsers.removeFromTeam': {
    summary: 'Remove a person from a creator team',
    description: 'ADMIN only; a moderator or user gets 403.',
  },

  // ---- punishments -----------------------------------------------------------------------------------------
  'punishments.create': {
    summary: 'Warn, mute or ban a person',
    description: 'ADMIN or MOD; anyone else gets 403. A moderator may warn and mute, not ban. A ban ends every session of '
      + 'the person at once.',
  },
  'punishments.get': {
    summary: 'Read a punishment',
    description: 'ADMIN or MOD; anyone else gets 403.',
  },
  'punishments.update': {
    summary: 'Change or lift a punishment',
    description: 'ADMIN or MOD; anyone else gets 403.',
  },
  'punishments.listForUser': {
    summary: 'List a person\'s punishments',
    description: 'ADMIN or MOD; anyone else gets 403.',
  },

  // ---- verifications ---------------------------------------------------------------------------------------
  'verifications.list': {
    summary: 'List creator and YouTuber applications',
    description: 'ADMIN only; a moderator or user gets 403.',
  },
  'verifications.decide': {
    summary: 'Approve, reject or ask for more information on an application or a brand name change',
    description: 'ADMIN only; a moderator or user gets 403. Approving a RENAME makes the requested name the brand\'s name.',
  },
  'verifications.setCreatorAccess': {
    summary: 'Lock a creator team for a while, or lift the lock',
    description: 'ADMIN only; a moderator or user gets 403.',
  },
  'verifications.listBrandRequests': {
    summary: 'List requests to add a brand',
    description: 'ADMIN only; a moderator or user gets 403.',
  },

  // ---- audit -----------------------------------------------------------------------------------------------
  'audit.list': {
    summary: 'Search the audit log',
    description: 'ADMIN only; a moderator or user gets 403.',
  },

  // ---- files -----------------------------------------------------------------------------------------------
  'files.get': {
    summary: 'Download an uploaded image',
    description: 'Names are generated by the server and never reused, so an answer may be cached for a year.',
  },

  // ---- categories ------------------------------------------------------------------------------------------
  'categories.list': {
    summary: 'List every category',
    description: 'The whole tree, flat: a sub-category names its parent (one level of nesting). Ordered by position, then '
      + 'name. `productCount` counts the public products of the category itself.',
  },
  'categories.create': {
    summary: 'Add a category',
    description: 'ADMIN only; a moderator or user gets 403. Audited. The slug is derived from the name when absent; a slug '
      + 'in use answers 409. The parent must exist and be top-level.',
  },
  'categories.update': {
    summary: 'Change a category',
    description: 'ADMIN only; a moderator or user gets 403. Audited. Only the fields sent change. A category with '
      + 'sub-categories cannot get a parent, and none is its own parent.',
  },
  'categories.remove': {
    summary: 'Delete a category',
    description: 'ADMIN only; a moderator or user gets 403. Audited. Answers 409 while any product (of any status) or '
      + 'sub-category uses it.',
  },
  'categories.page': {
    summary: 'Read a category page',
    description: 'The category, its parent (for the breadcrumb) and its sub-categories, each with the count of its public '
      + 'products.',
  },
  'categories.products': {
    summary: 'List a category\'s public products',
    description: 'Its own and its sub-categories\' public products, paged (take up to 48), sorted by rating (newest while '
      + 'nothing is rated), newest or name.',
  },

  // ---- home ------------------------------------------------------------------------------------------------
  'home.get': {
    summary: 'Read the home page',
    description: 'Featured categories, top-rated and newest products, and brands to discover, in one answer; an empty '
      + 'section is an empty array. Cached on the server for 30 seconds.',
  },

  // ---- products --------------------------------------------------------------------------------------------
  'products.list': {
    summary: 'List a team\'s products',
    description: 'Paged (page, take), filtered by `search` (in the name), `status` and `categoryId`, sorted by name, '
      + 'updatedAt, createdAt or status. OWNER, ADMIN and EDITOR of the team; anyone else gets 404 (the team\'s '
      + 'existence is never revealed).',
  },
  'products.create': {
    summary: 'Add a product to a team',
    description: 'Without a slug, one is derived from the name (lower-case, diacritics folded, hyphens; `-2`, `-3` … when '
      + 'the team already uses it). An explicit slug the team already uses answers 409 `conflict` on field `slug`. '
      + 'OWNER, ADMIN and EDITOR of the team; anyone else gets 404 (the team\'s existence is never revealed). A '
      + 'locked (BLOCKED) team is read-only: 403. A muted person may not publish: 403 with the mute in `meta`.',
  },
  'products.bulkStatus': {
    summary: 'Publish, archive or unpublish several products at once',
    description: '`{ids, status}`: ids of other teams or unknown ids are left out (the answer counts the products changed). '
      + 'OWNER, ADMIN and EDITOR of the team; anyone else gets 404 (the team\'s existence is never revealed). A '
      + 'locked (BLOCKED) team is read-only: 403. A muted person may not publish: 403 with the mute in `meta`.',
  },
  'products.get': {
    summary: 'Read one product with its images',
    description: 'OWNER, ADMIN and EDITOR of the team; anyone else gets 404 (the team\'s existence is never revealed).',
  },
  'products.update': {
    summary: 'Change a product',
    description: 'Replaces every field. An empty slug is derived from the name again. OWNER, ADMIN and EDITOR of the team; '
      + 'anyone else gets 404 (the team\'s existence is never revealed). A locked (BLOCKED) team is read-only: 403. '
      + 'A muted person may not publish: 403 with the mute in `meta`.',
  },
  'products.delete': {
    summary: 'Delete a product and its images',
    description: 'OWNER and ADMIN only (an EDITOR gets 403); the image files are removed too. A product that has reviews is '
      + 'archived instead (status ARCHIVED, its reviews and images kept; the answer is the same). A locked team '
      + 'gets 403.',
  },
  'products.uploadImage': {
    summary: 'Add one image to a product',
    description: 'multipart/form-data: an optional `alt` first, then one `file` (JPEG, PNG, WebP or AVIF, at most 10 MB). '
      + 'The server re-encodes it without metadata as WebP in widths 320, 800 and 1600 and puts it last. At most 8 '
      + 'images: the ninth answers 409 `conflict`. OWNER, ADMIN and EDITOR of the team; anyone else gets 404 (the '
      + 'team\'s existence is never revealed). A locked (BLOCKED) team is read-only: 403. A muted person may not '
      + 'publish: 403 with the mute in `meta`.',
  },
  'products.orderImages': {
    summary: 'Set the order of a product\'s images',
    description: '`{ids}`: exactly the product\'s image ids, the cover first; anything else is 400. OWNER, ADMIN and EDITOR '
      + 'of the team; anyone else gets 404 (the team\'s existence is never revealed). A locked (BLOCKED) team is '
      + 'read-only: 403. A muted person may not publish: 403 with the mute in `meta`.',
  },
  'products.updateImage': {
    summary: 'Change an image\'s alternative text',
    description: 'OWNER, ADMIN and EDITOR of the team; anyone else gets 404 (the team\'s existence is never revealed). A '
      + 'locked (BLOCKED) team is read-only: 403. A muted person may not publish: 403 with the mute in `meta`.',
  },
  'products.deleteImage': {
    summary: 'Delete one image of a product',
    description: 'The files of every width are removed; the images after it move up. OWNER, ADMIN and EDITOR of the team; '
      + 'anyone else gets 404 (the team\'s existence is never revealed). A locked team gets 403.',
  },

  // ---- catalogue -------------------------------------------------------------------------------------------
  'catalogue.brand': {
    summary: 'Read a brand\'s public page',
    description: 'Banner, icon, name, description, links, rating summary, and the categories its public products are in '
      + '(with counts). An unknown brand, one whose verification is not approved, answers 404. Profile handles '
      + 'compare case-insensitively. A BLOCKED team answers `blocked: true` and no categories: the page shows a '
      + 'notice instead of its products.',
  },
  'catalogue.brandProducts': {
    summary: 'List a brand\'s public products',
    description: 'Product cards, paged; sorted by rating (newest while no product has one), newest or name; filtered by '
      + 'category. An unknown brand, one whose verification is not approved, answers 404. Profile handles compare '
      + 'case-insensitively. Empty for a BLOCKED team.',
  },
  'catalogue.product': {
    summary: 'Read a product\'s public page',
    description: 'Pictures in the team\'s order, description, tags, category with its parent, link out, rating summary, the '
      + 'brand, and a few more of its products. A product that is not PUBLISHED, or of a brand that is not '
      + 'approved or is BLOCKED, answers 404.',
  },
  'catalogue.youtuber': {
    summary: 'Read a YouTuber\'s public page',
    description: 'Page name, channel and avatar of an APPROVED YouTuber; anyone else answers 404. Handles compare '
      + 'case-insensitively.',
  },
  'catalogue.updateYoutuberHandle': {
    summary: 'Change the own YouTuber page\'s address',
    description: 'Only for a YouTuber whose verification is APPROVED (anyone else: 404). 3–30 lower-case letters, digits '
      + 'and hyphens; an address another YouTuber has answers 409.',
  },

  // ---- search ----------------------------------------------------------------------------------------------
  'search.search': {
    summary: 'Search products, brands and YouTubers',
    description: 'Full-text (name over tags over description) plus trigram similarity, so a typo still finds; ranked by '
      + 'relevance, then rating. Only public content. `type` keeps one kind; `categoryId` keeps the products of '
      + 'one category (brands and YouTubers have none). `meta.facets` counts the hits of each type (with '
      + '`categoryId` applied) and of each category (with `type` and `categoryId` left out). At most 500 matching '
      + 'products are counted: past that `meta.capped` is true, and the product and category counts and a `total` that '
      + 'includes products are lower bounds. A misspelt word of a description or tag finds too (the closest words of '
      + 'the products are tried). `highlight` marks the matched part of the name as text segments, never HTML.',
  },
  'search.suggest': {
    summary: 'Suggest up to 8 results while typing',
    description: 'Names starting with the query first, then words starting with it, then close spellings.',
  },

  // ---- reviews ---------------------------------------------------------------------------------------------
  'reviews.create': {
    summary: 'Review a product',
    description: 'A person with a verified email reviews a PUBLISHED product once: rating 1–5, optional title and comment. '
      + '`type: YOUTUBE` (an APPROVED YouTuber only) adds a YouTube video address. Published at once unless a hold '
      + 'rule sends it to PENDING (every video review, a comment with a link, an account younger than a day, a '
      + 'WARNING in the last 30 days, a near-duplicate). A second review of the same product answers 409 with '
      + '`meta.reviewId`. A member of the product\'s team gets 403. A muted person gets 403 `forbidden` with the '
      + 'mute in `meta` (`until`, `reason`).',
  },
  'reviews.update': {
    summary: 'Edit the own review',
    description: 'The author only (anyone else: 404). The earlier version is kept and the review shows "edited"; the hold '
      + 'rules apply again. A REJECTED or REMOVED review goes back to the moderators as PENDING. A muted person '
      + 'gets 403 `forbidden` with the mute in `meta` (`until`, `reason`).',
  },
  'reviews.delete': {
    summary: 'Delete the own review',
    description: 'The author only (anyone else: 404). The product and brand scores change in the same transaction.',
  },
  'reviews.productList': {
    summary: 'List a product\'s reviews with its rating summary',
    description: 'PUBLISHED reviews of public products only. Paged; sorted by createdAt, rating or helpful; filtered by '
      + 'rating, hasComment and reviewType. With a session each review says whether the caller voted it helpful, '
      + 'reported it, or wrote it.',
  },
  'reviews.mine': {
    summary: 'Read the caller\'s own review of a product',
    description: 'Whatever its status, with the reason of a rejection or removal; `review: null` when the caller has not '
      + 'reviewed it.',
  },
  'reviews.authored': {
    summary: 'List the caller\'s own reviews',
    description: 'Every status, newest first, with why a review is pending, rejected or removed.',
  },
  'reviews.brandList': {
    summary: 'List a brand\'s latest reviews',
    description: 'PUBLISHED reviews of public products only. Over all the brand\'s products, newest first. An unknown or '
      + 'hidden brand answers 404.',
  },
  'reviews.youtuberList': {
    summary: 'List a YouTuber\'s video reviews',
    description: 'PUBLISHED reviews of public products only. Newest first. A YouTuber who is not APPROVED answers 404.',
  },
  'reviews.helpful': {
    summary: 'Vote a review helpful, or take the vote back',
    description: 'Toggles the caller\'s one vote on a PUBLISHED review; answers the new state and count. The author cannot '
      + 'vote (403).',
  },
  'reviews.report': {
    summary: 'Report a review',
    description: 'Once per person and review (a second report: 409), with a reason; OTHER needs details (up to 500). The '
      + 'review stays PUBLISHED and enters the reported queue. Throttled per person (429). The author cannot '
      + 'report their own review (403).',
  },
  'reviews.creatorList': {
    summary: 'List a team\'s reviews',
    description: 'Every option of spec §3: page, take, search (title and comment), sortBy, sortOrder, rating, hasComment, '
      + 'reviewType, productId. Every status except REJECTED. Members of the team only (anyone else: 404).',
  },
  'reviews.reply': {
    summary: 'Write or change the brand\'s reply to a review',
    description: 'One public reply per PUBLISHED review, by an OWNER, ADMIN or EDITOR of the product\'s team (anyone else: '
      + '404); a locked team gets 403. The reviewer gets an email. A muted person gets 403 `forbidden` with the '
      + 'mute in `meta` (`until`, `reason`).',
  },
  'reviews.deleteReply': {
    summary: 'Delete the brand\'s reply to a review',
    description: 'An OWNER, ADMIN or EDITOR of the product\'s team; 404 when there is no reply.',
  },
  'reviews.moderationQueue': {
    summary: 'List the pending or the reported reviews',
    description: 'MOD and ADMIN. `queue=pending|reported`, oldest first by default; each item carries the product, the '
      + 'author\'s history, the rules that held it and the reports with their reasons, and both queues\' sizes.',
  },
  'reviews.decide': {
    summary: 'Decide on a review',
    description: 'MOD and ADMIN: APPROVE or REJECT (reason) a PENDING review; REMOVE (reason) or DISMISS_REPORTS of a '
      + 'reported one. A decision that no longer fits (another moderator was first) answers 409; a member of the '
      + 'product\'s team gets 403. Audited; the author gets an email with the reason of a rejection or removal.',
  },

  // ---- trophies --------------------------------------------------------------------------------------------
  'trophies.categories': {
    summary: 'List the trophy categories',
    description: 'In their order (position), each with how many public trophies it holds.',
  },
  'trophies.categoryCreate': {
    summary: 'Add a trophy category',
    description: 'ADMIN only; a moderator or user gets 403. The slug is derived from the name when empty; a slug in use '
      + 'answers 409. Audited.',
  },
  'trophies.categoryUpdate': {
    summary: 'Change a trophy category',
    description: 'ADMIN only. Every field is replaced. Audited.',
  },
  'trophies.categoryDelete': {
    summary: 'Delete a trophy category',
    description: 'ADMIN only. While any trophy uses it: 409 `trophy.error.category_in_use`. Audited.',
  },
  'trophies.list': {
    summary: 'List the public trophies',
    description: 'NOMINATING, LOCKED and AWARDED trophies only (DRAFT and CANCELLED stay with the organiser). Spec §3 '
      + 'options: page, take, search (name and description), sortBy, sortOrder, contentType, categoryId; and '
      + 'status.',
  },
  'trophies.adminList': {
    summary: 'List the platform\'s trophies',
    description: 'ADMIN only. Every status, with the options of the public list.',
  },
  'trophies.creatorList': {
    summary: 'List a team\'s trophies',
    description: 'Every option of spec §3. The trophies the team runs (every status) and the public ones it has won or has '
      + 'a candidate in, each with its `relation`. Members of the team only (anyone else: 404).',
  },
  'trophies.get': {
    summary: 'Read a trophy',
    description: 'NOMINATING, LOCKED and AWARDED trophies only (DRAFT and CANCELLED stay with the organiser). The organiser '
      + 'also sees its DRAFT and CANCELLED ones, and `permissions` says what the caller may do now. A DRAW shows '
      + 'its commitment from the lock and its seed from the award.',
  },
  'trophies.create': {
    summary: 'Create a trophy',
    description: 'As DRAFT. Without `teamId` the platform runs it (ADMIN only); with it, the team (its OWNER or ADMIN, the '
      + 'team APPROVED and not locked). SCORE fits PRODUCT trophies only. Audited.',
  },
  'trophies.update': {
    summary: 'Edit a trophy',
    description: 'The trophy\'s organiser only: an ADMIN for a platform trophy, an OWNER or ADMIN of an APPROVED, unlocked '
      + 'team for the team\'s own (anyone else: 404 when they cannot see it, 403 when they can). Audited. Every '
      + 'field in DRAFT; in NOMINATING only the name, description and trophy category (409 for the rest). A step '
      + 'that does not fit the trophy\'s state answers 409.',
  },
  'trophies.open': {
    summary: 'Open nominations',
    description: 'The trophy\'s organiser only: an ADMIN for a platform trophy, an OWNER or ADMIN of an APPROVED, unlocked '
      + 'team for the team\'s own (anyone else: 404 when they cannot see it, 403 when they can). Audited. DRAFT → '
      + 'NOMINATING; the trophy becomes public. A step that does not fit the trophy\'s state answers 409.',
  },
  'trophies.cancel': {
    summary: 'Cancel a trophy',
    description: 'The trophy\'s organiser only: an ADMIN for a platform trophy, an OWNER or ADMIN of an APPROVED, unlocked '
      + 'team for the team\'s own (anyone else: 404 when they cannot see it, 403 when they can). Audited. An ADMIN '
      + 'may also cancel a team\'s trophy. Any state but AWARDED → CANCELLED. A step that does not fit the trophy\'s '
      + 'state answers 409.',
  },
  'trophies.eligible': {
    summary: 'List what may be nominated',
    description: 'The trophy\'s organiser only: an ADMIN for a platform trophy, an OWNER or ADMIN of an APPROVED, unlocked '
      + 'team for the team\'s own (anyone else: 404 when they cannot see it, 403 when they can). While NOMINATING: '
      + 'PUBLISHED products (PRODUCT) or PUBLISHED written / video reviews (REVIEW / VIDEO) of the period, in the '
      + 'catalogue category when one is set, of approved and unblocked teams, and for a team trophy only its own. '
      + 'Searchable, sorted by the figures shown beside each.',
  },
  'trophies.candidates': {
    summary: 'List a trophy\'s candidates',
    description: 'In the published order. Live figures while NOMINATING, the figures frozen at the lock after it; SCORE '
      + 'adds each score and rank. Whoever may read the trophy may read its candidates.',
  },
  'trophies.setCandidates': {
    summary: 'Replace a trophy\'s candidates',
    description: 'The trophy\'s organiser only: an ADMIN for a platform trophy, an OWNER or ADMIN of an APPROVED, unlocked '
      + 'team for the team\'s own (anyone else: 404 when they cannot see it, 403 when they can). Audited. While '
      + 'NOMINATING only. Every id must be eligible (else 400 `trophy.error.ineligible_candidates` with '
      + '`meta.ids`); at most 50.',
  },
  'trophies.lock': {
    summary: 'Lock the candidates',
    description: 'The trophy\'s organiser only: an ADMIN for a platform trophy, an OWNER or ADMIN of an APPROVED, unlocked '
      + 'team for the team\'s own (anyone else: 404 when they cannot see it, 403 when they can). Audited. '
      + 'NOMINATING → LOCKED with at least 2 candidates: their order and figures are frozen; a DRAW draws its '
      + 'secret seed and publishes the seed\'s SHA-256 commitment. A step that does not fit the trophy\'s state '
      + 'answers 409.',
  },
  'trophies.award': {
    summary: 'Award a trophy',
    description: 'The trophy\'s organiser only: an ADMIN for a platform trophy, an OWNER or ADMIN of an APPROVED, unlocked '
      + 'team for the team\'s own (anyone else: 404 when they cannot see it, 403 when they can). Audited. LOCKED → '
      + 'AWARDED. SCORE: the highest Bayesian score over the frozen figures. JURY: `winnerId` (a candidate) and a '
      + 'justification of at least 50 characters. DRAW: the seed is revealed and the winner is '
      + 'candidates[HMAC-SHA256(seed, trophyId) mod n]. The decision is signed into the protocol; the winner is '
      + 'mailed (per `newTrophy`). Two organisers at once: one wins, the other gets 409.',
  },
  'trophies.protocol': {
    summary: 'Download a trophy\'s signed protocol',
    description: 'AWARDED trophies (before: 409). `format=json` (default): `{protocol, jws, keyId}`, the record and its '
      + 'compact JWS (EdDSA, Ed25519; the public key at `/.well-known/plaudit-protocol-key.json`). `format=pdf`: '
      + 'the same, readable. Check a file with `npm run cli -- verify-protocol <file.json>`.',
  },
  'trophies.badge': {
    summary: 'An AWARDED trophy\'s embeddable badge',
    description: 'An SVG, `theme=light|dark`, cacheable for a day; it links back to the trophy page.',
  },
  'trophies.brandWins': {
    summary: 'List the trophies a brand\'s products have won',
    description: 'Newest first. An unknown or hidden brand answers 404.',
  },
  'trophies.productWins': {
    summary: 'List the trophies a product has won',
    description: 'Newest first. A product that is not public answers 404.',
  },
  'trophies.youtuberWins': {
    summary: 'List the trophies a YouTuber\'s reviews have won',
    description: 'Newest first. A YouTuber who is not APPROVED answers 404.',
  },
  'trophies.mine': {
    summary: 'List the trophies the caller\'s reviews have won',
    description: 'Newest first; the dashboard shows each badge snippet.',
  },

  // ---- events ----------------------------------------------------------------------------------------------
  'events.create': {
    summary: 'Record an analytics event',
    description: 'Spec §7: `{eventType, profileId, metadata}`. `profileId` (the brand team, product or YouTuber the event '
      + 'is about) is required for the types about a profile and must exist. The server adds the time and answers '
      + '202 at once: events are buffered and written in batches. Events of bots (user agent, headless browsers), '
      + 'of a team member on the team\'s own pages, and resends of an `metadata.eventId` already taken are accepted '
      + 'and not counted. Throttled per visitor (429). The visitor is the `x-session-id` (or the batch\'s '
      + '`sessionId`); no IP address is stored, only a daily-salted hash.',
  },
  'events.batch': {
    summary: 'Record up to 50 analytics events at once',
    description: 'What the web app gathered, in one request (also as `text/plain`, the way `navigator.sendBeacon` sends '
      + 'it). One bad event refuses the whole batch, its index in `meta.field`. The server adds the time and '
      + 'answers 202 at once: events are buffered and written in batches. Events of bots (user agent, headless '
      + 'browsers), of a team member on the team\'s own pages, and resends of an `metadata.eventId` already taken '
      + 'are accepted and not counted. Throttled per visitor (429). The visitor is the `x-session-id` (or the '
      + 'batch\'s `sessionId`); no IP address is stored, only a daily-salted hash.',
  },
  'events.creatorStats': {
    summary: 'Read a team\'s dashboard figures',
    description: 'Totals of the range and of the period just before it, a series per hour, day or week, top products, '
      + 'referrers and searches that found the team; `productId` narrows every figure to one product. The team\'s '
      + 'OWNER, ADMIN and EDITOR; anyone else gets 404.',
  },
  'events.creatorStatsCsv': {
    summary: 'Download a team\'s dashboard series as CSV',
    description: 'The same range, interval and product as the figures: one row per bucket. The team\'s OWNER, ADMIN and '
      + 'EDITOR; anyone else gets 404.',
  },
  'events.youtuberOverview': {
    summary: 'Read the signed-in YouTuber\'s dashboard',
    description: 'Their page address, the views of their public page and of the products they reviewed over the last 30 '
      + 'days, their newest reviews in every status with helpful votes, and the trophies their reviews won. Only an '
      + 'APPROVED YouTuber; anyone else gets 404.',
  },
  'events.adminStats': {
    summary: 'Read the platform\'s figures',
    description: 'Sign-ups, active people, reviews per day, the queues waiting for staff and the most viewed brands. ADMIN '
      + 'or MOD; anyone else gets 403.',
  },

  // ---- jobs ------------------------------------------------------------------------------------------------
  'jobs.list': {
    summary: 'Read the background jobs and their dead letters',
    description: 'Whether jobs run on Redis (BullMQ, once across all servers) or in-process, each scheduled job with its '
      + 'interval, last and next run, the queue\'s counts, and a page of the jobs that failed every attempt, newest '
      + 'first. ADMIN only; a moderator or user gets 403.',
  },
  'jobs.retry': {
    summary: 'Run a failed job again',
    description: 'Moves a dead letter back to the queue with fresh attempts; audited. ADMIN only; a moderator or user gets '
      + '403.',
  },
  'jobs.discard': {
    summary: 'Discard a failed job',
    description: 'Removes a dead letter for good; audited. ADMIN only; a moderator or user gets 403.',
  },
} as const satisfies Record<RouteId, RouteDoc>;
