import type { TOwnSignInForm } from '@shared/schemas/lead-capture.schema';
import { getSignInForm } from '../../data/sign-in-form-repository';
import { getAutomaticThankYouAt } from '../../data/thank-you-repository';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { loadOwnOpenHouse } from './own-open-house';
import { toSignInFormView } from './sign-in-form-view';

/**
 * The agent's sign-in sheet of one of their open houses; before the first save it has no questions and no visitor
 * link. It says when the automatic thank-you went out, so the button reads as a resend.
 */
export async function getOwnSignInForm(deps: TDeps, auth: TUserActor, input: { id: string; openHouseId: string }): Promise<TOwnSignInForm> {
  const [openHouse, form, thankedAutomaticallyAt] = await Promise.all([
    loadOwnOpenHouse(deps, auth, input),
    getSignInForm(deps.db, input.openHouseId),
    getAutomaticThankYouAt(deps.db, input.openHouseId),
  ]);
  return { ...toSignInFormView(openHouse, form?.questions ?? []), isSaved: form !== null, thankedAutomaticallyAt };
}
