import type { TOwnSignInForm, TSignInQuestion } from '@shared/schemas/lead-capture.schema';
import { putSignInForm } from '../../data/sign-in-form-repository';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { loadOwnOpenHouse } from './own-open-house';
import { toSignInFormView } from './sign-in-form-view';
import { getAutomaticThankYouAt } from '../../data/thank-you-repository';

/**
 * Saves the agent's questions for one of their open houses; from then on the visitor's link works.
 * 1. load the open house of the caller's own listing 2. store the form where the visitor's link finds it
 */
export async function saveSignInForm(
  deps: TDeps,
  auth: TUserActor,
  input: { id: string; openHouseId: string; questions: TSignInQuestion[] },
): Promise<TOwnSignInForm> {
  const openHouse = await loadOwnOpenHouse(deps, auth, input);
  await putSignInForm(deps.db, {
    openHouseId: openHouse.id,
    propertyId: openHouse.propertyId,
    agentId: openHouse.userId,
    startsAt: openHouse.startsAt,
    questions: input.questions,
    updatedAt: deps.clock.now().toISOString(),
  });
  return { ...toSignInFormView(openHouse, input.questions), isSaved: true, thankedAutomaticallyAt: await getAutomaticThankYouAt(deps.db, openHouse.id) };
}
