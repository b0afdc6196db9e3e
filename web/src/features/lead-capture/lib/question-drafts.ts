import type { TSignInQuestion } from '@shared/schemas/lead-capture.schema';
import type { TSignInQuestionKind } from '@shared/constants/lead-capture';

/** A question as the editor holds it: choices as one line each. */
export type TQuestionDraft = { id: string; kind: TSignInQuestionKind; label: string; choicesText: string };

export const toDraft = (question: TSignInQuestion): TQuestionDraft => ({
  id: question.id,
  kind: question.kind,
  label: question.label,
  choicesText: question.kind === 'choice' ? question.choices.join('\n') : '',
});

export function toQuestion(draft: TQuestionDraft): TSignInQuestion {
  if (draft.kind !== 'choice') return { id: draft.id, kind: draft.kind, label: draft.label };
  const choices = draft.choicesText
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return { id: draft.id, kind: 'choice', label: draft.label, choices };
}

/** A blank question with its own id (answers are keyed by it, so it never changes). */
export const newDraft = (): TQuestionDraft => ({ id: `q-${crypto.randomUUID().slice(0, 8)}`, kind: 'text', label: '', choicesText: '' });
