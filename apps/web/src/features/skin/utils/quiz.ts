import {
  SKIN_QUIZ,
  SKIN_QUIZ_NONE as NONE_OPTION,
  type SkinQuizAnswers,
  type SkinQuizQuestion,
} from '@lumi/shared';

/**
 * A question's answer after ticking or unticking one option. A single-choice question keeps the last option; on a
 * multiple one, ticking 'none' clears the others and ticking another clears 'none'. The answer keeps the quiz's
 * option order, so the same choices always send the same list.
 */
export function toggleAnswer(
  question: SkinQuizQuestion,
  current: readonly string[],
  optionId: string,
  checked: boolean,
): string[] {
  if (!question.multiple) return checked ? [optionId] : [];
  let next: string[];
  if (!checked) next = current.filter((id) => id !== optionId);
  else if (optionId === NONE_OPTION) next = [NONE_OPTION];
  else next = [...current.filter((id) => id !== NONE_OPTION), optionId];
  return question.options.map((o) => o.id).filter((id) => next.includes(id));
}

/** The answers kept for the quiz's questions only (an older quiz's saved answers may hold others). */
export function quizAnswersOf(saved: SkinQuizAnswers | null | undefined): SkinQuizAnswers {
  const answers: SkinQuizAnswers = {};
  for (const q of SKIN_QUIZ) {
    const chosen = (saved?.[q.id] ?? []).filter((id) => q.options.some((o) => o.id === id));
    if (chosen.length > 0) answers[q.id] = chosen;
  }
  return answers;
}

/** The first question whose answer the server refused (`answers.<questionId>`), or -1. */
export function questionIndexOfError(errors: readonly { path: string }[] | undefined): number {
  for (const error of errors ?? []) {
    const match = /^answers\.(.+)$/.exec(error.path);
    const index = match ? SKIN_QUIZ.findIndex((q) => q.id === match[1]) : -1;
    if (index >= 0) return index;
  }
  return -1;
}
