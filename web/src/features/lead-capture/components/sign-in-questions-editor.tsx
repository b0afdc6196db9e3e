import { Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { MAX_SIGN_IN_QUESTIONS, SIGN_IN_QUESTION_KINDS } from '@shared/constants/lead-capture';
import { ZSaveSignInFormRequestSchema, type TSignInQuestion } from '@shared/schemas/lead-capture.schema';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { toast } from '../../../lib/toast';
import { useSaveSignInForm } from '../api/save-sign-in-form';
import { newDraft, toDraft, toQuestion, type TQuestionDraft } from '../lib/question-drafts';

export const QUESTIONS_SAVED = 'Sign-in questions saved';

type TEditorProps = { propertyId: string; openHouseId: string; questions: TSignInQuestion[]; isSaved: boolean };

/** The agent's custom questions (up to five: text, yes/no, one of several); saving opens the visitor's link. */
export function SignInQuestionsEditor({ propertyId, openHouseId, questions, isSaved }: TEditorProps) {
  const [drafts, setDrafts] = useState<TQuestionDraft[]>(() => questions.map(toDraft));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveSignInForm();

  const change = (id: string, patch: Partial<TQuestionDraft>) => setDrafts((all) => all.map((d) => (d.id === id ? { ...d, ...patch } : d)));

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZSaveSignInFormRequestSchema.safeParse({ questions: drafts.map(toQuestion) });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Please check the questions.');
      return;
    }
    setProblem(null);
    save.mutate(
      { propertyId, openHouseId, form: parsed.data },
      {
        onSuccess: () => toast({ title: QUESTIONS_SAVED, description: 'Visitors see these questions when they sign in.' }),
        onError: () => toast({ title: 'Error', description: 'Failed to save the questions. Please try again.', variant: 'destructive' }),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-labelledby="questions-heading">
      <div>
        <h2 id="questions-heading" className="text-lg font-semibold text-slate-900">
          Your questions
        </h2>
        <p className="text-sm text-slate-600">
          Visitors always give their name, e-mail, phone, whether they work with an agent, their timeframe and financing. Add up to {MAX_SIGN_IN_QUESTIONS}{' '}
          questions of your own.
        </p>
      </div>
      <ol className="space-y-4">
        {drafts.map((draft, index) => (
          <li key={draft.id} className="space-y-3 rounded-lg border border-slate-200 p-4">
            <div className="flex items-center justify-between gap-2">
              <h3 className="font-medium text-slate-900">Question {index + 1}</h3>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setDrafts((all) => all.filter((d) => d.id !== draft.id))}
                aria-label={`Remove question ${index + 1}`}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                Remove
              </Button>
            </div>
            <TextField
              id={`${draft.id}-label`}
              label="Question"
              required
              value={draft.label}
              onValueChange={(label) => change(draft.id, { label })}
              maxLength={200}
            />
            <SelectField
              id={`${draft.id}-kind`}
              label="Answer"
              value={draft.kind}
              options={SIGN_IN_QUESTION_KINDS}
              onValueChange={(kind) => change(draft.id, { kind })}
            />
            {draft.kind === 'choice' && (
              <TextareaField
                id={`${draft.id}-choices`}
                label="Choices (one per line)"
                rows={3}
                value={draft.choicesText}
                onValueChange={(choicesText) => change(draft.id, { choicesText })}
              />
            )}
          </li>
        ))}
      </ol>
      {problem && <ErrorAlert>{problem}</ErrorAlert>}
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => setDrafts((all) => [...all, newDraft()])} disabled={drafts.length >= MAX_SIGN_IN_QUESTIONS}>
          <Plus className="size-4" aria-hidden="true" />
          Add a question
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : isSaved ? 'Save questions' : 'Save and open sign-in'}
        </Button>
      </div>
    </form>
  );
}
