import { PRODUCT_NAME } from '@shared/constants/product';
import { MLS_VERIFICATION_CODE_TTL_MINUTES, mlsIdLabel, type TMlsMemberKind } from '@shared/constants/mls-trust';
import type { TMail } from '../../adapters/mail/mail';

type TMember = { mlsName: string; kind: TMlsMemberKind; memberId: string };

/** The code, to the address the MLS's own Member or Office record gives. */
export const memberCodeMail = (to: string, member: TMember, code: string): TMail => ({
  to,
  subject: `${code} is your ${PRODUCT_NAME} MLS verification code`,
  text: [
    `Someone asked ${PRODUCT_NAME} to import the listings of ${mlsIdLabel(member.kind)} ${member.memberId} from ${member.mlsName}.`,
    `${member.mlsName} gives this address for that ID, so the code comes here:`,
    '',
    `    ${code}`,
    '',
    `It is valid for ${MLS_VERIFICATION_CODE_TTL_MINUTES} minutes. If it was not you, ignore this e-mail: nothing is imported without the code.`,
  ].join('\n'),
});

/** To the account that proved the id. */
export const memberVerifiedMail = (to: string, member: TMember, how: string): TMail => ({
  to,
  subject: `Your ${mlsIdLabel(member.kind)} ${member.memberId} is verified`,
  text: `${member.mlsName} confirmed that ${mlsIdLabel(member.kind)} ${member.memberId} is yours (${how}). Your MLS listings are imported from your next sync.`,
});

/** To the account that held the id until another proved it. */
export const memberTakenOverMail = (to: string, member: TMember): TMail => ({
  to,
  subject: `${mlsIdLabel(member.kind)} ${member.memberId} was verified by another account`,
  text: [
    `Another ${PRODUCT_NAME} account proved with ${member.mlsName} that ${mlsIdLabel(member.kind)} ${member.memberId} is theirs.`,
    'Your configuration no longer imports that ID’s listings, and the listings it brought pass to them as they sync.',
    'If this ID is yours, verify it again from the MLS screen, or contact support.',
  ].join('\n'),
});

/** To the member who asked for a review, once an admin decided. */
export const memberReviewDecidedMail = (to: string, member: TMember, granted: boolean, reason: string): TMail => ({
  to,
  subject: granted ? `Your ${mlsIdLabel(member.kind)} ${member.memberId} is verified` : `We could not verify ${mlsIdLabel(member.kind)} ${member.memberId}`,
  text: granted
    ? `An administrator checked ${mlsIdLabel(member.kind)} ${member.memberId} with ${member.mlsName}: it is yours. Your MLS listings are imported from your next sync.`
    : `An administrator could not confirm with ${member.mlsName} that ${mlsIdLabel(member.kind)} ${member.memberId} is yours, so it stays unverified and imports nothing.${reason ? `\n\nWhy: ${reason}` : ''}`,
});

/** An address as the screen may show it: the first letter of the mailbox, then stars. */
export function maskedAddress(email: string): string {
  const [mailbox = '', domain = ''] = email.split('@');
  return `${mailbox.slice(0, 1)}***@${domain}`;
}
