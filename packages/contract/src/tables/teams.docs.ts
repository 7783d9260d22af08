import type { DocsOf } from '../route-docs.js';
import type { TEAMS_ROUTES } from './teams.js';

// The prose of teams.ts's calls in the OpenAPI document, under the same ids; only the server reads it (route-docs.ts).

export const TEAMS_ROUTE_DOCS = {
  'teams.getSettings': {
    summary: "Read a team's brand settings",
  },
  'teams.updateSettings': {
    summary: "Change a team's brand settings",
    description:
      'A new brand name of an APPROVED team waits for a moderator (`brandNameChange`; the public keeps the old name ' +
      "until then); any team's new name too close to another verified brand's is refused with 409 (`meta.field` `brandName`).",
  },
  'teams.getBilling': {
    summary: "Read a team's billing details",
    description: 'The legal name, address, country and VAT number receipts are made out to. Members of the team.',
  },
  'teams.updateBilling': {
    summary: "Change a team's billing details",
    description:
      'What the receipts of later top-ups are made out to (a receipt keeps the details it was issued with). OWNER and ' +
      'ADMIN; audited.',
  },
  'teams.updateSocial': {
    summary: 'Change the social links of the selected team',
  },
  'teams.uploadImage': {
    summary: "Upload a team's icon or banner",
    description:
      'multipart/form-data: `imageType` (`iconUrl` or `bannerUrl`) first, then one `file`; the server re-encodes ' +
      'it.',
  },
  'teams.deleteImage': {
    summary: "Remove a team's icon or banner",
  },
  'teams.listMembers': {
    summary: "List a team's members and pending ownership offers",
  },
  'teams.invite': {
    summary: 'Invite someone to a team by email',
    description: 'The invitation link is valid for 7 days and works once.',
  },
  'teams.updateMember': {
    summary: "Change a member's role",
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
    summary: "List a team's pending invitations",
  },
  'teams.cancelInvite': {
    summary: 'Cancel a pending invitation',
  },
  'teams.previewInvite': {
    summary: 'Read an invitation by its token',
    description:
      'Public, so the invitation page can show the team before sign-in; signed in, `forCurrentUser` says whether ' +
      'the invitation is addressed to this person.',
  },
  'teams.acceptInvite': {
    summary: 'Accept an invitation and join the team',
  },
} as const satisfies DocsOf<typeof TEAMS_ROUTES>;
