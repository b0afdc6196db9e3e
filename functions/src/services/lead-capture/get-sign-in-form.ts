import type { TSignInForm } from '@shared/schemas/lead-capture.schema';
import type { TActor } from '../actor';
import type { TDeps } from '../deps';
import { loadOpenSignInForm } from './open-sign-in-form';
import { toSignInFormView } from './sign-in-form-view';

/** What a visitor's sign-in page shows: the open house and the agent's questions (anyone may read it). */
export async function getSignInFormForVisitor(deps: TDeps, _actor: TActor, input: { id: string }): Promise<TSignInForm> {
  const { form, openHouse } = await loadOpenSignInForm(deps, input.id);
  return toSignInFormView(openHouse, form.questions);
}
