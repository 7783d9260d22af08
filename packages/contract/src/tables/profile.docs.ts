import type { DocsOf } from '../route-docs.js';
import type { PROFILE_ROUTES } from './profile.js';

// The prose of profile.ts's calls in the OpenAPI document, under the same ids; only the server reads it
// (route-docs.ts).

export const PROFILE_ROUTE_DOCS = {
  'profile.get': {
    summary: 'Read the own profile',
  },
  'profile.updateNames': {
    summary: 'Change first and last name',
  },
  'profile.delete': {
    summary: 'Delete the own account',
    description:
      'The account is anonymised. The last owner of a team with other members must hand it over first (409).',
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
} as const satisfies DocsOf<typeof PROFILE_ROUTES>;
