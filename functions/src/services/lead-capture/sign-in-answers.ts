import type { TSignInQuestion } from '@shared/schemas/lead-capture.schema';
import type { TFieldError } from '@shared/errors';
import type { TOpenHouseSignIn } from '../../data/property-records';
import { badRequest } from '../../platform/app-error';

/**
 * Pairs each answer with the question as the agent worded it when the visitor answered. Blank answers
 * are skipped (every custom question is optional); an unknown question or an answer outside a
 * question's options → 400.
 */
export function toSignInAnswers(questions: readonly TSignInQuestion[], answers: Record<string, string>): TOpenHouseSignIn['answers'] {
  const errors: TFieldError[] = [];
  const paired: TOpenHouseSignIn['answers'] = [];
  for (const [questionId, answer] of Object.entries(answers)) {
    const question = questions.find((q) => q.id === questionId);
    const problem = !question ? 'Unknown question' : answer === '' ? null : answerProblem(question, answer);
    if (problem) errors.push({ path: `answers.${questionId}`, message: problem });
    else if (question && answer !== '') paired.push({ questionId, question: question.label, answer: answerAsChosen(question, answer) });
  }
  if (errors.length) throw badRequest('Please check your answers.', errors);
  return questions.flatMap((q) => paired.filter((a) => a.questionId === q.id));
}

/** A yes/no answer is kept as the visitor read it ('Yes'), as a choice is: every reader of the lead shows it as is. */
const answerAsChosen = (question: TSignInQuestion, answer: string) => (question.kind === 'yes-no' ? (answer === 'yes' ? 'Yes' : 'No') : answer);

function answerProblem(question: TSignInQuestion, answer: string): string | null {
  if (question.kind === 'yes-no') return answer === 'yes' || answer === 'no' ? null : 'Answer yes or no';
  if (question.kind === 'choice') return question.choices.includes(answer) ? null : 'Pick one of the choices';
  return null;
}
