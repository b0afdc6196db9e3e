import type { TSignInQuestion } from '@shared/schemas/lead-capture.schema';
import { AppError } from '../../platform/app-error';
import { toSignInAnswers } from './sign-in-answers';

const questions: TSignInQuestion[] = [
  { id: 'hear', kind: 'choice', label: 'How did you hear about us?', choices: ['Sign', 'Online'] },
  { id: 'first-home', kind: 'yes-no', label: 'First home?' },
  { id: 'must-have', kind: 'text', label: 'Must-have?' },
];

describe('toSignInAnswers', () => {
  it("keeps the question wording beside each answer as the visitor read it (Yes, No), in the agent's order, and skips blanks", () => {
    expect(toSignInAnswers(questions, { 'must-have': 'yes', 'first-home': 'no' })).toEqual([
      { questionId: 'first-home', question: 'First home?', answer: 'No' },
      { questionId: 'must-have', question: 'Must-have?', answer: 'yes' },
    ]);
    expect(toSignInAnswers(questions, { 'must-have': 'A big yard', hear: 'Sign', 'first-home': '' })).toEqual([
      { questionId: 'hear', question: 'How did you hear about us?', answer: 'Sign' },
      { questionId: 'must-have', question: 'Must-have?', answer: 'A big yard' },
    ]);
  });

  it('refuses unknown questions and answers outside the options, naming each', () => {
    let thrown: unknown;
    try {
      toSignInAnswers(questions, { hear: 'Radio', 'first-home': 'maybe', nope: 'x' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).errors).toEqual([
      { path: 'answers.hear', message: 'Pick one of the choices' },
      { path: 'answers.first-home', message: 'Answer yes or no' },
      { path: 'answers.nope', message: 'Unknown question' },
    ]);
  });
});
